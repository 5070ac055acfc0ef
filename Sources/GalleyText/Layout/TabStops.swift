/// Tab stops as Core Text sets them by default (`kCTParagraphStyleSpecifierTabStops`,
/// `NSParagraphStyle.tabStops`): twelve left-aligned stops 28 points apart,
/// from the start of the line, and no default interval after them. A tab
/// reaches to the next stop; past the last one it is as wide as a space.
extension ShapedParagraph {
    /// The distance between default tab stops, in points.
    static let tabInterval = 28.0
    /// The number of default tab stops.
    static let tabStopCount = 12.0

    /// Where a tab that starts at `x` ends, `ownAdvance` its width past the last stop.
    @inline(__always)
    static func tabEnd(from x: Double, ownAdvance: Double) -> Double {
        let stop = ((x / tabInterval).rounded(.down) + 1) * tabInterval
        return stop <= tabInterval * tabStopCount ? stop : x + ownAdvance
    }

    /// The offsets of the tabs in `range`.
    func tabs(in range: Range<Int>) -> ArraySlice<Int> {
        guard !tabs.isEmpty, !range.isEmpty else { return [] }
        return tabs[firstTab(atOrAfter: range.lowerBound)..<firstTab(atOrAfter: range.upperBound)]
    }

    private func firstTab(atOrAfter offset: Int) -> Int {
        var low = 0
        var high = tabs.count
        while low < high {
            let middle = (low + high) / 2
            if tabs[middle] < offset { low = middle + 1 } else { high = middle }
        }
        return low
    }

    /// The width of `start..<end` as the start of a line: the text between
    /// tabs measured by `advance(from, to)`, each tab reaching to the next stop.
    func tabbedWidth(from start: Int, to end: Int, advance: (Int, Int) -> Double) -> Double {
        var x = 0.0
        var position = start
        for tab in tabs(in: start..<end) {
            x = Self.tabEnd(from: x + advance(position, tab), ownAdvance: advance(tab, tab + 1))
            position = tab + 1
        }
        return x + advance(position, end)
    }
}
