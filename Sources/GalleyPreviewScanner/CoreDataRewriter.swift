import GalleyPreviewScan
import SwiftIfConfig
import SwiftSyntax

/// Writes Core Data's `@NSManaged` members so that they compile on Linux,
/// where Swift has no Objective-C runtime to supply them, against
/// Galley's CoreData stand-in:
///
/// - `@NSManaged public var title: String?` becomes a computed property
///   that reads and writes what the object keeps under `"title"`
///   (`__galleyValue(forKey:)`, `__galleySetValue(_:forKey:)`), in a class
///   body or an extension alike;
/// - the to-many accessors Xcode generates, `@NSManaged public func
///   addToTags(_ value: Tag)` and `removeFromTags`, `insertIntoTags(_:at:)`,
///   `removeFromTags(at:)` and `replaceTags(at:with:)`, get bodies that
///   change the relationship named after them (`tags`); any other
///   `@NSManaged` function gets a body that does nothing.
///
/// An argument of `NSPredicate(format:…)` written `id as CVarArg` becomes
/// `id as Any`: Linux's Foundation does not make `UUID`, `Date` or
/// `NSNumber` `CVarArg`, and Galley's format initialiser takes any value.
///
/// Each edit stays on its line, so lines keep their numbers.
final class CoreDataRewriter: ActiveSyntaxVisitor {
    private(set) var edits: [SourceScan.Edit] = []

    init(configuration: some BuildConfiguration) {
        super.init(viewMode: .sourceAccurate, configuration: configuration)
    }

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        guard let attribute = Self.managedAttribute(in: node.attributes), node.bindings.count == 1,
            let binding = node.bindings.first, binding.accessorBlock == nil, binding.initializer == nil,
            let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier, let type = binding.typeAnnotation
        else { return .visitChildren }
        let key = ObjectiveCRewriter.literal(name.text.trimmingCharacters(in: ["`"]))
        remove(attribute)
        let end = type.endPositionBeforeTrailingTrivia.utf8Offset
        edits.append(
            SourceScan.Edit(
                range: end..<end,
                replacement:
                    " { get { __galleyValue(forKey: \(key)) } set { __galleySetValue(newValue, forKey: \(key)) } }"))
        return .skipChildren
    }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        guard let attribute = Self.managedAttribute(in: node.attributes), node.body == nil else {
            return .visitChildren
        }
        remove(attribute)
        let end = node.signature.endPositionBeforeTrailingTrivia.utf8Offset
        edits.append(SourceScan.Edit(range: end..<end, replacement: " { \(Self.body(of: node)) }"))
        return .skipChildren
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        guard node.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "NSPredicate"
            || node.calledExpression.trimmedDescription.hasSuffix(".NSPredicate")
        else { return .visitChildren }
        for argument in node.arguments {
            // Unfolded, `id as CVarArg` is a sequence: the value, `as`, the type.
            let type: Syntax
            if let cast = argument.expression.as(AsExprSyntax.self), cast.questionOrExclamationMark == nil {
                type = Syntax(cast.type)
            } else if let sequence = argument.expression.as(SequenceExprSyntax.self), sequence.elements.count == 3,
                let cast = sequence.elements.dropFirst().first?.as(UnresolvedAsExprSyntax.self),
                cast.questionOrExclamationMark == nil, let last = sequence.elements.last
            {
                type = Syntax(last)
            } else {
                continue
            }
            guard type.trimmedDescription == "CVarArg" else { continue }
            let start = type.positionAfterSkippingLeadingTrivia.utf8Offset
            let end = type.endPositionBeforeTrailingTrivia.utf8Offset
            edits.append(SourceScan.Edit(range: start..<end, replacement: "Any"))
        }
        return .visitChildren
    }

    /// What a generated to-many accessor does, by its name and parameters.
    private static func body(of function: FunctionDeclSyntax) -> String {
        let name = function.name.text
        let parameters = function.signature.parameterClause.parameters.map { parameter in
            (label: parameter.firstName.text, name: (parameter.secondName ?? parameter.firstName).text)
        }
        func key(after prefix: String) -> String {
            let rest = name.dropFirst(prefix.count)
            return ObjectiveCRewriter.literal((rest.first.map { String($0).lowercased() } ?? "") + rest.dropFirst())
        }
        let labels = parameters.map(\.label)
        let names = parameters.map(\.name)
        if name.hasPrefix("addTo"), name.count > 5, labels == ["_"] {
            return "__galleyAdd(\(names[0]), to: \(key(after: "addTo")))"
        }
        if name.hasPrefix("removeFrom"), name.count > 10 {
            if labels == ["_"] { return "__galleyRemove(\(names[0]), from: \(key(after: "removeFrom")))" }
            if labels == ["at"], isInt(function.signature.parameterClause.parameters.first?.type) {
                return "__galleyRemove(at: \(names[0]), from: \(key(after: "removeFrom")))"
            }
        }
        if name.hasPrefix("insertInto"), name.count > 10, labels == ["_", "at"],
            isInt(function.signature.parameterClause.parameters.last?.type)
        {
            return "__galleyInsert(\(names[0]), at: \(names[1]), into: \(key(after: "insertInto")))"
        }
        if name.hasPrefix("replace"), name.count > 7, labels == ["at", "with"],
            isInt(function.signature.parameterClause.parameters.first?.type)
        {
            let relationship = key(after: "replace")
            return
                "__galleyRemove(at: \(names[0]), from: \(relationship)); "
                + "__galleyInsert(\(names[1]), at: \(names[0]), into: \(relationship))"
        }
        if function.signature.returnClause != nil {
            return "fatalError(\"@NSManaged \(name) is not supported in previews\")"
        }
        return ""
    }

    private static func isInt(_ type: TypeSyntax?) -> Bool { type?.trimmedDescription == "Int" }

    private static func managedAttribute(in attributes: AttributeListSyntax) -> AttributeSyntax? {
        attributes.lazy.compactMap { $0.as(AttributeSyntax.self) }.first {
            $0.attributeName.trimmedDescription == "NSManaged"
        }
    }

    /// Removes `attribute` and the spaces after it.
    private func remove(_ attribute: AttributeSyntax) {
        var end = attribute.endPositionBeforeTrailingTrivia
        for piece in attribute.trailingTrivia.pieces {
            guard case .spaces = piece else { break }
            end += piece.sourceLength
        }
        edits.append(
            SourceScan.Edit(
                range: attribute.positionAfterSkippingLeadingTrivia.utf8Offset..<end.utf8Offset, replacement: "")
        )
    }
}
