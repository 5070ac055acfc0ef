import Foundation
import GalleyText

@_exported import GalleyText

/// Lays out view trees: the entry point of Galley's layout.
public struct LayoutEngine: Sendable {
    /// The text engine every Text is measured by.
    public let textEngine: TextEngine

    public init(textEngine: TextEngine) {
        self.textEngine = textEngine
    }

    /// An engine over the bundled fonts.
    public init() throws(FontError) {
        self.init(textEngine: try TextEngine())
    }

    /// The deepest view tree laid out; deeper ones are refused.
    public static let maximumDepth = 50_000

    /// Lays `view` out for `proposal`, placing it at `origin`, with
    /// positions on the pixel grid of `displayScale`.
    public func layout<V: View>(
        _ view: V, proposal: ProposedViewSize, at origin: CGPoint = .zero, displayScale: CGFloat = 1
    ) throws(LayoutError) -> LayoutResult {
        try layout(view, proposal: proposal, displayScale: displayScale) { _ in origin }
    }

    /// Lays `view` out for `proposal`, placing it where `origin` says for
    /// the size it answers (centred on a canvas, say), in one pass. Views
    /// that ignore the safe area reach out of `safeArea` to its bounds.
    public func layout<V: View>(
        _ view: V, proposal: ProposedViewSize, displayScale: CGFloat = 1, safeArea: SafeArea? = nil,
        origin: @escaping (CGSize) -> CGPoint
    ) throws(LayoutError) -> LayoutResult {
        try run(view, displayScale: displayScale, safeArea: safeArea) { root, context in
            let size = context.size(of: root, proposal: proposal)
            let placed = context.place(root, at: origin(size), proposal: proposal)
            return LayoutResult(root: placed, warnings: context.warnings, measurementCount: context.measurements)
        }
    }

    /// The size `view` needs for `proposal`, without placing it.
    public func sizeThatFits<V: View>(_ view: V, proposal: ProposedViewSize, displayScale: CGFloat = 1) throws(LayoutError) -> CGSize {
        try run(view, displayScale: displayScale, safeArea: nil) { root, context in context.size(of: root, proposal: proposal) }
    }

    /// Resolves `view` into nodes and runs `body` over its root on a large
    /// stack, refusing trees deeper than ``maximumDepth``.
    private func run<V: View, Result>(
        _ view: V, displayScale: CGFloat, safeArea: SafeArea?, _ body: @escaping (ViewNode, LayoutContext) -> Result
    ) throws(LayoutError) -> Result {
        let run: () -> Swift.Result<Result, LayoutError> = {
            var environment = EnvironmentValues()
            environment.displayScale = displayScale
            let nodes = EnvironmentValues.withCurrent(environment) { resolveNodes(view, in: environment) }
            let root: ViewNode
            if nodes.count == 1 {
                root = nodes[0]
            } else {
                root = ViewNode(name: "VStack", content: .layout(LayoutBox(layout: VStackLayout())), children: nodes, environment: environment)
                root.isImplicit = true
            }
            let context = LayoutContext(textEngine: textEngine, displayScale: displayScale, safeArea: safeArea)
            let depth = inspect(root, context: context)
            guard depth <= Self.maximumDepth else {
                return .failure(.tooDeep(depth: depth, limit: Self.maximumDepth))
            }
            let result = body(root, context)
            context.endPass()
            return .success(result)
        }
        let outcome: Swift.Result<Result, LayoutError>
        do {
            outcome = try LargeStack.run(run)
        } catch {
            throw .noThread(error.description)
        }
        return try outcome.get()
    }

    /// The tree's depth, and its nodes' warnings handed to `context`,
    /// found without recursion.
    private func inspect(_ root: ViewNode, context: LayoutContext) -> Int {
        var deepest = 0
        var pending = [(root, 1)]
        while let (node, depth) = pending.popLast() {
            deepest = Swift.max(deepest, depth)
            for warning in node.warnings { context.warn(warning) }
            pending += node.children.map { ($0, depth + 1) }
        }
        return deepest
    }
}

/// Why a view tree could not be laid out.
public enum LayoutError: Error, Equatable, CustomStringConvertible {
    /// The tree nests deeper than ``LayoutEngine/maximumDepth``.
    case tooDeep(depth: Int, limit: Int)
    /// No thread with a stack large enough for layout could be started
    /// (see ``LargeStack``); says why.
    case noThread(String)

    public var description: String {
        switch self {
        case .tooDeep(let depth, let limit): "the view tree is \(depth) levels deep; at most \(limit) can be laid out"
        case .noThread(let reason): reason
        }
    }
}
