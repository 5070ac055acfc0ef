import Foundation
import Galley
import Testing
@testable import GalleyScene

@Suite("Scenes at the nesting limits")
struct DeepSceneTests {
    /// Reads, lays out and dumps `json` on a thread with a 512 KiB stack
    /// (the size of a secondary thread's on some systems), returning the
    /// dump's length or the error.
    private func dumpOnSmallStack(_ json: String) -> String {
        final class Outcome: @unchecked Sendable { var text = "" }
        let outcome = Outcome()
        let finished = DispatchSemaphore(value: 0)
        let thread = Thread {
            do {
                let scene = try Fixtures.scene(json)
                outcome.text = "\(LayoutDump(try scene.layout(using: Fixtures.engine)).text.count) characters"
            } catch {
                outcome.text = "\(error)"
            }
            finished.signal()
        }
        thread.stackSize = 512 << 10
        thread.start()
        finished.wait()
        return outcome.text
    }

    @Test("511 nested views, the most 512 levels of JSON hold, on a small stack")
    func deepestViews() {
        let json =
            String(repeating: #"{"ScrollView": "#, count: 511) + #"{"Text": "deep"}"#
            + String(repeating: "}", count: 511)
        #expect(dumpOnSmallStack(json).hasSuffix("characters"))
    }

    @Test("999 modifiers on one view, on a small stack")
    func mostModifiers() {
        let modifiers = Array(repeating: #"{"padding": 1}"#, count: 999).joined(separator: ", ")
        #expect(dumpOnSmallStack(#"{"Text": "a", "modifiers": [\#(modifiers)]}"#).hasSuffix("characters"))
    }
}
