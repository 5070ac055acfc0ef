import GalleyPreviewScan
import SwiftIfConfig
import SwiftSyntax

/// Finds where a file's active code asks for the current locale and pins
/// it to the preview's, en_US (`GalleyFoundation.PreviewLocale`): Linux's
/// Foundation fixes `Locale.current` at en_001, which writes "¤2.00" for a
/// currency and "27/11/2026" for a date, and offers no way to change it.
///
/// - `Locale.current` and `Locale.autoupdatingCurrent` (also through
///   `NSLocale` or `Foundation.`), and `.current` given as a `locale:`
///   argument, assigned to a `locale` or set for `\.locale`, become
///   `Locale(identifier: "en_US")`; `Locale.preferredLanguages` is `["en-US"]`.
/// - A new `NumberFormatter()`, `DateFormatter()` or `DateIntervalFormatter()`
///   is given it.
/// - `formatted(date:time:)` formats in it, and so does the one style
///   passed to `formatted(_:)`; `formatted()` of a date or a list of
///   strings writes en_US's default (see ``wrapDefaultFormatted(_:_:)``).
/// Each edit stays on its line, so lines keep their numbers.
final class PreviewLocaleRewriter: ActiveSyntaxVisitor {
    private(set) var edits: [SourceScan.Edit] = []
    /// Whether the file sees GalleyFoundation (through Foundation, SwiftUI,
    /// UIKit or Combine), which the formatter and style edits call.
    private let seesGalleyFoundation: Bool

    private static let pinned = "Locale(identifier: \"en_US\")"
    private static let support = "GalleyFoundation.PreviewLocale"
    private static let formatters: Set<String> = [
        "NumberFormatter", "DateFormatter", "DateIntervalFormatter",
    ]
    private static let currentNames: Set<String> = ["current", "autoupdatingCurrent"]

    init(configuration: some BuildConfiguration, imports: Set<String>) {
        seesGalleyFoundation = !imports.isDisjoint(with: ["Foundation", "SwiftUI", "UIKit", "Combine"])
        super.init(viewMode: .sourceAccurate, configuration: configuration)
    }

