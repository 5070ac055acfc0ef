import Foundation
import Galley
import GalleyScene

/// A value at which a scene's layout changes, and what changes there.
public struct Breakpoint: Sendable, Equatable {
    /// The first value, on the search's grid, with the new layout.
    public let value: Double
    /// `value` in grid steps from zero (pixels, when the step is 1/scale).
    public let step: Int
    public let changes: [Change]

    /// One view's change.
    public struct Change: Sendable, Equatable {
        /// The view's type, as the dump names it, and its id.
        public let type: String
        public let id: String?
        /// Where it was written: the scene's path to the view or modifier
        /// (`root.content[0].modifiers[1]`), as the scene's errors name it;
        /// for views with no scene, ``dumpPath``.
        public let path: String
        /// Where it is in the layout dump after the change: `root.children[0]`.
        public let dumpPath: String
        /// What changed: `lines`, `truncation`, `lineBreaks`, `choice`
        /// (ViewThatFits), `children`, `width`, `height`.
        public let kind: String
        /// Before and after, as numbers or names, for the JSON.
        public let before: String
        public let after: String
        /// A sentence: `2 → 3 lines`, `width stops changing (200)`.
        public let description: String

        /// The view, as a table shows it: `Text "The quick brown…"`, `frame`, `Text#title`.
        public var viewLabel: String
    }
}

/// Finds the values of one setting at which a scene's layout changes, or
/// the values at which the layout of a view made from the value changes,
/// by bisection over its layouts on a grid of `step` (1/scale, say).
///
/// A layout changes where its dump would change in kind: a text gains or
/// loses a line, truncation starts or stops, an untruncated text's words
/// move between lines, ViewThatFits shows another child, the views
/// change — or where a view's size stops (or starts) following the value,
/// as a frame does when it clamps. The grid is scanned at up to
/// `samples` points and every interval whose ends differ is halved until
/// the change is pinned to one step; a change that reverts within one scan
/// interval is not seen.
public struct BreakpointSearch: Sendable {
    /// What the search is over, as errors name it.
    private let name: String
    /// The layout at a value: its canvas and view.
    private let variant: @Sendable (Double) throws(MessageError) -> SceneVariant
    private let makeEngine: @Sendable () throws(MessageError) -> LayoutEngine
    public let step: Double
    public var samples: Int = 1_024
    /// Told after each scan interval: its first and last value, how many
    /// steps inside it the layout changed at, and how many intervals there are.
    public var progress: @Sendable (_ interval: ClosedRange<Double>, _ changes: Int, _ total: Int) -> Void = {
        _, _, _ in
    }

    /// A search over a scene file: `settings` are what a value changes.
    public init(template: SceneTemplate, step: Double, settings: @escaping @Sendable (Double) -> [SweepSetting]) {
        name = template.name
        variant = { value throws(MessageError) in
            do throws(SceneError) {
                return try template.variant(settings(value))
            } catch {
                throw MessageError("at \(SweepNumber.format(value)): \(error.description)")
            }
        }
        makeEngine = { template.makeEngine() }
        self.step = step
    }

    /// A search over the view `content` makes of each value, laid out on
    /// `canvas` with the bundled fonts. Sweep a width as SwiftUI would
    /// propose it:
    ///
    /// ```swift
    /// let breakpoints = try BreakpointSearch(step: 1) { width in
    ///     Text("The quick brown fox").frame(width: width)
    /// }.breakpoints(from: 40, to: 200)   // where the text gains or loses a line
    /// ```
    public init(
        step: Double, on canvas: Canvas = Canvas(size: .fitting(.unspecified), scale: 1),
        @ViewBuilder content: @escaping @Sendable (CGFloat) -> any View
    ) {
        name = "the view"
        variant = { value in
            SceneVariant(
                canvas: canvas, background: nil, view: AnyView(content(CGFloat(value))),
                settings: [.parameter(name: "value", value: SweepNumber.format(value))])
        }
        makeEngine = { () throws(MessageError) in try BundledEngine.make() }
        self.step = step
    }

    /// The breakpoints between `from` and `to`, in order.
    public func breakpoints(from: Double, to: Double) throws(MessageError) -> [Breakpoint] {
        guard step.isFinite, step > 0 else { throw MessageError("step \(step): expected a positive number") }
        guard from.isFinite, to.isFinite, max(abs(from), abs(to)) / step < 1e15 else {
            throw MessageError(
                "from \(from) to \(to) in steps of \(step): expected finite values, fewer than 10^15 steps from zero")
        }
        let samples = min(max(1, samples), 1 << 24)
        let first = Int((from / step - 1e-9).rounded(.up)), last = Int((to / step + 1e-9).rounded(.down))
        guard first < last else { return [] }
        var search = Search(name: name, variant: variant, step: step, engine: try makeEngine())
        let stride = max(1, (last - first + samples - 1) / samples)
        var points = Array(Swift.stride(from: first, to: last, by: stride))
        points.append(last)
        var found: [Int] = []
        for (a, b) in zip(points, points.dropFirst()) {
            let before = found.count
            try search.transitions(a, b, into: &found)
            progress(search.value(a)...search.value(b), found.count - before, points.count - 1)
        }
        var result: [Breakpoint] = []
        for index in found {
            let changes = try search.changes(at: index)
            if !changes.isEmpty { result.append(Breakpoint(value: search.value(index), step: index, changes: changes)) }
        }
        return Self.withoutJumps(result)
    }

