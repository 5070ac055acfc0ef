import Foundation

/// A layout dump (`LayoutDump`'s JSON, which scenes and previews both
/// write) read back as a tree, to compare two dumps node by node.
struct LayoutDumpTree: Equatable, Decodable {
    struct Size: Equatable, Decodable {
        var width: Double
        var height: Double
        var scale: Double
    }

    struct Frame: Equatable, Decodable, CustomStringConvertible {
        var x: Double
        var y: Double
        var width: Double
        var height: Double

        var description: String { "(\(x), \(y), \(width) × \(height))" }
    }

    struct TextLines: Equatable, Decodable {
        var lines: [String]
        var truncated: Bool
    }

    struct Node: Equatable, Decodable {
        var type: String
        var id: String?
        var frame: Frame
        var text: TextLines?
        var children: [Node]

        enum CodingKeys: String, CodingKey { case type, id, frame, text, children }

        init(from decoder: Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            type = try container.decode(String.self, forKey: .type)
            id = try container.decodeIfPresent(String.self, forKey: .id)
            frame = try container.decode(Frame.self, forKey: .frame)
            text = try container.decodeIfPresent(TextLines.self, forKey: .text)
            children = try container.decodeIfPresent([Node].self, forKey: .children) ?? []
        }

        /// This node and every node inside it, depth first.
        var all: [Node] { [self] + children.flatMap(\.all) }

        /// The nodes inside this one (itself included) of this type.
        func all(_ type: String) -> [Node] { all.filter { $0.type == type } }

        /// The Text nodes inside, in order.
        var texts: [Node] { all("Text") }

        /// The node with this id (scenes name their views).
        func node(id: String) -> Node? { all.first { $0.id == id } }

        /// The same subtree without the ids a scene gives its views.
        var withoutIDs: Node {
            var node = self
            node.id = nil
            node.children = children.map(\.withoutIDs)
            return node
        }

        /// The same subtree with every frame moved by (dx, dy).
        func moved(by dx: Double, _ dy: Double) -> Node {
            var node = self
            node.frame.x = ((frame.x + dx) * 100).rounded() / 100
            node.frame.y = ((frame.y + dy) * 100).rounded() / 100
            node.children = children.map { $0.moved(by: dx, dy) }
            return node
        }

        /// The same subtree placed with its top-leading corner at the origin.
        var atOrigin: Node { moved(by: -frame.x, -frame.y) }
    }

    var canvas: Size
    var root: Node
    var warnings: [String]?

    init(data: Data) throws {
        self = try JSONDecoder().decode(LayoutDumpTree.self, from: data)
    }

    init(text: String) throws {
        try self.init(data: Data(text.utf8))
    }
}

extension LayoutDumpTree.Node {
    /// Where two trees first differ, as a path of types and child indices
    /// with both sides' values; nil when they are equal.
    func firstDifference(from other: Self, path: String = "root") -> String? {
        let here = "\(path)[\(type)]"
        if type != other.type { return "\(path): type \(type) ≠ \(other.type)" }
        if id != other.id { return "\(here): id \(id ?? "none") ≠ \(other.id ?? "none")" }
        if frame != other.frame { return "\(here): frame \(frame) ≠ \(other.frame)" }
        if text != other.text {
            return
                "\(here): text \(text.map { "\($0.lines)" } ?? "none") ≠ \(other.text.map { "\($0.lines)" } ?? "none")"
        }
        if children.count != other.children.count {
            return
                """
                \(here): \(children.count) children (\(children.map(\.type))) ≠ \(other.children.count) \
                (\(other.children.map(\.type)))
                """
        }
        for (index, (mine, theirs)) in zip(children, other.children).enumerated() {
            if let difference = mine.firstDifference(from: theirs, path: "\(here).\(index)") { return difference }
        }
        return nil
    }
}