    override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
        let name = node.declName.baseName.text
        guard let base = node.base, Self.isLocaleType(base) else { return .visitChildren }
        if Self.currentNames.contains(name) {
            replace(node, with: Self.pinned)
            return .skipChildren
        }
        if name == "preferredLanguages" {
            replace(node, with: "[\"en-US\"]")
            return .skipChildren
        }
        return .visitChildren
    }

    /// `locale: .current`.
    override func visit(_ node: LabeledExprSyntax) -> SyntaxVisitorContinueKind {
        if node.label?.text == "locale", Self.isImplicitCurrent(node.expression) {
            replace(node.expression, with: Self.pinned)
        }
        return .visitChildren
    }

    /// `formatter.locale = .current`.
    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
        let elements = Array(node.elements)
        for index in elements.indices.dropFirst().dropLast() where elements[index].is(AssignmentExprSyntax.self) {
            let target = elements[index - 1]
            let targetName =
                target.as(MemberAccessExprSyntax.self)?.declName.baseName.text
                ?? target.as(DeclReferenceExprSyntax.self)?.baseName.text
            if targetName == "locale", Self.isImplicitCurrent(elements[index + 1]) {
                replace(elements[index + 1], with: Self.pinned)
            }
        }
        return .visitChildren
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        guard seesGalleyFoundation else { return .visitChildren }
        let arguments = Array(node.arguments)
        // `.environment(\.locale, .current)`
        if arguments.count == 2, let path = arguments[0].expression.as(KeyPathExprSyntax.self),
            path.components.last?.component.as(KeyPathPropertyComponentSyntax.self)?.declName.baseName.text == "locale",
            Self.isImplicitCurrent(arguments[1].expression)
        {
            replace(arguments[1].expression, with: Self.pinned)
        }
        if let called = node.calledExpression.as(DeclReferenceExprSyntax.self),
            Self.formatters.contains(called.baseName.text), arguments.isEmpty,
            node.trailingClosure == nil, node.additionalTrailingClosures.isEmpty
        {
            wrap(node, in: Self.support + ".formatter(", ")")
            return .visitChildren
        }
        guard let member = node.calledExpression.as(MemberAccessExprSyntax.self),
            member.declName.baseName.text == "formatted",
            node.trailingClosure == nil
        else { return .visitChildren }
        guard let first = arguments.first, let last = arguments.last else {
            wrapDefaultFormatted(node, member)
            return .visitChildren
        }
        if arguments.count == 2, first.label?.text == "date", last.label?.text == "time" {
            let start = first.positionAfterSkippingLeadingTrivia.utf8Offset
            let end = last.endPositionBeforeTrailingTrivia.utf8Offset
            insert("Date.FormatStyle(", at: start)
            insert(", locale: \(Self.pinned))", at: end)
        } else if arguments.count == 1, first.label == nil {
            wrap(first.expression, in: Self.support + ".formatting(", ")")
        }
        return .visitChildren
    }

    /// `value.formatted()`, whose default style depends on the value's
    /// type, becomes `PreviewLocale.formatted(value, else: { $0.formatted() })`:
    /// overloads for dates and lists of strings write en_US's defaults, and
    /// any other type's `formatted()` is called as written. A receiver that
    /// is optional-chained, `super` or an implicit member is left alone.
    private func wrapDefaultFormatted(_ node: FunctionCallExprSyntax, _ member: MemberAccessExprSyntax) {
        guard let base = member.base, !base.is(SuperExprSyntax.self),
            !base.tokens(viewMode: .sourceAccurate).contains(where: { $0.tokenKind == .postfixQuestionMark }),
            !Self.startsWithImplicitMember(base)
        else { return }
        insert(Self.support + ".formatted(", at: base.positionAfterSkippingLeadingTrivia.utf8Offset)
        // `.formatted()` may be on a line of its own: its line breaks stay.
        let rest = node.trimmedDescription.utf8.count - base.trimmedDescription.utf8.count
        let breaks = String(
            repeating: "\n", count: node.trimmedDescription.utf8.suffix(rest).filter { $0 == UInt8(ascii: "\n") }.count)
        edits.append(
            SourceScan.Edit(
                range: base.endPositionBeforeTrailingTrivia
                    .utf8Offset..<node.endPositionBeforeTrailingTrivia.utf8Offset,
                replacement: ", else: { $0.formatted() })" + breaks
            ))
    }

    /// `.now` in `.now.formatted()`: its type comes from context.
    private static func startsWithImplicitMember(_ expression: ExprSyntax) -> Bool {
        var current = expression
        while true {
            if let member = current.as(MemberAccessExprSyntax.self) {
                guard let base = member.base else { return true }
                current = base
            } else if let call = current.as(FunctionCallExprSyntax.self) {
                current = call.calledExpression
            } else {
                return false
            }
        }
    }

    /// `Locale`, `NSLocale`, `Foundation.Locale`, `Foundation.NSLocale`.
    private static func isLocaleType(_ expression: ExprSyntax) -> Bool {
        let names: Set<String> = ["Locale", "NSLocale"]
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            return names.contains(reference.baseName.text)
        }
        if let member = expression.as(MemberAccessExprSyntax.self),
            member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "Foundation"
        {
            return names.contains(member.declName.baseName.text)
        }
        return false
    }

    /// `.current` or `.autoupdatingCurrent` with no base.
    private static func isImplicitCurrent(_ expression: ExprSyntax) -> Bool {
        guard let member = expression.as(MemberAccessExprSyntax.self), member.base == nil else { return false }
        return currentNames.contains(member.declName.baseName.text)
    }

    private func replace(_ node: some SyntaxProtocol, with text: String) {
        let range = node.positionAfterSkippingLeadingTrivia.utf8Offset..<node.endPositionBeforeTrailingTrivia.utf8Offset
        edits.append(SourceScan.Edit(range: range, replacement: text))
    }

    private func wrap(_ node: some SyntaxProtocol, in opening: String, _ closing: String) {
        insert(opening, at: node.positionAfterSkippingLeadingTrivia.utf8Offset)
        insert(closing, at: node.endPositionBeforeTrailingTrivia.utf8Offset)
    }

    private func insert(_ text: String, at offset: Int) {
        edits.append(SourceScan.Edit(range: offset..<offset, replacement: text))
    }
}
