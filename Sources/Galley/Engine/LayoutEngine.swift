import Foundation
import GalleyText

@_exported import GalleyText

/// Lays out view trees: the entry point of Galley's layout.
public struct LayoutEngine: Sendable {
    /// The text engine every Text is measured by.
    public let textEngine: TextEngine
    /// What one layout may ask for: trees, texts or images past these, and
    /// layouts that compute too many sizes or take too long, are refused.
    public var limits: ResourceLimits

    public init(textEngine: TextEngine, limits: ResourceLimits = .standard) {
        self.textEngine = textEngine
        self.limits = limits
    }

    /// An engine over the bundled fonts.
    public init(limits: ResourceLimits = .standard) throws(FontError) {
        self.init(textEngine: try TextEngine(), limits: limits)
    }

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
            return LayoutResult(
                root: placed, warnings: context.warnings, measurementCount: context.measurements,
                preferenceActions: PreferenceActions(
                    actions: context.preferenceActions.map(PreferenceActions.Action.init))
            )
        }
    }

    /// The size `view` needs for `proposal`, without placing it.
    public func sizeThatFits<V: View>(
        _ view: V, proposal: ProposedViewSize, displayScale: CGFloat = 1
    ) throws(LayoutError) -> CGSize {
        try run(view, displayScale: displayScale, safeArea: nil) { root, context in
            context.size(of: root, proposal: proposal)
        }
    }

    /// Resolves `view` into nodes and runs `body` over its root on a large
    /// stack, refusing trees and layouts over the ``limits``.
    private func run<V: View, Result>(
        _ view: V, displayScale: CGFloat, safeArea: SafeArea?, _ body: @escaping (ViewNode, LayoutContext) -> Result
    ) throws(LayoutError) -> Result {
        let run: (_ answer: (Swift.Result<Result, LayoutError>) -> Void) -> Swift.Result<Result, LayoutError> = {
            answer in
            var environment = EnvironmentValues()
            environment.displayScale = displayScale
            let deadline = limits.effectiveDeadline
            let budget = NodeBudget(viewLimit: limits.views, deadline: deadline)
            return NodeBudget.$current.withValue(budget) {
                layOut(
                    view, environment: environment, budget: budget, deadline: deadline, safeArea: safeArea,
                    answer: answer, body)
            }
        }
        let outcome: Swift.Result<Result, LayoutError>
        do {
            outcome = try LargeStack.run(answeringEarly: run)
        } catch {
            throw .noThread(error.description)
        }
        return try outcome.get()
    }

    /// Builds `view`'s nodes against `budget` and runs `body` over its root,
    /// refusing trees and layouts over the ``limits``. Out of time, it gives
    /// `answer` its failure before the tree is freed, which may take seconds.
    private func layOut<V: View, Result>(
        _ view: V, environment: EnvironmentValues, budget: NodeBudget, deadline: ContinuousClock.Instant?,
        safeArea: SafeArea?, answer: (Swift.Result<Result, LayoutError>) -> Void,
        _ body: (ViewNode, LayoutContext) -> Result
    ) -> Swift.Result<Result, LayoutError> {
        let outOfTime = Swift.Result<Result, LayoutError>.failure(.outOfTime(limit: limits.time ?? .zero))
        let displayScale = environment.displayScale
        let nodes = EnvironmentValues.withCurrent(environment) { resolveNodes(view, in: environment) }
        // A tree cut short is refused before anything else is asked of it.
        if budget.exceededLimit == .time {
            answer(outOfTime)
            return outOfTime
        }
        if budget.hasStopped { return .failure(.tooManyViewsMade(limit: limits.views)) }
        // Every view made is counted as it is made: one count, one limit.
        if budget.views > limits.views { return .failure(.tooManyViews(count: budget.views, limit: limits.views)) }
        let root: ViewNode
        if nodes.count == 1 {
            root = nodes[0]
        } else {
            root = ViewNode(
                name: "VStack", content: .layout(LayoutBox(layout: VStackLayout())), children: nodes,
                environment: environment)
            root.isImplicit = true
        }
        let context = LayoutContext(
            textEngine: textEngine, displayScale: displayScale, safeArea: safeArea,
            workLimit: limits.layoutWork, deadline: deadline
        )
        if let refusal = inspect(root, context: context) { return .failure(refusal) }
        let result = body(root, context)
        context.endPass()
        // Text set without a face that did not fit in memory is wrong, not a fallback.
        if let failure = context.fontFailure { return .failure(.fontOutOfMemory(failure.description)) }
        switch context.exceeded {
        case .layoutWork: return .failure(.tooMuchWork(limit: limits.layoutWork))
        case .time:
            answer(outOfTime)
            return outOfTime
        default: return .success(result)
        }
    }

    /// Why the tree cannot be laid out under the ``limits`` (too deep, a
    /// text too long, an image too large), or nil, with its
    /// nodes' warnings handed to `context`; found without recursion.
    private func inspect(_ root: ViewNode, context: LayoutContext) -> LayoutError? {
        let textLimit = Swift.min(limits.textLength, StyledText.maximumLength)
        var deepest = 0
        // The images painting decodes, each once: their pixels in all (issue 33, item 2).
        var decodedPNGs: Set<PNGImage> = [], decodedJPEGs: Set<EncodedImage> = [], decodedPixels = 0
        // Nodes Galley made (a ScrollView's content stack) count as neither.
        var pending = [(root, root.isImplicit ? 0 : 1)]
        while let (node, depth) = pending.popLast() {
            deepest = Swift.max(deepest, depth)
            for warning in node.warnings { context.warn(warning, at: node) }
            if case .text(let text, _) = node.content {
                let length = text.spans.reduce(0) { $0 + $1.string.utf16.count }
                if length > textLimit { return .textTooLong(length: length, limit: textLimit) }
            }
            if case .image(let image) = node.paint {
                let pixels = image.pixelWidth.multipliedReportingOverflow(by: image.pixelHeight)
                if pixels.overflow || pixels.partialValue > limits.imagePixels {
                    return .imageTooLarge(image, limit: limits.imagePixels)
                }
                if decodedPNGs.insert(image).inserted { decodedPixels += pixels.partialValue }
            }
            if case .encodedImage(let image) = node.paint {
                let pixels = image.pixelCount
                if pixels.overflow || pixels.count > limits.imagePixels {
                    return .encodedImageTooLarge(image, limit: limits.imagePixels)
                }
                if image.format == .jpeg, decodedJPEGs.insert(image).inserted { decodedPixels += pixels.count }
            }
            if decodedPixels > limits.decodedImagePixels {
                return .tooManyImagePixels(total: decodedPixels, limit: limits.decodedImagePixels)
            }
            for child in node.children where child.location == nil { child.location = node.location }
            // Pushed last to first, so that warnings come in the order the views were written.
            pending += node.children.reversed().map { ($0, $0.isImplicit ? depth : depth + 1) }
        }
        if deepest > limits.depth { return .tooDeep(depth: deepest, limit: limits.depth) }
        return nil
    }
}

