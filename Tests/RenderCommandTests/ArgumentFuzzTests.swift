import ArgumentParser
import Foundation
import Testing

@testable import render

/// Every command's arguments fuzzed with hostile values (issue 33, item 1):
/// parsing and validating never crash and an error always has a message,
/// and the real `render` ends with 0, 1 or 2, never a signal.
@Suite("render's arguments fuzzed")
struct ArgumentFuzzTests {
    /// Argument sets tried per command in-process: about 0.1 s each in a
    /// debug build (ArgumentParser's reflection), so the libFuzzer target
    /// `render-arguments` tries the millions.
    static let parsedPerCommand = 60
    /// Argument sets per command run through the built `render`.
    static let runPerCommand = 8

    @Test("Every command's options, with hostile values, parse to a command or an error with a message")
    func parsing() throws {
        let folder = try ArgumentFuzzFiles()
        defer { folder.remove() }
        let commands = try ArgumentFuzzCommand.all()
        #expect(commands.count >= 6)
        for command in commands {
            var generator = ArgumentFuzzGenerator(seed: ArgumentFuzzGenerator.seed(command.name))
            for _ in 0..<Self.parsedPerCommand {
                let arguments = generator.arguments(for: command, files: folder)
                Self.expectParsed(arguments)
            }
        }
        for arguments in Self.regressions { Self.expectParsed(arguments) }
    }

    @Test("A sample of them run through render exits 0, 1 or 2, with a message unless 0")
    func running() throws {
        let folder = try ArgumentFuzzFiles()
        defer { folder.remove() }
        for command in try ArgumentFuzzCommand.all() {
            var generator = ArgumentFuzzGenerator(seed: ArgumentFuzzGenerator.seed("run " + command.name))
            var sets: [[String]] = []
            while sets.count < Self.runPerCommand {
                let arguments = generator.arguments(for: command, files: folder)
                // --watch runs until stopped; a run here must end by itself.
                if !arguments.contains("--watch") { sets.append(arguments) }
            }
            for arguments in sets {
                let result = try RenderCommand.run(arguments, in: folder.url, timeout: 60)
                #expect(!result.timedOut, "render \(arguments) did not end within 60 s")
                guard !result.timedOut else { continue }
                #expect([0, 1, 2].contains(result.status), "render \(arguments): \(result.status)\n\(result.error)")
                if result.status != 0 {
                    #expect(!result.error.isEmpty, "render \(arguments) exited \(result.status) with no message")
                }
            }
        }
    }

    /// Argument sets tried whatever the generator draws: the ranges issue 33
    /// (item 1) reports, whose count once ran away, and their relatives.
    static let regressions: [[String]] = [
        ["measure", "Hi", "--widths", "5:5:1e-300"],
        ["measure", "Hi", "--widths", "0:1e-10:1e-10"],
        ["measure", "Hi", "--widths", "100:100.0000000001:1e-300"],
        ["sweep", "--text", "Hi", "-o", "x.png", "--param", "width=5:5:1e-300"],
    ]

    /// Parses `arguments` as `render` does and checks an error's message and exit code.
    static func expectParsed(_ arguments: [String], sourceLocation: SourceLocation = #_sourceLocation) {
        do {
            _ = try Render.parseAsRoot(arguments)
        } catch {
            // render prints this message and exits 0 (help) or 2 (any other).
            let message = Render.fullMessage(for: error)
            #expect(!message.isEmpty, "render \(arguments): an error with no message", sourceLocation: sourceLocation)
        }
    }
}

/// A command of `render` as its own help describes it: its name on the
/// command line (empty for the default command) and its options.
struct ArgumentFuzzCommand {
    var name: String
    /// Each option's and flag's names (`--width`, `-o`).
    var options: [[String]]
    /// Whether each option takes a value.
    var takesValue: [Bool]
    /// The values each option lists, if it lists them.
    var listed: [[String]]
    var positionalCount: Int

    /// `render`'s commands, read from the root command's help, and the
    /// default command again with its name left out.
    static func all() throws -> [ArgumentFuzzCommand] {
        let tool = try JSONDecoder().decode(HelpDump.self, from: Data(Render._dumpHelp().utf8))
        var commands: [ArgumentFuzzCommand] = []
        for subcommand in tool.command.subcommands ?? [] where subcommand.commandName != "help" {
            let command = ArgumentFuzzCommand(subcommand)
            commands.append(command)
            if subcommand.commandName == tool.command.defaultSubcommand {
                var unnamed = command
                unnamed.name = ""
                commands.append(unnamed)
            }
        }
        return commands
    }

    init(_ info: HelpDump.Command) {
        name = info.commandName
        let arguments = (info.arguments ?? []).filter { $0.kind != "positional" }
        let named = arguments.filter { !($0.names ?? []).isEmpty }
        options = named.map { argument in
            (argument.names ?? []).map { ($0.kind == "short" ? "-" : "--") + $0.name }
        }
        takesValue = named.map { $0.kind == "option" }
        listed = named.map { $0.allValues ?? [] }
        positionalCount = (info.arguments ?? []).filter { $0.kind == "positional" }.count
    }

