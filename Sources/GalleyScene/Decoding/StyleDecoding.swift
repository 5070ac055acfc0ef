import Foundation
import Galley

/// A colour or a gradient: what a shape is filled or stroked with.
enum ShapeStyleValue: Sendable {
    case color(Color)
    case gradient(AnyGradient)
    case linearGradient(LinearGradient)

    /// The style itself, for the modifiers that take any shape style.
    var shapeStyle: any ShapeStyle {
        switch self {
        case .color(let color): color
        case .gradient(let gradient): gradient
        case .linearGradient(let gradient): gradient
        }
    }
}

/// Colours, fonts and the named values of SwiftUI's enumerations.
extension SceneDecoder {
    static let colorNames: KeyValuePairs<String, Color> = [
        "red": .red, "orange": .orange, "yellow": .yellow, "green": .green, "mint": .mint, "teal": .teal,
        "cyan": .cyan, "blue": .blue, "indigo": .indigo, "purple": .purple, "pink": .pink, "brown": .brown,
        "gray": .gray, "black": .black, "white": .white, "clear": .clear, "primary": .primary, "secondary": .secondary,
    ]

    /// A colour: a SwiftUI name, a UIKit semantic colour's name
    /// (`"systemGroupedBackground"`), `#RRGGBB`, `#RRGGBBAA`, or an object of
    /// components (`red`, `green`, `blue` or `white`, and `opacity`), each 0…1.
    func color(_ input: Input) throws(SceneError) -> Color {
        let input = try resolve(input)
        switch input.value.kind {
        case .string(let text) where text.hasSuffix(".gradient"):
            throw error(input, "a gradient (\(quoted(text))) cannot be used here; expected a colour")
        case .string(let text):
            return try namedColor(text, input)
        case .object:
            let fields = try self.fields(input, keys: ["red", "green", "blue", "white", "opacity"], of: "a colour")
            let opacity = try fields["opacity"].map(fraction) ?? 1
            if let white = fields["white"] {
                if let extra = ["red", "green", "blue"].first(where: fields.contains) {
                    throw error(
                        input,
                        "a colour has \"white\" or \"red\", \"green\" and \"blue\", not both (found \(quoted(extra)))")
                }
                return Color(white: try fraction(white), opacity: opacity)
            }
            let what = "a colour"
            return Color(
                red: try fraction(try fields.required("red", in: what, decoder: self)),
                green: try fraction(try fields.required("green", in: what, decoder: self)),
                blue: try fraction(try fields.required("blue", in: what, decoder: self)), opacity: opacity
            )
        default:
            throw mismatch(input, expected: "a colour (a name such as \"red\", \"#RRGGBB\" or an object of components)")
        }
    }

    /// A colour, a colour's gradient written `"orange.gradient"`, or
    /// `{"LinearGradient": {…}}`.
    func shapeStyle(_ input: Input) throws(SceneError) -> ShapeStyleValue {
        let input = try resolve(input)
        if case .string(let text) = input.value.kind, text.hasSuffix(".gradient") {
            return .gradient(try namedColor(String(text.dropLast(".gradient".count)), input).gradient)
        }
        if case .object(let members) = input.value.kind, members.count == 1, let member = members.first,
            member.key == ViewType.linearGradient.rawValue
        {
            return .linearGradient(try linearGradient(input.member(member.key, member.value)))
        }
        return .color(try color(input))
    }

    private func namedColor(_ text: String, _ input: Input) throws(SceneError) -> Color {
        if text.hasPrefix("#") {
            let digits = text.dropFirst()
            guard digits.count == 6 || digits.count == 8, digits.allSatisfy(\.isHexDigit),
                let value = UInt32(digits, radix: 16)
            else {
                throw error(input, "\(quoted(text)) is not a colour; write #RRGGBB or #RRGGBBAA in hexadecimal")
            }
            let rgb = digits.count == 6 ? value : value >> 8
            let alpha = digits.count == 6 ? 1 : Double(value & 0xFF) / 255
            return Color(
                red: Double((rgb >> 16) & 0xFF) / 255, green: Double((rgb >> 8) & 0xFF) / 255,
                blue: Double(rgb & 0xFF) / 255, opacity: alpha
            )
        }
        if let color = Self.colorNames.first(where: { $0.key == text })?.value ?? Color.semanticColors[text] {
            return color
        }
        if text == "accentColor" { return .accentColor }
        throw unknownName(
            input, text, kind: "colour",
            among: Self.colorNames.map(\.key) + Color.semanticColors.keys.sorted() + ["accentColor"])
    }

