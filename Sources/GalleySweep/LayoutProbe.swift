import Foundation
import Galley

/// One layout of a scene, reduced to what a breakpoint search compares:
/// the views as the dump shows them, in tree order.
struct LayoutProbe {
    /// A view of the probe, with where it sits.
    struct Node {
        let view: PlacedView
        /// `root.children[0].children[2]`, as in the layout dump.
        let path: String
        let depth: Int
        /// The parent's position, and how many children (as the dump shows them) this node has.
        let parent: Int?
        let childCount: Int
        /// How many nodes below this one, in tree order.
        var descendantCount = 0
    }

    let nodes: [Node]
    /// What must stay equal for the layout not to have changed: the tree's
    /// views, each text's line count and truncation, and an untruncated
    /// text's lines (a truncated text shows more characters at almost
    /// every width; only its line count and truncation count as changes).
    let key: [NodeKey]

    struct NodeKey: Equatable {
        var depth: Int
        var type: String
        var id: String?
        var lineCount: Int?
        var truncated: Bool
        var lines: [String]?
    }

    init(_ root: PlacedView) {
        var nodes: [Node] = []
        func visit(_ view: PlacedView, path: String, depth: Int, parent: Int?) {
            let index = nodes.count
            let children = view.sceneChildren
            nodes.append(Node(view: view, path: path, depth: depth, parent: parent, childCount: children.count))
            for (offset, child) in children.enumerated() {
                visit(child, path: "\(path).children[\(offset)]", depth: depth + 1, parent: index)
            }
            nodes[index].descendantCount = nodes.count - index - 1
        }
        withLargeStack { visit(root, path: "root", depth: 0, parent: nil) }
        self.nodes = nodes
        key = nodes.map { node in
            let text = node.view.text
            return NodeKey(
                depth: node.depth, type: node.view.name, id: node.view.id, lineCount: text?.lineCount,
                truncated: text?.isTruncated ?? false, lines: text.flatMap { $0.isTruncated ? nil : $0.lineStrings }
            )
        }
    }

    /// Each view's size, in tree order.
    var sizes: [CGSize] { nodes.map(\.view.frame.size) }
}
