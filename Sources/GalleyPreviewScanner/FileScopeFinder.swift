import GalleyPreviewScan
import SwiftIfConfig
import SwiftSyntax

/// Walks the active code of a file for what gives its declarations file
/// scope (`fileprivate` anywhere, `private` at the top level) and for its
/// imports: what a build that compiles the file's previews in other files
/// of its module must change, and check, to keep them compiling.
final class FileScopeFinder: ActiveSyntaxAnyVisitor {
    private(set) var scope = SourceScan.FileScope()

    init(configuration: some BuildConfiguration) {
        super.init(viewMode: .sourceAccurate, configuration: configuration)
    }

    override func visitAny(_ node: Syntax) -> SyntaxVisitorContinueKind {
        // Bodies, accessors and closures (a `#Preview`'s too) declare nothing with an access level.
        if node.is(CodeBlockSyntax.self) || node.is(AccessorBlockSyntax.self) || node.is(ClosureExprSyntax.self) {
            return .skipChildren
        }
        if let declaration = node.as(ImportDeclSyntax.self) {
            scope.imports.append(Self.range(of: declaration))
            return .skipChildren
        }
        guard let declaration = node.asProtocol(WithModifiersSyntax.self) else { return .visitChildren }
        let topLevel = node.ancestorOrSelf(mapping: { $0.as(MemberBlockSyntax.self) }) == nil
        for modifier in declaration.modifiers where modifier.detail == nil {
            let kind = modifier.name.tokenKind
            guard kind == .keyword(.fileprivate) || (kind == .keyword(.private) && topLevel) else { continue }
            scope.modifiers.append(Self.range(of: modifier.name))
            scope.names.formUnion(Self.names(declaredBy: node))
            if let members = node.as(ExtensionDeclSyntax.self)?.memberBlock.members {
                for member in members { scope.names.formUnion(Self.names(declaredBy: Syntax(member.decl))) }
            }
        }
        return .visitChildren
    }

    private static func range(of node: some SyntaxProtocol) -> Range<Int> {
        node.positionAfterSkippingLeadingTrivia.utf8Offset..<node.endPositionBeforeTrailingTrivia.utf8Offset
    }

    /// The identifiers `node` declares: a type's, a function's or an alias's
    /// name, a variable's names; none for an initializer or a subscript.
    private static func names(declaredBy node: Syntax) -> Set<String> {
        var tokens: [TokenSyntax] = []
        if let variable = node.as(VariableDeclSyntax.self) {
            for binding in variable.bindings {
                tokens += binding.pattern.tokens(viewMode: .sourceAccurate).filter {
                    if case .identifier = $0.tokenKind { true } else { false }
                }
            }
        } else if let named = node.asProtocol(NamedDeclSyntax.self) {
            tokens.append(named.name)
        }
        return Set(
            tokens.compactMap { token in
                if case .identifier(let name) = token.tokenKind { name.trimmingBackticks } else { nil }
            })
    }
}

extension String {
    fileprivate var trimmingBackticks: String {
        hasPrefix("`") && hasSuffix("`") && count > 1 ? String(dropFirst().dropLast()) : self
    }
}
