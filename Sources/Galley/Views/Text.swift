import Foundation
import GalleyText

/// A view of text, measured and broken into lines by GalleyText.
public struct Text: View, PrimitiveView {
    /// A run of the text with the attributes set on it.
    struct Run {
        var string: String
        var font: Font?
        var color: Color?
        var isBold = false
        var isItalic = false
        var weight: Font.Weight?
        var kerning: CGFloat?
        var tracking: CGFloat?
    }

    var runs: [Run]

    public init<S: StringProtocol>(_ content: S) {
        runs = [Run(string: String(content))]
    }

    public init(verbatim content: String) {
        runs = [Run(string: content)]
    }

    public var body: EmptyView { EmptyView() }

    /// Text that is this followed by `other`.
    public static func + (lhs: Text, rhs: Text) -> Text {
        var text = lhs
        text.runs += rhs.runs
        return text
    }

    private func modifyingRuns(_ change: (inout Run) -> Void) -> Text {
        var text = self
        for index in text.runs.indices { change(&text.runs[index]) }
        return text
    }

    // On a concatenation, a piece's own setting wins over the whole's.
    public func font(_ font: Font?) -> Text { modifyingRuns { $0.font = $0.font ?? font } }
    public func foregroundColor(_ color: Color?) -> Text { modifyingRuns { $0.color = $0.color ?? color } }
    public func foregroundStyle(_ color: Color) -> Text { foregroundColor(color) }
    public func bold() -> Text { modifyingRuns { $0.isBold = true } }
    public func italic() -> Text { modifyingRuns { $0.isItalic = true } }
    public func fontWeight(_ weight: Font.Weight?) -> Text { modifyingRuns { $0.weight = $0.weight ?? weight } }
    public func kerning(_ kerning: CGFloat) -> Text { modifyingRuns { $0.kerning = $0.kerning ?? kerning } }
    public func tracking(_ tracking: CGFloat) -> Text { modifyingRuns { $0.tracking = $0.tracking ?? tracking } }

    func makeNodes(in environment: EnvironmentValues) -> [ViewNode] {
        let spans = runs.map { run -> TextSpan in
            var font = run.font ?? environment.font ?? .body
            if let weight = run.weight ?? environment.fontWeight { font = font.weight(weight) }
            if run.isBold || environment.isBold { font = font.bold() }
            if run.isItalic || environment.isItalic { font = font.italic() }
            return TextSpan(
                run.string, font: font, kerning: Double(run.kerning ?? environment.kerning),
                tracking: Double(run.tracking ?? environment.tracking)
            )
        }
        let colors = runs.map { $0.color ?? environment.foregroundColor ?? .primary }
        return [ViewNode(
            name: "Text", content: .text(StyledText(spans: spans), environment.paragraphStyle),
            environment: environment, paint: .text(colors)
        )]
    }
}
