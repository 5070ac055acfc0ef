import GalleyPreviewScan
import SwiftIfConfig
import SwiftSyntax

/// Finds qualified names of Apple's frameworks in a file's active code,
/// `os.Logger(…)`, `let container: SwiftData.ModelContainer`, and names the
/// stand-in instead, for the modules the file imports (see
/// ``AppleFrameworks/qualifiable``). A file that declares something of a
/// framework's name anywhere (`let os = …`, `enum WebKit`) keeps that
/// name's qualifiers as written.
final class QualifiedFrameworkNames: ActiveSyntaxVisitor {
    private(set) var edits: [SourceScan.Edit] = []
    /// Apple's modules whose qualifiers are rewritten: imported, not declared.
    private let modules: Set<String>

    init(configuration: some BuildConfiguration, imports: Set<String>, tree: SourceFileSyntax) {
        let declared = DeclaredIdentifiers(viewMode: .sourceAccurate)
        declared.walk(tree)
        // On Apple's platforms `import OSLog` brings `os` too (`os.Logger`).
        let reachable = imports.contains("OSLog") ? imports.union(["os"]) : imports
        modules = AppleFrameworks.qualifiable.intersection(reachable).subtracting(declared.names)
        super.init(viewMode: .sourceAccurate, configuration: configuration)
    }

    override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
        if let base = node.base?.as(DeclReferenceExprSyntax.self), base.argumentNames == nil {
            rename(base.baseName)
        }
        return .visitChildren
    }

    override func visit(_ node: MemberTypeSyntax) -> SyntaxVisitorContinueKind {
        if let base = node.baseType.as(IdentifierTypeSyntax.self), base.genericArgumentClause == nil {
            rename(base.name)
        }
        return .visitChildren
    }

    // Imports are rewritten as a whole by the preview finder.
    override func visit(_ node: ImportDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }

    private func rename(_ token: TokenSyntax) {
        guard modules.contains(token.text), let standIn = AppleFrameworks.standIns[token.text] else { return }
        let range =
            token.positionAfterSkippingLeadingTrivia.utf8Offset..<token.endPositionBeforeTrailingTrivia.utf8Offset
        edits.append(SourceScan.Edit(range: range, replacement: standIn))
    }
}

/// Every name a file declares, at any depth: types, functions, variables,
/// parameters and closure parameters.
private final class DeclaredIdentifiers: SyntaxVisitor {
    private(set) var names: Set<String> = []

    override func visit(_ node: IdentifierPatternSyntax) -> SyntaxVisitorContinueKind {
        add(node.identifier); return .visitChildren
    }
    override func visit(_ node: FunctionParameterSyntax) -> SyntaxVisitorContinueKind {
        add(node.secondName ?? node.firstName)
        return .visitChildren
    }
    override func visit(_ node: ClosureParameterSyntax) -> SyntaxVisitorContinueKind {
        add(node.secondName ?? node.firstName)
        return .visitChildren
    }
    override func visit(_ node: ClosureShorthandParameterSyntax) -> SyntaxVisitorContinueKind {
        add(node.name); return .visitChildren
    }
    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { add(node.name); return .visitChildren }
    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { add(node.name); return .visitChildren }
    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { add(node.name); return .visitChildren }
    override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind { add(node.name); return .visitChildren }
    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
        add(node.name); return .visitChildren
    }
    override func visit(_ node: TypeAliasDeclSyntax) -> SyntaxVisitorContinueKind {
        add(node.name); return .visitChildren
    }
    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        add(node.name); return .visitChildren
    }
    override func visit(_ node: EnumCaseElementSyntax) -> SyntaxVisitorContinueKind {
        add(node.name); return .visitChildren
    }

    private func add(_ token: TokenSyntax) { names.insert(token.text.filter { $0 != "`" }) }
}
