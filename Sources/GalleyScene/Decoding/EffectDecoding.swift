import Foundation
import Galley

/// The drawing effects (`shadow`, `blur`, `rotationEffect`, `scaleEffect`,
/// `zIndex`) and the shape-taking forms of `background`, `overlay` and
/// `clipShape`. None changes layout.
extension SceneDecoder {
    /// The effect modifier `type`, applied.
    func effectModifier(
        _ type: ModifierType.Effect, _ input: Input, _ maker: @escaping ViewMaker
    ) throws(SceneError) -> ViewMaker {
        switch type {
        case .shadow:
            let (color, radius, x, y) = try shadow(input)
            return { AnyView(maker().shadow(color: color, radius: radius, x: x, y: y)) }
        case .blur:
            let (radius, opaque) = try blur(input)
            return { AnyView(maker().blur(radius: radius, opaque: opaque)) }
        case .rotationEffect:
            let (angle, anchor) = try rotation(input)
            return { AnyView(maker().rotationEffect(angle, anchor: anchor)) }
        case .scaleEffect:
            let (x, y, anchor) = try scale(input)
            return { AnyView(maker().scaleEffect(x: x, y: y, anchor: anchor)) }
        case .zIndex:
            let value = try effectNumber(input)
            return { AnyView(maker().zIndex(value)) }
        case .clipShape:
            let (spec, style) = try clipShape(input)
            return { Self.clip(maker(), to: spec.shape, style: style) }
        }
    }

    /// `background` and `overlay`'s `{"style": "blue", "in": shape, "fillStyle": {"eoFill": true}}`:
    /// the shape filled with the style, sized to the view.
    func shapeIn(_ input: Input, of what: String) throws(SceneError) -> ViewMaker {
        let fields = try self.fields(input, keys: ["style", "in", "fillStyle"], of: what)
        let style = try shapeStyle(try fields.required("style", in: what, decoder: self))
        let spec = try shapeArgument(try fields.required("in", in: what, decoder: self))
        let fillStyle =
            try fields["fillStyle"].map { (input: Input) throws(SceneError) in
                try self.fillStyle(try self.fields(input, keys: ["eoFill", "antialiased"], of: "fillStyle"))
            } ?? FillStyle()
        let drawing = ShapeDrawing(paint: .fill(style, fillStyle))
        return { drawing.view(of: spec) }
    }

    /// A shape (see ``shapeArgument(_:)``), or `{"shape": shape, "style": {"eoFill": true, "antialiased": false}}`.
    private func clipShape(_ input: Input) throws(SceneError) -> (ShapeSpec, FillStyle) {
        let input = try resolve(input)
        guard case .object(let members) = input.value.kind, members.contains(where: { $0.key == "shape" }) else {
            return (try shapeArgument(input), FillStyle())
        }
        let fields = try self.fields(input, keys: ["shape", "style"], of: "clipShape")
        let spec = try shapeArgument(try fields.required("shape", in: "clipShape", decoder: self))
        let style =
            try fields["style"].map { (input: Input) throws(SceneError) in
                try fillStyle(try self.fields(input, keys: ["eoFill", "antialiased"], of: "a fill style"))
            } ?? FillStyle()
        return (spec, style)
    }

    private static func clip(_ view: AnyView, to shape: some Shape, style: FillStyle) -> AnyView {
        AnyView(view.clipShape(shape, style: style))
    }

    /// A radius, or `{"color": …, "radius": 4, "x": 0, "y": 2}` (SwiftUI's
    /// default colour, black at 33 %, when none is given).
    private func shadow(_ input: Input) throws(SceneError) -> (Color, CGFloat, CGFloat, CGFloat) {
        let input = try resolve(input)
        let defaultColor = Color(white: 0, opacity: 0.33)
        guard case .object = input.value.kind else { return (defaultColor, try effectLength(input), 0, 0) }
        let fields = try self.fields(input, keys: ["color", "radius", "x", "y"], of: "shadow")
        return (
            try fields["color"].map(color) ?? defaultColor,
            try effectLength(try fields.required("radius", in: "shadow", decoder: self)),
            try fields["x"].map(effectLength) ?? 0, try fields["y"].map(effectLength) ?? 0
        )
    }

    /// A radius, or `{"radius": 3, "opaque": true}`.
    private func blur(_ input: Input) throws(SceneError) -> (CGFloat, Bool) {
        let input = try resolve(input)
        guard case .object = input.value.kind else { return (try effectLength(input), false) }
        let fields = try self.fields(input, keys: ["radius", "opaque"], of: "blur")
        return (
            try effectLength(try fields.required("radius", in: "blur", decoder: self)),
            try fields["opaque"].map(bool) ?? false
        )
    }

    /// Degrees, or `{"degrees": 45, "anchor": "topLeading"}` (or `radians`).
    private func rotation(_ input: Input) throws(SceneError) -> (Angle, UnitPoint) {
        let input = try resolve(input)
        guard case .object = input.value.kind else { return (.degrees(try effectNumber(input)), .center) }
        let fields = try self.fields(input, keys: ["degrees", "radians", "anchor"], of: "rotationEffect")
        let anchor = try fields["anchor"].map(unitPoint) ?? .center
        switch (fields["degrees"], fields["radians"]) {
        case (let degrees?, nil): return (.degrees(try effectNumber(degrees)), anchor)
        case (nil, let radians?): return (.radians(try effectNumber(radians)), anchor)
        case (_?, _?): throw error(input, "a rotation has \"degrees\" or \"radians\", not both")
        case (nil, nil): throw error(input, "missing \"degrees\" in rotationEffect")
        }
    }

    /// A factor, or `{"x": 2, "y": 1, "anchor": "bottom"}` (factors default to 1).
    private func scale(_ input: Input) throws(SceneError) -> (CGFloat, CGFloat, UnitPoint) {
        let input = try resolve(input)
        guard case .object = input.value.kind else {
            let factor = try effectLength(input)
            return (factor, factor, .center)
        }
        let fields = try self.fields(input, keys: ["x", "y", "anchor"], of: "scaleEffect")
        return (
            try fields["x"].map(effectLength) ?? 1, try fields["y"].map(effectLength) ?? 1,
            try fields["anchor"].map(unitPoint) ?? .center
        )
    }

    /// A number; effects take no `"infinity"` (and JSON has no NaN).
    private func effectNumber(_ input: Input) throws(SceneError) -> Double {
        let input = try resolve(input)
        guard case .number(let value) = input.value.kind else { throw mismatch(input, expected: "a finite number") }
        return value
    }

    private func effectLength(_ input: Input) throws(SceneError) -> CGFloat {
        CGFloat(try effectNumber(input))
    }
}
