/// Tab stops as Core Text sets them by default: a tab reaches to the next
/// multiple of 28 points from the start of its line (the stops of
/// `NSParagraphStyle.default`, 28 points apart, continued at that interval).
extension ShapedParagraph {
    /// The distance between default tab stops, in points.
    static let tabInterval = 28.0

    /// The next tab stop after `x`.
    @inline(__always)
    static func tabStop(after x: Double) -> Double {
        ((x / tabInterval).rounded(.down) + 1) * tabInterval
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
            x = Self.tabStop(after: x + advance(position, tab))
            position = tab + 1
        }
        return x + advance(position, end)
    }
}
