/// The visual order of a line's pieces from their bidirectional levels:
/// rule L2 of UAX #9.
enum VisualOrder {
    /// The indices of `levels` in the order they are shown, left to right:
    /// from the highest level down to the lowest odd one, every maximal
    /// sequence at that level or higher is reversed.
    static func indices(levels: [UInt8]) -> [Int] {
        var order = Array(levels.indices)
        guard let highest = levels.max(), highest > 0, let lowest = levels.min() else { return order }
        let lowestOdd = lowest | 1
        guard highest >= lowestOdd else { return order }
        for level in stride(from: highest, through: lowestOdd, by: -1) {
            var start = 0
            while start < order.count {
                guard levels[order[start]] >= level else {
                    start += 1
                    continue
                }
                var end = start + 1
                while end < order.count && levels[order[end]] >= level { end += 1 }
                order[start..<end].reverse()
                start = end
            }
        }
        return order
    }
}
