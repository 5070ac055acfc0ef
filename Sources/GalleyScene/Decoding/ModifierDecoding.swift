import Foundation
import Galley

extension SceneDecoder {
    /// The view `maker` builds, with the modifier applied.
    func modifier(_ item: ModifierItem, to maker: @escaping ViewMaker) throws(SceneError) -> ViewMaker {
        let input = item.argument
        switch item.type {
        case .layout(let type): return try layoutModifier(type, input, maker)
        case .shape(let type):
            if type == .resizable { throw error(input, "\"resizable\" applies to an Image, first in its modifiers") }
            throw error(
                input,
                "\(quoted(item.name)) applies to a shape (Rectangle, RoundedRectangle, Circle, Capsule, Ellipse, Path), first in its modifiers"
            )
        case .safeArea(let type): return try safeAreaModifier(type, input, maker)
        case .text(let type): return try textModifier(type, input, maker)
        case .drawing(let type): return try drawingModifier(type, input, maker)
        case .effect(let type): return try effectModifier(type, input, maker)
        case .list(let type): return try listModifier(type, input, maker)
        case .control(let type): return try controlModifier(type, input, maker)
        case .navigation(let type): return try navigationModifier(type, input, maker)
        }
    }

    /// Frames, padding, borders, backgrounds and overlays, priority and placement.
    private func layoutModifier(
        _ type: ModifierType.Layout, _ input: Input, _ maker: @escaping ViewMaker
    ) throws(SceneError) -> ViewMaker {
        switch type {
        case .frame: return try frame(input, maker)
        case .fixedSize: return try fixedSize(input, maker)
        case .padding:
            let insets = try paddingInsets(input, of: "padding")
            return { AnyView(maker().padding(insets)) }
        case .border: return try border(input, maker)
        case .background:
            switch try secondary(input, of: "background") {
            case .style(let style): return { Self.fill(maker(), with: style.shapeStyle, behind: true) }
            case .view(let secondary, let alignment):
                return { AnyView(maker().background(secondary(), alignment: alignment)) }
            }
        case .overlay:
            switch try secondary(input, of: "overlay") {
            case .style(let style): return { Self.fill(maker(), with: style.shapeStyle, behind: false) }
            case .view(let secondary, let alignment):
                return { AnyView(maker().overlay(secondary(), alignment: alignment)) }
            }
        case .layoutPriority:
            let priority = try finiteNumber(input)
            return { AnyView(maker().layoutPriority(priority)) }
        case .offset:
            let fields = try self.fields(input, keys: ["x", "y"], of: "offset")
            let x = try fields["x"].map(finiteLength) ?? 0, y = try fields["y"].map(finiteLength) ?? 0
            return { AnyView(maker().offset(x: x, y: y)) }
        case .position:
            let fields = try self.fields(input, keys: ["x", "y"], of: "position")
            let x = try fields["x"].map(finiteLength) ?? 0, y = try fields["y"].map(finiteLength) ?? 0
            return { AnyView(maker().position(x: x, y: y)) }
        case .alignmentGuide: return try alignmentGuide(input, maker)
        }
    }

    /// `{"width": 200, "height": 100, "alignment": "topLeading"}`, or the
    /// flexible form with `minWidth`, `idealWidth`, `maxWidth` and the heights.
    private func frame(_ input: Input, _ maker: @escaping ViewMaker) throws(SceneError) -> ViewMaker {
        let flexible = ["minWidth", "idealWidth", "maxWidth", "minHeight", "idealHeight", "maxHeight"]
        let fields = try self.fields(input, keys: ["width", "height"] + flexible + ["alignment"], of: "frame")
        let alignment = try fields["alignment"].map(alignment) ?? .center
        var given: [String: CGFloat] = [:]
        for key in ["width", "height"] + flexible {
            if let length = fields[key] { given[key] = try number(length) }
        }
        let lengths = given
        guard flexible.contains(where: fields.contains) else {
            return { AnyView(maker().frame(width: lengths["width"], height: lengths["height"], alignment: alignment)) }
        }
        if let fixed = ["width", "height"].first(where: fields.contains) {
            throw error(input, "a frame has \(quoted(fixed)) or minimum, ideal and maximum lengths, not both")
        }
        return {
            AnyView(
                maker().frame(
                    minWidth: lengths["minWidth"], idealWidth: lengths["idealWidth"], maxWidth: lengths["maxWidth"],
                    minHeight: lengths["minHeight"], idealHeight: lengths["idealHeight"],
                    maxHeight: lengths["maxHeight"], alignment: alignment
                ))
        }
    }

