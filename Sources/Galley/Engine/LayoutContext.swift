import Foundation
import GalleyText

/// The state of one layout pass: the text engine, the display scale, and
/// the answers given so far, so that asking a node the same question twice
/// costs a lookup. Without that cache, nested stacks (which probe each child
/// at several proposals) would take exponential time. Text is measured
/// in TextMeasurement.swift, alignment guides answered in
/// AlignmentGuideAnswers.swift.
final class LayoutContext {
    let textEngine: TextEngine
    let displayScale: CGFloat

    // Sizes, text layouts, paragraphs and guides are kept on the nodes
    // (``LayoutAnswers``).
    var caches: [ObjectIdentifier: Any] = [:]
    private var subviewLists: [ObjectIdentifier: LayoutSubviews] = [:]
    /// For the subviews of layouts that declare a stack orientation, that
    /// orientation: recorded when the layout's subviews are first asked
    /// for, which is before any of them is sized.
    private var enclosingStackOrientations: [ObjectIdentifier: Axis] = [:]
    /// The nodes GeometryReaders made while placing, kept until the pass
    /// ends: the tables above are keyed by node identity, and a node freed
    /// mid-pass could give its address, and its layout cache, to another.
    private var madeNodes: [ViewNode] = []
    /// Placements recorded by the `placeSubviews` call in progress.
    private var placements: [Int: Placement] = [:]
    /// How many sizes were computed (not found in the cache).
    private(set) var measurements = 0
    /// How many sizes were asked for (computed or found), views placed and
    /// placements recorded: the clock is read by this count, for a stack
    /// of a million subviews goes over them all again and again from sizes
    /// it already knows.
    private var steps = 0
    /// The most sizes the pass may compute, and when it must be done.
    private let workLimit: Int
    private let deadline: ContinuousClock.Instant?
    /// The limit the pass ran past; from then on every size is zero and
    /// nothing is placed, so the pass ends quickly, and its result is refused.
    private(set) var exceeded: ResourceLimit?
    /// A face the text needed that could not be loaded for lack of memory.
    var fontFailure: FontError?
    private(set) var warnings: [String] = []
    private var warned: Set<String> = []

    struct Placement {
        var position: CGPoint
        var anchor: UnitPoint
        var proposal: ProposedViewSize
        /// The safe area the subview is placed in, when its parent changes it.
        var safeArea: SafeArea?
        /// Whether the layout hides the subview instead (`LayoutSubview.hide(warning:)`).
        var isHidden = false
    }

    /// The safe area of the view being placed (nil: none, as on a fixed canvas).
    private(set) var safeArea: SafeArea?
    /// The coordinate spaces named around the view being placed, outermost first.
    private var namedSpaces: [GeometryProxy.NamedSpace] = []
    /// The actions `onPreferenceChange` modifiers asked for as their views
    /// were placed, each with its value, in placement order.
    private(set) var preferenceActions: [() -> Void] = []

    init(
        textEngine: TextEngine, displayScale: CGFloat, safeArea: SafeArea? = nil,
        workLimit: Int = ResourceLimits.standard.layoutWork, deadline: ContinuousClock.Instant? = nil
    ) {
        self.textEngine = textEngine
        self.workLimit = workLimit
        self.deadline = deadline
        self.displayScale = displayScale.isFinite && displayScale > 0 ? displayScale : 1
        self.safeArea = safeArea
    }

    /// Lets go of what the pass kept that refers back to this context:
    /// the subview lists (each subview holds its context) and the layouts'
    /// caches (which may hold subviews). Without this the context, its
    /// node tree and every text it measured stayed in memory after each
    /// layout, a cycle AddressSanitizer's leak checker found through the
    /// scene-paint fuzz target.
    func endPass() {
        subviewLists.removeAll()
        enclosingStackOrientations.removeAll()
        caches.removeAll()
        madeNodes.removeAll()
    }

    /// Records `message` once, starting with where `node` was written when that is known.
    func warn(_ message: String, at node: ViewNode? = nil) {
        let message = node?.location.map { "\($0): \(message)" } ?? message
        if warned.insert(message).inserted { warnings.append(message) }
    }

    // MARK: Sizing

    /// Whether the pass may go on: no limit passed, and the time not up,
    /// the clock read once every 1,024 steps (reading it costs more than
    /// most steps). Past a limit, every answer is empty, so the pass ends
    /// quickly, and its result is refused.
    func inTime() -> Bool {
        guard exceeded == nil else { return false }
        steps += 1
        if steps & 1_023 == 0, let deadline, ContinuousClock.now > deadline { exceeded = .time }
        return exceeded == nil
    }

