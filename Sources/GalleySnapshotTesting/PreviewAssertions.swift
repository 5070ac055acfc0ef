import Foundation
import GalleyPreview
import SnapshotTesting

/// Asserts every `#Preview` and `PreviewProvider` of a module's SwiftUI
/// source against reference snapshots, as `render preview` draws them: for
/// each picture `<FileStem>-<PreviewName>`, its PNG and its layout dump are
/// compared with `assertSnapshot` (named so, in this test's
/// `__Snapshots__` folder, recorded when missing).
///
/// ```swift
/// @Test func previews() {
///     assertPreviews(of: "MyViews")   // Sources/MyViews of this package
/// }
/// ```
///
/// The sources are built against Galley's SwiftUI module in the preview
/// cache (`GALLEY_CACHE_DIR`, else `~/.cache/galley`); the first build takes
/// minutes. A compile error, or a preview that crashes, hangs or runs out
/// of memory, is a test failure naming the preview's file and line.
///
/// - Parameters:
///   - module: The name of a folder under the package's `Sources`; the
///     package is the one holding the calling test file.
///   - precision: The fraction of each picture's pixels that must match.
///   - perceptualPrecision: How alike a pixel must look to match
///     (1 − the largest YIQ difference allowed, 0…1).
///   - record: The record mode; nil for the test's (`withSnapshotTesting`,
///     the `.snapshots` trait, `SNAPSHOT_TESTING_RECORD`).
///   - timeLimit: Seconds a preview may run before it is stopped.
///   - memoryLimit: Mebibytes a preview may use before it is stopped.
///   - systemFonts: A folder of Apple's fonts (SF Pro, SF Compact, SF Mono,
///     New York) to draw the system font with; nil for the folder
///     `GALLEY_SYSTEM_FONTS` names, else the bundled stand-ins. A folder
///     Galley cannot use is a test failure naming it.
///   - fileID: The calling file's ID, for failures.
///   - filePath: The calling file's path: the references are kept beside it.
///   - testName: The test's name, which names the references.
///   - line: The line failures are reported at.
///   - column: The column failures are reported at.
public func assertPreviews(
    of module: String,
    precision: Float = 1,
    perceptualPrecision: Float = 1,
    record: SnapshotTestingConfiguration.Record? = nil,
    timeLimit: Double = 30,
    memoryLimit: Int = 2048,
    systemFonts: URL? = nil,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    testName: String = #function,
    line: UInt = #line,
    column: UInt = #column
) {
    var folder = URL(fileURLWithPath: "\(filePath)").deletingLastPathComponent()
    while !FileManager.default.fileExists(atPath: folder.appendingPathComponent("Package.swift").path),
        folder.path != "/"
    {
        folder.deleteLastPathComponent()
    }
    assertPreviews(
        in: folder.appendingPathComponent("Sources/\(module)").path, precision: precision,
        perceptualPrecision: perceptualPrecision,
        record: record, timeLimit: timeLimit, memoryLimit: memoryLimit, systemFonts: systemFonts,
        fileID: fileID, file: filePath, testName: testName, line: line, column: column
    )
}

/// Asserts every preview of the Swift files at `path` (a file, or a folder
/// whose files compile together), as `assertPreviews(of:)` asserts a module's.
/// A relative `path` starts at the calling test file's folder.
public func assertPreviews(
    in path: String,
    precision: Float = 1,
    perceptualPrecision: Float = 1,
    record: SnapshotTestingConfiguration.Record? = nil,
    timeLimit: Double = 30,
    memoryLimit: Int = 2048,
    systemFonts: URL? = nil,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    testName: String = #function,
    line: UInt = #line,
    column: UInt = #column
) {
    func fail(_ message: String) {
        recordFailure(message, fileID: fileID, filePath: filePath, line: line, column: column)
    }
    let sources =
        path.hasPrefix("/")
        ? URL(fileURLWithPath: path)
        : URL(fileURLWithPath: "\(filePath)").deletingLastPathComponent().appendingPathComponent(path)
    var options = PreviewProgram.Options(dump: true, timeLimit: timeLimit, memoryLimit: memoryLimit)
    if let systemFonts {
        // Read here first, so that a folder Galley cannot use fails once, named.
        let folder = systemFonts.standardizedFileURL.path
        do {
            _ = try FontLibrary.bundledOnly().addingSystemFonts(at: folder)
        } catch {
            fail("The system fonts could not be read: \(error)")
            return
        }
        options.systemFonts = folder
    }
    let session: PreviewSession
    do {
        session = try PreviewSession(inputs: [sources], builder: PreviewBuilder(), options: options)
    } catch {
        fail("The previews of \(sources.path) could not be built:\n\(error.description)")
        return
    }
    for problem in session.problems { fail(problem) }
    let image = Snapshotting<SnapshotImage, SnapshotImage>(
        pathExtension: SnapshotFile.imageExtension,
        diffing: .image(precision: precision, perceptualPrecision: perceptualPrecision)
    )
    let dump = Snapshotting<String, String>(pathExtension: SnapshotFile.dumpExtension, diffing: .lines)
    for picture in session.pictures {
        guard let (png, text) = picture.contents() else {
            fail("\(picture.rendered.declaration.location) (\(picture.name)): its picture was not written")
            continue
        }
        assertSnapshot(
            of: SnapshotImage(png: png), as: image, named: picture.name, record: record,
            fileID: fileID, file: filePath, testName: testName, line: line, column: column
        )
        assertSnapshot(
            of: text, as: dump, named: picture.name, record: record,
            fileID: fileID, file: filePath, testName: testName, line: line, column: column
        )
    }
}
