import Foundation

/// An object that keeps its values by name, as Core Data's managed objects
/// do: what key-value reading asks first.
package protocol KeyValueStore: AnyObject {
    func storedValue(forKey key: String) -> Any?
    func setStoredValue(_ value: Any?, forKey key: String)
}

// Key-value coding, which Linux's NSObject lacks: `object.value(forKey:
// "name")` reads a managed object's value, or any other object's stored
// property (a property wrapper's when it keeps a `wrappedValue`), as `NSPredicate(format:)`
// key paths and `NSSortDescriptor(key:ascending:)` read them.
extension NSObject {
    /// The value of the property named `key`, or nil when there is none.
    public func value(forKey key: String) -> Any? { PredicateValues.value(of: key, in: self) }

    /// The value at a dotted key path (`"author.name"`, `"tags.@count"`).
    public func value(forKeyPath keyPath: String) -> Any? {
        PredicateValues.read(keyPath.split(separator: ".").map(String.init), from: self)
    }

    /// Sets the value named `key` of an object that keeps its values by
    /// name (a managed object); other objects' stored properties cannot be
    /// set by name on Linux, and are left as they are.
    public func setValue(_ value: Any?, forKey key: String) {
        (self as? KeyValueStore)?.setStoredValue(value, forKey: key)
    }
}