    /// `true`, or `{"horizontal": true, "vertical": false}`.
    private func fixedSize(_ input: Input, _ maker: @escaping ViewMaker) throws(SceneError) -> ViewMaker {
        let input = try resolve(input)
        guard case .object = input.value.kind else {
            try noArgument(input)
            return { AnyView(maker().fixedSize()) }
        }
        let fields = try self.fields(input, keys: ["horizontal", "vertical"], of: "fixedSize")
        let horizontal = try fields["horizontal"].map(bool) ?? false,
            vertical = try fields["vertical"].map(bool) ?? false
        return { AnyView(maker().fixedSize(horizontal: horizontal, vertical: vertical)) }
    }

    /// `true` (16 points), a length, `{"edges": […], "length": 30}` or
    /// lengths by edge: the insets of `padding` or `safeAreaPadding`.
    func paddingInsets(_ input: Input, of what: String) throws(SceneError) -> EdgeInsets {
        let input = try resolve(input)
        switch input.value.kind {
        case .bool(true):
            return Self.insets(.all, 16)
        case .number, .string:
            return Self.insets(.all, try number(input))
        case .object:
            let sides = ["top", "leading", "bottom", "trailing"]
            let fields = try self.fields(input, keys: ["edges", "length"] + sides, of: what)
            if fields.contains("edges") || fields.contains("length") {
                if let side = sides.first(where: fields.contains) {
                    throw error(
                        input,
                        "\(what) has \"edges\" and \"length\", or lengths by edge, not both (found \(quoted(side)))")
                }
                return Self.insets(try fields["edges"].map(edges) ?? .all, try fields["length"].map(number) ?? 16)
            }
            return EdgeInsets(
                top: try fields["top"].map(number) ?? 0, leading: try fields["leading"].map(number) ?? 0,
                bottom: try fields["bottom"].map(number) ?? 0, trailing: try fields["trailing"].map(number) ?? 0
            )
        default:
            throw mismatch(input, expected: "true, a length or an object of edges and lengths")
        }
    }

    /// `length` on each of `edges`, as `padding(_:_:)` pads.
    private static func insets(_ edges: Edge.Set, _ length: CGFloat) -> EdgeInsets {
        EdgeInsets(
            top: edges.contains(.top) ? length : 0, leading: edges.contains(.leading) ? length : 0,
            bottom: edges.contains(.bottom) ? length : 0, trailing: edges.contains(.trailing) ? length : 0
        )
    }

    /// A colour, or `{"color": "red", "width": 2}`.
    private func border(_ input: Input, _ maker: @escaping ViewMaker) throws(SceneError) -> ViewMaker {
        let input = try resolve(input)
        guard case .object = input.value.kind else {
            let color = try self.color(input)
            return { AnyView(maker().border(color)) }
        }
        let fields = try self.fields(input, keys: ["color", "width"], of: "border")
        let color = try self.color(try fields.required("color", in: "border", decoder: self))
        let width = try fields["width"].map(finiteLength) ?? 1
        return { AnyView(maker().border(color, width: width)) }
    }

