import Foundation
import GalleyPreviewScan
import SwiftIfConfig
import SwiftSyntax

/// Walks the active code of a file for previews, `@Previewable` and `@main`.
final class PreviewFinder: ActiveSyntaxVisitor {
    let converter: SourceLocationConverter
    let file: URL
    var previews: [PreviewDeclaration] = []
    var edits: [SourceScan.Edit] = []
    var items: [SourceScan.Item] = []
    /// The names of the types being walked, outermost first.
    var typeNames: [String] = []

    init(configuration: some BuildConfiguration, converter: SourceLocationConverter, file: URL) {
        self.converter = converter
        self.file = file
        super.init(viewMode: .sourceAccurate, configuration: configuration)
    }

    // At the top of a file `#Preview { … }` parses as an expression; where
    // only declarations go, as a declaration.
    override func visit(_ node: MacroExpansionDeclSyntax) -> SyntaxVisitorContinueKind {
        found(node.pound, node.macroName, node.arguments, end: node.endPositionBeforeTrailingTrivia)
    }

    override func visit(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind {
        found(node.pound, node.macroName, node.arguments, end: node.endPositionBeforeTrailingTrivia)
    }

    private func found(
        _ pound: TokenSyntax, _ name: TokenSyntax, _ arguments: LabeledExprListSyntax, end: AbsolutePosition
    ) -> SyntaxVisitorContinueKind {
        guard name.text == "Preview", typeNames.isEmpty else { return .visitChildren }
        let location = pound.startLocation(converter: converter)
        previews.append(
            PreviewDeclaration(
                kind: .macro(name: Self.name(of: arguments)), file: file, line: location.line, column: location.column))
        items.append(.macro(start: pound.positionAfterSkippingLeadingTrivia.utf8Offset, end: end.utf8Offset))
        return .visitChildren
    }

    /// The modules imported in active code, by their first name.
    var imports: Set<String> = []

    override func visit(_ node: ImportDeclSyntax) -> SyntaxVisitorContinueKind {
        guard let module = node.path.first?.name.text else { return .skipChildren }
        imports.insert(module)
        firstImportEnd = firstImportEnd ?? node.endPositionBeforeTrailingTrivia.utf8Offset
        // Apple's frameworks are Galley's modules of other names (`import
        // os.log` too; see AppleFrameworks): a module named OSLog in the
        // build would turn `canImport(OSLog)` on for every package in it.
        if let standIn = AppleFrameworks.standIns[module], let first = node.path.first, var last = node.path.last {
            // `import struct os.OSAllocatedUnfairLock` keeps its declaration's name.
            if node.importKindSpecifier != nil { last = first }
            let range =
                first.positionAfterSkippingLeadingTrivia
                .utf8Offset..<last.name.endPositionBeforeTrailingTrivia.utf8Offset
            edits.append(SourceScan.Edit(range: range, replacement: standIn))
        }
        return .skipChildren
    }

    /// Where the first import in active code ends.
    private var firstImportEnd: Int?

    /// `; import SwiftUI` after the first import of a file with `#Preview`s
    /// that does not import SwiftUI: on iOS the macro comes with UIKit too
    /// (`#Preview { MyViewController() }`), and the preview the rewrite makes
    /// of it is SwiftUI's. On the same line, so lines keep their numbers.
    func swiftUIForPreviews() -> [SourceScan.Edit] {
        let macros = items.contains { if case .macro = $0 { true } else { false } }
        guard macros, !imports.contains("SwiftUI"), let end = firstImportEnd else { return [] }
        return [SourceScan.Edit(range: end..<end, replacement: "; import SwiftUI")]
    }

    /// Key types for `@Entry` properties, declared after the file's last line.
    var entryKeys: [String] = []

    /// The key protocol of each type whose properties `@Entry` declares.
    private static let entryContainers = [
        "EnvironmentValues": "EnvironmentKey", "SwiftUI.EnvironmentValues": "EnvironmentKey",
        "FocusedValues": "FocusedValueKey", "Transaction": "TransactionKey",
    ]

    /// `@Entry var name: T = value` in an extension of EnvironmentValues
    /// (FocusedValues, Transaction) becomes what Apple's macro expands it
    /// to: a computed property over a key type declared after the last line.
    /// On the same lines, so the lines after it keep their numbers.
    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        delegateAdaptor(node)
        guard
            let attribute = node.attributes.lazy.compactMap({ $0.as(AttributeSyntax.self) })
                .first(where: { ["Entry", "SwiftUI.Entry"].contains($0.attributeName.trimmedDescription) }),
            typeNames.count == 1, let container = typeNames.last, let keyProtocol = Self.entryContainers[container],
            node.bindings.count == 1, let binding = node.bindings.first,
            let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
        else { return .visitChildren }
        let key = "__GalleyEntryKey_\(container.replacingOccurrences(of: ".", with: "_"))_\(name.filter { $0 != "`" })"
        let type = binding.typeAnnotation?.type.trimmedDescription
        let value =
            binding.initializer?.value.trimmedDescription
            ?? (type.map { $0.hasSuffix("?") || $0.hasPrefix("Optional<") } == true ? "nil" : nil)
        guard type != nil || value != nil else { return .visitChildren }
        let modifiers = node.modifiers.map(\.trimmedDescription)
        let access = modifiers.first { ["public", "package", "internal", "fileprivate", "private"].contains($0) }
        let keyAccess = access.map { $0 == "private" ? "fileprivate " : "\($0) " } ?? ""
        let defaultValue =
            switch (keyProtocol, type, value) {
            case ("FocusedValueKey", _, _): ""
            case (_, let type?, let value?): "static var defaultValue: \(type) { \(value) }"
            case (_, nil, let value?): "static let defaultValue = \(value)"
            default: ""
            }
        let valueType =
            keyProtocol == "FocusedValueKey" ? (type.map { Self.unwrapped($0) } ?? "Never") : (type ?? "\(key).Value")
        entryKeys.append(
            """
            \(keyAccess)struct \(key): \(keyProtocol) { \
            \(keyProtocol == "FocusedValueKey" ? "typealias Value = \(valueType); " : "")\(defaultValue) }
            """
        )
        let accessor =
            "\((modifiers + ["var"]).joined(separator: " ")) \(name): "
            + "\(keyProtocol == "FocusedValueKey" ? valueType + "?" : valueType) "
            + "{ get { self[\(key).self] } set { self[\(key).self] = newValue } }"
        let start = attribute.positionAfterSkippingLeadingTrivia.utf8Offset
        let end = node.endPositionBeforeTrailingTrivia.utf8Offset
        // The declaration's line breaks stay, so the following lines keep their numbers.
        let breaks = String(repeating: "\n", count: node.trimmedDescription.filter { $0 == "\n" }.count)
        edits.append(SourceScan.Edit(range: start..<end, replacement: accessor + breaks))
        return .skipChildren
    }

    /// `@UIApplicationDelegateAdaptor(AppDelegate.self) var appDelegate`
    /// (or `… var appDelegate: AppDelegate`) gets ` = AppDelegate()` after
    /// it, on its line: SwiftUI makes the delegate from its class, which
    /// Swift cannot do without the Objective-C runtime.
    private func delegateAdaptor(_ node: VariableDeclSyntax) {
        guard
            let attribute = node.attributes.lazy.compactMap({ $0.as(AttributeSyntax.self) })
                .first(where: {
                    ["UIApplicationDelegateAdaptor", "SwiftUI.UIApplicationDelegateAdaptor"].contains(
                        $0.attributeName.trimmedDescription)
                }),
            node.bindings.count == 1, let binding = node.bindings.first, binding.initializer == nil,
            binding.accessorBlock == nil
        else { return }
        let argument = attribute.arguments?.as(LabeledExprListSyntax.self)?.first?.expression.as(
            MemberAccessExprSyntax.self)
        let type =
            argument.flatMap { $0.declName.baseName.text == "self" ? $0.base?.trimmedDescription : nil }
            ?? binding.typeAnnotation?.type.trimmedDescription
        guard let type, !type.contains("\n") else { return }
        let end = binding.endPositionBeforeTrailingTrivia.utf8Offset
        edits.append(SourceScan.Edit(range: end..<end, replacement: " = \(type)()"))
    }

    /// `T` for `T?` and `Optional<T>`.
    private static func unwrapped(_ type: String) -> String {
        if type.hasSuffix("?") { return String(type.dropLast()) }
        if type.hasPrefix("Optional<"), type.hasSuffix(">") {
            return String(type.dropFirst("Optional<".count).dropLast())
        }
        return type
    }

    override func visit(_ node: AttributeSyntax) -> SyntaxVisitorContinueKind {
        let name = node.attributeName.trimmedDescription
        // `@Previewable` marks state declared in a `#Preview` body, which the
        // rewritten body declares as it is; `@main` (and UIKit's older
        // `@UIApplicationMain`) would compete with the preview program's own
        // entry point.
        if name == "Previewable" || name == "SwiftUI.Previewable" || name == "main" || name == "UIApplicationMain" {
            edits.append(
                SourceScan.Edit(
                    range: node.positionAfterSkippingLeadingTrivia.utf8Offset..<node.endPosition.utf8Offset,
                    replacement: ""))
        }
        return .skipChildren
    }

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        enter(node.name, node.inheritanceClause, node)
    }
    override func visitPost(_ node: StructDeclSyntax) { typeNames.removeLast() }
    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        enter(node.name, node.inheritanceClause, node)
    }
    override func visitPost(_ node: ClassDeclSyntax) { typeNames.removeLast() }
    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
        enter(node.name, node.inheritanceClause, node)
    }
    override func visitPost(_ node: EnumDeclSyntax) { typeNames.removeLast() }
    override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind {
        enter(node.name, node.inheritanceClause, node)
    }
    override func visitPost(_ node: ActorDeclSyntax) { typeNames.removeLast() }

    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        let name = node.extendedType.trimmedDescription
        typeNames.append(name)
        if Self.conformsToPreviewProvider(node.inheritanceClause) {
            record(provider: name, at: node.extensionKeyword)
        }
        return .visitChildren
    }

    override func visitPost(_ node: ExtensionDeclSyntax) { typeNames.removeLast() }

    // Bodies of functions and closures declare no previews; skip their insides
    // except for `#Preview` bodies, visited above for `@Previewable`.
    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }

    private func enter(
        _ name: TokenSyntax, _ inheritance: InheritanceClauseSyntax?, _ node: some SyntaxProtocol
    ) -> SyntaxVisitorContinueKind {
        let qualified = (typeNames + [name.text]).joined(separator: ".")
        typeNames.append(name.text)
        if Self.conformsToPreviewProvider(inheritance) {
            record(provider: qualified, at: name)
        }
        return .visitChildren
    }

    private func record(provider: String, at token: TokenSyntax) {
        let location = token.startLocation(converter: converter)
        previews.append(
            PreviewDeclaration(
                kind: .provider(typeName: provider), file: file, line: location.line, column: location.column))
        items.append(.provider(typeName: provider))
    }

    private static func conformsToPreviewProvider(_ clause: InheritanceClauseSyntax?) -> Bool {
        clause?.inheritedTypes.contains {
            ["PreviewProvider", "SwiftUI.PreviewProvider"].contains($0.type.trimmedDescription)
        } ?? false
    }

    /// The preview's name: its first, unlabelled argument when a plain string literal.
    private static func name(of arguments: LabeledExprListSyntax) -> String? {
        guard let first = arguments.first, first.label == nil,
            let literal = first.expression.as(StringLiteralExprSyntax.self)
        else { return nil }
        var name = ""
        for segment in literal.segments {
            guard let text = segment.as(StringSegmentSyntax.self) else { return nil }
            name += text.content.text
        }
        return name
    }
}
