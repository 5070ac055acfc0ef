import Foundation
import GalleyText

/// A view of text, measured and broken into lines by GalleyText.
nonisolated public struct Text: View, PrimitiveView {
    /// A run of the text with the attributes set on it.
    struct Run {
        var string: String
        var font: Font?
        var color: Color?
        /// Shadows its foreground style casts: with ``color``, all it
        /// casts; without, added to the environment's foreground.
        var shadows: [ShadowStyle]?
        var isBold = false
        var isItalic = false
        var weight: Font.Weight?
        var design: Font.Design?
        var width: Font.Width?
        var kerning: CGFloat?
        var tracking: CGFloat?
        /// Drawn in the monospaced design of its font (Markdown code).
        var isMonospaced = false
        /// The string, made from the environment the text is drawn in (a
        /// formatted value that follows the locale); replaces `string`.
        var resolve: ((EnvironmentValues) -> String)?
    }

    var runs: [Run]

    /// Text showing `content` as written. Disfavoured, as in SwiftUI, so
    /// that a literal goes to `init(_: LocalizedStringKey)` where the
    /// SwiftUI module provides it (and its Markdown is read).
    @_disfavoredOverload
    public init<S: StringProtocol>(_ content: S) {
        runs = [Run(string: String(content))]
    }

    public init(verbatim content: String) {
        runs = [Run(string: content)]
    }

    /// The text's characters without their styles (a date or a count is
    /// written as it was given): what a text field shows as its prompt.
    package var plainString: String {
        runs.map(\.string).joined()
    }

    /// Styled pieces of inline Markdown: bold, italic, code in the
    /// monospaced design of the font the text is drawn in, links in the
    /// accent colour.
    package init(markdown: [Markdown.Run]) {
        runs = markdown.map {
            Run(
                string: $0.text, color: $0.isLink ? .accentColor : nil, isBold: $0.isBold, isItalic: $0.isItalic,
                isMonospaced: $0.isCode)
        }
        if runs.isEmpty { runs = [Run(string: "")] }
    }

    /// Text whose string is made when it is drawn, from its environment.
    package init(resolving string: @escaping (EnvironmentValues) -> String) {
        runs = [Run(string: "", resolve: string)]
    }

    public var body: EmptyView { EmptyView() }

    /// Text that is this followed by `other`. `lhs` is consumed, so a chain
    /// `a + b + c + …` appends to one array instead of copying it each time.
    public static func + (lhs: consuming Text, rhs: Text) -> Text {
        var text = lhs
        text.runs.append(contentsOf: rhs.runs)
        return text
    }

    /// The texts one after another, as `+` joins them, in one pass: linear
    /// however many there are.
    package init(concatenating texts: [Text]) {
        runs = []
        runs.reserveCapacity(texts.reduce(0) { $0 + $1.runs.count })
        for text in texts { runs.append(contentsOf: text.runs) }
        if runs.isEmpty { runs = [Run(string: "")] }
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
    /// Text in a shape style's one colour (`ShapeStyle.standInColor`),
    /// casting its shadows; the foreground style (`.shadow(…)`) keeps the
    /// colour and adds its shadows.
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> Text {
        let style = ViewShapeStyle(style)
        return modifyingRuns { run in
            guard run.color == nil else { return }
            switch style {
            case .style(let style):
                run.color = style.color
                run.shadows = style.shadows + (run.shadows ?? [])
            case .foreground(let shadows):
                run.shadows = shadows + (run.shadows ?? [])
            }
        }
    }
    /// Text in the monospaced design of its font.
    public func monospaced(_ isActive: Bool = true) -> Text {
        modifyingRuns { $0.isMonospaced = $0.isMonospaced || isActive }
    }
    public func bold(_ isActive: Bool = true) -> Text { modifyingRuns { $0.isBold = $0.isBold || isActive } }
    public func italic(_ isActive: Bool = true) -> Text { modifyingRuns { $0.isItalic = $0.isItalic || isActive } }
    public func fontWeight(_ weight: Font.Weight?) -> Text { modifyingRuns { $0.weight = $0.weight ?? weight } }
    public func fontDesign(_ design: Font.Design?) -> Text { modifyingRuns { $0.design = $0.design ?? design } }
    /// Text in a width variant (SF Pro's Condensed, Expanded …) for fonts that name none.
    public func fontWidth(_ width: Font.Width?) -> Text { modifyingRuns { $0.width = $0.width ?? width } }
    public func kerning(_ kerning: CGFloat) -> Text { modifyingRuns { $0.kerning = $0.kerning ?? kerning } }
    public func tracking(_ tracking: CGFloat) -> Text { modifyingRuns { $0.tracking = $0.tracking ?? tracking } }

    func makeNodes(in environment: EnvironmentValues) -> [ViewNode] {
        let spans = runs.map { run -> TextSpan in
            var font = (run.font ?? environment.font ?? .body).sized(for: environment.dynamicTypeSize)
            if let weight = run.weight ?? environment.fontWeight { font = font.weight(weight) }
            if let design = run.design ?? environment.fontDesign { font = font.withDefaultDesign(design) }
            if let width = run.width ?? environment.fontWidth { font = font.withDefaultWidth(width) }
            if run.isBold || environment.isBold { font = font.bold() }
            if run.isItalic || environment.isItalic { font = font.italic() }
            if run.isMonospaced { font = font.monospaced() }
            let string = run.resolve?(environment) ?? run.string
            return TextSpan(
                environment.textCase.map { string.changingCase($0) } ?? string, font: font,
                kerning: Double(run.kerning ?? environment.kerning),
                tracking: Double(run.tracking ?? environment.tracking)
            )
        }
        let colors = runs.map { $0.color ?? environment.foregroundColor ?? .primary }
        // One list of shadows for the whole text: its first run's that casts any.
        let shadows = runs.lazy.map {
            $0.color == nil ? environment.foregroundShadows + ($0.shadows ?? []) : $0.shadows ?? []
        }.first { !$0.isEmpty }
        let node = ViewNode(
            name: "Text",
            content: .text(
                StyledText(spans: spans, layoutDirection: environment.layoutDirection), environment.paragraphStyle),
            environment: environment, paint: .text(colors, shadows: shadows ?? [])
        )
        return [node]
    }
}

extension Text {
    /// How `textCase(_:)` changes the case of text.
    public enum Case: Hashable, Sendable {
        case uppercase
        case lowercase
    }
}

extension String {
    /// The string in `textCase`.
    func changingCase(_ textCase: Text.Case) -> String {
        switch textCase {
        case .uppercase: uppercased()
        case .lowercase: lowercased()
        }
    }
}

extension Text {
    /// Where a line too long for its space is cut (`Text.TruncationMode.tail`).
    public typealias TruncationMode = GalleyText.TruncationMode
}