    /// What a background or overlay shows: a colour or gradient (a shape
    /// style, which reaches into the unsafe area as in SwiftUI), or a view
    /// and its alignment.
    private enum Secondary {
        case style(ShapeStyleValue)
        case view(ViewMaker, Alignment)
    }

    /// A background's or overlay's content: a colour, a view, or
    /// `{"alignment": "topTrailing", "content": view}`.
    private func secondary(_ input: Input, of what: String) throws(SceneError) -> Secondary {
        let input = try resolve(input)
        switch input.value.kind {
        case .string:
            return .style(try shapeStyle(input))
        case .object(let members) where members.contains(where: { $0.key == "in" }):
            return .view(try shapeIn(input, of: what), .center)
        case .object(let members) where members.contains(where: { $0.key == "content" }):
            let fields = try self.fields(input, keys: ["alignment", "content"], of: what)
            let alignment = try fields["alignment"].map(alignment) ?? .center
            let children = try views(try fields.required("content", in: what, decoder: self))
            return .view({ AnyView(Self.all(children)) }, alignment)
        case .object(let members)
        where members.contains(where: {
            ["red", "green", "blue", "white", ViewType.linearGradient.rawValue].contains($0.key)
        }):
            return .style(try shapeStyle(input))
        case .object:
            return .view(try view(input), .center)
        default:
            throw mismatch(input, expected: "a colour, a view, or an object with \"content\"")
        }
    }

    /// `view` with `style` as its background (or overlay), reaching into the unsafe area.
    private static func fill(_ view: AnyView, with style: some ShapeStyle, behind: Bool) -> AnyView {
        behind ? AnyView(view.background(style)) : AnyView(view.overlay(style))
    }

    /// A colour, or a colour's gradient, as a view that fills its space.
    static func colorView(_ style: ShapeStyleValue) -> ViewMaker {
        switch style {
        case .color(let color): { AnyView(color) }
        case .gradient(let gradient): { AnyView(gradient) }
        case .linearGradient(let gradient): { AnyView(gradient) }
        }
    }

    /// `{"guide": "top", "value": "height / 2"}`; the value is a number or
    /// a ``GuideExpression``.
    private func alignmentGuide(_ input: Input, _ maker: @escaping ViewMaker) throws(SceneError) -> ViewMaker {
        let fields = try self.fields(input, keys: ["guide", "value"], of: "alignmentGuide")
        let guideInput = try resolve(try fields.required("guide", in: "alignmentGuide", decoder: self))
        if case .string(let name) = guideInput.value.kind, name == "center" || name == ".center" {
            throw error(
                guideInput,
                "\(quoted(name)) is ambiguous: write \"HorizontalAlignment.center\" or \"VerticalAlignment.center\"")
        }
        if case .string(let name) = guideInput.value.kind, name.hasPrefix("."),
            let guide = GuideName.named(String(name.dropFirst()))
        {
            return try alignmentGuide(guide, fields, maker)
        }
        return try alignmentGuide(try choice(guideInput, GuideName.names, kind: "alignment guide"), fields, maker)
    }

    private func alignmentGuide(
        _ guide: GuideName, _ fields: Fields, _ maker: @escaping ViewMaker
    ) throws(SceneError) -> ViewMaker {
        let valueInput = try resolve(try fields.required("value", in: "alignmentGuide", decoder: self))
        let expression: GuideExpression
        switch valueInput.value.kind {
        case .number(let value):
            expression = .number(value)
        case .string(let text):
            do {
                expression = try GuideExpression.parse(text)
            } catch {
                throw self.error(valueInput, "in the expression \(quoted(text)): \(error.message)")
            }
        default:
            throw mismatch(valueInput, expected: "a number or an expression such as \"height / 2\"")
        }
        switch guide {
        case .horizontal(let guide): return { AnyView(maker().alignmentGuide(guide) { expression.value(in: $0) }) }
        case .vertical(let guide): return { AnyView(maker().alignmentGuide(guide) { expression.value(in: $0) }) }
        }
    }

