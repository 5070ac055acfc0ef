import Foundation
import GalleySnapshotTesting
import Testing
import TestFonts

/// `systemFonts:` on the strategies: a folder of Apple's fonts (here
/// stand-ins, the bundled files renamed SF Pro Text and SF Pro Display)
/// draws the system font, per strategy, whatever the environment says.
@Suite("Snapshots with a folder of Apple's fonts")
struct SystemFontsStrategyTests {
    let layout = SnapshotLayout.fixed(width: 240, height: 80)

    private func dump(_ view: some View, systemFonts: URL?) -> String {
        String(decoding: referenceData(of: view, as: .dump(layout: layout, systemFonts: systemFonts)), as: UTF8.self)
    }

    @Test("The dump and the picture use the folder's SF Pro: SF Pro Text below 20 points, SF Pro Display from 20")
    func folderDrawsTheSystemFont() throws {
        let folder = try SystemFontsFixture.make()
        defer { try? FileManager.default.removeItem(at: folder) }
        let view = VStack {
            Text("Body text"); Text("A title").font(.title)
        }
        let bundled = dump(view, systemFonts: nil)
        let apple = dump(view, systemFonts: folder)
        #expect(bundled.contains("\"face\": \"Inter Regular\""))
        #expect(!bundled.contains("SF Pro"))
        #expect(apple.contains("\"face\": \"SF Pro Text Regular\", \"size\": 17"))
        #expect(apple.contains("\"face\": \"SF Pro Display Regular\", \"size\": 28"))
        // The pictures differ too: the title is drawn in another face.
        let plain = referenceData(of: view, as: .image(layout: layout))
        let drawn = referenceData(of: view, as: .image(layout: layout, systemFonts: folder))
        #expect(pixelSize(ofPNG: drawn) == [240, 80])
        #expect(plain != drawn)
    }

    @Test("A scene's strategies take the folder as well")
    func scenes() throws {
        let folder = try SystemFontsFixture.make()
        defer { try? FileManager.default.removeItem(at: folder) }
        let scene = try Scene(
            data: Data(
                #"""
                {"canvas": {"width": 200, "height": 60, "scale": 1}, "root": {"Text": "Hello", "modifiers": \#
                [{"font": "title"}]}}
                """#
                .utf8))
        let text = String(decoding: referenceData(of: scene, as: .dump(systemFonts: folder)), as: UTF8.self)
        #expect(text.contains("\"face\": \"SF Pro Display Regular\""))
        let plain = String(decoding: referenceData(of: scene, as: .dump), as: UTF8.self)
        #expect(plain.contains("\"face\": \"Inter Regular\""))
    }

    @Test("A folder that cannot be used fails the snapshot with a message naming it")
    func missingFolder() throws {
        let missing = FileManager.default.temporaryDirectory.appendingPathComponent(
            "galley-no-such-fonts-\(UUID().uuidString)")
        let text = dump(Text("Hi"), systemFonts: missing)
        #expect(text.hasPrefix("Galley could not read its fonts:"))
        #expect(text.contains(missing.path))
        #expect(text.contains("no such folder"))
        try ReferenceFolder.with { references in
            let message = verifySnapshot(
                of: Text("Hi"), as: .image(layout: layout, systemFonts: missing), named: "missing", record: .all,
                snapshotDirectory: references.path, testName: "test"
            )
            #expect(message?.contains(missing.path) == true)
        }
    }
}
