import Foundation
import Testing

/// docs/cli.md kept true of the binary: every subcommand `render --help`
/// lists has a section `## \`render NAME\`` with a `### Options` list, and
/// every long option its `--help` lists is written in that list as
/// `` `--option ``. An option added to a command fails this test until
/// docs/cli.md documents it.
@Suite("docs/cli.md documents every option")
struct CLIDocumentationTests {
    static let root = Fixtures.testsDirectory.deletingLastPathComponent().deletingLastPathComponent()

    /// The subcommands `render --help` lists under SUBCOMMANDS.
    static func subcommands() throws -> [String] {
        let help = try RenderCommand.run(["--help"])
        #expect(help.status == 0, "\(help.error)")
        let section = help.output.components(separatedBy: "SUBCOMMANDS:").last ?? ""
        return section.split(separator: "\n").compactMap { line in
            // "  scene (default)         Lay out …": a name indented by two spaces.
            guard line.hasPrefix("  "), !line.hasPrefix("   "), let name = line.split(separator: " ").first else {
                return nil
            }
            return name.allSatisfy({ $0.isLowercase || $0 == "-" }) ? String(name) : nil
        }
    }

    /// The long options in a command's help, `--help` aside.
    static func longOptions(in help: String) -> Set<String> {
        var options: Set<String> = []
        var rest = help[...]
        while let start = rest.range(of: "--") {
            let before = rest[..<start.lowerBound].last
            let name = rest[start.upperBound...].prefix { $0.isLowercase || $0.isNumber || $0 == "-" }
            rest = rest[start.upperBound...]
            guard before.map({ !$0.isLetter && !$0.isNumber && $0 != "-" }) ?? true, let first = name.first,
                first.isLowercase
            else { continue }
            options.insert("--" + name)
        }
        // Every command has these; "What every command does the same way" documents them.
        options.subtract(["--help", "--version"])
        return options
    }

    /// The "### Options" list of a command in docs/cli.md: from that heading,
    /// inside the section `## \`render NAME\``, to the next heading.
    static func options(of command: String, in document: String) -> String? {
        let lines = document.split(separator: "\n", omittingEmptySubsequences: false)
        guard let section = lines.firstIndex(where: { $0.hasPrefix("## `render \(command)`") }) else { return nil }
        let sectionEnd = lines[(section + 1)...].firstIndex { $0.hasPrefix("## ") } ?? lines.endIndex
        guard let start = lines[section..<sectionEnd].firstIndex(where: { $0 == "### Options" }) else { return nil }
        let end = lines[(start + 1)..<sectionEnd].firstIndex { $0.hasPrefix("#") } ?? sectionEnd
        return lines[start..<end].joined(separator: "\n")
    }

    /// Whether `text` writes `option` in code: a backtick, the option, then
    /// anything but more of a name (`--scale` is not `--scale-factor`).
    static func documents(_ option: String, in text: String) -> Bool {
        var rest = text[...]
        while let range = rest.range(of: "`" + option) {
            let next = rest[range.upperBound...].first
            if next.map({ !($0.isLowercase || $0.isNumber || $0 == "-") }) ?? true { return true }
            rest = rest[range.upperBound...]
        }
        return false
    }

    @Test("render --help lists the six subcommands docs/cli.md describes")
    func subcommandsAreKnown() throws {
        #expect(try Self.subcommands().sorted() == ["breakpoints", "check", "measure", "preview", "scene", "sweep"])
    }

    @Test(
        """
        Every subcommand has its section in docs/cli.md, and every long option of its --help is in the section's \
        Options list
        """
    )
    func everyOptionIsDocumented() throws {
        let document = try String(contentsOf: Self.root.appendingPathComponent("docs/cli.md"), encoding: .utf8)
        for command in try Self.subcommands() {
            let help = try RenderCommand.run([command, "--help"])
            #expect(help.status == 0, "\(command): \(help.error)")
            let options = Self.longOptions(in: help.output)
            #expect(options.count >= 5, "\(command): \(options.sorted())")
            guard let list = Self.options(of: command, in: document) else {
                Issue.record("docs/cli.md has no \"### Options\" list in a section \"## `render \(command)`\"")
                continue
            }
            let missing = options.filter { !Self.documents($0, in: list) }.sorted()
            #expect(
                missing.isEmpty,
                "docs/cli.md, render \(command), Options: undocumented \(missing.joined(separator: ", "))")
        }
    }

    @Test("The option scanner finds options in help text and tells them apart from longer names")
    func scanner() {
        #expect(
            Self.longOptions(
                in: "  --max-views <n>  Views (ForEach copies). --help, -o, --output <out>, GALLEY_CACHE_DIR")
                == ["--max-views", "--output"])
        #expect(Self.documents("--scale", in: "- `--scale S` — pixels"))
        #expect(!Self.documents("--scale", in: "- `--scale-factor F`"))
    }
}
