import GalleyPreviewScan
import SwiftIfConfig
import SwiftSyntax

/// Writes a file's `@Model` classes so that they compile against Galley's
/// SwiftData stand-in without SwiftData's macros (a macro plugin would put
/// swift-syntax in every preview build):
///
/// - `@Model` becomes `@Observation.Observable`, so the class is observable
///   as a model is, and the class gets the state the stand-in keeps for
///   each model (its context, identifier, whether it is deleted) as a
///   stored property after its `{`;
/// - its conformance to `GalleySwiftData.PersistentModel` is declared after
///   the file's last line (``conformances``);
/// - `@Attribute(…)`, `@Relationship(…)` and `@Transient` on its properties,
///   and `#Unique`/`#Index` in its body, are blanked out: what they ask
///   (unique values, delete rules, inverses, indexes, not storing) is not
///   enforced.
///
/// A bare `@Query var items: [Item]` becomes `@Query() var items: [Item]`:
/// Swift infers a property wrapper's generic arguments from its
/// initialiser's constraints (`Result == [Element]`) only when the
/// attribute has an argument list.
///
/// Only in a file that imports SwiftData, and only classes at the top level
/// or nested in types (a conformance after the last line cannot name a
/// class declared in a function). Each edit stays on its line.
final class SwiftDataModelRewriter: ActiveSyntaxVisitor {
    private(set) var edits: [SourceScan.Edit] = []
    /// `extension Name: GalleySwiftData.PersistentModel {}` for each model class.
    private(set) var conformances: [String] = []
    /// The names of the types being walked, outermost first.
    private var typeNames: [String] = []
    /// How many code blocks (function bodies, accessors, closures) are being walked.
    private var codeDepth = 0

    static let modelAttributes: Set<String> = ["Model", "SwiftData.Model"]
    static let propertyAttributes: Set<String> = [
        "Attribute", "Relationship", "Transient", "SwiftData.Attribute", "SwiftData.Relationship",
        "SwiftData.Transient",
    ]
    static let bodyMacros: Set<String> = ["Unique", "Index"]

    /// The stored property each model class gets, on the line of its `{`.
    static let modelState = " public let __galleyModel = GalleySwiftData.ModelState();"

    init(configuration: some BuildConfiguration) {
        super.init(viewMode: .sourceAccurate, configuration: configuration)
    }

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        let name = (typeNames + [node.name.text]).joined(separator: ".")
        typeNames.append(node.name.text)
        guard codeDepth == 0,
            let model = node.attributes.lazy.compactMap({ $0.as(AttributeSyntax.self) })
                .first(where: { Self.modelAttributes.contains($0.attributeName.trimmedDescription) }),
            node.genericParameterClause == nil
        else { return .visitChildren }
        let start = model.positionAfterSkippingLeadingTrivia.utf8Offset
        edits.append(
            SourceScan.Edit(
                range: start..<model.endPositionBeforeTrailingTrivia.utf8Offset, replacement: "@Observation.Observable")
        )
        let brace = node.memberBlock.leftBrace.endPositionBeforeTrailingTrivia.utf8Offset
        edits.append(SourceScan.Edit(range: brace..<brace, replacement: Self.modelState))
        conformances.append("extension \(name): GalleySwiftData.PersistentModel {}")
        for member in node.memberBlock.members {
            if let property = member.decl.as(VariableDeclSyntax.self) {
                for attribute in property.attributes.compactMap({ $0.as(AttributeSyntax.self) })
                where Self.propertyAttributes.contains(attribute.attributeName.trimmedDescription) {
                    remove(attribute)
                }
            } else if let macro = member.decl.as(MacroExpansionDeclSyntax.self),
                Self.bodyMacros.contains(macro.macroName.text)
            {
                remove(macro)
            }
        }
        return .visitChildren
    }

    override func visitPost(_ node: ClassDeclSyntax) { typeNames.removeLast() }

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        for attribute in node.attributes.compactMap({ $0.as(AttributeSyntax.self) })
        where ["Query", "SwiftData.Query"].contains(attribute.attributeName.trimmedDescription)
            && attribute.arguments == nil
        {
            let end = attribute.attributeName.endPositionBeforeTrailingTrivia.utf8Offset
            edits.append(SourceScan.Edit(range: end..<end, replacement: "()"))
        }
        return .skipChildren
    }
    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        typeNames.append(node.name.text); return .visitChildren
    }
    override func visitPost(_ node: StructDeclSyntax) { typeNames.removeLast() }
    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
        typeNames.append(node.name.text); return .visitChildren
    }
    override func visitPost(_ node: EnumDeclSyntax) { typeNames.removeLast() }
    override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind {
        typeNames.append(node.name.text); return .visitChildren
    }
    override func visitPost(_ node: ActorDeclSyntax) { typeNames.removeLast() }
    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        typeNames.append(node.extendedType.trimmedDescription)
        return .visitChildren
    }
    override func visitPost(_ node: ExtensionDeclSyntax) { typeNames.removeLast() }

    // Classes in code blocks (functions, accessors, closures) are not
    // models here; a `@Query` there (`@Previewable` in a `#Preview`) is.
    override func visit(_ node: CodeBlockSyntax) -> SyntaxVisitorContinueKind { codeDepth += 1; return .visitChildren }
    override func visitPost(_ node: CodeBlockSyntax) { codeDepth -= 1 }
    override func visit(_ node: AccessorBlockSyntax) -> SyntaxVisitorContinueKind {
        codeDepth += 1; return .visitChildren
    }
    override func visitPost(_ node: AccessorBlockSyntax) { codeDepth -= 1 }
    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind {
        codeDepth += 1; return .visitChildren
    }
    override func visitPost(_ node: ClosureExprSyntax) { codeDepth -= 1 }

    /// Blanks `node` out: spaces for its bytes, its line breaks kept, so
    /// what follows keeps its line and column.
    private func remove(_ node: some SyntaxProtocol) {
        let blank = node.trimmedDescription.utf8.map {
            $0 == UInt8(ascii: "\n") || $0 == UInt8(ascii: "\r") ? $0 : UInt8(ascii: " ")
        }
        let range = node.positionAfterSkippingLeadingTrivia.utf8Offset..<node.endPositionBeforeTrailingTrivia.utf8Offset
        edits.append(SourceScan.Edit(range: range, replacement: String(decoding: blank, as: UTF8.self)))
    }
}