    /// The modifiers that set text attributes for the subtree.
    private func textModifier(
        _ type: ModifierType.Text, _ input: Input, _ maker: @escaping ViewMaker
    ) throws(SceneError) -> ViewMaker {
        switch type {
        case .font:
            let font = try font(input)
            return { AnyView(maker().font(font)) }
        case .bold:
            let isActive = try bool(input)
            return { AnyView(maker().bold(isActive)) }
        case .italic:
            let isActive = try bool(input)
            return { AnyView(maker().italic(isActive)) }
        case .fontWeight:
            let weight = try fontWeight(input)
            return { AnyView(maker().fontWeight(weight)) }
        case .fontDesign:
            let design = try choice(input, Self.designs, kind: "font design")
            return { AnyView(maker().fontDesign(design)) }
        case .foregroundColor, .foregroundStyle:
            let color = try color(input)
            return { AnyView(maker().foregroundColor(color)) }
        case .lineLimit:
            let limit = try lineLimit(input)
            // A sweep's --line-limit wins over the scene's.
            return { AnyView(maker().yieldingLineLimit(limit)) }
        case .truncationMode:
            let mode = try choice(
                input, ["head": TruncationMode.head, "middle": .middle, "tail": .tail], kind: "truncation mode")
            return { AnyView(maker().truncationMode(mode)) }
        case .imageScale:
            let scale = try choice(
                input, ["small": Image.Scale.small, "medium": .medium, "large": .large], kind: "image scale")
            return { AnyView(maker().imageScale(scale)) }
        case .multilineTextAlignment:
            let alignment = try choice(
                input, ["leading": TextAlignment.leading, "center": .center, "trailing": .trailing],
                kind: "text alignment")
            return { AnyView(maker().multilineTextAlignment(alignment)) }
        case .dynamicTypeSize:
            let size = try dynamicTypeSize(input)
            return { AnyView(maker().dynamicTypeSize(size)) }
        case .preferredColorScheme:
            let scheme = try colorScheme(input)
            return { AnyView(maker().preferredColorScheme(scheme)) }
        case .environment:
            let change = try environmentChange(input)
            return { AnyView(maker().environmentChange(change)) }
        case .tint:
            let tint = try color(input)
            return { AnyView(maker().tint(tint)) }
        case .minimumScaleFactor:
            let factor = CGFloat(try fraction(input))
            return { AnyView(maker().minimumScaleFactor(factor)) }
        case .lineSpacing:
            let spacing = try finiteLength(input)
            return { AnyView(maker().lineSpacing(spacing)) }
        case .kerning:
            let kerning = try finiteLength(input)
            return { AnyView(maker().kerning(kerning)) }
        case .tracking:
            let tracking = try finiteLength(input)
            return { AnyView(maker().tracking(tracking)) }
        }
    }

    /// A line count of 1 or more, or null for no limit.
    private func lineLimit(_ input: Input) throws(SceneError) -> Int? {
        let input = try resolve(input)
        if case .null = input.value.kind { return nil }
        let limit = try integer(input)
        guard limit >= 1 else { throw mismatch(input, expected: "a line count of 1 or more, or null") }
        return limit
    }

