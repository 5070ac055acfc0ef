import Foundation
import Galley

/// One of SwiftUI's shapes, or a path, kept as a value until it is built.
enum ShapeSpec: Sendable {
    case rectangle
    case roundedRectangle(cornerRadius: CGFloat)
    case circle
    case capsule
    case ellipse
    case path(Path)

    var shape: any Shape {
        switch self {
        case .path(let path): path
        default: insettable ?? Rectangle()
        }
    }

    /// The shape, when it can be inset (`strokeBorder`): all but a path.
    var insettable: (any InsettableShape)? {
        switch self {
        case .rectangle: Rectangle()
        case .roundedRectangle(let cornerRadius): RoundedRectangle(cornerRadius: cornerRadius)
        case .circle: Circle()
        case .capsule: Capsule()
        case .ellipse: Ellipse()
        case .path: nil
        }
    }
}

/// How a shape view is drawn: the part of its outline `trim` keeps, and
/// its `fill`, `stroke` or `strokeBorder`.
struct ShapeDrawing: Sendable {
    enum Paint: Sendable {
        case fill(ShapeStyleValue, FillStyle)
        case stroke(ShapeStyleValue, StrokeStyle, inset: Bool)
    }

    var trim: (from: CGFloat, to: CGFloat)?
    var paint: Paint?

    func view(of spec: ShapeSpec) -> AnyView {
        if case .stroke(let style, let stroke, true) = paint, let shape = spec.insettable {
            return Self.strokeBorder(shape, style.shapeStyle, stroke)
        }
        guard let trim else { return painted(spec.shape) }
        return painted(spec.shape.trim(from: trim.from, to: trim.to))
    }

    private func painted(_ shape: some Shape) -> AnyView {
        switch paint {
        case nil: AnyView(shape)
        case .fill(let style, let fillStyle): Self.fill(shape, style.shapeStyle, fillStyle)
        case .stroke(let style, let stroke, _): Self.stroke(shape, style.shapeStyle, stroke)
        }
    }

    private static func fill(_ shape: some Shape, _ style: some ShapeStyle, _ fillStyle: FillStyle) -> AnyView {
        AnyView(shape.fill(style, style: fillStyle))
    }

    private static func stroke(_ shape: some Shape, _ style: some ShapeStyle, _ stroke: StrokeStyle) -> AnyView {
        AnyView(shape.stroke(style, style: stroke))
    }

    private static func strokeBorder(
        _ shape: some InsettableShape, _ style: some ShapeStyle, _ stroke: StrokeStyle
    ) -> AnyView {
        AnyView(shape.strokeBorder(style, style: stroke))
    }
}

/// Shapes and how they are painted.
extension SceneDecoder {
    /// A shape or a Path, with its leading `trim` and `fill`, `stroke` or
    /// `strokeBorder` (SwiftUI's order: trim gives a shape, the others a view).
    func shapeView(_ type: ViewType, _ input: Input, leading: [ModifierItem]) throws(SceneError) -> ViewMaker {
        let spec = try shapeSpec(type, input)
        var drawing = ShapeDrawing()
        for item in leading {
            guard drawing.paint == nil else {
                let message =
                    item.name == "trim"
                    ? "\"trim\" comes before \"fill\", \"stroke\" or \"strokeBorder\", which make a view of the shape"
                    : "a shape takes one of \"fill\", \"stroke\" and \"strokeBorder\""
                throw error(item.argument, message)
            }
            switch item.name {
            case "trim":
                guard drawing.trim == nil else { throw error(item.argument, "a shape takes one \"trim\"") }
                drawing.trim = try trim(item.argument)
            case "fill":
                drawing.paint = try fill(item.argument)
            default:
                let inset = item.name == "strokeBorder"
                if inset, spec.insettable == nil || drawing.trim != nil {
                    throw error(
                        item.argument,
                        """
                        \"strokeBorder\" applies to Rectangle, RoundedRectangle, Circle, Capsule and Ellipse, \
                        untrimmed; stroke a \(type.rawValue) or a trimmed shape with \"stroke\"
                        """
                    )
                }
                drawing.paint = try stroke(item.argument, inset: inset)
            }
        }
        return { [drawing] in drawing.view(of: spec) }
    }

