import Foundation
import Testing

/// The hostile-input corpus (`Tests/HostileCorpus`, described in its
/// README): every case run through the `render` executable as a user runs
/// it, in a fresh folder, with a time limit; each must exit as its
/// `.expected` file says, print exactly its message, and leave behind only
/// the files it names.
@Suite("Hostile-input corpus")
struct HostileCorpusTests {
    static let folder = Fixtures.testsDirectory.deletingLastPathComponent().appendingPathComponent("HostileCorpus")

    /// Every case, as its path below the corpus folder without extension
    /// (`syntax/trailing-comma-object`), sorted.
    static let cases: [String] = {
        guard let files = FileManager.default.enumerator(atPath: folder.path) else { return [] }
        return files.compactMap { ($0 as? String).flatMap { $0.hasSuffix(".expected") ? String($0.dropLast(9)) : nil } }
            .sorted()
    }()

    @Test("The corpus has at least 300 cases, in every category")
    func size() {
        #expect(Self.cases.count >= 300, "\(Self.cases.count) cases")
        let categories = Set(Self.cases.map { $0.split(separator: "/").first.map(String.init) ?? "" })
        #expect(
            categories.isSuperset(of: [
                "syntax", "encoding", "types", "unknown-names", "numbers", "files", "output", "params", "grids",
                "large",
            ]), "\(categories.sorted())")
    }

    @Test("Each case: its exit status, its exact message, only the files it names", arguments: cases)
    func corpusCase(_ name: String) throws {
        let expectation = try CorpusCase(name: name, in: Self.folder)
        let run = try Folder.temporary()
        defer { run.remove() }
        let directory = run.url.resolvingSymlinksInPath().path

        // The scene (a recipe makes it), the fixtures beside it, the setup.
        try expectation.sceneData().write(to: run.url.appendingPathComponent(expectation.sceneName))
        try FileManager.default.createSymbolicLink(
            atPath: run.url.appendingPathComponent("fixtures").path,
            withDestinationPath: Self.folder.appendingPathComponent("fixtures").path
        )
        for step in expectation.setup { try step.apply(in: run.url) }
        let before = Self.snapshot(run.url)

        let arguments = expectation.arguments.map {
            $0.replacingOccurrences(of: "{scene}", with: expectation.sceneName)
        }
        let result = try RenderCommand.run(arguments, in: run.url, timeout: expectation.timeout)
        if result.seconds > 2 { print("corpus: \(name) took \(String(format: "%.1f", result.seconds)) s") }

        #expect(
            !result.timedOut, "render \(arguments.joined(separator: " ")) was stopped after \(expectation.timeout) s")
        guard !result.timedOut else { return }
        #expect(result.status == expectation.exit, "exit status; standard error: \(result.error.prefix(2_000))")
        let error = result.error.replacingOccurrences(of: directory, with: "{dir}")
        if !expectation.stderr.isEmpty {
            #expect(error == expectation.stderr.map { $0 + "\n" }.joined(), "standard error")
        }
        for part in expectation.stderrContains {
            #expect(error.contains(part), "standard error lacks \"\(part)\": \(error.prefix(2_000))")
        }
        if expectation.stderr.isEmpty && expectation.stderrContains.isEmpty {
            #expect(error.isEmpty, "standard error should be empty")
        }
        if let reference = expectation.stdout {
            let expected = try String(
                contentsOf: Self.folder.appendingPathComponent(name).deletingLastPathComponent()
                    .appendingPathComponent(reference), encoding: .utf8)
            #expect(result.output == expected, "standard output differs from \(reference)")
        } else {
            #expect(result.output.isEmpty, "standard output should be empty: \(result.output.prefix(500))")
        }

        // Nothing written but what the case creates; nothing changed.
        let after = Self.snapshot(run.url)
        #expect(
            Set(after.keys) == Set(before.keys).union(expectation.creates),
            "files after the run: \(after.keys.sorted())")
        for (file, contents) in before where after[file] != contents {
            Issue.record("\(file) was changed")
        }
        for file in expectation.creates {
            let data = try #require(after[file] ?? nil, "\(file) was not written")
            let signature: String? =
                switch URL(fileURLWithPath: file).pathExtension {
                case "png": "\u{89}PNG\r\n"
                case "svg": "<?xml"
                case "pdf": "%PDF-"
                default: nil
                }
            if let signature {
                #expect(
                    data.starts(with: signature.unicodeScalars.map { UInt8($0.value) }),
                    "\(file) is not a whole \(signature)")
            }
        }
    }

    /// The run folder's names with each regular file's bytes (nil for
    /// folders, links and devices), so a test sees what a run added or changed.
    static func snapshot(_ url: URL) -> [String: Data?] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []
        var files: [String: Data?] = [:]
        for name in names {
            let path = url.appendingPathComponent(name).path
            let attributes = try? FileManager.default.attributesOfItem(atPath: path)
            files[name] =
                attributes?[.type] as? FileAttributeType == .typeRegular
                ? FileManager.default.contents(atPath: path) : nil
        }
        return files
    }
}

