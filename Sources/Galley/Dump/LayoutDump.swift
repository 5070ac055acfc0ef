import Foundation

/// The layout dump of docs/dump.md: the canvas, and every view and
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

    /// The dump of `layout`.
    public init(_ layout: CanvasLayout) {
        // Written on a large stack: each level of the tree recurses.
        text = withLargeStack {
            var writer = JSONWriter()
            Self.write(result: layout.result, canvasSize: layout.canvasSize, scale: layout.scale, to: &writer)
            return writer.text
        }
    }

    /// Writes the dump of `layout` to standard output node by node, as
    /// ``text`` would read: the text of a 100,000-node layout is never
    /// held whole.
    public static func writeToStandardOutput(_ layout: CanvasLayout) {
        withLargeStack {
            var writer = JSONWriter(sink: .standardOutput)
            write(result: layout.result, canvasSize: layout.canvasSize, scale: layout.scale, to: &writer)
            writer.flush()
        }
    }

    /// The dump, as ``JSONOutput/prettyPrinted`` writes its tree, but each
    /// node's children written as they come rather than built first.
    private static func write(result: LayoutResult, canvasSize: CGSize, scale: CGFloat, to writer: inout JSONWriter) {
        writer.write("{\n  \"canvas\": ")
        JSONOutput.object([
            ("width", .number(Double(canvasSize.width))), ("height", .number(Double(canvasSize.height))),
            ("scale", .number(Double(scale))),
        ]).write(to: &writer, depth: 1)
        writer.write(",\n  \"root\": ")
        write(result.root, depth: 1, to: &writer)
        if !result.warnings.isEmpty {
            writer.write(",\n  \"warnings\": ")
            JSONOutput.array(result.warnings.map(JSONOutput.string)).write(to: &writer, depth: 1)
        }
        writer.write("\n}\n")
    }

    /// A node at `depth`: its own members as a tree, then its children.
    private static func write(_ view: PlacedView, depth: Int, to writer: inout JSONWriter) {
        var members: [(key: String, value: JSONOutput)] = [("type", .string(view.name))]
        if let id = view.id { members.append(("id", .string(id))) }
        members.append(
            (
                "frame",
                .object([
                    ("x", .number(Double(view.frame.minX))), ("y", .number(Double(view.frame.minY))),
                    ("width", .number(Double(view.frame.width))), ("height", .number(Double(view.frame.height))),
                ])
            ))
        if let text = view.text {
            members.append(
                (
                    "text",
                    .object([
                        ("lines", .array(text.lineStrings.map(JSONOutput.string))),
                        ("truncated", .bool(text.isTruncated)),
                        ("runs", runs(of: text)),
                    ])
                ))
        }
        let children = view.sceneChildren
        writer.write("{\n")
        for (index, member) in members.enumerated() {
            JSONOutput.writeMember(member.key, member.value, depth: depth + 1, to: &writer)
            writer.write(index == members.count - 1 && children.isEmpty ? "\n" : ",\n")
        }
        if !children.isEmpty {
            JSONOutput.indent(depth + 1, in: &writer)
            writer.write("\"children\": [\n")
            for (index, child) in children.enumerated() {
                JSONOutput.indent(depth + 2, in: &writer)
                write(child, depth: depth + 2, to: &writer)
                writer.write(index == children.count - 1 ? "\n" : ",\n")
            }
            JSONOutput.indent(depth + 1, in: &writer)
            writer.write("]\n")
        }
        JSONOutput.indent(depth, in: &writer)
        writer.write(byte: UInt8(ascii: "}"))
        writer.flushIfFull()
    }

    /// Each line's runs, in logical order: its text, direction, face and
    /// size, so a comparison can see which font set which characters.
    public static func runs(of text: TextLayout) -> JSONOutput {
        .array(text.lines.map { runs(of: $0, in: text) })
    }

    /// The runs of one of `text`'s lines, as ``runs(of:)`` lists them
    /// (and `render measure --json` prints them).
    public static func runs(of line: TextLine, in text: TextLayout) -> JSONOutput {
        .array(
            text.runs(of: line).map { run in
                .object([
                    ("text", .string(run.string)), ("direction", .string(run.direction.rawValue)),
                    ("face", .string(run.face.description)), ("size", .number(run.size)),
                ])
            })
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
