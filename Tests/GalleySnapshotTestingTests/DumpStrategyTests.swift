import Foundation
import GalleySnapshotTesting
import Testing

/// The layout dump strategy against references in a temporary folder.
@Suite("Layout dump snapshots")
struct DumpStrategyTests {
    let layout = SnapshotLayout.fixed(width: 200, height: 100)

    func label(_ text: String) -> some View {
        Text(text).frame(width: 120)
    }

    @Test("A text that gains a line fails, and the diff shows the new line")
    func textGainingALineFails() throws {
        try ReferenceFolder.with { folder in
            let recording = verifySnapshot(
                of: label("Short words"), as: .dump(layout: layout), named: "label", record: .all,
                snapshotDirectory: folder.path, testName: "test")
            #expect(recording?.contains("Record mode is on") == true)
            #expect(
                verifySnapshot(
                    of: label("Short words"), as: .dump(layout: layout), named: "label", record: .never,
                    snapshotDirectory: folder.path, testName: "test") == nil)

            let message = try #require(
                verifySnapshot(
                    of: label("Short words that wrap"), as: .dump(layout: layout), named: "label", record: .never,
                    snapshotDirectory: folder.path, testName: "test"
                ))
            #expect(message.contains("Snapshot \"label\" does not match reference."))
            #expect(message.contains("−          \"lines\": [\"Short words\"],"))
            #expect(message.contains("+          \"lines\": [\"Short words\", \"that wrap\"],"))
            #expect(
                message.contains(
                    """
                    +              { \"text\": \"that wrap\", \"direction\": \"leftToRight\", \"face\": \"Inter \
                    Regular\", \"size\": 17 }
                    """
                ))
        }
    }

    @Test("The dump is Galley's layout dump of the view on the layout's canvas")
    func dumpIsTheLayoutDump() throws {
        let dump = String(decoding: referenceData(of: label("Short words"), as: .dump(layout: layout)), as: UTF8.self)
        let engine = try LayoutEngine()
        let expected = LayoutDump(try layout.canvas.layout(label("Short words"), using: engine)).text
        #expect(dump == expected)
        #expect(dump.hasPrefix("{\n  \"canvas\": { \"width\": 200, \"height\": 100, \"scale\": 1 },"))
        // At the ideal size (the default) the canvas is the view's size.
        let fitted = String(
            decoding: referenceData(of: Color.red.frame(width: 30, height: 20), as: .dump), as: UTF8.self)
        #expect(fitted.hasPrefix("{\n  \"canvas\": { \"width\": 30, \"height\": 20, \"scale\": 1 },"))
    }
}
