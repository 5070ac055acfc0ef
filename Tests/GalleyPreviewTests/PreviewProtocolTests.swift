import Foundation
import Galley
import GalleyCairo
@testable import GalleyPreview
import GalleyPreviewProtocol
import Testing

/// The messages `render preview` and its generated program exchange, and
/// how little the reading side believes of what the user's code can write
/// (issue 33, item 3).
@Suite("The preview protocol")
struct PreviewProtocolTests {
    private func folder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("protocol-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    @Test("A request travels as one JSON argument and comes back equal")
    func requestRoundTrip() throws {
        let request = PreviewRequest(
            directory: "/tmp/run", indices: [0, 2], jobs: 3, timeLimit: 4.5, memoryLimit: 300,
            canvas: CanvasChoice("390x844@3"), scale: 2, isRightToLeft: true, dump: true, firstFrameOnly: true,
            limits: ResourceLimits(views: 9, depth: 8))
        #expect(try PreviewRequest(argument: request.argument, entryCount: 3) == request)
        #expect(!request.argument.contains("\n"))
    }

    @Test("A request with a value no run can have is refused, naming the value")
    func requestRefused() throws {
        let good = PreviewRequest(directory: "/tmp/run", indices: [0])
        var cases: [(PreviewRequest, String)] = []
        var request = good
        request.indices = [0, 5]
        cases.append((request, "indices must be below 2"))
        request = good
        request.memoryLimit = 0
        cases.append((request, "not a memory limit: 0"))
        request = good
        request.jobs = -1
        cases.append((request, "not a number of jobs: -1"))
        request = good
        request.timeLimit = -1
        cases.append((request, "not a time limit"))
        request = good
        request.scale = 17
        cases.append((request, "not a scale: 17"))
        request = good
        request.directory = "relative/run"
        cases.append((request, "must be an absolute path"))
        for (request, message) in cases {
            #expect(throws: PreviewProtocolError.self) { try PreviewRequest(argument: request.argument, entryCount: 2) }
            do {
                _ = try PreviewRequest(argument: request.argument, entryCount: 2)
            } catch {
                #expect(error.description.contains(message), "\(error)")
            }
        }
        for text in ["", "serve", #"{"directory":"/tmp"}"#, #"{"memoryLimit":"abc"}"#] {
            #expect(throws: PreviewProtocolError.self) { try PreviewRequest(argument: text, entryCount: 2) }
        }
    }

    @Test("A report names a file in its folder only: no path, no dots, no NUL")
    func fileNames() {
        #expect(PictureReport.fileName("1.png") == "1.png")
        for bad in [
            nil, "", ".", "..", "../1.png", "/etc/passwd", "a/b.png", "1\0.png", String(repeating: "a", count: 256),
        ] {
            #expect(PictureReport.fileName(bad) == nil, "\(bad ?? "nil")")
        }
    }

    @Test("Report lines: each read alone, invalid UTF-8 and strangers skipped, the finishing mark told apart")
    func reportLines() {
        var data = JSONLines.line(ReportLine.picture(PictureReport(number: 1, png: "1.png", warnings: ["w"])))
        data += Data([0xFF, 0xFE, 0x7B, 0x0A])
        data += Data(#"{"index":0,"kind":"exited"}"#.utf8) + Data("\n".utf8)
        data += JSONLines.line(ReportLine.picture(PictureReport(number: 2, error: "no")))
        data += JSONLines.line(ReportLine.finished)
        let lines = JSONLines.values(ReportLine.self, in: data)
        #expect(
            lines == [
                .picture(PictureReport(number: 1, png: "1.png", warnings: ["w"])),
                .picture(PictureReport(number: 2, error: "no")), .finished,
            ])
        let long =
            Data(repeating: UInt8(ascii: " "), count: JSONLines.maximumLineLength)
            + JSONLines.line(ReportLine.finished)
        #expect(JSONLines.values(ReportLine.self, in: long).isEmpty)
    }

    @Test("A bounded read takes at most its limit, from the head or the tail, and never opens a FIFO or follows a link")
    func boundedRead() throws {
        let folder = try folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("out")
        try Data("0123456789".utf8).write(to: file)
        #expect(BoundedRead.head(of: file.path, limit: 4) == Data("0123".utf8))
        #expect(BoundedRead.tail(of: file.path, limit: 4) == Data("6789".utf8))
        #expect(BoundedRead.tail(of: file.path, limit: 40) == Data("0123456789".utf8))
        let fifo = folder.appendingPathComponent("fifo").path
        #expect(mkfifo(fifo, 0o600) == 0)
        #expect(BoundedRead.head(of: fifo, limit: 10).isEmpty)
        let link = folder.appendingPathComponent("link").path
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: file.path)
        #expect(BoundedRead.head(of: link, limit: 10).isEmpty)
        #expect(BoundedRead.head(of: folder.path, limit: 10).isEmpty)
    }

    @Test("A drawn file is a regular file of the declaration's folder with no other name")
    func drawnFiles() throws {
        let folder = try folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let outside = try self.folder()
        defer { try? FileManager.default.removeItem(at: outside) }
        try Data("png".utf8).write(to: folder.appendingPathComponent("1.png"))
        try Data("secret".utf8).write(to: outside.appendingPathComponent("secret"))
        try FileManager.default.createSymbolicLink(
            atPath: folder.appendingPathComponent("2.png").path,
            withDestinationPath: outside.appendingPathComponent("secret").path)
        #expect(link(folder.appendingPathComponent("1.png").path, folder.appendingPathComponent("3.png").path) == 0)
        try FileManager.default.createDirectory(
            at: folder.appendingPathComponent("4.png"), withIntermediateDirectories: true)
        try Data("png".utf8).write(to: folder.appendingPathComponent("5.png"))
        #expect(PreviewProgram.drawnFile("5.png", in: folder) == folder.appendingPathComponent("5.png"))
        for name in [
            "1.png", "2.png", "3.png", "4.png", "6.png", "../secret", outside.appendingPathComponent("secret").path,
        ] {
            #expect(PreviewProgram.drawnFile(name, in: folder) == nil, "\(name)")
        }
    }

    @Test(
        """
        A drawn picture is renamed into place, keeping the mode of the file it replaces; a link or hard link is \
        refused
        """
    )
    func moveIntoPlace() throws {
        let folder = try folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let source = folder.appendingPathComponent("1.png"), target = folder.appendingPathComponent("out.png")
        try Data("new".utf8).write(to: source)
        try Data("old".utf8).write(to: target)
        #expect(chmod(target.path, 0o640) == 0)
        var before = stat()
        #expect(stat(source.path, &before) == 0)
        try AtomicFile.move(source, to: target)
        var after = stat()
        #expect(stat(target.path, &after) == 0)
        #expect(after.st_ino == before.st_ino, "renamed, not copied")
        #expect(after.st_mode & 0o777 == 0o640)
        #expect(FileManager.default.contents(atPath: target.path) == Data("new".utf8))
        #expect(!FileManager.default.fileExists(atPath: source.path))

        let linked = folder.appendingPathComponent("2.png")
        #expect(link(target.path, linked.path) == 0)
        #expect(throws: PaintError.self) { try AtomicFile.move(linked, to: folder.appendingPathComponent("b.png")) }
        let symbolic = folder.appendingPathComponent("3.png")
        try FileManager.default.createSymbolicLink(atPath: symbolic.path, withDestinationPath: target.path)
        #expect(throws: PaintError.self) { try AtomicFile.move(symbolic, to: folder.appendingPathComponent("c.png")) }
        #expect(FileManager.default.contents(atPath: target.path) == Data("new".utf8))
    }
}
