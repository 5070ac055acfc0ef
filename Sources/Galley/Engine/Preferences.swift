import Foundation

/// A named value that views pass up to the views around them: a view's
/// value is its own if it sets one, else its children's combined in order
/// by ``reduce(value:nextValue:)``.
public protocol PreferenceKey {
    associatedtype Value
    /// The value of a view that sets none.
    static var defaultValue: Value { get }
    /// Combines `value`, from the views so far, with the next view's.
    static func reduce(value: inout Value, nextValue: () -> Value)
}

/// The preference values of a placed subtree, by key: only the keys some
/// view in it set. A subtree that sets none has no values at all (nil
/// where it is passed around), so layouts without preferences pay nothing.
struct PreferenceValues {
    private var values: [ObjectIdentifier: any KeyedPreference] = [:]

    subscript<Key: PreferenceKey>(key: Key.Type) -> Key.Value? {
        get { (values[ObjectIdentifier(key)] as? KeyedValue<Key>)?.value }
        set { values[ObjectIdentifier(key)] = newValue.map { KeyedValue<Key>(value: $0) } }
    }

    /// These values followed by `next`'s, a sibling's: keys set by both are
    /// combined by their `reduce`; a view that set no value for a key
    /// takes no part in its combination.
    mutating func append(_ next: PreferenceValues) {
        if values.isEmpty {
            values = next.values
            return
        }
        for (key, value) in next.values {
            values[key] = values[key].map { $0.reduced(with: value) } ?? value
        }
    }

    /// `next` appended to `values`, either of which may be none.
    static func combining(_ values: PreferenceValues?, _ next: PreferenceValues?) -> PreferenceValues? {
        guard var values else { return next }
        guard let next else { return values }
        values.append(next)
        return values
    }
}

/// One key's value, with the key to combine it by.
private protocol KeyedPreference {
    func reduced(with next: any KeyedPreference) -> any KeyedPreference
}

private struct KeyedValue<Key: PreferenceKey>: KeyedPreference {
    var value: Key.Value

    func reduced(with next: any KeyedPreference) -> any KeyedPreference {
        guard let next = next as? KeyedValue<Key> else { return self }
        var value = self.value
        Key.reduce(value: &value) { next.value }
        return KeyedValue(value: value)
    }
}

/// What a node does with preferences and geometry besides laying out:
/// the preference values it writes, the changes it watches, the content
/// it builds from its subtree's values, the coordinate spaces it names.
/// Almost every node has none (``ViewNode/preferences`` is nil).
struct NodePreferences {
    /// Writers and watchers in the order the modifiers were applied,
    /// innermost first, run over the subtree's values once it is placed.
    var steps: [Step] = []
    /// `overlayPreferenceValue` / `backgroundPreferenceValue`: a view built
    /// from the subtree's values.
    var secondary: PreferenceSecondary?
    /// The names `coordinateSpace(name:)` gave the node's frame.
    var coordinateSpaceNames: [AnyHashable] = []

    enum Step {
        /// Changes the values (`preference`, `transformPreference`,
        /// `anchorPreference`), given the node's frame in root coordinates.
        case write((inout PreferenceValues, CGRect) -> Void)
        /// Reads them (`onPreferenceChange`): the action to run after the
        /// layout, or nil when there is none to run.
        case watch((PreferenceValues) -> (() -> Void)?)
    }
}

/// A view built from the preference values of the view it is drawn over
/// or behind, once that view is placed, and aligned on it.
struct PreferenceSecondary {
    let isBackground: Bool
    let alignment: Alignment
    /// The view's nodes for the values.
    let make: (PreferenceValues) -> [ViewNode]
}

extension ViewNode {
    /// Changes the node's ``preferences``, making them if it has none.
    func changePreferences(_ change: (inout NodePreferences) -> Void) {
        var preferences = self.preferences ?? NodePreferences()
        change(&preferences)
        self.preferences = preferences
    }
}

/// The actions `onPreferenceChange` asks for after a layout, each with
/// its value.
struct PreferenceActions: Sendable {
    var actions: [Action] = []

    /// One action. Sendable though the user's closure is not: a layout's
    /// caller hands it to the main actor, where the views that made it
    /// live, and it runs nowhere else.
    struct Action: @unchecked Sendable {
        let run: () -> Void
    }
}
