import Foundation

// Linux's Foundation has no key-value coding: it declares
// `NSSortDescriptor(key:ascending:)` unavailable and takes only key paths
// to `Comparable` values, so `NSSortDescriptor(keyPath: \Item.date,
// ascending: true)` over a `Date?` does not compile. These initialisers,
// of the same names, order as iOS does; Swift prefers them to unavailable
// ones. Values compare as `compare:` compares them on iOS: numbers and
// Booleans by value, strings by their characters (capitals first: "Zebra"
// before "apple"), dates, UUIDs by their strings; `nil` first.

extension NSSortDescriptor {
    /// Orders by the value for `key` (a key path such as `"author.name"`
    /// too), read as key-value coding reads it (`value(forKey:)`).
    public convenience init(key: String?, ascending: Bool) {
        self.init(key: key, ascending: ascending, comparator: { PredicateValues.sortOrder($0, $1) })
    }

    /// Orders by the value for `key`, compared by `comparator`.
    public convenience init(key: String?, ascending: Bool, comparator: @escaping Comparator) {
        let path = key?.split(separator: ".").map(String.init) ?? []
        self.init(
            keyPath: \Any.self, ascending: ascending,
            comparator: {
                comparator(PredicateValues.read(path, from: $0) as Any, PredicateValues.read(path, from: $1) as Any)
            }
        )
    }

    /// Orders by the value for `key`, compared by the string method
    /// `selector` names (`localizedStandardCompare(_:)`,
    /// `caseInsensitiveCompare(_:)`, `localizedCaseInsensitiveCompare(_:)`,
    /// `localizedCompare(_:)`); anything else compares as `compare:`.
    public convenience init(key: String?, ascending: Bool, selector: Selector?) {
        let name = selector?.name.split(separator: ".").last.map(String.init) ?? ""
        let options: String.CompareOptions? =
            if name.hasPrefix("localizedStandardCompare") {
                [.caseInsensitive, .numeric, .diacriticInsensitive]
            } else if name.hasPrefix("caseInsensitiveCompare") || name.hasPrefix("localizedCaseInsensitiveCompare") {
                [.caseInsensitive]
            } else {
                nil
            }
        guard let options else {
            self.init(key: key, ascending: ascending)
            return
        }
        self.init(key: key, ascending: ascending) { a, b in
            guard let x = PredicateValues.string(a), let y = PredicateValues.string(b) else {
                return PredicateValues.sortOrder(a, b)
            }
            return x.compare(y, options: options)
        }
    }

    /// Orders by the value at `keyPath`, of any type (an optional too).
    public convenience init<Root, Value>(keyPath: KeyPath<Root, Value>, ascending: Bool) {
        self.init(keyPath: keyPath, ascending: ascending, comparator: { PredicateValues.sortOrder($0, $1) })
    }
}

extension Sequence {
    /// The elements ordered by `descriptors`: by the first, then by the next
    /// where it finds two the same. The sort is stable.
    package func sorted(byDescriptors descriptors: [NSSortDescriptor]) -> [Element] {
        enumerated().sorted { a, b in
            for descriptor in descriptors {
                switch descriptor.compare(a.element, to: b.element) {
                case .orderedAscending: return true
                case .orderedDescending: return false
                case .orderedSame: continue
                }
            }
            return a.offset < b.offset
        }
        .map(\.element)
    }
}