/// How predicates and sort descriptors read and compare values of any type.
package enum PredicateValues {
    /// `value` without its layers of `Optional`; `nil` for none and `NSNull`.
    package static func unwrapped(_ value: Any?) -> Any? {
        guard var current = value else { return nil }
        while let optional = current as? any OptionalValue {
            guard let inner = optional.wrappedAny else { return nil }
            current = inner
        }
        return current is NSNull ? nil : current
    }

    /// A number, a Bool (0 or 1) or a Decimal as a Double.
    package static func number(_ value: Any?) -> Double? {
        switch unwrapped(value) {
        case let v as Double: v
        case let v as Int: Double(v)
        case let v as Bool: v ? 1 : 0
        case let v as Int16: Double(v)
        case let v as Int32: Double(v)
        case let v as Int64: Double(v)
        case let v as Int8: Double(v)
        case let v as UInt: Double(v)
        case let v as UInt8: Double(v)
        case let v as UInt16: Double(v)
        case let v as UInt32: Double(v)
        case let v as UInt64: Double(v)
        case let v as Float: Double(v)
        case let v as CGFloat: Double(v)
        case let v as Decimal: NSDecimalNumber(decimal: v).doubleValue
        case let v as NSNumber: v.doubleValue
        default: nil
        }
    }

    package static func string(_ value: Any?) -> String? {
        switch unwrapped(value) {
        case let v as String: v
        case let v as Substring: String(v)
        case let v as NSString: String(v)
        default: nil
        }
    }

    package static func date(_ value: Any?) -> Date? {
        switch unwrapped(value) {
        case let v as Date: v
        case let v as NSDate: Date(timeIntervalSinceReferenceDate: v.timeIntervalSinceReferenceDate)
        default: nil
        }
    }

    /// The elements of an array, a set or their Foundation classes; `nil`
    /// for anything else (a string is not a collection here).
    package static func elements(_ value: Any?) -> [Any]? {
        switch unwrapped(value) {
        case let v as NSSet: v.allObjects
        case let v as NSOrderedSet: v.array
        case let v as NSArray: v.map { $0 }
        case let v as [Any]: v
        case let v as any CollectionOfAny: v.anyElements
        default: nil
        }
    }

    // MARK: Reading keys

    /// What `path` (keys, `@count`, `@sum`, `@avg`, `@min`, `@max`) reads
    /// from `object`; through a collection, the values of each element.
    package static func read(_ path: some Collection<String>, from object: Any?) -> Any? {
        var current = unwrapped(object)
        var rest = path[...]
        while let key = rest.first {
            rest = rest.dropFirst()
            if key.hasPrefix("@") {
                let items = elements(current) ?? []
                switch key.lowercased() {
                case "@count":
                    current = items.count
                case "@sum", "@avg", "@min", "@max":
                    let values = items.map { read(rest, from: $0) }
                    return aggregate(key.lowercased(), values)
                default:
                    return nil
                }
            } else if current is KeyValueStore {
                current = value(of: key, in: current)
            } else if let items = elements(current) {
                current = items.map { read([key], from: $0) as Any }
            } else {
                current = value(of: key, in: current)
            }
        }
        return unwrapped(current)
    }

    private static func aggregate(_ name: String, _ values: [Any?]) -> Any? {
        if name == "@min" || name == "@max" {
            let present = values.compactMap { unwrapped($0) }
            return present.min { a, b in
                let order = order(a, b) ?? .orderedSame
                return name == "@min" ? order == .orderedAscending : order == .orderedDescending
            }
        }
        let numbers = values.compactMap(number)
        let sum = numbers.reduce(0, +)
        return name == "@sum" ? sum : (numbers.isEmpty ? nil : sum / Double(numbers.count))
    }

    /// One key of one value.
    package static func value(of key: String, in object: Any?) -> Any? {
        guard let object = unwrapped(object) else { return nil }
        if key.lowercased() == "self" { return object }
        switch object {
        case let store as KeyValueStore: return unwrapped(store.storedValue(forKey: key))
        case let dictionary as [String: Any]: return unwrapped(dictionary[key])
        case let dictionary as NSDictionary: return unwrapped(dictionary.object(forKey: NSString(string: key)))
        default: break
        }
        var mirror: Mirror? = Mirror(reflecting: object)
        while let current = mirror {
            for child in current.children {
                if child.label == key { return unwrapped(child.value) }
                if child.label == "_" + key {
                    // A property wrapper: its wrapped value when it shows one.
                    let wrapper = Mirror(reflecting: child.value)
                    if let wrapped = wrapper.children.first(where: { $0.label == "wrappedValue" }) {
                        return unwrapped(wrapped.value)
                    }
                    return unwrapped(child.value)
                }
            }
            mirror = current.superclassMirror
        }
        return nil
    }

    // MARK: Comparing

    /// Whether two values are equal as a predicate's `==` finds them:
    /// numbers (and Booleans) by value, strings with the options, dates,
    /// objects by identity, and anything else hashable by `==`.
    package static func equal(
        _ a: Any?, _ b: Any?, caseInsensitive: Bool = false, diacriticInsensitive: Bool = false
    ) -> Bool {
        let a = unwrapped(a), b = unwrapped(b)
        switch (a, b) {
        case (nil, nil): return true
        case (nil, _), (_, nil): return false
        default: break
        }
        if let x = number(a), let y = number(b) { return x == y }
        if let x = string(a), let y = string(b) {
            return compare(x, y, caseInsensitive: caseInsensitive, diacriticInsensitive: diacriticInsensitive)
                == .orderedSame
        }
        if let x = date(a), let y = date(b) { return x == y }
        guard let a, let b else { return false }
        if type(of: a) is AnyClass, type(of: b) is AnyClass { return (a as AnyObject) === (b as AnyObject) }
        if let x = a as? AnyHashable, let y = b as? AnyHashable { return x == y }
        return false
    }

    /// How two values order: numbers, strings (with the options), dates,
    /// UUIDs by their strings; `nil` for values that do not order.
    package static func order(
        _ a: Any?, _ b: Any?, caseInsensitive: Bool = false, diacriticInsensitive: Bool = false
    ) -> ComparisonResult? {
        if let x = number(a), let y = number(b) {
            return x < y ? .orderedAscending : x > y ? .orderedDescending : .orderedSame
        }
        if let x = string(a), let y = string(b) {
            return compare(x, y, caseInsensitive: caseInsensitive, diacriticInsensitive: diacriticInsensitive)
        }
        if let x = date(a), let y = date(b) {
            return x < y ? .orderedAscending : x > y ? .orderedDescending : .orderedSame
        }
        if let x = unwrapped(a) as? UUID, let y = unwrapped(b) as? UUID {
            return order(x.uuidString, y.uuidString)
        }
        return nil
    }

    /// The order a sort descriptor gives: `nil` before any value, values
    /// that do not order with each other the same.
    package static func sortOrder(_ a: Any?, _ b: Any?) -> ComparisonResult {
        switch (unwrapped(a), unwrapped(b)) {
        case (nil, nil): .orderedSame
        case (nil, _): .orderedAscending
        case (_, nil): .orderedDescending
        default: order(a, b) ?? .orderedSame
        }
    }

    package static func compare(
        _ a: String, _ b: String, caseInsensitive: Bool, diacriticInsensitive: Bool
    )
        -> ComparisonResult
    {
        var options: String.CompareOptions = []
        if caseInsensitive { options.insert(.caseInsensitive) }
        if diacriticInsensitive { options.insert(.diacriticInsensitive) }
        if options.isEmpty { return a == b ? .orderedSame : a < b ? .orderedAscending : .orderedDescending }
        return a.compare(b, options: options)
    }
}

/// An `Optional` of any wrapped type, so that a value in `Any` can be unwrapped.
private protocol OptionalValue {
    var wrappedAny: Any? { get }
}

extension Optional: OptionalValue {
    fileprivate var wrappedAny: Any? { self.map { $0 } }
}

/// A `Set` of any element type, so that its elements can be read from `Any`.
private protocol CollectionOfAny {
    var anyElements: [Any] { get }
}

extension Set: CollectionOfAny {
    fileprivate var anyElements: [Any] { map { $0 } }
}
