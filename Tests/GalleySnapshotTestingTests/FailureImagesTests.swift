import Foundation
import GalleyCairo
import GalleySnapshotTesting
import Testing

/// Where swift-snapshot-testing writes the failed snapshots of the test file
/// `file`: `$SNAPSHOT_ARTIFACTS/<file>`, else the temporary folder's.
func artifactsFolder(of file: String) -> URL {
    URL(
        fileURLWithPath: ProcessInfo.processInfo.environment["SNAPSHOT_ARTIFACTS"] ?? NSTemporaryDirectory(),
        isDirectory: true
    )
    .appendingPathComponent(file)
}

/// The pictures a failed image comparison leaves, as files and in its message.
@Suite("Pictures of a failed comparison")
struct FailureImagesTests {
    let artifacts = artifactsFolder(of: "FailureImagesTests")

    /// Records `reference` as `named` (or, unnamed, as snapshot 1) of
    /// `testName` in `folder`, then checks `view` against it.
    func failure(
        of view: some View, against reference: some View, named name: String?, testName: String,
        in folder: ReferenceFolder
    ) throws -> String {
        let layout = SnapshotLayout.fixed(width: 60, height: 20, scale: 2)
        let file = URL(fileURLWithPath: folder.path).appendingPathComponent("\(testName).\(name ?? "1").linux.png")
        try referenceData(of: reference, as: .image(layout: layout)).write(to: file)
        return try #require(
            verifySnapshot(
                of: view, as: .image(layout: layout), named: name, record: .never, snapshotDirectory: folder.path,
                testName: testName
            ))
    }

    /// The pictures' paths, for `stem`, removed after the test.
    func pictures(_ stem: String) -> [URL] {
        ["reference", "failure", "difference"].map { artifacts.appendingPathComponent("\(stem).linux.\($0).png") }
    }

    func remove(_ urls: [URL]) {
        for url in urls { try? FileManager.default.removeItem(at: url) }
    }

    @Test(
        """
        A failure writes the reference, the failed snapshot and the difference next to the failed snapshot, named \
        after the reference, and lists them
        """
    )
    func picturesAreWritten() throws {
        let urls = pictures("namedFailure.greeting")
        defer { remove(urls + [artifacts.appendingPathComponent("namedFailure.greeting.linux.png")]) }
        try ReferenceFolder.with { folder in
            let message = try failure(
                of: Text("Hellc"), against: Text("Hello"), named: "greeting", testName: "namedFailure", in: folder)
            for url in urls {
                #expect(message.contains("\n" + url.path), "\(message)")
            }
            let reference = try Data(contentsOf: urls[0]), failed = try Data(contentsOf: urls[1])
            #expect(
                reference
                    == (try Data(
                        contentsOf: URL(
                            fileURLWithPath: folder.file(
                                "greeting", test: "namedFailure", pathExtension: "linux.png"))))
            )
            // The failed snapshot, as swift-snapshot-testing wrote it too.
            #expect(
                failed == (try Data(contentsOf: artifacts.appendingPathComponent("namedFailure.greeting.linux.png"))))
            #expect(reference != failed)
            let difference = try RasterImage(png: try Data(contentsOf: urls[2]))
            #expect(difference.width == 120 && difference.height == 40)
        }
    }

    @Test("An unnamed snapshot's pictures carry its number, as its reference does")
    func unnamedSnapshotIsNumbered() throws {
        let urls = pictures("unnamedFailure.1")
        defer { remove(urls + [artifacts.appendingPathComponent("unnamedFailure.1.linux.png")]) }
        try ReferenceFolder.with { folder in
            let message = try failure(
                of: Color.red, against: Color.blue, named: nil, testName: "unnamedFailure", in: folder)
            for url in urls {
                #expect(message.contains(url.path), "\(message)")
                #expect(FileManager.default.fileExists(atPath: url.path))
            }
        }
    }

    @Test("On Linux the message gives both files, not advice to use ksdiff")
    func noKaleidoscopeAdvice() throws {
        defer { remove(pictures("noAdvice.view") + [artifacts.appendingPathComponent("noAdvice.view.linux.png")]) }
        try ReferenceFolder.with { folder in
            let message = try failure(
                of: Color.red, against: Color.blue, named: "view", testName: "noAdvice", in: folder)
            #expect(!message.contains("ksdiff"), "\(message)")
            #expect(!message.contains("withSnapshotTesting"), "\(message)")
            let reference = folder.file("view", test: "noAdvice", pathExtension: "linux.png")
            let failed = artifacts.appendingPathComponent("noAdvice.view.linux.png").path
            #expect(message.contains("@\u{2212}\n\"file://\(reference)\"\n@+\n\"file://\(failed)\""), "\(message)")
            #expect(message.contains("pixels differ"))
        }
    }

    @Test("A diff tool the test chose is kept, the pictures listed after it")
    func chosenDiffToolIsKept() throws {
        defer { remove(pictures("chosenTool.view") + [artifacts.appendingPathComponent("chosenTool.view.linux.png")]) }
        try ReferenceFolder.with { folder in
            let message = try withSnapshotTesting(diffTool: .ksdiff) {
                try failure(of: Color.red, against: Color.blue, named: "view", testName: "chosenTool", in: folder)
            }
            let reference = folder.file("view", test: "chosenTool", pathExtension: "linux.png")
            let failed = artifacts.appendingPathComponent("chosenTool.view.linux.png").path
            #expect(message.contains("ksdiff \"\(reference)\" \"\(failed)\""), "\(message)")
            #expect(message.contains(pictures("chosenTool.view")[2].path))
        }
    }

    // With FailureImages.swift's use of swift-snapshot-testing's internals:
    // this fails when a version changes how the chosen tool is found.
    @Test("A diff tool chosen by the .snapshots(diffTool:) trait is kept", .snapshots(diffTool: "compare-tool"))
    func diffToolOfTheTrait() throws {
        defer { remove(pictures("traitTool.view") + [artifacts.appendingPathComponent("traitTool.view.linux.png")]) }
        try ReferenceFolder.with { folder in
            let message = try failure(
                of: Color.red, against: Color.blue, named: "view", testName: "traitTool", in: folder)
            let reference = folder.file("view", test: "traitTool", pathExtension: "linux.png")
            let failed = artifacts.appendingPathComponent("traitTool.view.linux.png").path
            #expect(message.contains("compare-tool \(reference) \(failed)"), "\(message)")
            #expect(message.contains(pictures("traitTool.view")[2].path))
        }
    }

    @Test("A view that matches leaves no pictures")
    func matchLeavesNothing() throws {
        try ReferenceFolder.with { folder in
            let layout = SnapshotLayout.fixed(width: 10, height: 10)
            #expect(
                verifySnapshot(
                    of: Color.red, as: .image(layout: layout), named: "view", record: .all,
                    snapshotDirectory: folder.path, testName: "match") != nil)
            #expect(
                verifySnapshot(
                    of: Color.red, as: .image(layout: layout), named: "view", record: .never,
                    snapshotDirectory: folder.path, testName: "match") == nil)
            for url in pictures("match.view") {
                #expect(!FileManager.default.fileExists(atPath: url.path))
            }
        }
    }
}
