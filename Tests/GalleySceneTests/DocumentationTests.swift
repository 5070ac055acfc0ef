import Foundation
import Testing
@testable import Galley
@testable import GalleyScene

/// The repository's own documentation, README.md and docs/*.md, kept true:
/// its links lead somewhere, and docs/scene-format.md names every view and
/// modifier the decoder reads and shows only scenes that read.
@Suite("Documentation")
struct DocumentationTests {
    static let root = Fixtures.directory.deletingLastPathComponent().deletingLastPathComponent()

    /// README.md and every page under docs/, by path from the root.
    static func pages() throws -> [String] {
        let docs = try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("docs").path)
        return ["README.md"] + docs.filter { $0.hasSuffix(".md") }.sorted().map { "docs/" + $0 }
    }

    static func text(of page: String) throws -> String {
        try String(contentsOf: root.appendingPathComponent(page), encoding: .utf8)
    }

    @Test("docs/repository.md lists every module once, with the dependencies Package.swift gives it")
    func moduleDependencies() throws {
        // SwiftPM's reading of the manifest, with a scratch path of its own:
        // the running `swift test` holds the package's own.
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("galley-dump-\(UUID().uuidString)")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [
            "swift", "package", "dump-package", "--package-path", Self.root.path, "--scratch-path", scratch.path,
        ]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let package = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        var manifest: [String: Set<String>] = [:]
        for target in try #require(package["targets"] as? [[String: Any]]) {
            guard let name = target["name"] as? String, target["type"] as? String != "test",
                !["TestFonts", "SceneCorpus", "GalleyTestSupport"].contains(name)
            else { continue }
            let dependencies = (target["dependencies"] as? [[String: Any]] ?? []).compactMap { dependency in
                dependency.values.first.flatMap { ($0 as? [Any])?.first as? String }
            }
            manifest[name] = Set(dependencies)
        }

        let text = try Self.text(of: "docs/repository.md")
        let table = try #require(
            text.components(separatedBy: "## Modules").dropFirst().first?.components(separatedBy: "\n\n").first {
                $0.hasPrefix("| module | depends on |")
            })
        var documented: [String: Set<String>] = [:]
        for row in table.split(separator: "\n").dropFirst(2) {
            let columns = row.split(separator: "|", omittingEmptySubsequences: false).map {
                $0.trimmingCharacters(in: .whitespaces)
            }
            let names = { (column: String) in Set(column.matches(of: /`([^`]+)`/).map { String($0.1) }) }
            for module in names(columns[1]) {
                #expect(documented[module] == nil, "\(module) is listed twice")
                documented[module] = names(columns[2])
                if manifest[module] == nil {
                    #expect(columns[3].hasPrefix("macOS and iOS only"), "\(module) is no target of Package.swift")
                }
            }
        }
        for (module, dependencies) in manifest {
            #expect(
                documented[module] == dependencies,
                """
                \(module): Package.swift has \(dependencies.sorted()), docs/repository.md \
                \(documented[module]?.sorted() ?? [])
                """
            )
        }
    }

    @Test(
        """
        Every library product has a DocC catalogue: an overview, its main symbols, and the snapshot-testing and \
        preview guides, which are the docs/ pages themselves
        """
    )
    func catalogues() throws {
        let manifest = try String(contentsOf: Self.root.appendingPathComponent("Package.swift"), encoding: .utf8)
        // The products: `.library(name:targets:)` and the Linux list's `("Name", ["Target", …])`.
        var firsts = manifest.matches(of: /\.library\(name: "[A-Za-z]+", targets: \["([A-Za-z]+)"/).map { String($0.1) }
        firsts += manifest.matches(of: /\n    \("[A-Za-z]+", \["([A-Za-z]+)"/).map { String($0.1) }
        #expect(Set(firsts).count >= 18, "\(firsts)")
        for target in Set(firsts) {
            let catalogue = Self.root.appendingPathComponent("Sources/\(target)/\(target).docc")
            let landing = try String(contentsOf: catalogue.appendingPathComponent("\(target).md"), encoding: .utf8)
            #expect(landing.hasPrefix("# ``\(target)``\n"), "\(target)")
            #expect(landing.contains("## Overview"), "\(target)")
            #expect(
                landing.contains("- <doc:SnapshotTestingGuide>") && landing.contains("- <doc:PreviewsGuide>"),
                "\(target)")
            #expect(landing.components(separatedBy: "- ``").count > 1, "\(target) lists no symbols")
            for (guide, page) in [("SnapshotTestingGuide", "snapshot-testing"), ("PreviewsGuide", "previews")] {
                let link = catalogue.appendingPathComponent("\(guide).md").path
                #expect(
                    try FileManager.default.destinationOfSymbolicLink(atPath: link) == "../../../docs/\(page).md",
                    "\(target)")
            }
        }
    }

    @Test(
        """
        Every relative link and image in README.md and docs/*.md leads to a file that exists, and every #anchor to \
        a heading in it
        """
    )
    func linksResolve() throws {
        var broken: [String] = []
        for page in try Self.pages() {
            let text = try Self.text(of: page)
            for target in MarkdownPage.linkTargets(in: text) where !MarkdownPage.isExternal(target) {
                let parts = target.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).map(
                    String.init)
                let path = parts[0], anchor = parts.count > 1 ? parts[1] : nil
                let base = URL(fileURLWithPath: page).deletingLastPathComponent().relativePath
                let file = path.isEmpty ? page : (base == "." ? path : base + "/" + path)
                let url = Self.root.appendingPathComponent(file).standardizedFileURL
                guard FileManager.default.fileExists(atPath: url.path) else {
                    broken.append("\(page): \(target): no file \(file)")
                    continue
                }
                if let anchor, url.pathExtension == "md" {
                    let headings = MarkdownPage.anchors(in: try String(contentsOf: url, encoding: .utf8))
                    if !headings.contains(anchor) {
                        broken.append("\(page): \(target): no heading with the anchor #\(anchor)")
                    }
                }
            }
        }
        #expect(broken.isEmpty, "\(broken.joined(separator: "\n"))")
    }

    @Test("No line of Galley's Swift is over 120 characters; the inputs docs/repository.md names are left as written")
    func lineLength() throws {
        let inputs = ["Tests/GalleyPreviewTests/Fixtures/", "Examples/SwiftUI/Seeds/", "Fuzz/Findings/"]
        let text = try Self.text(of: "docs/repository.md")
        for input in inputs { #expect(text.contains("`\(input)`"), "docs/repository.md does not name \(input)") }
        var long: [String] = []
        for folder in ["Sources", "Tests", "Examples", "Benchmarks", "Fuzz"] {
            let base = Self.root.appendingPathComponent(folder)
            let files = FileManager.default.enumerator(at: base, includingPropertiesForKeys: nil)
            while let file = files?.nextObject() as? URL {
                let path = String(file.standardizedFileURL.path.dropFirst(Self.root.standardizedFileURL.path.count + 1))
                guard path.hasSuffix(".swift"), !inputs.contains(where: path.hasPrefix), !path.contains("/.build")
                else { continue }
                let text = try String(contentsOf: file, encoding: .utf8)
                let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
                for (index, line) in lines.enumerated() where line.count > 120 { long.append("\(path):\(index + 1)") }
            }
        }
        #expect(long.isEmpty, "lines over 120 characters: \(long.prefix(20).joined(separator: ", "))")
    }

    @Test("docs/scene-format.md names every view type and every modifier the scene decoder reads")
    func sceneFormatNamesEverything() throws {
        let text = try Self.text(of: "docs/scene-format.md")
        let missing = (ViewType.names + ModifierType.names).filter { !text.contains("`\($0)`") }
        #expect(missing.isEmpty, "not in docs/scene-format.md: \(missing.joined(separator: ", "))")
    }

    @Test(
        """
        Every JSON example in docs/scene-format.md is a scene that reads and lays out (font and image files it \
        names aside)
        """
    )
    func sceneFormatExamplesRead() throws {
        let blocks = MarkdownPage.codeBlocks(in: try Self.text(of: "docs/scene-format.md"), language: "json")
        #expect(blocks.count >= 20)
        for (index, block) in blocks.enumerated() {
            do {
                let scene = try Fixtures.scene(block, directory: Self.root)
                _ = try scene.layout()
            } catch let error as SceneError
                where error.message.hasPrefix("no font file") || error.message.hasPrefix("no image file")
            {
                // The example names a file of the reader's own ("fonts/Brand-Regular.ttf").
            } catch {
                Issue.record("example \(index + 1) (\(block.prefix(60))…): \(error)")
            }
        }
    }

    @Test("The dump in docs/dump.md's annotated example is what render --dump prints for that scene, comments aside")
    func dumpExampleIsCurrent() throws {
        let text = try Self.text(of: "docs/dump.md")
        let annotated = try #require(
            MarkdownPage.codeBlocks(in: text, language: "").first { $0.hasPrefix("{\n  \"canvas\"") })
        // Each line as printed: a comment follows three spaces or more, which JSON lines never hold.
        let printed = annotated.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            guard let gap = line.range(of: #"\S\s{3,}\S"#, options: .regularExpression) else { return String(line) }
            return String(line[...gap.lowerBound])
        }.joined(separator: "\n")
        let scene = try Scene(
            contentsOf: Self.root.appendingPathComponent("Examples/003-HelloFrame100Borders.json"),
            fontLibrary: Fixtures.fonts)
        #expect(printed + "\n" == LayoutDump(try scene.layout()).text)
    }
}

/// Just enough Markdown for the tests above.
enum MarkdownPage {
    /// The targets of `[text](target)` links and `<img src="target">`,
    /// outside fenced code blocks.
    static func linkTargets(in text: String) -> [String] {
        let prose = withoutCodeBlocks(text)
        var targets: [String] = []
        for (opening, closing) in [("](", ")"), ("src=\"", "\"")] {
            var rest = prose[...]
            while let start = rest.range(of: opening) {
                rest = rest[start.upperBound...]
                guard let end = rest.range(of: closing) else { break }
                let target = String(rest[..<end.lowerBound])
                if !target.isEmpty, !target.contains(" ") { targets.append(target) }
                rest = rest[end.upperBound...]
            }
        }
        return targets
    }

    static func isExternal(_ target: String) -> Bool {
        ["http://", "https://", "mailto:"].contains { target.hasPrefix($0) }
    }

    /// The anchors GitHub gives a page's headings: lower case, letters,
    /// digits, `-` and `_` kept, spaces made `-`, a repeated one numbered.
    static func anchors(in text: String) -> Set<String> {
        var seen: [String: Int] = [:]
        var anchors: Set<String> = []
        for line in withoutCodeBlocks(text).split(separator: "\n") where line.hasPrefix("#") {
            let title = line.drop { $0 == "#" }
            guard title.first == " " else { continue }
            let slug = String(
                title.trimmingCharacters(in: .whitespaces).lowercased()
                    .filter { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" || $0 == " " }
                    .map { $0 == " " ? "-" : $0 })
            let count = seen[slug, default: 0]
            seen[slug] = count + 1
            anchors.insert(count == 0 ? slug : "\(slug)-\(count)")
        }
        return anchors
    }

    /// The contents of the fenced code blocks whose info string is `language`.
    static func codeBlocks(in text: String, language: String) -> [String] {
        var blocks: [String] = []
        var current: [Substring]?
        var isWanted = false
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("```") {
                if let lines = current {
                    if isWanted { blocks.append(lines.joined(separator: "\n")) }
                    current = nil
                } else {
                    current = []
                    isWanted = line.dropFirst(3).trimmingCharacters(in: .whitespaces) == language
                }
            } else {
                current?.append(line)
            }
        }
        return blocks
    }

    static func withoutCodeBlocks(_ text: String) -> String {
        var inside = false
        return text.split(separator: "\n", omittingEmptySubsequences: false).filter { line in
            if line.hasPrefix("```") {
                inside.toggle()
                return false
            }
            return !inside
        }.joined(separator: "\n")
    }
}