    /// The modifiers that change how a view is drawn, and `aspectRatio` and `gridCellColumns`.
    private func drawingModifier(
        _ type: ModifierType.Drawing, _ input: Input, _ maker: @escaping ViewMaker
    ) throws(SceneError) -> ViewMaker {
        switch type {
        case .opacity:
            let opacity = try fraction(input)
            return { AnyView(maker().opacity(opacity)) }
        case .cornerRadius:
            let radius = try finiteLength(input)
            return { AnyView(maker().cornerRadius(radius)) }
        case .clipped:
            try noArgument(input)
            return { AnyView(maker().clipped()) }
        case .hidden:
            try noArgument(input)
            return { AnyView(maker().hidden()) }
        case .flipsForRightToLeftLayoutDirection:
            let enabled = try bool(input)
            return { AnyView(maker().flipsForRightToLeftLayoutDirection(enabled)) }
        case .layoutDirectionBehavior:
            let behavior = try layoutDirectionBehavior(input)
            return { AnyView(maker().layoutDirectionBehavior(behavior)) }
        case .aspectRatio:
            let (ratio, contentMode) = try aspectRatio(input)
            return { AnyView(maker().aspectRatio(ratio, contentMode: contentMode)) }
        case .gridCellColumns:
            let count = try integer(input)
            guard count >= 1 else { throw mismatch(try resolve(input), expected: "a column count of 1 or more") }
            // A grid allocates every column, so a cell counts as the views it spans.
            guard count - 1 <= limits.views - viewCount.value else {
                throw error(
                    input,
                    "the cell spans \(count) columns; a scene's views, modifiers and spanned columns number \(ResourceLimit.views.atMost(limits.views))"
                )
            }
            viewCount.value += count - 1
            return { AnyView(maker().gridCellColumns(count)) }
        case .gridColumnAlignment:
            let guide = try horizontalAlignment(input)
            return { AnyView(maker().gridColumnAlignment(guide)) }
        case .gridCellAnchor:
            let anchor = try unitPoint(input)
            return { AnyView(maker().gridCellAnchor(anchor)) }
        case .gridCellUnsizedAxes:
            let axes = try axes(input)
            return { AnyView(maker().gridCellUnsizedAxes(axes)) }
        }
    }

    /// A shape's name (`"Circle"`), or a shape view (`{"RoundedRectangle": {"cornerRadius": 8}}`, `{"Path": {…}}`).
    func shapeArgument(_ input: Input) throws(SceneError) -> ShapeSpec {
        let input = try resolve(input)
        let shapes: [ViewType] = [.rectangle, .roundedRectangle, .circle, .capsule, .ellipse, .path]
        let names = shapes.map(\.rawValue)
        switch input.value.kind {
        case .string(let name):
            if name == ViewType.roundedRectangle.rawValue {
                throw error(
                    input,
                    "a RoundedRectangle needs its corner radius: write {\"RoundedRectangle\": {\"cornerRadius\": 8}}")
            }
            guard let type = ViewType(rawValue: name), shapes.contains(type) else {
                throw unknownName(input, name, kind: "shape", among: names)
            }
            return try shapeSpec(type, Input(value: JSONValue(.object([]), at: input.value.position), path: input.path))
        case .object(let members):
            guard members.count == 1, let member = members.first else {
                throw mismatch(
                    input, expected: "a shape such as \"Circle\" or {\"RoundedRectangle\": {\"cornerRadius\": 8}}")
            }
            guard let type = ViewType(rawValue: member.key), shapes.contains(type) else {
                throw SceneError(
                    file: file, path: input.path, position: member.keyPosition,
                    message: "unknown shape \(quoted(member.key))\(Suggestion.hint(for: member.key, among: names))"
                )
            }
            return try shapeSpec(type, input.member(member.key, member.value))
        default:
            throw mismatch(
                input, expected: "a shape such as \"Circle\" or {\"RoundedRectangle\": {\"cornerRadius\": 8}}")
        }
    }

    /// A ratio, `"fit"` or `"fill"`, or `{"ratio": 1.5, "contentMode": "fit"}`.
    private func aspectRatio(_ input: Input) throws(SceneError) -> (CGFloat?, ContentMode) {
        let modes: KeyValuePairs<String, ContentMode> = ["fit": .fit, "fill": .fill]
        let input = try resolve(input)
        switch input.value.kind {
        case .string: return (nil, try choice(input, modes, kind: "content mode"))
        case .object:
            let fields = try self.fields(input, keys: ["ratio", "contentMode"], of: "aspectRatio")
            return (
                try fields["ratio"].map(finiteLength),
                try fields["contentMode"].map { (input: Input) throws(SceneError) in
                    try choice(input, modes, kind: "content mode")
                } ?? .fit
            )
        default: return (try finiteLength(input), .fit)
        }
    }

