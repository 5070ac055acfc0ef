import Foundation
import GalleySnapshotTesting
import Testing

/// Galley's references beside iOS's in one `__Snapshots__` folder.
@Suite("References beside iOS's")
struct PlatformReferenceTests {
    let layout = SnapshotLayout.fixed(width: 8, height: 8)

    /// `png` as Apple's encoder writes it: an `iDOT` chunk after the header.
    func markedByApple(_ png: Data) -> Data {
        var bytes = [UInt8](png)
        let chunk: [UInt8] = [0, 0, 0, 4] + Array("iDOT".utf8) + [0, 0, 0, 2] + [0x8E, 0x6E, 0x4B, 0x3A]
        bytes.insert(contentsOf: chunk, at: 8 + 25) // after the signature and IHDR
        return Data(bytes)
    }

    @Test(
        """
        Galley's references are <test>.<n>.linux.png and .linux.json; iOS's <test>.<n>.png beside them is neither \
        read nor written
        """
    )
    func namesBesideIOS() throws {
        try ReferenceFolder.with { folder in
            let iOS = Data("an iOS reference".utf8)
            for name in ["view.png", "view.txt"] {
                try iOS.write(to: URL(fileURLWithPath: "\(folder.path)/test.\(name)"))
            }
            let image = try #require(
                verifySnapshot(
                    of: Color.red, as: .image(layout: layout), named: "view", snapshotDirectory: folder.path,
                    testName: "test"))
            #expect(image.hasPrefix("No reference was found on disk. Automatically recorded snapshot"))
            let dump = try #require(
                verifySnapshot(
                    of: Color.red, as: .dump(layout: layout), named: "view", snapshotDirectory: folder.path,
                    testName: "test"))
            #expect(dump.hasPrefix("No reference was found on disk. Automatically recorded snapshot"))
            let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
            #expect(files == ["test.view.linux.json", "test.view.linux.png", "test.view.png", "test.view.txt"])
            #expect(FileManager.default.contents(atPath: "\(folder.path)/test.view.png") == iOS)
            #expect(
                FileManager.default.contents(atPath: folder.file("view", test: "test", pathExtension: "linux.png"))
                    == referenceData(of: Color.red, as: .image(layout: layout)))
            // The next run compares against Galley's own references and passes.
            #expect(
                verifySnapshot(
                    of: Color.red, as: .image(layout: layout), named: "view", record: .never,
                    snapshotDirectory: folder.path, testName: "test") == nil)
            #expect(
                verifySnapshot(
                    of: Color.red, as: .dump(layout: layout), named: "view", record: .never,
                    snapshotDirectory: folder.path, testName: "test") == nil)
        }
    }

    @Test("A reference iOS recorded, found where Galley's belongs, is named as iOS's and not compared pixel by pixel")
    func iOSReferenceIsNamed() throws {
        try ReferenceFolder.with { folder in
            // The same pixels as Galley's picture: a pixel comparison would pass.
            let reference = markedByApple(referenceData(of: Color.red, as: .image(layout: layout)))
            let path = folder.file("view", test: "test", pathExtension: "linux.png")
            try reference.write(to: URL(fileURLWithPath: path))
            let message = try #require(
                verifySnapshot(
                    of: Color.red, as: .image(layout: layout), named: "view", record: .never,
                    snapshotDirectory: folder.path, testName: "test"))
            #expect(
                message.contains(
                    "The reference was recorded on iOS, not by Galley: it is not compared with Galley's picture."),
                "\(message)")
            #expect(message.contains("`<test>.<n>.linux.png`, beside iOS's `<test>.<n>.png`"))
            #expect(!message.contains("pixels differ"))
            #expect(
                FileManager.default.contents(atPath: path) == reference, "record mode .never replaced the reference")
            // Galley's own picture with the chunk's bytes absent is Galley's.
            #expect(
                verifySnapshot(
                    of: Color.red, as: .image(layout: layout), named: "view", record: .all,
                    snapshotDirectory: folder.path, testName: "test") != nil)
            #expect(
                verifySnapshot(
                    of: Color.red, as: .image(layout: layout), named: "view", record: .never,
                    snapshotDirectory: folder.path, testName: "test") == nil)
        }
    }
}
