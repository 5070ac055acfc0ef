import Foundation
import GalleyPreviewScan

/// The compiler's errors about the user's files, picked out of a build's
/// output, each with its source excerpt and, when it names an API Galley's
/// SwiftUI lacks, a pointer to the table of what is supported.
struct CompilerMessages {
    private(set) var errors: [String] = []
    /// The modules the errors are in, by error.
    private(set) var modules: [String] = []
    /// The user's files the errors are in, by error.
    private(set) var files: [URL] = []
    private var current: [String]?
    /// The copy the current error is about.
    private var currentCopy = ""
    /// Each copy's lines beside its user file's, read once.
    private var excerpts: [String: CompilerExcerpt?] = [:]
    private var currentModule = ""
    private var currentFile: URL?
    private var seen: Set<String> = []
    let sources: SourceMap
    /// Names declared only in inactive `#if` clauses, with where.
    let inactiveDeclarations: [String: String]

    init(sources: SourceMap, inactiveDeclarations: [String: String] = [:]) {
        self.sources = sources
        self.inactiveDeclarations = inactiveDeclarations
    }

    /// Takes the next line of the build's output.
    mutating func read(_ line: String) {
        if let diagnostic = Self.diagnostic(in: line) {
            finish()
            guard diagnostic.severity == "error", let file = sources.userFile(forCopy: diagnostic.path) else { return }
            current = [WorkingFolder.relative(file.path) + line.dropFirst(diagnostic.path.count)]
            currentCopy = diagnostic.path
            currentModule = sources.module(forCopy: diagnostic.path) ?? ""
            currentFile = file
        } else if current != nil, Self.isExcerpt(line) {
            current?.append(line)
        } else {
            finish()
        }
    }

    /// The errors read, as one message.
    mutating func message() -> String? {
        finish()
        return errors.isEmpty ? nil : errors.joined(separator: "\n")
    }

    private mutating func finish() {
        guard var lines = current, let file = currentFile else { return }
        current = nil
        if let excerpt = excerpt(ofCopy: currentCopy) { lines = excerpt.restore(lines) }
        guard let first = lines.first, seen.insert(first).inserted else { return }
        // Galley's own access levels are not the user's business: a name
        // Galley keeps to itself is one its SwiftUI module does not offer.
        var text = Self.hidingPreviewModule(Self.hidingAccessLevels(lines.joined(separator: "\n")))
        if let api = Self.missingAPI(in: Self.hidingAccessLevels(first)) {
            if api == "module", first.contains("Bundle") {
                text +=
                    """
                    \n  `Bundle.module` exists in a Swift package's target that has resources; these files were \
                    read as a folder outside any package's targets. Give render preview the package (the folder \
                    with Package.swift, or one inside a target).
                    """
            } else if let place = inactiveDeclarations[api] {
                text +=
                    """
                    \n  `\(api)` is declared at \(place), in an `#if` clause that is not active in the preview's \
                    build configuration (iOS on the Simulator; --conditions linux reads Linux's).
                    """
            } else {
                text +=
                    """
                    \n  `\(api)` may not be in Galley's SwiftUI module yet; docs/swiftui-support.md lists what it \
                    supports.
                    """
            }
        }
        errors.append(text)
        modules.append(currentModule)
        files.append(file)
    }

    /// The copy at `path` beside its user's file, when both can be read.
    private mutating func excerpt(ofCopy path: String) -> CompilerExcerpt? {
        if let known = excerpts[path] { return known }
        var excerpt: CompilerExcerpt?
        if let file = sources.userFile(forCopy: path), let copy = sources.compiledText(ofCopy: path),
            let user = try? PreviewProject.read(file)
        {
            excerpt = CompilerExcerpt(copy: copy, user: user)
        }
        excerpts[path] = excerpt
        return excerpt
    }

    /// The errors read in `module`'s files, as one message.
    mutating func message(in module: String) -> String? {
        finish()
        let chosen = zip(errors, modules).filter { $0.1 == module }.map(\.0)
        return chosen.isEmpty ? nil : chosen.joined(separator: "\n")
    }

    /// The user's files with errors in `module`, in the order of their first error.
    mutating func failedFiles(in module: String) -> [URL] {
        finish()
        var seen: Set<URL> = []
        return zip(files, modules).filter { $0.1 == module && seen.insert($0.0).inserted }.map(\.0)
    }

    /// The errors read in `file`, as one message.
    mutating func message(inFile file: URL) -> String? {
        finish()
        let chosen = zip(errors, files).filter { $0.1 == file }.map(\.0)
        return chosen.isEmpty ? nil : chosen.joined(separator: "\n")
    }

    /// The modules with errors.
    mutating func failedModules() -> Set<String> {
        finish()
        return Set(modules)
    }

    private static func diagnostic(in line: String) -> (path: String, severity: String)? {
        guard line.hasPrefix("/") else { return nil }
        for severity in ["error", "warning", "note"] {
            guard let range = line.range(of: ": \(severity): ") else { continue }
            let location = line[..<range.lowerBound].split(separator: ":")
            guard location.count >= 3, location.suffix(2).allSatisfy({ Int($0) != nil }) else { continue }
            return (location.dropLast(2).joined(separator: ":"), severity)
        }
        return nil
    }

    /// A line of the excerpt swift prints under a diagnostic: `12 | code`,
    /// `   | `- error: …`, or the `   :` between two parts of it (a note far
    /// from the error).
    private static func isExcerpt(_ line: String) -> Bool {
        let trimmed = line.drop { $0 == " " }
        let digits = trimmed.prefix { $0.isNumber }
        return trimmed.dropFirst(digits.count).hasPrefix(" |") || trimmed.hasPrefix("|") || trimmed == ":"
    }

    /// `text` without the name the preview build gives the module of the
    /// files outside targets (`'Previews_0123456789ab.SettingsView'` reads
    /// `'SettingsView'`): the user never named it.
    static func hidingPreviewModule(_ text: String) -> String {
        text.replacing(/\bPreviews_[0-9a-f]{12}\./, with: "")
    }

    /// `text` with "'x' is inaccessible due to 'package' protection level"
    /// (or internal, private, fileprivate) as "cannot find 'x' in Galley's
    /// SwiftUI module".
    static func hidingAccessLevels(_ text: String) -> String {
        var text = text
        for level in ["package", "internal", "fileprivate", "private"] {
            let phrase = " is inaccessible due to '\(level)' protection level"
            while let range = text.range(of: phrase) {
                // The name before the phrase, in quotes.
                guard let close = text[..<range.lowerBound].lastIndex(of: "'"),
                    let open = text[..<close].lastIndex(of: "'")
                else { break }
                let name = text[text.index(after: open)..<close]
                text.replaceSubrange(open..<range.upperBound, with: "cannot find '\(name)' in Galley's SwiftUI module")
            }
        }
        return text
    }

    /// The name in "has no member 'x'", "cannot find 'x' in scope", "cannot find type 'x' in scope".
    static func missingAPI(in line: String) -> String? {
        for pattern in ["has no member '", "cannot find '", "cannot find type '"] {
            guard let start = line.range(of: pattern) else { continue }
            let rest = line[start.upperBound...]
            guard let end = rest.firstIndex(of: "'") else { continue }
            return String(rest[..<end])
        }
        return nil
    }
}