    /// The breakpoints without one-step excursions of a size's rate: a view
    /// whose rate changes at one step and changes back at the next jumped
    /// in size there (a Spacer taking up what a text's pixel-rounded or
    /// truncated width gave back) and follows the value as before, so
    /// neither change is kept. Nor is a breakpoint left with no change.
    static func withoutJumps(_ breakpoints: [Breakpoint]) -> [Breakpoint] {
        var changes = breakpoints.map(\.changes)
        let rates: Set<String> = ["width", "height"]
        for index in breakpoints.indices.dropLast() where breakpoints[index + 1].step == breakpoints[index].step + 1 {
            // What is left of the first: a change that was the way back of an earlier jump starts none.
            for change in changes[index] where rates.contains(change.kind) {
                guard
                    let back = changes[index + 1].firstIndex(where: {
                        $0.kind == change.kind && $0.dumpPath == change.dumpPath && $0.before == change.after
                            && $0.after == change.before
                    })
                else { continue }
                changes[index].removeAll { $0 == change }
                changes[index + 1].remove(at: back)
            }
        }
        return zip(breakpoints, changes).compactMap { point, kept in
            kept.isEmpty ? nil : Breakpoint(value: point.value, step: point.step, changes: kept)
        }
    }
}

/// The state of one search: the layouts probed so far.
private struct Search {
    let name: String
    let variant: (Double) throws(MessageError) -> SceneVariant
    let step: Double
    let engine: LayoutEngine
    var probes: [Int: LayoutProbe] = [:]

    init(
        name: String, variant: @escaping (Double) throws(MessageError) -> SceneVariant, step: Double,
        engine: LayoutEngine
    ) {
        self.name = name
        self.variant = variant
        self.step = step
        self.engine = engine
    }

    /// The value at grid step `index`. On a grid of 1/n it is index / n,
    /// exactly the number layout rounds sizes to (index × (1/n) can be a
    /// bit off: 511 × (1/3) is not 511/3).
    func value(_ index: Int) -> Double {
        let inverse = (1 / step).rounded()
        return abs(inverse * step - 1) < 1e-12 ? Double(index) / inverse : Double(index) * step
    }

    mutating func probe(_ index: Int) throws(MessageError) -> LayoutProbe {
        if let probe = probes[index] { return probe }
        let variant = try self.variant(value(index))
        let probe: LayoutProbe
        do {
            probe = LayoutProbe(try variant.layout(using: engine).result.root)
        } catch {
            throw MessageError("\(name) at \(variant.label): \(error.description)")
        }
        probes[index] = probe
        return probe
    }

    /// How each view's size changes from `index` to the next step, or nil
    /// when the layout changes in kind there (the sizes jump).
    mutating func slopes(_ index: Int) throws(MessageError) -> [CGSize]? {
        let here = try probe(index), next = try probe(index + 1)
        guard here.key == next.key else { return nil }
        return zip(here.sizes, next.sizes).map { a, b in
            CGSize(width: Self.rounded(b.width - a.width), height: Self.rounded(b.height - a.height))
        }
    }

    /// Rounding that keeps floating-point noise out of comparisons.
    static func rounded(_ value: CGFloat) -> CGFloat {
        (value * 10_000).rounded() / 10_000
    }

    mutating func isSame(_ a: Int, _ b: Int) throws(MessageError) -> Bool {
        guard try probe(a).key == probe(b).key else { return false }
        return try slopes(a) == slopes(b)
    }

    /// Every step in `(a, b]` where the layout differs from the step before.
    mutating func transitions(_ a: Int, _ b: Int, into found: inout [Int]) throws(MessageError) {
        guard try !isSame(a, b) else { return }
        if b == a + 1 {
            found.append(b)
            return
        }
        let middle = a + (b - a) / 2
        try transitions(a, middle, into: &found)
        try transitions(middle, b, into: &found)
    }