/// One case of the corpus: `NAME.expected` and the scene beside it.
struct CorpusCase {
    var name: String
    var folder: URL
    /// The scene file, as the run names it: `NAME.json` (also for a recipe) or the `scene:` given.
    var sceneName: String
    /// The committed file the scene comes from.
    var sceneFile: URL
    var arguments = ["{scene}", "-o", "out.png", "--dump"]
    var setup: [Setup] = []
    var exit: Int32 = 0
    var stderr: [String] = []
    var stderrContains: [String] = []
    var stdout: String?
    var creates: [String] = []
    var timeout: Double = 30

    enum Setup {
        case folder(String)
        case link(String, to: String)
        case file(String, text: String)

        func apply(in directory: URL) throws {
            switch self {
            case .folder(let name):
                try FileManager.default.createDirectory(
                    at: directory.appendingPathComponent(name), withIntermediateDirectories: true)
            case .link(let name, let target):
                try FileManager.default.createSymbolicLink(
                    atPath: directory.appendingPathComponent(name).path, withDestinationPath: target)
            case .file(let name, let text):
                try Data(text.utf8).write(to: directory.appendingPathComponent(name))
            }
        }
    }

    struct FormatError: Error, CustomStringConvertible {
        var description: String
    }

    init(name: String, in corpus: URL) throws {
        self.name = name
        let base = corpus.appendingPathComponent(name)
        folder = base.deletingLastPathComponent()
        let stem = base.lastPathComponent
        let text = try String(contentsOf: base.appendingPathExtension("expected"), encoding: .utf8)
        var scene: String?
        for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            if line.isEmpty || line.hasPrefix("#") { continue }
            guard let colon = line.firstIndex(of: ":") else {
                throw FormatError(description: "\(name).expected:\(number + 1): expected KEY: VALUE")
            }
            let key = String(line[..<colon])
            var value = String(line[line.index(after: colon)...])
            if value.hasPrefix(" ") { value.removeFirst() }
            switch key {
            case "scene": scene = value
            case "args": arguments = value.split(separator: " ").map { $0 == "\"\"" ? "" : String($0) }
            case "setup":
                let words = value.split(separator: " ", maxSplits: 2).map(String.init)
                switch (words.first, words.count) {
                case ("dir", 2): setup.append(.folder(words[1]))
                case ("link", 3): setup.append(.link(words[1], to: words[2]))
                case ("file", 3): setup.append(.file(words[1], text: words[2]))
                default: throw FormatError(description: "\(name).expected:\(number + 1): unknown setup \"\(value)\"")
                }
            case "exit":
                guard let status = Int32(value) else {
                    throw FormatError(description: "\(name).expected:\(number + 1): exit: not a number")
                }
                exit = status
            case "stderr": stderr.append(value)
            case "stderr-contains": stderrContains.append(value)
            case "stdout": stdout = value
            case "creates": creates.append(value)
            case "timeout":
                guard let seconds = Double(value) else {
                    throw FormatError(description: "\(name).expected:\(number + 1): timeout: not a number")
                }
                timeout = seconds
            default: throw FormatError(description: "\(name).expected:\(number + 1): unknown key \"\(key)\"")
            }
        }
        let candidates = scene.map { [$0] } ?? [stem + ".json", stem + ".recipe"]
        let folder = folder
        guard
            let file = candidates.first(where: {
                FileManager.default.fileExists(atPath: folder.appendingPathComponent($0).path)
            })
        else {
            throw FormatError(description: "\(name): no scene file (\(candidates.joined(separator: " or ")))")
        }
        sceneFile = folder.appendingPathComponent(file)
        sceneName = file.hasSuffix(".recipe") ? stem + ".json" : file
    }

    /// The scene's bytes: the file as committed, or what its recipe makes.
    func sceneData() throws -> Data {
        let data = try Data(contentsOf: sceneFile)
        guard sceneFile.pathExtension == "recipe" else { return data }
        return try Recipe.make(from: data)
    }
}

/// A recipe for a scene too large to commit: `{"parts": [...]}`, each part
/// `{"text": "…"}` (copied) or `{"repeat": "…", "count": N, "separator": ","}`
/// (N copies joined; `{i}` in it becomes the copy's number from 0).
enum Recipe {
    struct Part: Decodable {
        var text: String?
        var `repeat`: String?
        var count: Int?
        var separator: String?
    }

    struct File: Decodable {
        var parts: [Part]
    }

    static func make(from recipe: Data) throws -> Data {
        var bytes = Data()
        for part in try JSONDecoder().decode(File.self, from: recipe).parts {
            if let text = part.text { bytes.append(contentsOf: Array(text.utf8)) }
            guard let unit = part.repeat, let count = part.count else { continue }
            let separator = Array((part.separator ?? "").utf8)
            let numbered = unit.contains("{i}")
            let fixed = Array(unit.utf8)
            bytes.reserveCapacity(bytes.count + count * (fixed.count + separator.count))
            for index in 0..<count {
                if index > 0 { bytes.append(contentsOf: separator) }
                bytes.append(
                    contentsOf: numbered ? Array(unit.replacingOccurrences(of: "{i}", with: String(index)).utf8) : fixed
                )
            }
        }
        return bytes
    }
}
