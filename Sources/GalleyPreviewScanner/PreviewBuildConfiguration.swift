import GalleyPreviewScan
import SwiftIfConfig
import SwiftSyntax

/// swift-syntax's questions about the preview build's `#if` conditions,
/// answered from the configuration.
extension PreviewBuildConfiguration: BuildConfiguration {
    package func isCustomConditionSet(name: String) -> Bool { name == "DEBUG" || defines.contains(name) }
    package func hasFeature(name: String) -> Bool { false }
    package func hasAttribute(name: String) -> Bool { true }

    package func canImport(importPath: [(TokenSyntax, String)], version: CanImportVersion) -> Bool {
        guard let module = importPath.first?.1 else { return false }
        if module == "Glibc" { return conditions == .linux }
        return Self.importableModules.contains(module) || modules.contains(module)
    }

    package func isActiveTargetOS(name: String) -> Bool { name == (conditions == .iOS ? "iOS" : "Linux") }
    package func isActiveTargetArchitecture(name: String) -> Bool {
        #if arch(arm64)
            name == "arm64"
        #else
            name == "x86_64"
        #endif
    }
    package func isActiveTargetEnvironment(name: String) -> Bool { name == (conditions == .iOS ? "simulator" : "gnu") }
    package func isActiveTargetRuntime(name: String) -> Bool { name == "native" }
    package func isActiveTargetPointerAuthentication(name: String) -> Bool { false }
    package func isActiveTargetObjectFormat(name: String) -> Bool { name == (conditions == .iOS ? "MachO" : "ELF") }
    package var targetPointerBitWidth: Int { 64 }
    package var targetAtomicBitWidths: [Int] { [32, 64] }
    package var endianness: Endianness { .little }
    package var languageVersion: VersionTuple { VersionTuple(5, 10) }
    package var compilerVersion: VersionTuple { VersionTuple(6, 3) }
}

/// The edits that settle every `#if` of a file under a configuration: the
/// directives and the inactive clauses become spaces (their line breaks
/// kept, so every remaining line keeps its number and column), the active
/// clause stays as written.
final class IfConfigSettler: SyntaxVisitor {
    private let configuration: PreviewBuildConfiguration
    private let bytes: [UInt8]
    private(set) var edits: [SourceScan.Edit] = []

    /// A settler for the file whose UTF-8 is `bytes`.
    init(configuration: PreviewBuildConfiguration, bytes: [UInt8]) {
        self.configuration = configuration
        self.bytes = bytes
        super.init(viewMode: .sourceAccurate)
    }

    /// Names declared in the inactive clauses, with the line of each.
    private(set) var inactiveDeclarations: [String: Int] = [:]
    var converter: SourceLocationConverter?

    override func visit(_ node: IfConfigDeclSyntax) -> SyntaxVisitorContinueKind {
        let start = node.positionAfterSkippingLeadingTrivia.utf8Offset
        let end = node.endPositionBeforeTrailingTrivia.utf8Offset
        let active = node.activeClause(in: configuration).clause
        if let converter {
            for clause in node.clauses where clause.id != active?.id {
                guard let elements = clause.elements else { continue }
                let names = DeclaredNames(viewMode: .sourceAccurate)
                names.walk(elements)
                for (name, position) in names.found where inactiveDeclarations[name] == nil {
                    inactiveDeclarations[name] = converter.location(for: position).line
                }
            }
        }
        if let elements = active?.elements {
            let keepStart = elements.positionAfterSkippingLeadingTrivia.utf8Offset
            let keepEnd = elements.endPositionBeforeTrailingTrivia.utf8Offset
            blank(from: start, to: keepStart)
            blank(from: keepEnd, to: end)
            walk(elements)
        } else {
            blank(from: start, to: end)
        }
        return .skipChildren
    }

    /// Replaces the text in `start..<end` (file offsets) by spaces, its
    /// line breaks kept: what follows keeps its line and byte column.
    private func blank(from start: Int, to end: Int) {
        guard end > start, end <= bytes.count else { return }
        let kept = bytes[start..<end].map {
            $0 == UInt8(ascii: "\n") || $0 == UInt8(ascii: "\r") ? $0 : UInt8(ascii: " ")
        }
        edits.append(SourceScan.Edit(range: start..<end, replacement: String(decoding: kept, as: UTF8.self)))
    }
}

/// The names a piece of code declares: types, functions, properties, cases.
private final class DeclaredNames: SyntaxVisitor {
    private(set) var found: [(String, AbsolutePosition)] = []

    private func add(_ token: TokenSyntax) {
        found.append((token.text, token.positionAfterSkippingLeadingTrivia))
    }

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { add(node.name); return .visitChildren }
    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { add(node.name); return .visitChildren }
    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { add(node.name); return .visitChildren }
    override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind { add(node.name); return .visitChildren }
    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
        add(node.name); return .visitChildren
    }
    override func visit(_ node: TypeAliasDeclSyntax) -> SyntaxVisitorContinueKind {
        add(node.name); return .skipChildren
    }
    override func visit(_ node: EnumCaseElementSyntax) -> SyntaxVisitorContinueKind {
        add(node.name); return .skipChildren
    }
    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        add(node.name); return .skipChildren
    }
    override func visit(_ node: IdentifierPatternSyntax) -> SyntaxVisitorContinueKind {
        add(node.identifier); return .skipChildren
    }
    override func visit(_ node: CodeBlockSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: AccessorBlockSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
}
