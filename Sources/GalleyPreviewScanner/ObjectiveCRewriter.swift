import Foundation
import GalleyPreviewScan
import SwiftIfConfig
import SwiftSyntax

/// Finds where a file's active code leans on the Objective-C runtime,
/// which Swift on Linux does not have ("Objective-C interoperability is
/// disabled"), and writes it so that it compiles:
///
/// - `@objc`, `@objc(name)`, `@objcMembers`, `@nonobjc`, `@IBAction`,
///   `@IBOutlet`, `@IBInspectable`, `@IBDesignable`, `@IBSegueAction` and
///   `@GKInspectable` are removed (`dynamic` compiles without them, and stays);
/// - `#selector(Type.method(_:))` becomes `Selector("Type.method(_:)")`
///   (GalleyFoundation's `Selector`, which keeps the reference's text),
///   `#selector(getter: Type.property)` `Selector("getter: Type.property")`;
/// - `#keyPath(a.b)` becomes the string `"a.b"`, as Apple's compiler makes it.
///
/// Each edit stays on its line, so lines keep their numbers. A target–action
/// pair made this way is kept by Galley's UIKit and never called (nothing
/// could call a method by its name); a render taps nothing anyway.
final class ObjectiveCRewriter: ActiveSyntaxVisitor {
    private(set) var edits: [SourceScan.Edit] = []

    static let removedAttributes: Set<String> = [
        "objc", "objcMembers", "nonobjc", "IBAction", "IBOutlet", "IBInspectable", "IBDesignable", "IBSegueAction",
        "GKInspectable",
    ]

    init(configuration: some BuildConfiguration) {
        super.init(viewMode: .sourceAccurate, configuration: configuration)
    }

    override func visit(_ node: AttributeSyntax) -> SyntaxVisitorContinueKind {
        guard Self.removedAttributes.contains(node.attributeName.trimmedDescription) else { return .visitChildren }
        // The spaces after the attribute go with it; a comment or line break stays.
        var end = node.endPositionBeforeTrailingTrivia
        for piece in node.trailingTrivia.pieces {
            guard piece.isSpaceOrTab else { break }
            end += piece.sourceLength
        }
        edits.append(
            SourceScan.Edit(range: node.positionAfterSkippingLeadingTrivia.utf8Offset..<end.utf8Offset, replacement: "")
        )
        return .skipChildren
    }

    override func visit(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind {
        switch node.macroName.text {
        case "selector": replace(node, with: "Selector(" + Self.literal(Self.reference(node.arguments)) + ")")
        case "keyPath": replace(node, with: Self.literal(Self.reference(node.arguments)))
        default: return .visitChildren
        }
        return .skipChildren
    }

    /// The arguments' text on one line: `Type.method(_:)`, `getter: Type.property`.
    private static func reference(_ arguments: LabeledExprListSyntax) -> String {
        arguments.trimmedDescription
            .split(whereSeparator: \.isNewline)
            .map { String($0).trimmingCharacters(in: .whitespaces) }
            .joined()
    }

    /// `text` as a string literal.
    static func literal(_ text: String) -> String {
        "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }

    /// Replaces `node`, keeping its line breaks after the replacement.
    private func replace(_ node: some SyntaxProtocol, with text: String) {
        let breaks = String(
            repeating: "\n", count: node.trimmedDescription.utf8.filter { $0 == UInt8(ascii: "\n") }.count)
        let range = node.positionAfterSkippingLeadingTrivia.utf8Offset..<node.endPositionBeforeTrailingTrivia.utf8Offset
        edits.append(SourceScan.Edit(range: range, replacement: text + breaks))
    }
}

private extension TriviaPiece {
    var isSpaceOrTab: Bool {
        switch self {
        case .spaces, .tabs: true
        default: false
        }
    }
}
