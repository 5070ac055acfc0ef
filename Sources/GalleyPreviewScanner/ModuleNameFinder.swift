import GalleyPreviewScan
import SwiftIfConfig
import SwiftSyntax

/// Walks the active code of a file for the names it shares with the other
/// files of its module (its types, functions, properties and aliases at
/// file scope that are not `private` or `fileprivate`) and for every
/// identifier it uses: what the preview build needs to leave out, with a
/// file that does not compile, the files that use what it declares.
final class ModuleNameFinder: ActiveSyntaxAnyVisitor {
    private(set) var declared: Set<String> = []
    private(set) var used: Set<String> = []

    init(configuration: some BuildConfiguration) {
        super.init(viewMode: .sourceAccurate, configuration: configuration)
    }

    override func visitAny(_ node: Syntax) -> SyntaxVisitorContinueKind {
        if let token = node.as(TokenSyntax.self) {
            if case .identifier(let name) = token.tokenKind, !Self.isLabelOrMember(token) {
                used.insert(name.withoutBackticks)
            }
            return .skipChildren
        }
        if node.is(VariableDeclSyntax.self) || node.isProtocol(NamedDeclSyntax.self), Self.isAtFileScope(node),
            let declaration = node.asProtocol(WithModifiersSyntax.self),
            !declaration.modifiers.contains(where: {
                $0.detail == nil
                    && ($0.name.tokenKind == .keyword(.private) || $0.name.tokenKind == .keyword(.fileprivate))
            })
        {
            declared.formUnion(Self.names(declaredBy: node))
        }
        return .visitChildren
    }

    /// Whether `token` names no file-scope declaration wherever it is: an
    /// argument's or a parameter's label, or a member after a dot
    /// (`.spacing`, `stack.spacing`).
    private static func isLabelOrMember(_ token: TokenSyntax) -> Bool {
        guard let parent = token.parent else { return false }
        if let argument = parent.as(LabeledExprSyntax.self) { return argument.label?.id == token.id }
        if let parameter = parent.as(FunctionParameterSyntax.self) {
            return parameter.firstName.id == token.id || parameter.secondName?.id == token.id
        }
        if let closureParameter = parent.as(ClosureParameterSyntax.self) {
            return closureParameter.firstName.id == token.id || closureParameter.secondName?.id == token.id
        }
        if let reference = parent.as(DeclReferenceExprSyntax.self), reference.baseName.id == token.id,
            let member = reference.parent?.as(MemberAccessExprSyntax.self)
        {
            return member.declName.id == reference.id
        }
        return false
    }

    /// Whether `node` is declared at file scope: in no type, extension,
    /// body, accessor or closure.
    private static func isAtFileScope(_ node: Syntax) -> Bool {
        var parent = node.parent
        while let next = parent {
            if next.is(MemberBlockSyntax.self) || next.is(CodeBlockSyntax.self) || next.is(AccessorBlockSyntax.self)
                || next.is(ClosureExprSyntax.self)
            {
                return false
            }
            parent = next.parent
        }
        return true
    }

    /// A type's, a function's, a macro's or an alias's name, or a variable's names.
    private static func names(declaredBy node: Syntax) -> [String] {
        var tokens: [TokenSyntax] = []
        if let variable = node.as(VariableDeclSyntax.self) {
            for binding in variable.bindings {
                tokens += binding.pattern.tokens(viewMode: .sourceAccurate)
            }
        } else if let named = node.asProtocol(NamedDeclSyntax.self) {
            tokens.append(named.name)
        }
        return tokens.compactMap { token in
            if case .identifier(let name) = token.tokenKind { name.withoutBackticks } else { nil }
        }
    }
}

extension String {
    fileprivate var withoutBackticks: String {
        hasPrefix("`") && hasSuffix("`") && count > 1 ? String(dropFirst().dropLast()) : self
    }
}
