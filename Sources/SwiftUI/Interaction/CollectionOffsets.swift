import Foundation

// What `onDelete` and `onMove` hand their actions, applied as SwiftUI
// applies them to the collection behind a `ForEach`.

extension RangeReplaceableCollection where Self: MutableCollection {
    /// Removes the elements at `offsets`.
    public mutating func remove(atOffsets offsets: IndexSet) {
        for offset in offsets.reversed() where offset >= 0 && offset < count {
            remove(at: index(startIndex, offsetBy: offset))
        }
    }
}

extension MutableCollection where Self: RangeReplaceableCollection {
    /// Moves the elements at `source` to before the element at
    /// `destination` (an offset in the collection as it was), keeping
    /// their order.
    public mutating func move(fromOffsets source: IndexSet, toOffset destination: Int) {
        let valid = source.filter { $0 >= 0 && $0 < count }
        guard !valid.isEmpty else { return }
        let moving = valid.map { self[index(startIndex, offsetBy: $0)] }
        let insertion = Swift.max(0, Swift.min(destination, count)) - valid.filter { $0 < destination }.count
        var remaining = Self()
        for (offset, element) in enumerated() where !valid.contains(offset) { remaining.append(element) }
        remaining.insert(contentsOf: moving, at: remaining.index(remaining.startIndex, offsetBy: insertion))
        self = remaining
    }
}