    // MARK: Fonts

    /// A font: a text style name (`"title"`) or an object of `style` or
    /// `size`, `weight`, `design`, `family` (bundled or from the scene's
    /// `fonts`) and `italic`.
    func font(_ input: Input) throws(SceneError) -> Font {
        let input = try resolve(input)
        if case .string = input.value.kind { return .system(try choice(input, Self.textStyles, kind: "text style")) }
        let fields = try self.fields(
            input, keys: ["style", "size", "weight", "design", "family", "italic"], of: "font")
        let style = try fields["style"].map { (input: Input) throws(SceneError) in
            try choice(input, Self.textStyles, kind: "text style")
        }
        let size = try fields["size"].map(finiteNumber)
        if style != nil, size != nil { throw error(input, "a font has a \"style\" or a \"size\", not both") }
        let weight = try fields["weight"].map(fontWeight)
        let design = try fields["design"].map { (input: Input) throws(SceneError) in
            try choice(input, Self.designs, kind: "font design")
        }
        var font: Font
        if let familyInput = fields["family"] {
            let family = try string(familyInput)
            guard fonts.hasFamily(family) else {
                throw error(
                    familyInput, "no font family \(quoted(family)) is bundled or registered in the scene's \"fonts\"")
            }
            font = .custom(family, size: size ?? style?.pointSize ?? Font.TextStyle.body.pointSize)
            if let weight { font = font.weight(weight) }
        } else if let size {
            font = .system(size: size, weight: weight, design: design)
        } else {
            font = .system(style ?? .body, design: design, weight: weight)
        }
        if let italic = fields["italic"], try bool(italic) { font = font.italic() }
        return font
    }

    func fontWeight(_ input: Input) throws(SceneError) -> Font.Weight {
        try choice(input, Self.weights, kind: "font weight")
    }

    static let textStyles: KeyValuePairs<String, Font.TextStyle> = [
        "largeTitle": .largeTitle, "title": .title, "title2": .title2, "title3": .title3, "headline": .headline,
        "subheadline": .subheadline, "body": .body, "callout": .callout, "footnote": .footnote, "caption": .caption,
        "caption2": .caption2,
    ]

    static let weights: KeyValuePairs<String, Font.Weight> = [
        "ultraLight": .ultraLight, "thin": .thin, "light": .light, "regular": .regular, "medium": .medium,
        "semibold": .semibold, "bold": .bold, "heavy": .heavy, "black": .black,
    ]

    static let designs: KeyValuePairs<String, Font.Design> = [
        "default": .default, "serif": .serif, "monospaced": .monospaced, "rounded": .rounded,
    ]

    // MARK: Alignment

    static let alignments: KeyValuePairs<String, Alignment> = [
        "topLeading": .topLeading, "top": .top, "topTrailing": .topTrailing,
        "leading": .leading, "center": .center, "trailing": .trailing,
        "bottomLeading": .bottomLeading, "bottom": .bottom, "bottomTrailing": .bottomTrailing,
        "leadingFirstTextBaseline": Alignment(horizontal: .leading, vertical: .firstTextBaseline),
        "centerFirstTextBaseline": Alignment(horizontal: .center, vertical: .firstTextBaseline),
        "trailingFirstTextBaseline": Alignment(horizontal: .trailing, vertical: .firstTextBaseline),
        "leadingLastTextBaseline": Alignment(horizontal: .leading, vertical: .lastTextBaseline),
        "centerLastTextBaseline": Alignment(horizontal: .center, vertical: .lastTextBaseline),
        "trailingLastTextBaseline": Alignment(horizontal: .trailing, vertical: .lastTextBaseline),
    ]

    static let horizontalAlignments: KeyValuePairs<String, HorizontalAlignment> = [
        "leading": .leading, "center": .center, "trailing": .trailing,
    ]

    static let verticalAlignments: KeyValuePairs<String, VerticalAlignment> = [
        "top": .top, "center": .center, "bottom": .bottom, "firstTextBaseline": .firstTextBaseline,
        "lastTextBaseline": .lastTextBaseline,
    ]

