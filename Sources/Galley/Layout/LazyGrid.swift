import Foundation

/// LazyVGrid and LazyHGrid as a layout, for either axis: `axis` is the one
/// the grid items divide (horizontal for LazyVGrid's columns, vertical for
/// LazyHGrid's rows), and lines of views stack along the other.
///
/// Track lengths come from the grid items alone, never from the views, in
/// SwiftUI's order (as the SwiftUI Field Guide and objc.io measured it):
/// 1. every item but the last keeps its spacing (default 8) after it;
/// 2. fixed items take their length first;
/// 3. the others, in the order written, are each offered what is left
///    divided by how many are left: a flexible item takes the offer clamped
///    to its minimum and maximum (so an early item can leave a later one
///    too little and the tracks overflow), an adaptive item takes the offer;
/// 4. each adaptive item splits its length into
///    `max(1, ⌊(length + spacing) / (minimum + spacing)⌋)` tracks with its
///    spacing between them, each at most its maximum (capped tracks leave
///    the rest of the length unused); all of them together into at most
///    ``maximumAdaptiveTracks`` (each at least one).
/// Without a proposed length every item takes its minimum (an adaptive
/// item one track of its minimum): the grid's ideal size is its smallest.
///
/// Views fill the tracks in order, one line at a time. A line is as long as
/// its longest view when each is offered its track's length and nothing
/// across; each view is then offered its cell (track × line) and placed in
/// it by its item's alignment. Lines are `spacing` (default 8) apart.
///
/// Along `axis` the grid answers the proposal when some item fills space
/// (flexible or adaptive) and the tracks fit in it, else the tracks' own
/// length. The block of tracks is placed by `alignment` within the grid.
/// When tracks overflow the proposal, the grid answers their length and is
/// then laid out again in that length, as SwiftUI is: flexible(minimum: 100)
/// and flexible(minimum: 180) in 300 measure 146 + 8 + 180 = 334 and are
/// placed as 163 + 8 + 180.
nonisolated struct LazyGridLayout: Layout, ShowsOnlyPlacedSubviews {
    /// The axis the grid items divide.
    let axis: Axis
    let items: [GridItem]
    /// The guide (on `axis`) that places the block of tracks in the grid.
    let alignment: AlignmentKey
    /// The space between lines; nil for the default.
    let spacing: CGFloat?

    /// The spacing after a grid item and between lines when none is given.
    static let defaultSpacing: CGFloat = 8
    /// The smallest adaptive minimum: SwiftUI would fit infinitely many
    /// tracks of a zero minimum; a minimum under this counts as this.
    static let minimumAdaptiveLength: CGFloat = 1
    /// The most tracks a grid's adaptive items split into together (each
    /// makes at least one), so a hostile grid (a tiny minimum in a huge
    /// frame, or thousands of adaptive items) stays quick to lay out.
    static let maximumAdaptiveTracks = 1_000

    /// One column (or row) of cells: where it starts from the block's start,
    /// how long it is, and how views sit in its cells.
    struct Track {
        var start: CGFloat
        var length: CGFloat
        var alignment: Alignment
    }

    /// A grid item with its numbers made usable: a negative, NaN or infinite
    /// length or minimum counts as 0 (an adaptive minimum as at least
    /// ``minimumAdaptiveLength``), a NaN maximum as no maximum, a maximum
    /// under the minimum as the minimum (the minimum wins, as in
    /// `frame(minWidth:maxWidth:)`), and a NaN or infinite spacing as the default.
    struct ResolvedItem {
        enum Kind { case fixed, flexible, adaptive }

        let kind: Kind
        /// The fixed length, or the least length.
        let minimum: CGFloat
        let maximum: CGFloat
        let spacing: CGFloat
        let alignment: Alignment

        init(_ item: GridItem) {
            func length(_ value: CGFloat) -> CGFloat { value.isFinite ? Swift.max(0, value) : 0 }
            func upperBound(_ value: CGFloat, least: CGFloat) -> CGFloat {
                value.isNaN ? .infinity : Swift.max(value, least)
            }
            switch item.size {
            case .fixed(let value):
                kind = .fixed
                minimum = length(value)
                maximum = minimum
            case .flexible(let least, let most):
                kind = .flexible
                minimum = length(least)
                maximum = upperBound(most, least: minimum)
            case .adaptive(let least, let most):
                kind = .adaptive
                minimum = Swift.max(LazyGridLayout.minimumAdaptiveLength, length(least))
                maximum = upperBound(most, least: minimum)
            }
            spacing = item.spacing.flatMap { $0.isFinite ? $0 : nil } ?? LazyGridLayout.defaultSpacing
            alignment = item.alignment ?? .center
        }

        /// How many tracks (at most `limit`, at least one) an adaptive item
        /// of `length` splits into, and their length.
        func split(_ length: CGFloat, limit: Int) -> (count: Int, length: CGFloat) {
            let fit = ((length + spacing) / (minimum + spacing)).rounded(.down)
            // An infinite length, or a spacing that cancels the minimum out, cannot count tracks: keep one.
            guard length.isFinite, minimum + spacing > 0, fit.isFinite else { return (1, Swift.min(length, maximum)) }
            let count = Int(Swift.min(Swift.max(fit, 1), CGFloat(Swift.max(1, limit))))
            let each = Swift.max(0, (length - CGFloat(count - 1) * spacing) / CGFloat(count))
            return (count, Swift.min(each, maximum))
        }
    }

    private var lineSpacing: CGFloat {
        spacing.flatMap { $0.isFinite ? $0 : nil } ?? Self.defaultSpacing
    }

    /// The tracks for `available` length along the axis (nil: the smallest).
    func tracks(along available: CGFloat?) -> [Track] {
        let items = self.items.map(ResolvedItem.init)
        var lengths = items.map(\.minimum)
        if let available {
            var remaining = available - items.dropLast().map(\.spacing).reduce(0, +)
            for item in items where item.kind == .fixed { remaining -= item.minimum }
            var left = items.filter { $0.kind != .fixed }.count
            for (index, item) in items.enumerated() where item.kind != .fixed {
                let offer = Swift.max(0, remaining / CGFloat(left))
                lengths[index] =
                    item.kind == .flexible ? Swift.min(Swift.max(offer, item.minimum), item.maximum) : offer
                // What is left of an infinite length stays infinite.
                if remaining.isFinite { remaining -= lengths[index] }
                left -= 1
            }
        }
        var tracks: [Track] = []
        var position: CGFloat = 0
        var adaptiveTracksLeft = Self.maximumAdaptiveTracks
        for (index, item) in items.enumerated() {
            var (count, length) = (1, lengths[index])
            if item.kind == .adaptive {
                (count, length) = item.split(lengths[index], limit: adaptiveTracksLeft)
                adaptiveTracksLeft -= count
            }
            for _ in 0..<count {
                tracks.append(Track(start: position, length: length, alignment: item.alignment))
                position += length + item.spacing
            }
        }
        return tracks
    }

    /// The length along the axis the tracks take together.
    private func extent(of tracks: [Track]) -> CGFloat {
        tracks.last.map { $0.start + $0.length } ?? 0
    }

    /// The length along the axis the grid answers for `proposed`.
    private func length(proposed: CGFloat?, tracks: [Track]) -> CGFloat {
        let total = extent(of: tracks)
        let fillsSpace = items.contains { item in
            if case .fixed = item.size { return false }
            return true
        }
        guard fillsSpace, let proposed, proposed.isFinite else { return total }
        return Swift.max(proposed, total)
    }

    /// The length the tracks are worked out for when the grid is placed:
    /// the grid's own length when it was proposed one, else the proposal
    /// (nil or infinity) that sized it.
    private func available(in bounds: CGRect, proposal: ProposedViewSize) -> CGFloat? {
        guard let proposed = proposal[axis], proposed.isFinite else { return proposal[axis] }
        return bounds.size[axis]
    }

    /// How long each line is across the axis: its longest view's length.
    private func lineLengths(_ tracks: [Track], _ subviews: Subviews) -> [CGFloat] {
        guard !tracks.isEmpty else { return [] }
        var lines = [CGFloat](repeating: 0, count: (subviews.count + tracks.count - 1) / tracks.count)
        for (offset, subview) in subviews.enumerated() {
            var proposal = ProposedViewSize.unspecified
            proposal[axis] = tracks[offset % tracks.count].length
            let line = offset / tracks.count
            lines[line] = Swift.max(lines[line], subview.sizeThatFits(proposal)[axis.cross])
        }
        return lines
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let tracks = self.tracks(along: proposal[axis])
        guard !tracks.isEmpty else { return .zero }
        let lines = lineLengths(tracks, subviews)
        let across = lines.reduce(0, +) + CGFloat(Swift.max(0, lines.count - 1)) * lineSpacing
        return CGSize(axis, along: length(proposed: proposal[axis], tracks: tracks), across: across)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let tracks = self.tracks(along: available(in: bounds, proposal: proposal))
        guard !tracks.isEmpty else { return }
        let lines = lineLengths(tracks, subviews)
        let block = CGSize(axis, along: extent(of: tracks), across: 0)
        let offset =
            ViewDimensions(size: bounds.size).value(of: alignment) - ViewDimensions(size: block).value(of: alignment)
        var lineStart = bounds.origin[axis.cross]
        for (line, lineLength) in lines.enumerated() {
            for (index, track) in tracks.enumerated() {
                let position = line * tracks.count + index
                guard position < subviews.count else { break }
                var origin = bounds.origin
                origin[axis] += offset + track.start
                origin[axis.cross] = lineStart
                let cell = CGRect(origin: origin, size: CGSize(axis, along: track.length, across: lineLength))
                align(
                    subviews[subviews.startIndex + position], in: cell, alignment: track.alignment,
                    proposal: ProposedViewSize(cell.size))
            }
            lineStart += lineLength + lineSpacing
        }
    }
}
