import Foundation
import Galley

/// Modifiers: ``modifier(_:to:)`` hands each to the decoder of its kind,
/// and the layout modifiers (``ModifierType/Layout``: frames, padding,
/// borders, backgrounds and overlays, priority, placement and alignment
/// guides) are decoded here.
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
                """
                \(quoted(item.name)) applies to a shape (Rectangle, RoundedRectangle, Circle, Capsule, Ellipse, \
                Path), first in its modifiers
                """
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
}