    /// `"leftToRight"` or `"rightToLeft"`.
    func layoutDirection(_ input: Input) throws(SceneError) -> LayoutDirection {
        try choice(
            input, ["leftToRight": LayoutDirection.leftToRight, "rightToLeft": .rightToLeft], kind: "layout direction")
    }

    /// `"fixed"`, `"mirrors"` (in right to left), or `{"mirrors": "leftToRight"}`
    /// (SwiftUI's `.mirrors(in: .leftToRight)`).
    private func layoutDirectionBehavior(_ input: Input) throws(SceneError) -> LayoutDirectionBehavior {
        let input = try resolve(input)
        if case .object = input.value.kind {
            let fields = try self.fields(input, keys: ["mirrors"], of: "layoutDirectionBehavior")
            return .mirrors(
                in: try layoutDirection(try fields.required("mirrors", in: "layoutDirectionBehavior", decoder: self)))
        }
        guard case .string = input.value.kind else {
            throw mismatch(input, expected: "\"fixed\", \"mirrors\" or {\"mirrors\": \"leftToRight\"}")
        }
        return try choice(
            input, ["fixed": LayoutDirectionBehavior.fixed, "mirrors": .mirrors], kind: "layout direction behavior")
    }

    /// `"light"` or `"dark"`.
    func colorScheme(_ input: Input) throws(SceneError) -> ColorScheme {
        try choice(input, ["light": ColorScheme.light, "dark": .dark], kind: "colour scheme")
    }

    private func dynamicTypeSize(_ input: Input) throws(SceneError) -> DynamicTypeSize {
        try choice(
            input,
            [
                "xSmall": DynamicTypeSize.xSmall, "small": .small, "medium": .medium, "large": .large,
                "xLarge": .xLarge,
                "xxLarge": .xxLarge, "xxxLarge": .xxxLarge, "accessibility1": .accessibility1,
                "accessibility2": .accessibility2,
                "accessibility3": .accessibility3, "accessibility4": .accessibility4, "accessibility5": .accessibility5,
            ], kind: "Dynamic Type size")
    }

    /// `{"environment": {"colorScheme": "dark", "layoutDirection": "rightToLeft", "dynamicTypeSize": "xxxLarge", "horizontalSizeClass": "regular"}}`:
    /// environment values for the subtree, as `.environment(\.key, value)` sets them.
    private func environmentChange(_ input: Input) throws(SceneError) -> @Sendable (inout EnvironmentValues) -> Void {
        let keys = ["colorScheme", "layoutDirection", "dynamicTypeSize", "horizontalSizeClass", "verticalSizeClass"]
        let fields = try self.fields(input, keys: keys, of: "environment")
        let colorScheme = try fields["colorScheme"].map(colorScheme)
        let direction = try fields["layoutDirection"].map(layoutDirection)
        let typeSize = try fields["dynamicTypeSize"].map(dynamicTypeSize)
        func sizeClass(_ input: Input) throws(SceneError) -> UserInterfaceSizeClass {
            try choice(input, ["compact": UserInterfaceSizeClass.compact, "regular": .regular], kind: "size class")
        }
        let horizontal = try fields["horizontalSizeClass"].map(sizeClass)
        let vertical = try fields["verticalSizeClass"].map(sizeClass)
        return { environment in
            if let colorScheme { environment.colorScheme = colorScheme }
            if let direction { environment.layoutDirection = direction }
            if let typeSize { environment.dynamicTypeSize = typeSize }
            if let horizontal { environment.horizontalSizeClass = horizontal }
            if let vertical { environment.verticalSizeClass = vertical }
        }
    }
}