    /// What `_dumpHelp()` prints, as far as the fuzzing needs it.
    struct HelpDump: Decodable {
        var command: Command

        struct Command: Decodable {
            var commandName: String
            var defaultSubcommand: String?
            var subcommands: [Command]?
            var arguments: [Argument]?
        }

        struct Argument: Decodable {
            var kind: String
            var names: [Name]?
            var allValues: [String]?
        }

        struct Name: Decodable {
            var kind: String
            var name: String
        }
    }
}

/// A temporary folder of inputs for arguments to name: scenes, a text, an
/// empty folder. No Swift file: a preview run would build its scanner.
struct ArgumentFuzzFiles {
    let url: URL
    private let folder: Folder

    init() throws {
        folder = try Folder.temporary()
        url = folder.url
        try folder.write(HostileInputTests.grid, to: "scene.json")
        try folder.write(#"{"canvas": {"width": 1e308}, "root": {"Text": "x"}}"#, to: "huge.json")
        try folder.write("Hello, world", to: "text.txt")
        try FileManager.default.createDirectory(
            at: url.appendingPathComponent("empty"), withIntermediateDirectories: true)
    }

    /// Paths to name: files, a folder, missing ones, relative to ``url`` and whole.
    var paths: [String] {
        [
            "scene.json", "huge.json", "text.txt", "empty", "missing.json", "empty/missing/x.png",
            url.appendingPathComponent("scene.json").path, url.appendingPathComponent("out.png").path,
        ]
    }

    func remove() { folder.remove() }
}

/// A seeded generator of argument sets (SplitMix64), so every run of the
/// tests tries the same ones.
struct ArgumentFuzzGenerator {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    /// A seed from a name (FNV-1a), the same on every run.
    static func seed(_ name: String) -> UInt64 {
        name.utf8.reduce(0xcbf2_9ce4_8422_2325) { ($0 ^ UInt64($1)) &* 0x100_0000_01b3 }
    }

    mutating func next() -> UInt64 {
        state &+= 0x9e37_79b9_7f4a_7c15
        var z = state
        z = (z ^ (z >> 30)) &* 0xbf58_476d_1ce4_e5b9
        z = (z ^ (z >> 27)) &* 0x94d0_49bb_1331_11eb
        return z ^ (z >> 31)
    }

    mutating func below(_ count: Int) -> Int { Int(next() % UInt64(count)) }

    mutating func pick<T>(_ options: [T]) -> T { options[below(options.count)] }

    /// Values no option should crash on.
    static let hostile: [String] = [
        "", "-", "--", " ", "0", "-0", "1", "-1", "2", "NaN", "nan", "inf", "-inf", "infinity", "1e-300", "1e308",
        "-1e308", "1e309", "4.9e-324", "0x10", "9223372036854775807", "9223372036854775808", "-9223372036854775808",
        "99999999999999999999999", "5:5:1e-300", "0:1e-10:1e-10", "100:100.0000000001:1e-300", "1:2:0", "1:0:1",
        "0:1e308:1", "-1e308:1e308:1e-308", "::", ":", "10x10@", "10x10@2", "0x0", "1e308x1e308@16", "x@", "@",
        "iphone", "-.html", "out.png", "out.svg", "out.pdf", "out.", ".png", "width=5:5:1e-300",
        "width=0:1e-10:1e-10", "width=", "=", "a=b=c", "width=1:1e308:1", "width=100:300",
        "width=1e-300:2e-300", "é", "\u{202E}abc", "👩‍👩‍👧‍👧", "\u{FEFF}", "\u{0301}", "\u{FFFD}",
        "a\nb", "\t",
        String(repeating: "9", count: 400), String(repeating: "é", count: 5000),
        String(repeating: "w", count: 70_000),
    ]

    /// Arguments for `command`: its name, some of its options with
    /// hostile or listed values, a flag or two, and a positional or two.
    mutating func arguments(for command: ArgumentFuzzCommand, files: ArgumentFuzzFiles) -> [String] {
        var arguments = command.name.isEmpty ? [] : [command.name]
        let values = Self.hostile + files.paths
        for _ in 0..<below(6) {
            guard !command.options.isEmpty else { break }
            let index = below(command.options.count)
            arguments.append(pick(command.options[index]))
            if command.takesValue[index] {
                let listed = command.listed[index]
                arguments.append(!listed.isEmpty && below(3) == 0 ? pick(listed) : pick(values))
            }
        }
        // Anywhere after the command's name.
        let first = command.name.isEmpty ? 0 : 1
        for _ in 0..<below(command.positionalCount + 2) {
            let value = below(2) == 0 ? pick(files.paths) : pick(values)
            arguments.insert(value, at: first + below(arguments.count - first + 1))
        }
        // A stray option name where a value belongs, now and then.
        if below(8) == 0, !command.options.isEmpty {
            arguments.insert(pick(pick(command.options)), at: first + below(arguments.count - first + 1))
        }
        return arguments
    }
}
