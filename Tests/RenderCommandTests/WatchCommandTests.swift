import Foundation
import GalleyCairo
import Testing

/// `render SCENE -o OUT --watch`: run as a user runs it, edited as a user edits.
@Suite("render --watch")
struct WatchCommandTests {
    /// A `render` process left running, its standard error in a file.
    final class Running {
        let process = Process()
        let errors: URL

        init(_ arguments: [String], in folder: Folder) throws {
            errors = folder.url.appendingPathComponent("stderr.txt")
            _ = FileManager.default.createFile(atPath: errors.path, contents: nil)
            process.executableURL = URL(fileURLWithPath: RenderCommand.executable)
            process.arguments = arguments
            process.currentDirectoryURL = folder.url
            process.standardOutput = FileHandle.nullDevice
            process.standardError = try FileHandle(forWritingTo: errors)
            try process.run()
        }

        var error: String {
            (try? String(contentsOf: errors, encoding: .utf8)) ?? ""
        }

        /// Waits up to `seconds` for `condition`; whether it came true.
        func wait(seconds: Double = 60, until condition: () -> Bool) -> Bool {
            let deadline = Date().addingTimeInterval(seconds)
            while Date() < deadline {
                if condition() { return true }
                usleep(20_000)
            }
            return condition()
        }

        func stop() {
            if process.isRunning { kill(process.processIdentifier, SIGTERM) }
            process.waitUntilExit()
        }
    }

    static func scene(_ text: String, image: Bool = true) -> String {
        let picture = image ? #", {"Image": {"file": "dot.png"}}"# : ""
        return #"{"canvas": {"width": 120, "height": 60}, "root": {"HStack": [{"Text": "\#(text)"}\#(picture)]}}"#
    }

    /// A PNG of `width` × 10 pixels of one colour, painted by render itself.
    static func dot(width: Int, color: String, in folder: Folder) throws {
        try folder.write(
            #"{"canvas": {"width": \#(width), "height": 10}, "root": {"Color": "\#(color)"}}"#, to: "dot.json")
        #expect(try RenderCommand.run(["dot.json", "-o", "dot.png"], in: folder.url).status == 0)
    }

    @Test(
        """
        The picture is painted again when the scene or an image it names changes; a broken save leaves it and \
        watching goes on
        """
    )
    func rendersOnChange() throws {
        let folder = try Folder.temporary()
        defer { folder.remove() }
        try Self.dot(width: 10, color: "red", in: folder)
        try folder.write(Self.scene("One"), to: "scene.json")
        let running = try Running(["scene.json", "-o", "out.png", "--watch"], in: folder)
        defer { running.stop() }
        func picture() -> Data? { folder.contents(of: "out.png") }
        #expect(running.wait { picture() != nil && running.error.contains("watching 2 files") }, "\(running.error)")
        let first = try #require(picture())

        // The scene changes.
        try folder.write(Self.scene("Two"), to: "scene.json")
        #expect(running.wait { picture().map { $0 != first } ?? false }, "\(running.error)")
        let second = try #require(picture())
        #expect(try RasterImage(png: second).width == 120)

        // A broken save: the picture stays, the message names the place, and watching goes on.
        try folder.write(#"{"canvas": {"width": 120, "height": 60}, "root": {"Txet": "Three"}}"#, to: "scene.json")
        #expect(running.wait { running.error.contains("out.png left as it was") }, "\(running.error)")
        #expect(
            running.error.contains(#"scene.json: root: unknown view "Txet"; did you mean "Text"?"#), "\(running.error)")
        #expect(picture() == second)
        #expect(running.process.isRunning)
        try folder.write(Self.scene("Two"), to: "scene.json")
        #expect(
            running.wait { running.error.components(separatedBy: "render: wrote out.png").count == 4 },
            "\(running.error)")
        #expect(picture() == second, "the same scene paints the same bytes")

        // The image it names changes: a wider, blue dot.
        try Self.dot(width: 30, color: "blue", in: folder)
        #expect(running.wait { picture().map { $0 != second } ?? false }, "\(running.error)")
        let image = try RasterImage(png: try #require(picture()))
        let blue = (0..<image.height).flatMap { y in (0..<image.width).map { image[$0, y] } }.filter {
            $0.blue > 200 && $0.red < 60
        }
        #expect(blue.count >= 30 * 10 - 20, "\(blue.count) blue pixels")

        running.stop()
        #expect(running.process.terminationReason == .uncaughtSignal)
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: folder.url.path).filter {
            $0.hasSuffix(".tmp") || $0.hasPrefix(".")
        }
        #expect(leftovers.isEmpty, "\(leftovers)")
    }

    @Test("--watch needs -o: there is nothing to write again")
    func needsOutput() throws {
        let result = try RenderCommand.run(["scene.json", "--dump", "--watch"])
        #expect(result.status == 2)
        #expect(
            result.error.contains("--watch: give -o OUT, the file to write again on each change"), "\(result.error)")
    }
}
