import Foundation
import GalleyPreviewScan
import SwiftIfConfig
import SwiftParser
import SwiftParserDiagnostics
import SwiftSyntax

/// Reading a file with swift-syntax: what render's preview scanner does.
extension SourceScan {
    /// Reads `text`, the file at `file`, with the `#if` conditions of
    /// `configuration`: under iOS's, the edits also settle every `#if`.
    package init(file: URL, text: String, configuration: PreviewBuildConfiguration = PreviewBuildConfiguration(.iOS)) {
        self.init(unscanned: file, text: text)
        if let (line, column) = Self.deepBrackets(in: text) {
            syntaxErrors.append(
                SourceDiagnostic(
                    file: file, line: line, column: column,
                    message:
                        """
                        more than \(Self.maximumBracketDepth) '[' open at once; Galley does not read such a file \
                        (swift-syntax's parser takes time exponential in this nesting)
                        """
                ))
            return
        }
        let tree = Parser.parse(source: text)
        let converter = SourceLocationConverter(fileName: file.path, tree: tree)
        if let (position, message) = Self.diagnosticSwiftSyntaxCannotReport(in: tree) {
            let location = converter.location(for: position)
            var error = SourceDiagnostic(file: file, line: location.line, column: location.column, message: message)
            error.excerpt = Self.excerpt(of: text, line: location.line, column: location.column, message: message)
            syntaxErrors.append(error)
            return
        }
        for diagnostic in ParseDiagnosticsGenerator.diagnostics(for: tree)
        where diagnostic.diagMessage.severity == .error {
            let location = diagnostic.location(converter: converter)
            var error = SourceDiagnostic(
                file: file, line: location.line, column: location.column, message: diagnostic.message)
            error.excerpt = Self.excerpt(
                of: text, line: location.line, column: location.column, message: diagnostic.message)
            syntaxErrors.append(error)
        }
        guard syntaxErrors.isEmpty else { return }
        let finder = PreviewFinder(configuration: configuration, converter: converter, file: file)
        finder.walk(tree)
        previews = finder.previews
        edits = finder.edits
        items = finder.items
        if finder.previews.count(where: { if case .macro = $0.kind { true } else { false } }) > Self.previewsPerPart {
            let scope = FileScopeFinder(configuration: configuration)
            scope.walk(tree)
            fileScope = scope.scope
        }
        entryKeys = finder.entryKeys
        let names = ModuleNameFinder(configuration: configuration)
        names.walk(tree)
        (moduleNames, usedNames) = (names.declared, names.used)
        if configuration.conditions == .iOS {
            let settler = IfConfigSettler(configuration: configuration, bytes: Array(text.utf8))
            settler.converter = converter
            settler.walk(tree)
            edits += settler.edits
            inactiveDeclarations = settler.inactiveDeclarations
        }
        edits += Self.combineBesideFoundation(in: tree)
        edits += Self.networkingBesideImports(in: tree)
        imports = finder.imports
        edits += finder.swiftUIForPreviews()
        let locale = PreviewLocaleRewriter(configuration: configuration, imports: imports)
        locale.walk(tree)
        let settled = edits
        edits += locale.edits.filter { edit in !settled.contains { $0.overlaps(edit) } }
        let objectiveC = ObjectiveCRewriter(configuration: configuration)
        objectiveC.walk(tree)
        let taken = edits
        edits += objectiveC.edits.filter { edit in !taken.contains { $0.overlaps(edit) } }
        if text.contains("NSManaged") || text.contains("CVarArg") {
            let coreData = CoreDataRewriter(configuration: configuration)
            coreData.walk(tree)
            let held = edits
            edits += coreData.edits.filter { edit in !held.contains { $0.overlaps(edit) } }
        }
        if imports.contains("SwiftData") {
            let models = SwiftDataModelRewriter(configuration: configuration)
            models.walk(tree)
            let written = edits
            edits += models.edits.filter { edit in !written.contains { $0.overlaps(edit) } }
            modelConformances = models.conformances
        }
        let qualified = QualifiedFrameworkNames(configuration: configuration, imports: imports, tree: tree)
        qualified.walk(tree)
        let before = edits
        edits += qualified.edits.filter { edit in !before.contains { $0.overlaps(edit) } }
    }

    /// `; import Combine` and `; import Observation` after a file's `import
    /// Foundation` (or of CoreLocation or MapKit, which bring Foundation)
    /// when it imports neither them nor
    /// SwiftUI: on Apple's platforms Foundation brings both, so
    /// `ObservableObject`, `@Published` and `@Observable` are seen in a file
    /// that imports only Foundation. On the same line, so lines keep their numbers.
    static func combineBesideFoundation(in tree: SourceFileSyntax) -> [Edit] {
        let imports = tree.statements.compactMap { $0.item.as(ImportDeclSyntax.self) }
        let modules = Set(imports.compactMap { $0.path.first?.name.text })
        guard !modules.contains("SwiftUI"),
            let foundation = imports.first(where: { $0.path.count == 1 && bringsFoundation($0.path.first?.name.text) })
        else { return [] }
        let missing = ["Combine", "Observation"].filter { !modules.contains($0) }
        guard !missing.isEmpty else { return [] }
        let end = foundation.endPositionBeforeTrailingTrivia.utf8Offset
        return [Edit(range: end..<end, replacement: missing.map { "; import \($0)" }.joined())]
    }

