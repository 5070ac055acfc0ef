import Foundation
import GalleySnapshotTesting
import XCTest

/// Under XCTest on Linux, where swift-snapshot-testing drops its
/// attachments, a failed comparison's pictures are files its message names.
final class FailureImagesXCTests: XCTestCase {
    func testFailureWritesPictures() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "GalleySnapshotTesting-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let artifacts = artifactsFolder(of: "FailureImagesXCTests")
        let pictures = ["reference", "failure", "difference"].map {
            artifacts.appendingPathComponent("testFailureWritesPictures.1.linux.\($0).png")
        }
        defer {
            for url in pictures + [folder, artifacts.appendingPathComponent("testFailureWritesPictures.1.linux.png")] {
                try? FileManager.default.removeItem(at: url)
            }
        }
        let layout = SnapshotLayout.fixed(width: 40, height: 20)
        try referenceData(of: Text("a"), as: .image(layout: layout)).write(
            to: folder.appendingPathComponent("testFailureWritesPictures.1.linux.png"))

        let message = try XCTUnwrap(
            verifySnapshot(of: Text("b"), as: .image(layout: layout), snapshotDirectory: folder.path))

        XCTAssertTrue(message.contains("pixels differ"), message)
        XCTAssertFalse(message.contains("ksdiff"), message)
        for url in pictures {
            XCTAssertTrue(message.contains("\n" + url.path), message)
            XCTAssertTrue(FileManager.default.fileExists(atPath: url.path), url.path)
        }
        XCTAssertEqual(
            try Data(contentsOf: pictures[0]),
            try Data(contentsOf: folder.appendingPathComponent("testFailureWritesPictures.1.linux.png")))
        XCTAssertEqual(pixelSize(ofPNG: try Data(contentsOf: pictures[2])), [40, 20])
    }
}