    func alignment(_ input: Input) throws(SceneError) -> Alignment {
        try choice(input, Self.alignments, kind: "alignment")
    }

    /// `{"colors": ["pink", "orange"], "startPoint": "topLeading", "endPoint": "bottomTrailing"}`,
    /// or `"stops": [{"color": "red", "location": 0.2}, …]` instead of colours.
    func linearGradient(_ input: Input) throws(SceneError) -> LinearGradient {
        let fields = try self.fields(input, keys: ["colors", "stops", "startPoint", "endPoint"], of: "LinearGradient")
        let start = try unitPoint(try fields.required("startPoint", in: "LinearGradient", decoder: self))
        let end = try unitPoint(try fields.required("endPoint", in: "LinearGradient", decoder: self))
        switch (fields["colors"], fields["stops"]) {
        case (let colors?, nil):
            var list: [Color] = []
            for element in try array(colors, of: "an array of colours") { list.append(try color(element)) }
            return LinearGradient(colors: list, startPoint: start, endPoint: end)
        case (nil, let stops?):
            var list: [Gradient.Stop] = []
            for element in try array(stops, of: "an array of stops") {
                let stop = try self.fields(element, keys: ["color", "location"], of: "a gradient stop")
                list.append(
                    Gradient.Stop(
                        color: try color(try stop.required("color", in: "a gradient stop", decoder: self)),
                        location: CGFloat(
                            try fraction(try stop.required("location", in: "a gradient stop", decoder: self)))
                    ))
            }
            return LinearGradient(gradient: Gradient(stops: list), startPoint: start, endPoint: end)
        default:
            throw error(input, "a LinearGradient has \"colors\" or \"stops\" (one of them)")
        }
    }

    static let unitPoints: KeyValuePairs<String, UnitPoint> = [
        "topLeading": .topLeading, "top": .top, "topTrailing": .topTrailing,
        "leading": .leading, "center": .center, "trailing": .trailing,
        "bottomLeading": .bottomLeading, "bottom": .bottom, "bottomTrailing": .bottomTrailing,
    ]

    /// A unit point's name (`"topLeading"`), or `{"x": 0.25, "y": 1}` in
    /// fractions of the view's size.
    func unitPoint(_ input: Input) throws(SceneError) -> UnitPoint {
        let input = try resolve(input)
        guard case .object = input.value.kind else { return try choice(input, Self.unitPoints, kind: "unit point") }
        let fields = try self.fields(input, keys: ["x", "y"], of: "a unit point")
        return UnitPoint(
            x: try finiteLength(try fields.required("x", in: "a unit point", decoder: self)),
            y: try finiteLength(try fields.required("y", in: "a unit point", decoder: self))
        )
    }

    func horizontalAlignment(_ input: Input) throws(SceneError) -> HorizontalAlignment {
        try choice(input, Self.horizontalAlignments, kind: "horizontal alignment")
    }

    func verticalAlignment(_ input: Input) throws(SceneError) -> VerticalAlignment {
        try choice(input, Self.verticalAlignments, kind: "vertical alignment")
    }

    // MARK: Edges and axes

    static let edgeSets: KeyValuePairs<String, Edge.Set> = [
        "all": .all, "horizontal": .horizontal, "vertical": .vertical,
        "top": .top, "leading": .leading, "bottom": .bottom, "trailing": .trailing,
    ]

    /// An edge name, or an array of them.
    func edges(_ input: Input) throws(SceneError) -> Edge.Set {
        let input = try resolve(input)
        guard case .array = input.value.kind else { return try choice(input, Self.edgeSets, kind: "edge") }
        var edges: Edge.Set = []
        for element in try array(input) { edges.formUnion(try choice(element, Self.edgeSets, kind: "edge")) }
        return edges
    }

    static let axisSets: KeyValuePairs<String, Axis.Set> = ["horizontal": .horizontal, "vertical": .vertical]

    /// An axis name, or an array of them.
    func axes(_ input: Input) throws(SceneError) -> Axis.Set {
        let input = try resolve(input)
        guard case .array = input.value.kind else { return try choice(input, Self.axisSets, kind: "axis") }
        var axes: Axis.Set = []
        for element in try array(input) { axes.formUnion(try choice(element, Self.axisSets, kind: "axis")) }
        return axes
    }
}
