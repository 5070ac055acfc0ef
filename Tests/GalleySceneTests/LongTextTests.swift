import Foundation
import Galley
import Testing
@testable import GalleyScene

@Suite("Texts of many pieces and great length")
struct LongTextTests {
    @Test("A Text of 50,000 pieces is read and laid out in linear time")
    func manyPieces() throws {
        let pieces = Array(repeating: #""a""#, count: 50_000).joined(separator: ", ")
        let start = Date()
        let scene = try Fixtures.scene(#"{"canvas": {"sizeThatFits": {"width": 300}}, "root": {"Text": [\#(pieces)]}}"#)
        let laidOut = try scene.layout(using: Fixtures.engine)
        let seconds = Date().timeIntervalSince(start)
        #expect(laidOut.result.root.text?.string.count == 50_000)
        // Copying the runs on every + took minutes in a debug build.
        #expect(seconds < 20, "\(seconds) s")
    }

    @Test("Scene text longer than a paragraph may be is refused, naming the place")
    func overlongText() {
        let length = StyledText.maximumLength + 1
        let json =
            #"""
            {"root": {"VStack": [{"Text": ["\#(String(repeating: "a", count: length - 2))", {"text": "bc", \#
            "bold": true}]}]}}
            """#
        let message = Fixtures.failure(json) ?? ""
        #expect(message.hasPrefix("scene.json: root.content[0]"), "\(message)")
        #expect(
            message.contains(
                ": the text is \(length) UTF-16 code units long; at most \(StyledText.maximumLength) "
                    + "(ResourceLimits.textLength) can be laid out (line 1, column "
            ))
        #expect(Fixtures.failure(#"{"root": {"Text": "\#(String(repeating: "a", count: length - 1))"}}"#) == nil)
    }
}
