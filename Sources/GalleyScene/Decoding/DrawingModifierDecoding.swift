import Foundation
import Galley

/// The modifiers that change how a view is drawn (``ModifierType/Drawing``),
/// with `aspectRatio`, `layoutDirectionBehavior` and the grid cell's, and
/// the shapes modifiers take as arguments.
extension SceneDecoder {
    /// The modifiers that change how a view is drawn, and `aspectRatio` and `gridCellColumns`.
    func drawingModifier(
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
                    """
                    the cell spans \(count) columns; a scene's views, modifiers and spanned columns number \
                    \(ResourceLimit.views.atMost(limits.views))
                    """
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
}
