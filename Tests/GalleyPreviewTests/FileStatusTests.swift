import Foundation
@testable import GalleyPreview
import Testing

@Suite("File listings, which fingerprint Galley's sources and a target's resources")
struct FileStatusTests {
    /// A folder with nested and hidden files, and a link back to itself.
    static func makeFolder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("listing-\(UUID().uuidString)")
        try FileManager.default.createDirectory(
            at: folder.appendingPathComponent("a/b"), withIntermediateDirectories: true)
        try Data("one".utf8).write(to: folder.appendingPathComponent("top.swift"))
        try Data("two".utf8).write(to: folder.appendingPathComponent("a/b/deep.swift"))
        try Data("three".utf8).write(to: folder.appendingPathComponent("a/.hidden"))
        try FileManager.default.createSymbolicLink(
            atPath: folder.appendingPathComponent("a/loop").path, withDestinationPath: "..")
        return folder
    }

    @Test("Every file and folder under the root is listed once with its size, links not followed into")
    func listsEverything() throws {
        let folder = try Self.makeFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let paths = FileStatus.listing(of: folder).split(separator: "\n").map { line in
            String(line.split(separator: " ").dropLast(2).joined(separator: " ").dropFirst(folder.path.count))
        }
        #expect(paths == ["", "/a", "/a/.hidden", "/a/b", "/a/b/deep.swift", "/a/loop", "/top.swift"])
        #expect(FileStatus.listing(of: folder).contains("/a/b/deep.swift 3 "))
    }

    @Test("A change to a nested file changes the listing; reading it again does not")
    func changes() throws {
        let folder = try Self.makeFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let before = FileStatus.listing(of: folder)
        #expect(FileStatus.listing(of: folder) == before)
        try Data("two, longer".utf8).write(to: folder.appendingPathComponent("a/b/deep.swift"))
        #expect(FileStatus.listing(of: folder) != before)
    }
}