    /// What changes from `index - 1` to `index`.
    mutating func changes(at index: Int) throws(MessageError) -> [Breakpoint.Change] {
        let before = try probe(index - 1), after = try probe(index)
        if before.key != after.key { return Self.kindChanges(before.nodes[0].view, after.nodes[0].view, path: "root") }
        // Sizes that jump at the next step show up here as a change of rate: that change is the next step's.
        guard let old = try slopes(index - 1), let new = try slopes(index) else { return [] }
        var changes: [Breakpoint.Change] = []
        for (position, node) in after.nodes.enumerated() where old[position] != new[position] {
            // The cause is the deepest view whose size changes its rate: its
            // ancestors follow it. A text's size steps with the pixel grid
            // (and with what truncation leaves), so a text is never the cause,
            // and nor is anything above it.
            let descendants = (position + 1)..<(position + 1 + node.descendantCount)
            guard !descendants.contains(where: { old[$0] != new[$0] }), node.view.text == nil else { continue }
            // A modifier passing its one child's size on is where the change
            // shows: `frame(minWidth:maxWidth:)` clamps, not the Color inside.
            var shown = position
            while let parent = after.nodes[shown].parent, after.nodes[parent].childCount == 1,
                old[parent] == old[position], new[parent] == new[position]
            {
                shown = parent
            }
            let view = after.nodes[shown].view
            for (dimension, was, now, size) in [
                ("width", old[position].width, new[position].width, view.frame.width),
                ("height", old[position].height, new[position].height, view.frame.height),
            ] where was != now {
                let description: String
                if now == 0 {
                    description = "\(dimension) stops changing (\(SweepNumber.format(Double(size))))"
                } else if was == 0 {
                    description = "\(dimension) starts changing (from \(SweepNumber.format(Double(size))))"
                } else {
                    description = "\(dimension) changes \(Self.rate(was)) → \(Self.rate(now)) per step"
                }
                changes.append(
                    Self.change(
                        view, path: after.nodes[shown].path, kind: dimension, before: Self.rate(was),
                        after: Self.rate(now), description))
            }
        }
        return changes
    }

    static func rate(_ value: CGFloat) -> String {
        SweepNumber.format(Double(value))
    }

    /// Walks two trees that differ in kind and names each difference.
    static func kindChanges(_ before: PlacedView, _ after: PlacedView, path: String) -> [Breakpoint.Change] {
        var changes: [Breakpoint.Change] = []
        if let old = before.text, let new = after.text {
            if old.lineCount != new.lineCount {
                changes.append(
                    change(
                        after, path: path, kind: "lines", before: "\(old.lineCount)", after: "\(new.lineCount)",
                        "\(old.lineCount) → \(new.lineCount) line\(new.lineCount == 1 ? "" : "s")"))
            }
            if old.isTruncated != new.isTruncated {
                changes.append(
                    change(
                        after, path: path, kind: "truncation", before: "\(old.isTruncated)",
                        after: "\(new.isTruncated)",
                        new.isTruncated ? "truncation starts" : "truncation ends"))
            } else if old.lineCount == new.lineCount, !new.isTruncated, old.lineStrings != new.lineStrings {
                let lines = new.lineStrings.map { "“\($0)”" }.joined(separator: " ")
                changes.append(
                    change(
                        after, path: path, kind: "lineBreaks", before: old.lineStrings.joined(separator: "\n"),
                        after: new.lineStrings.joined(separator: "\n"), "lines break differently: \(lines)"))
            }
        }
        let oldChildren = before.sceneChildren, newChildren = after.sceneChildren
        let sameKinds =
            oldChildren.count == newChildren.count
            && zip(oldChildren, newChildren).allSatisfy { $0.name == $1.name && $0.id == $1.id }
        guard sameKinds else {
            if after.name == "ViewThatFits", oldChildren.count == 1, newChildren.count == 1 {
                let old = label(oldChildren[0], withText: false), new = label(newChildren[0], withText: false)
                changes.append(
                    change(after, path: path, kind: "choice", before: old, after: new, "shows \(new) instead of \(old)")
                )
            } else {
                changes.append(
                    change(
                        after, path: path, kind: "children", before: "\(oldChildren.count)",
                        after: "\(newChildren.count)",
                        """
                        children change: \(oldChildren.map { label($0, withText: false) }.joined(separator: ", ")) \
                        → \(newChildren.map { label($0, withText: false) }.joined(separator: ", "))
                        """
                    ))
            }
            return changes
        }
        for (offset, (old, new)) in zip(oldChildren, newChildren).enumerated() {
            changes += kindChanges(old, new, path: "\(path).children[\(offset)]")
        }
        return changes
    }

    static func change(
        _ view: PlacedView, path: String, kind: String, before: String, after: String, _ description: String
    ) -> Breakpoint.Change {
        Breakpoint.Change(
            type: view.name, id: view.id, path: view.location ?? path, dumpPath: path, kind: kind, before: before,
            after: after,
            description: description, viewLabel: label(view, withText: true)
        )
    }

    /// `Text#title`, `frame`, `Text "The quick brown…"`.
    static func label(_ view: PlacedView, withText: Bool) -> String {
        if let id = view.id { return "\(view.name)#\(id)" }
        if withText, let text = view.text {
            let whole = text.string.replacingOccurrences(of: "\n", with: " ")
            let short = whole.count > 24 ? String(whole.prefix(23)) + "…" : whole
            return "\(view.name) “\(short)”"
        }
        return view.name
    }
}
