import Foundation
import GalleySnapshotTesting
import Testing

/// Scene files snapshot on their own canvas and background.
@Suite("Scene snapshots")
struct SnapshotTests {
    func scene(title: String) throws -> Scene {
        let json = """
            {
              "canvas": { "width": 120, "height": 40, "scale": 2 },
              "background": "yellow",
              "params": { "title": "Hello" },
              "root": { "Text": "$title" }
            }
            """
        return try Scene(data: Data(json.utf8), overrides: ["title": title])
    }

    @Test("A scene is painted on its canvas and background, and a changed scene fails")
    func sceneImage() throws {
        try ReferenceFolder.with { folder in
            let hello = try scene(title: "Hello"), hallo = try scene(title: "Hallo")
            let png = referenceData(of: hello, as: .image)
            #expect(pixelSize(ofPNG: png) == [240, 80])
            _ = verifySnapshot(
                of: hello, as: .image, named: "scene", record: .all, snapshotDirectory: folder.path, testName: "test")
            #expect(
                verifySnapshot(
                    of: hello, as: .image, named: "scene", record: .never, snapshotDirectory: folder.path,
                    testName: "test") == nil)
            let message = verifySnapshot(
                of: hallo, as: .image, named: "scene", record: .never, snapshotDirectory: folder.path, testName: "test")
            #expect(message?.contains(" pixels differ (") == true)
        }
    }

    @Test("A scene's dump is its layout dump on its canvas")
    func sceneDump() throws {
        let hello = try scene(title: "Hello")
        let dump = String(decoding: referenceData(of: hello, as: .dump), as: UTF8.self)
        #expect(dump == LayoutDump(try hello.layout()).text)
        #expect(dump.hasPrefix("{\n  \"canvas\": { \"width\": 120, \"height\": 40, \"scale\": 2 },"))
    }
}
