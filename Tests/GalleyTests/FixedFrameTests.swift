import Foundation
import Testing
@testable import Galley
import GalleyTestSupport

@Suite("Fixed frames: frame(width:height:alignment:)")
struct FixedFrameTests {
    @Test("frame() and frame(width: nil, height: nil) add nothing: the frame is its child's size, at its place")
    func emptyFrame() throws {
        let ideal = Layouts.textSize("Hello")
        let empty = Layouts.layout(Text("Hello").frame())
        let nils = Layouts.layout(Text("Hello").frame(width: nil, height: nil))
        for result in [empty, nils] {
            #expect(result.root.name == "frame")
            #expect(result.root.frame.size == ideal)
            let text = try #require(result.root.children.first)
            #expect(text.frame == result.root.frame)
        }
    }
}
