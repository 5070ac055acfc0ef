import Foundation
import Galley

/// One of SwiftUI's shapes, kept as a value until it is built.
enum ShapeSpec: Sendable {
    case rectangle
    case roundedRectangle(cornerRadius: CGFloat)
    case circle
    case capsule
    case ellipse

    var shape: any Shape {
        switch self {
        case .rectangle: Rectangle()
        case .roundedRectangle(let cornerRadius): RoundedRectangle(cornerRadius: cornerRadius)
        case .circle: Circle()
        case .capsule: Capsule()
        case .ellipse: Ellipse()
        }
    }
}

/// How a shape is painted by its `fill`, `stroke` or `strokeBorder`.
enum ShapePaint: Sendable {
    case fill(ShapeStyleValue)
    case stroke(ShapeStyleValue, StrokeStyle, inset: Bool)

    func apply(to shape: some Shape) -> AnyView {
        switch self {
        case .fill(let style): AnyView(shape.fill(style.style))
        case .stroke(let style, let stroke, false): AnyView(shape.stroke(style.style, style: stroke))
        case .stroke(let style, let stroke, true): AnyView(shape.strokeBorder(style.style, style: stroke))
        }
    }
}

/// Shapes and how they are painted.
extension SceneDecoder {
    func shapeView(_ type: ViewType, _ input: Input, leading: [ModifierItem]) throws(SceneError) -> ViewMaker {
        let spec = try shapeSpec(type, input)
        guard let item = leading.first else { return { AnyView(spec.shape) } }
        if leading.count > 1 {
            throw error(leading[1].argument, "a shape takes one of \"fill\", \"stroke\" and \"strokeBorder\"")
        }
        let paint = item.name == "fill" ? ShapePaint.fill(try shapeStyle(item.argument)) : try stroke(item.argument, inset: item.name == "strokeBorder")
        return { paint.apply(to: spec.shape) }
    }

    /// The shape a shape view's value describes.
    func shapeSpec(_ type: ViewType, _ input: Input) throws(SceneError) -> ShapeSpec {
        if type == .roundedRectangle {
            let fields = try self.fields(input, keys: ["cornerRadius"], of: "RoundedRectangle")
            return .roundedRectangle(cornerRadius: try finiteLength(try fields.required("cornerRadius", in: "RoundedRectangle", decoder: self)))
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
    private func stroke(_ input: Input, inset: Bool) throws(SceneError) -> ShapePaint {
        let input = try resolve(input)
        guard case .object = input.value.kind else { return .stroke(try shapeStyle(input), StrokeStyle(), inset: inset) }
        let what = inset ? "strokeBorder" : "stroke"
        let fields = try self.fields(input, keys: ["color", "lineWidth", "lineCap", "lineJoin", "miterLimit", "dash", "dashPhase"], of: what)
        let style = try shapeStyle(try fields.required("color", in: what, decoder: self))
        var stroke = StrokeStyle()
        if let lineWidth = fields["lineWidth"] { stroke.lineWidth = try finiteLength(lineWidth) }
        if let lineCap = fields["lineCap"] {
            stroke.lineCap = try choice(lineCap, ["butt": CGLineCap.butt, "round": .round, "square": .square], kind: "line cap")
        }
        if let lineJoin = fields["lineJoin"] {
            stroke.lineJoin = try choice(lineJoin, ["miter": CGLineJoin.miter, "round": .round, "bevel": .bevel], kind: "line join")
        }
        if let miterLimit = fields["miterLimit"] { stroke.miterLimit = try finiteLength(miterLimit) }
        if let dash = fields["dash"] {
            stroke.dash = []
            for element in try array(dash, of: "an array of dash and gap lengths") { stroke.dash.append(try finiteLength(element)) }
        }
        if let dashPhase = fields["dashPhase"] { stroke.dashPhase = try finiteLength(dashPhase) }
        return .stroke(style, stroke, inset: inset)
    }
}