/// Why a view tree could not be laid out.
public enum LayoutError: Error, Equatable, CustomStringConvertible {
    /// The tree nests deeper than ``ResourceLimits/depth``.
    case tooDeep(depth: Int, limit: Int)
    /// The tree has more views than ``ResourceLimits/views``.
    case tooManyViews(count: Int, limit: Int)
    /// The tree was making more views than ``ResourceLimits/views`` (a
    /// `ForEach`'s copies), and was stopped before it was whole.
    case tooManyViewsMade(limit: Int)
    /// A text is longer than ``ResourceLimits/textLength`` (UTF-16 code units).
    case textTooLong(length: Int, limit: Int)
    /// An image has more pixels than ``ResourceLimits/imagePixels``.
    case imageTooLarge(PNGImage, limit: Int)
    /// A JPEG has more pixels, or an SVG or PDF more square points, than ``ResourceLimits/imagePixels``.
    case encodedImageTooLarge(EncodedImage, limit: Int)
    /// The PNG and JPEG images, each counted once, have more pixels in all
    /// than ``ResourceLimits/decodedImagePixels``.
    case tooManyImagePixels(total: Int, limit: Int)
    /// The layout computed ``ResourceLimits/layoutWork`` sizes and was not done.
    case tooMuchWork(limit: Int)
    /// The layout was not done when ``ResourceLimits/time`` ran out.
    case outOfTime(limit: Duration)
    /// No thread with a stack large enough for layout could be started
    /// (see ``LargeStack``); says why.
    case noThread(String)
    /// A face the text needs could not be loaded for lack of memory; says which.
    case fontOutOfMemory(String)

    public var description: String {
        switch self {
        case .tooDeep(let depth, let limit):
            "the view tree is \(depth) levels deep; \(ResourceLimit.depth.atMost(limit)) can be laid out"
        case .tooManyViews(let count, let limit):
            "the view tree has \(count) views and modifiers; \(ResourceLimit.views.atMost(limit)) can be laid out"
        case .tooManyViewsMade(let limit):
            "the view tree makes more than \(limit) views and modifiers; "
                + "\(ResourceLimit.views.atMost(limit)) can be laid out"
        case .textTooLong(let length, let limit):
            "a text is \(length) UTF-16 code units long; \(ResourceLimit.textLength.atMost(limit)) can be laid out"
        case .imageTooLarge(let image, let limit):
            "\(image.source.map { "the image \($0)" } ?? "an image") is "
                + "\(image.pixelWidth) × \(image.pixelHeight) pixels; "
                + "images of \(ResourceLimit.imagePixels.atMost(limit)) pixels can be drawn"
        case .encodedImageTooLarge(let image, let limit):
            "\(image.source.map { "the image \($0)" } ?? "an image") is "
                + "\(ImageHeaders.number(image.width)) × \(ImageHeaders.number(image.height)) "
                + (image.format.isVector ? "points" : "pixels")
                + "; images of \(ResourceLimit.imagePixels.atMost(limit)) pixels can be drawn"
        case .tooManyImagePixels(let total, let limit):
            "the PNG and JPEG images have at least \(total) pixels in all, each counted once; images of "
                + "\(ResourceLimit.decodedImagePixels.atMost(limit)) pixels in all can be drawn"
        case .tooMuchWork(let limit):
            """
            the layout computed \(limit) sizes and was not done; \(ResourceLimit.layoutWork.atMost(limit)) are \
            computed
            """
        case .outOfTime(let limit):
            "the layout was not done \(ResourceLimit.within(limit))"
        case .noThread(let reason): reason
        case .fontOutOfMemory(let reason): reason
        }
    }
}
