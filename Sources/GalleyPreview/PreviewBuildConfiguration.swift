import SwiftIfConfig
import SwiftSyntax

/// Which platform's `#if` conditions a preview's sources are read with.
public enum PreviewConditions: String, Sendable, CaseIterable {
    /// iOS on the Simulator, as Xcode's canvas builds previews: `os(iOS)`,
    /// `canImport(UIKit)` and `targetEnvironment(simulator)` hold, and
    /// `os(macOS)`, `canImport(AppKit)` do not. The sources are copied with
    /// every `#if` settled so, keeping their line numbers.
    case iOS = "ios"
    /// Linux's own, as the Swift compiler here sees them.
    case linux
}

/// The `#if` conditions as the preview build sees them: iOS on the
/// Simulator (or Linux) on x86-64 or arm64, a debug build (`DEBUG` set, as
/// Xcode previews have it), Swift 6.3 in Swift 5 mode, and the modules
/// Galley provides importable (its SwiftUI, UIKit, Combine and
/// CoreGraphics stand-ins, whichever conditions are read).
struct PreviewBuildConfiguration: BuildConfiguration {
    var conditions: PreviewConditions
    /// Set besides `DEBUG`: a package target's `-D` names.
    var defines: Set<String> = []
    /// Importable besides Galley's: the package's own modules.
    var modules: Set<String> = []

    init(_ conditions: PreviewConditions, defines: Set<String> = [], modules: Set<String> = []) {
        self.conditions = conditions
        self.defines = defines
        self.modules = modules
    }

    /// The modules `canImport` finds: Galley's, and the Apple frameworks
    /// whose imports the copied sources read from Galley's stand-ins.
    static let importableModules = Set([
        "Swift", "SwiftUI", "UIKit", "Combine", "CoreGraphics", "Charts", "MapKit", "CoreLocation",
        "Foundation", "FoundationEssentials", "FoundationInternationalization", "FoundationNetworking",
        "Observation", "Dispatch", "_Concurrency", "Synchronization", "RegexBuilder",
    ]).union(AppleFrameworks.standIns.keys)

    /// SwiftPM's name for the platform whose conditions these are.
    var platformName: String { conditions == .iOS ? "ios" : "linux" }

    func isCustomConditionSet(name: String) -> Bool { name == "DEBUG" || defines.contains(name) }
    func hasFeature(name: String) -> Bool { false }
    func hasAttribute(name: String) -> Bool { true }

    func canImport(importPath: [(TokenSyntax, String)], version: CanImportVersion) -> Bool {
        guard let module = importPath.first?.1 else { return false }
        if module == "Glibc" { return conditions == .linux }
        return Self.importableModules.contains(module) || modules.contains(module)
    }

    func isActiveTargetOS(name: String) -> Bool { name == (conditions == .iOS ? "iOS" : "Linux") }
    func isActiveTargetArchitecture(name: String) -> Bool {
        #if arch(arm64)
        name == "arm64"
        #else
        name == "x86_64"
        #endif
    }
    func isActiveTargetEnvironment(name: String) -> Bool { name == (conditions == .iOS ? "simulator" : "gnu") }
    func isActiveTargetRuntime(name: String) -> Bool { name == "native" }
    func isActiveTargetPointerAuthentication(name: String) -> Bool { false }
    func isActiveTargetObjectFormat(name: String) -> Bool { name == (conditions == .iOS ? "MachO" : "ELF") }
    var targetPointerBitWidth: Int { 64 }
    var targetAtomicBitWidths: [Int] { [32, 64] }
    var endianness: Endianness { .little }
    var languageVersion: VersionTuple { VersionTuple(5, 10) }
    var compilerVersion: VersionTuple { VersionTuple(6, 3) }
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
        let kept = bytes[start..<end].map { $0 == UInt8(ascii: "\n") || $0 == UInt8(ascii: "\r") ? $0 : UInt8(ascii: " ") }
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
    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind { add(node.name); return .visitChildren }
    override func visit(_ node: TypeAliasDeclSyntax) -> SyntaxVisitorContinueKind { add(node.name); return .skipChildren }
    override func visit(_ node: EnumCaseElementSyntax) -> SyntaxVisitorContinueKind { add(node.name); return .skipChildren }
    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { add(node.name); return .skipChildren }
    override func visit(_ node: IdentifierPatternSyntax) -> SyntaxVisitorContinueKind { add(node.identifier); return .skipChildren }
    override func visit(_ node: CodeBlockSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: AccessorBlockSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
}