    /// The shape a shape view's value describes.
    func shapeSpec(_ type: ViewType, _ input: Input) throws(SceneError) -> ShapeSpec {
        if type == .path { return .path(try path(input)) }
        if type == .roundedRectangle {
            let fields = try self.fields(input, keys: ["cornerRadius"], of: "RoundedRectangle")
            return .roundedRectangle(
                cornerRadius: try finiteLength(
                    try fields.required("cornerRadius", in: "RoundedRectangle", decoder: self)))
        }
        _ = try fields(input, keys: [], of: type.rawValue)
        switch type {
        case .circle: return .circle
        case .capsule: return .capsule
        case .ellipse: return .ellipse
        default: return .rectangle
        }
    }

    /// `stroke` / `strokeBorder`: a colour, or an object of `color`,
    /// `lineWidth`, `lineCap`, `lineJoin`, `miterLimit`, `dash` and `dashPhase`.
    /// `fill`: a colour or gradient, or `{"color": …, "eoFill": true, "antialiased": false}`.
    private func fill(_ input: Input) throws(SceneError) -> ShapeDrawing.Paint {
        let input = try resolve(input)
        guard case .object(let members) = input.value.kind, members.contains(where: { $0.key == "color" }) else {
            return .fill(try shapeStyle(input), FillStyle())
        }
        let fields = try self.fields(input, keys: ["color", "eoFill", "antialiased"], of: "fill")
        let style = try shapeStyle(try fields.required("color", in: "fill", decoder: self))
        return .fill(style, try fillStyle(fields))
    }

    /// A FillStyle from `eoFill` and `antialiased` members.
    func fillStyle(_ fields: Fields) throws(SceneError) -> FillStyle {
        FillStyle(
            eoFill: try fields["eoFill"].map(bool) ?? false, antialiased: try fields["antialiased"].map(bool) ?? true)
    }

    /// `trim`: `{"from": 0, "to": 0.75}`, each 0…1 (defaults 0 and 1).
    private func trim(_ input: Input) throws(SceneError) -> (from: CGFloat, to: CGFloat) {
        let fields = try self.fields(input, keys: ["from", "to"], of: "trim")
        return (CGFloat(try fields["from"].map(fraction) ?? 0), CGFloat(try fields["to"].map(fraction) ?? 1))
    }

    private func stroke(_ input: Input, inset: Bool) throws(SceneError) -> ShapeDrawing.Paint {
        let input = try resolve(input)
        guard case .object = input.value.kind else {
            return .stroke(try shapeStyle(input), StrokeStyle(), inset: inset)
        }
        let what = inset ? "strokeBorder" : "stroke"
        let fields = try self.fields(
            input, keys: ["color", "lineWidth", "lineCap", "lineJoin", "miterLimit", "dash", "dashPhase"], of: what)
        let style = try shapeStyle(try fields.required("color", in: what, decoder: self))
        var stroke = StrokeStyle()
        if let lineWidth = fields["lineWidth"] { stroke.lineWidth = try finiteLength(lineWidth) }
        if let lineCap = fields["lineCap"] {
            stroke.lineCap = try choice(
                lineCap, ["butt": CGLineCap.butt, "round": .round, "square": .square], kind: "line cap")
        }
        if let lineJoin = fields["lineJoin"] {
            stroke.lineJoin = try choice(
                lineJoin, ["miter": CGLineJoin.miter, "round": .round, "bevel": .bevel], kind: "line join")
        }
        if let miterLimit = fields["miterLimit"] { stroke.miterLimit = try finiteLength(miterLimit) }
        if let dash = fields["dash"] {
            stroke.dash = []
            for element in try array(dash, of: "an array of dash and gap lengths") {
                stroke.dash.append(try finiteLength(element))
            }
        }
        if let dashPhase = fields["dashPhase"] { stroke.dashPhase = try finiteLength(dashPhase) }
        return .stroke(style, stroke, inset: inset)
    }
}