    func size(of node: ViewNode, proposal: ProposedViewSize) -> CGSize {
        guard inTime() else { return .zero }
        let proposal = proposal.sanitized
        if let size = node.answers.sizes[proposal] { return size }
        measurements += 1
        if measurements > workLimit {
            exceeded = .layoutWork
            return .zero
        }
        let size = computeSize(of: node, proposal: proposal)
        node.answers.sizes[proposal] = size
        return size
    }

    private func computeSize(of node: ViewNode, proposal: ProposedViewSize) -> CGSize {
        switch node.content {
        case .text:
            guard let layout = textLayout(of: node, proposal: proposal) else { return .zero }
            return CGSize(width: layout.size.width, height: Swift.max(layout.size.height, reservedTextHeight(of: node)))
        case .fill, .geometry:
            return proposal.replacingUnspecifiedDimensions()
        case .image(let size, let isResizable, _):
            return isResizable ? proposal.replacingUnspecifiedDimensions(by: size) : size
        case .layout(let layout):
            let subviews = self.subviews(of: node)
            var cache = self.cache(of: node, layout: layout, subviews: subviews)
            let size = layout.sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache)
            caches[ObjectIdentifier(node)] = cache
            return CGSize(width: Self.clean(size.width), height: Self.clean(size.height))
        }
    }

    /// NaN and negative sizes from a layout become 0.
    private static func clean(_ value: CGFloat) -> CGFloat {
        value.isNaN ? 0 : Swift.max(0, value)
    }

    func subviews(of node: ViewNode) -> LayoutSubviews {
        let id = ObjectIdentifier(node)
        if let subviews = subviewLists[id] { return subviews }
        let subviews = LayoutSubviews(
            context: self, nodes: node.children, layoutDirection: node.environment.layoutDirection,
            enclosingStackOrientation: enclosingStackOrientations[id]
        )
        subviewLists[id] = subviews
        if case .layout(let layout) = node.content, let axis = layout.stackOrientation {
            for child in node.children { enclosingStackOrientations[ObjectIdentifier(child)] = axis }
        }
        return subviews
    }

    /// Sets the layout cache of `node`, from its container (see ``LayoutSubview/setCache(of:to:)``).
    func setCache(_ cache: Any, of node: ViewNode) {
        caches[ObjectIdentifier(node)] = cache
    }

    func cache(of node: ViewNode, layout: any ErasedLayout, subviews: LayoutSubviews) -> Any {
        if let cache = caches[ObjectIdentifier(node)] { return cache }
        let cache = layout.makeCache(subviews: subviews)
        caches[ObjectIdentifier(node)] = cache
        return cache
    }

    func spacing(of node: ViewNode) -> ViewSpacing {
        // Past a limit, nothing more is measured (a stack of a million texts still asks each).
        guard exceeded == nil else { return .default }
        if let known = node.answers.spacing { return known }
        let spacing: ViewSpacing
        switch node.content {
        case .text(let text, _):
            spacing = .text(lineGap: CGFloat(paragraph(of: text, node: node).lineGap))
        case .layout(let layout):
            let subviews = self.subviews(of: node)
            var cache = self.cache(of: node, layout: layout, subviews: subviews)
            spacing = layout.spacing(subviews: subviews, cache: &cache)
            caches[ObjectIdentifier(node)] = cache
        default: spacing = .default
        }
        // Not kept past a limit: what was found then may be wrong, and the pass is refused anyway.
        if exceeded == nil { node.answers.spacing = spacing }
        return spacing
    }

    // MARK: Placement

    func recordPlacement(
        index: Int, position: CGPoint, anchor: UnitPoint, proposal: ProposedViewSize, safeArea: SafeArea? = nil
    ) {
        guard inTime() else { return }
        placements[index] = Placement(position: position, anchor: anchor, proposal: proposal, safeArea: safeArea)
    }

    /// Notes that the subview at `index` is not shown.
    func recordHidden(index: Int) {
        placements[index] = Placement(position: .zero, anchor: .topLeading, proposal: .zero, isHidden: true)
    }

    /// Places `node` with its top-leading corner at `origin`, at the size
    /// it answers `proposal`, and everything inside it.
    func place(_ node: ViewNode, at origin: CGPoint, proposal: ProposedViewSize) -> PlacedView {
        placeWithPreferences(node, at: origin, proposal: proposal).view
    }

    /// Places `node` as ``place(_:at:proposal:)`` does, with the preference
    /// values of its subtree (nil when it sets none). Preferences and
    /// geometry readers' positions are found here, after layout: the
    /// `onPreferenceChange` actions are gathered in ``preferenceActions``.
    func placeWithPreferences(
        _ node: ViewNode, at origin: CGPoint, proposal: ProposedViewSize
    ) -> (view: PlacedView, preferences: PreferenceValues?) {
        let proposal = proposal.sanitized
        var size = self.size(of: node, proposal: proposal)
        if !size.width.isFinite || !size.height.isFinite {
            // An infinite size cannot be drawn: it takes the proposal where
            // that is finite, else nothing.
            warn("\(node.name) answered an infinite size; it was given \(proposal) instead", at: node)
            size = CGSize(
                width: size.width.isFinite ? size.width : (proposal.width.flatMap { $0.isFinite ? $0 : nil } ?? 0),
                height: size.height.isFinite ? size.height : (proposal.height.flatMap { $0.isFinite ? $0 : nil } ?? 0)
            )
        }
        let frame = CGRect(origin: roundedToPixels(origin), size: size)
        let bounds = CGRect(origin: origin, size: size)
        let namedSpaceCount = namedSpaces.count
        if let names = node.preferences?.coordinateSpaceNames {
            namedSpaces += names.map { GeometryProxy.NamedSpace(name: $0, frame: frame) }
        }
        var children: [PlacedView] = []
        var values: PreferenceValues?
        // Past a limit the result is refused: nothing more is placed (issue 33, item 2).
        if inTime(), case .layout(let layout) = node.content {
            // In a right-to-left environment the layout places as usual, in
            // a safe area seen mirrored, and every placement is mirrored
            // within its bounds afterwards.
            let mirrors = node.environment.layoutDirection == .rightToLeft && layout.mirrorsInRightToLeft
            let subviews = self.subviews(of: node)
            var cache = self.cache(of: node, layout: layout, subviews: subviews)
            let saved = placements
            let outerSafeArea = safeArea
            placements = [:]
            if mirrors { safeArea = safeArea?.mirrored(within: bounds) }
            layout.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
            safeArea = outerSafeArea
            caches[ObjectIdentifier(node)] = cache
            let recorded = placements
            placements = saved
            for (index, child) in node.children.enumerated() {
                if exceeded != nil { break }
                if layout.showsOnlyPlacedSubviews && recorded[index] == nil { continue }
                if recorded[index]?.isHidden == true { continue }
                // A subview the layout did not place sits at the centre of its bounds.
                let placement =
                    recorded[index]
                    ?? Placement(
                        position: CGPoint(x: origin.x + size.width / 2, y: origin.y + size.height / 2), anchor: .center,
                        proposal: proposal
                    )
                let childSize = self.size(of: child, proposal: placement.proposal)
                var childOrigin = CGPoint(
                    x: Self.finite(placement.position.x - placement.anchor.x * childSize.width),
                    y: Self.finite(placement.position.y - placement.anchor.y * childSize.height)
                )
                var childSafeArea = placement.safeArea
                if mirrors {
                    childOrigin.x = Self.mirrored(childOrigin.x, width: childSize.width, within: bounds)
                    childSafeArea = childSafeArea?.mirrored(within: bounds)
                }
                if let inner = childSafeArea { safeArea = inner }
                let placed = placeWithPreferences(child, at: childOrigin, proposal: placement.proposal)
                children.append(placed.view)
                values = PreferenceValues.combining(values, placed.preferences)
                safeArea = outerSafeArea
            }
        }
        if exceeded == nil, case .geometry(let makeContent) = node.content {
            // The content sits at the reader's top-leading corner: the top right in right to left.
            let isRightToLeft = node.environment.layoutDirection == .rightToLeft
            let proxy = GeometryProxy(
                size: size, safeAreaInsets: safeAreaInsets(of: frame, rightToLeft: isRightToLeft), globalFrame: frame,
                namedSpaces: namedSpaces
            )
            let content = makeContent(proxy)
            madeNodes += content
            for child in content {
                var childOrigin = origin
                if isRightToLeft {
                    childOrigin.x = Self.mirrored(
                        origin.x, width: self.size(of: child, proposal: ProposedViewSize(size)).width, within: bounds)
                }
                let placed = placeWithPreferences(child, at: childOrigin, proposal: ProposedViewSize(size))
                children.append(placed.view)
                values = PreferenceValues.combining(values, placed.preferences)
            }
        }
        if let preferences = node.preferences {
            if let secondary = preferences.secondary {
                placeSecondary(secondary, of: node, in: bounds, values: &values, children: &children)
            }
            for step in preferences.steps {
                switch step {
                case .write(let write):
                    var written = values ?? PreferenceValues()
                    write(&written, frame)
                    values = written
                case .watch(let watch):
                    if let action = watch(values ?? PreferenceValues()) { preferenceActions.append(action) }
                }
            }
            namedSpaces.removeSubrange(namedSpaceCount...)
        }
        let text = textLayout(of: node, proposal: proposal)
        let view = PlacedView(
            name: node.name, id: node.id, location: node.location, frame: frame, children: children, text: text,
            paint: node.paintForSize?(size) ?? node.paint,
            effect: node.effectForSize?(size) ?? node.effect, zIndex: node.traits.zIndex, environment: node.environment,
            isImplicit: node.isImplicit
        )
        return (view, values)
    }

    /// Builds an `overlayPreferenceValue` or `backgroundPreferenceValue`
    /// view from the values of the view it modifies, now placed, and places
    /// it over or behind that view: offered its size and aligned on it, as
    /// an overlay is. Its own values join the view's, in drawing order.
    private func placeSecondary(
        _ secondary: PreferenceSecondary, of node: ViewNode, in bounds: CGRect, values: inout PreferenceValues?,
        children: inout [PlacedView]
    ) {
        let nodes = secondary.make(values ?? PreferenceValues())
        guard !nodes.isEmpty else { return }
        let content = ViewNode.stacked(nodes, alignment: secondary.alignment, environment: node.environment)
        madeNodes += nodes + [content]
        let proposal = ProposedViewSize(bounds.size)
        let container = ViewDimensions(size: bounds.size)
        let dimensions = self.dimensions(of: content, proposal: proposal)
        var origin = CGPoint(
            x: Self.finite(
                bounds.minX + container[secondary.alignment.horizontal] - dimensions[secondary.alignment.horizontal]),
            y: Self.finite(
                bounds.minY + container[secondary.alignment.vertical] - dimensions[secondary.alignment.vertical])
        )
        if node.environment.layoutDirection == .rightToLeft {
            origin.x = Self.mirrored(origin.x, width: dimensions.width, within: bounds)
        }
        let placed = placeWithPreferences(content, at: origin, proposal: proposal)
        if secondary.isBackground {
            children.insert(placed.view, at: 0)
            values = PreferenceValues.combining(placed.preferences, values)
        } else {
            children.append(placed.view)
            values = PreferenceValues.combining(values, placed.preferences)
        }
    }

    /// How far `frame` reaches outside the safe area, edge by edge.
    private func safeAreaInsets(of frame: CGRect, rightToLeft: Bool) -> EdgeInsets {
        guard let safe = safeArea?.safe else { return EdgeInsets() }
        func inset(_ value: CGFloat, within length: CGFloat) -> CGFloat {
            value.isFinite ? Swift.min(Swift.max(0, value), length) : 0
        }
        let left = inset(safe.minX - frame.minX, within: frame.width),
            right = inset(frame.maxX - safe.maxX, within: frame.width)
        return EdgeInsets(
            top: inset(safe.minY - frame.minY, within: frame.height), leading: rightToLeft ? right : left,
            bottom: inset(frame.maxY - safe.maxY, within: frame.height), trailing: rightToLeft ? left : right
        )
    }

    /// The x of a view `width` wide at `x`, mirrored within `bounds`:
    /// as far from the right edge as it was from the left.
    private static func mirrored(_ x: CGFloat, width: CGFloat, within bounds: CGRect) -> CGFloat {
        finite(bounds.minX + bounds.maxX - x - width)
    }

    /// Infinite or NaN positions (a layout placing at infinity) become 0.
    private static func finite(_ value: CGFloat) -> CGFloat {
        value.isFinite ? value : 0
    }

    /// Positions snap to the nearest pixel of the display scale, halves
    /// upwards. The millionth of a pixel of slack makes a half computed
    /// two ways (a frame and its same-size child) round the same way. A
    /// coordinate too large to scale (−1e308 at @3x) stays as it is.
    private func roundedToPixels(_ point: CGPoint) -> CGPoint {
        func snap(_ value: CGFloat) -> CGFloat {
            let snapped = (value * displayScale + 0.5 + 1e-6).rounded(.down) / displayScale
            return snapped.isFinite ? snapped : value
        }
        return CGPoint(x: snap(point.x), y: snap(point.y))
    }
}
