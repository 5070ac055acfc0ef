import Foundation
import Galley

/// The layout dump of `SCENE_FORMAT.md`: the canvas, and every view and
/// layout modifier of the scene with its type (as the scene names it), id,
/// frame in canvas coordinates, text lines and children, as JSON.
///
/// Numbers are rounded to two decimals and written without trailing
/// zeros; keys come in a fixed order; the same layout always gives the
/// same bytes. Layout warnings, when there are any, follow under `warnings`.
public struct LayoutDump: Sendable {
    /// The dump as JSON text, two-space indented, ending in a line break.
    public let text: String

    /// The dump as UTF-8 bytes.
    public var data: Data { Data(text.utf8) }

    public init(_ layout: CanvasLayout) {
        self.init(result: layout.result, canvasSize: layout.canvasSize, scale: layout.scale)
    }

    public init(result: LayoutResult, canvasSize: CGSize, scale: CGFloat) {
        // The tree is built, written and freed on a large stack: each level recurses.
        text = withLargeStack {
            var members: [(key: String, value: JSONOutput)] = [
                ("canvas", .object([
                    ("width", .number(Double(canvasSize.width))), ("height", .number(Double(canvasSize.height))), ("scale", .number(Double(scale))),
                ])),
                ("root", Self.node(result.root)),
            ]
            if !result.warnings.isEmpty { members.append(("warnings", .array(result.warnings.map(JSONOutput.string)))) }
            return JSONOutput.object(members).prettyPrinted
        }
    }

    /// Each line's runs, in logical order: its text, direction, face and
    /// size, so a comparison can see which font set which characters.
    public static func runs(of text: TextLayout) -> JSONOutput {
        .array(text.lineRuns.map { runs in
            .array(runs.map { run in
                .object([
                    ("text", .string(run.string)), ("direction", .string(run.direction.rawValue)),
                    ("face", .string(run.face.description)), ("size", .number(run.size)),
                ])
            })
        })
    }

    private static func node(_ view: PlacedView) -> JSONOutput {
        var members: [(key: String, value: JSONOutput)] = [("type", .string(view.name))]
        if let id = view.id { members.append(("id", .string(id))) }
        members.append(("frame", .object([
            ("x", .number(Double(view.frame.minX))), ("y", .number(Double(view.frame.minY))),
            ("width", .number(Double(view.frame.width))), ("height", .number(Double(view.frame.height))),
        ])))
        if let text = view.text {
            members.append(("text", .object([
                ("lines", .array(text.lineStrings.map(JSONOutput.string))), ("truncated", .bool(text.isTruncated)),
                ("runs", runs(of: text)),
            ])))
        }
        let children = view.sceneChildren
        if !children.isEmpty { members.append(("children", .array(children.map(node)))) }
        return .object(members)
    }
}

extension PlacedView {
    /// The children the scene wrote, as the layout dump shows them: a view
    /// Galley made in carrying the scene out (a border's stroke, a
    /// ScrollView's content stack) gives way to its own children.
    public var sceneChildren: [PlacedView] {
        children.flatMap { $0.isImplicit ? $0.sceneChildren : [$0] }
    }
}