    /// Whether importing `module` brings Foundation, and with it Combine,
    /// where Galley's module of that name does not: Foundation itself,
    /// CoreLocation and MapKit (a location manager is an
    /// `ObservableObject`). UIKit's and CoreData's stand-ins bring Combine
    /// themselves.
    private static func bringsFoundation(_ module: String?) -> Bool {
        ["Foundation", "CoreLocation", "MapKit"].contains(module ?? "")
    }

    /// `; import FoundationNetworking` after a file's first import when it
    /// names a type Linux keeps there (`URLSession`, `URLRequest`, …) and
    /// does not import it: on Apple's platforms Foundation has them. A
    /// preview build's Foundation does not re-export FoundationNetworking
    /// (Package.swift), so only a program whose files use it loads it, with
    /// the libcurl, OpenSSL and Kerberos libraries it needs: about 9 ms of
    /// every start otherwise. On the same line, so lines keep their numbers.
    static func networkingBesideImports(in tree: SourceFileSyntax) -> [Edit] {
        let imports = tree.statements.compactMap { $0.item.as(ImportDeclSyntax.self) }
        guard let first = imports.first,
            !imports.contains(where: { $0.path.first?.name.text == "FoundationNetworking" })
        else { return [] }
        let named = tree.tokens(viewMode: .sourceAccurate).contains { token in
            guard case .identifier(let name) = token.tokenKind else { return false }
            return networkingTypes.contains(name) || name.hasPrefix("URLSession")
        }
        guard named else { return [] }
        let end = first.endPositionBeforeTrailingTrivia.utf8Offset
        return [Edit(range: end..<end, replacement: "; import FoundationNetworking")]
    }

    /// The types Linux's FoundationNetworking declares, besides `URLSession…`.
    static let networkingTypes: Set<String> = [
        "URLRequest", "NSURLRequest", "NSMutableURLRequest", "URLResponse", "HTTPURLResponse", "CachedURLResponse",
        "URLCache", "URLProtocol", "URLProtocolClient", "URLCredential", "URLCredentialStorage",
        "URLAuthenticationChallenge", "URLAuthenticationChallengeSender", "URLProtectionSpace", "HTTPCookie",
        "HTTPCookieStorage", "HTTPCookiePropertyKey",
    ]

    /// The most `[` a file may have open at once. swift-syntax's parser
    /// looks ahead over nested brackets in time exponential in their depth
    /// (`let x = [[[[…` with 24 takes longer than 20 s; found by the
    /// preview-scan fuzz target); real code nests a few.
    package static let maximumBracketDepth = 12

    /// The first error whose diagnostic would stop the process in
    /// swift-syntax, and where it is: a character the lexer could not place
    /// (a control character, U+2028), or an `=` with other whitespace on
    /// one side (a vertical tab) than on the other. For such an `=` with
    /// spaces on both sides as well, swift-syntax's fix-it has no change,
    /// a fatal error in `FixIt.init`; so Galley reports these itself and
    /// asks swift-syntax no further.
    static func diagnosticSwiftSyntaxCannotReport(in tree: SourceFileSyntax) -> (AbsolutePosition, String)? {
        for token in tree.tokens(viewMode: .sourceAccurate) {
            if case .equalMustHaveConsistentWhitespaceOnBothSides = token.tokenDiagnostic?.kind {
                return (token.positionAfterSkippingLeadingTrivia, "'=' must have consistent whitespace on both sides")
            }
            for (trivia, start) in [
                (token.leadingTrivia, token.position), (token.trailingTrivia, token.endPositionBeforeTrailingTrivia),
            ] {
                var position = start
                for piece in trivia {
                    if case .unexpectedText(let text) = piece, let scalar = text.unicodeScalars.first {
                        let character = String(format: "U+%04X", scalar.value)
                        return (
                            position,
                            "the character \(character) cannot be in Swift source; the compiler refuses it too"
                        )
                    }
                    position += piece.sourceLength
                }
            }
        }
        return nil
    }

    /// Where the text first has more than ``maximumBracketDepth`` `[` open,
    /// counted over the raw text (strings and comments too), 1-based; nil
    /// when it never does.
    static func deepBrackets(in text: String) -> (line: Int, column: Int)? {
        var depth = 0, line = 1, column = 0
        for byte in text.utf8 {
            column += 1
            switch byte {
            case UInt8(ascii: "\n"): line += 1; column = 0
            case UInt8(ascii: "["):
                depth += 1
                if depth > maximumBracketDepth { return (line, column) }
            case UInt8(ascii: "]"): depth = max(0, depth - 1)
            default: break
            }
        }
        return nil
    }

    /// ` 4 |     Text("x"` and a line marking the column, as swift prints them.
    private static func excerpt(of text: String, line: Int, column: Int, message: String) -> String? {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        guard line >= 1, line <= lines.count else { return nil }
        let number = String(line)
        let gutter = String(repeating: " ", count: number.count)
        let indent = String(repeating: " ", count: max(0, column - 1))
        return "\(number) | \(lines[line - 1])\n\(gutter) | \(indent)`- error: \(message)"
    }
}
