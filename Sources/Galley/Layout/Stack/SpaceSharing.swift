import Foundation

/// How stacks and grids share a length out among their children (or
/// columns and rows): one at a time in a given order, each offered an
/// equal share of what is left, never below 0, and taking what it answers.
enum SpaceSharing {
    /// The length each of `order`'s items took from `available`;
    /// `answer(item, share)` is what the item takes when offered `share`.
    static func share(
        _ available: CGFloat, order: [Int], answer: (Int, CGFloat) -> CGFloat
    ) -> [(item: Int, length: CGFloat)] {
        var left = available
        return order.enumerated().map { position, item in
            let share = Swift.max(0, left / CGFloat(order.count - position))
            let length = answer(item, share)
            left -= length
            return (item, length)
        }
    }

    /// The items' indices from the least flexible (smallest `maximum −
    /// minimum`) to the most. Among items that can grow without bound the
    /// one with the larger minimum comes first (SwiftUI's order); other
    /// ties keep their own order.
    static func byFlexibility(minimums: [CGFloat], maximums: [CGFloat], among items: [Int]) -> [Int] {
        func flexibility(_ item: Int) -> CGFloat {
            let value = maximums[item] - minimums[item]
            return value.isNaN ? .infinity : value
        }
        return items.sorted { lhs, rhs in
            let left = flexibility(lhs), right = flexibility(rhs)
            if left != right { return left < right }
            if left == .infinity, minimums[lhs] != minimums[rhs] { return minimums[lhs] > minimums[rhs] }
            return lhs < rhs
        }
    }
}
