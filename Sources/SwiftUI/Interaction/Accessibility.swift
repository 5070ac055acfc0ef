import Foundation

// Accessibility describes a view to assistive technologies. A render is
// an image: each modifier keeps the view as it is (no-op).

/// Traits of an accessibility element.
public struct AccessibilityTraits: OptionSet, Hashable, Sendable {
    public let rawValue: UInt64
    public init(rawValue: UInt64) { self.rawValue = rawValue }
    public static let isButton = AccessibilityTraits(rawValue: 1 << 0)
    public static let isHeader = AccessibilityTraits(rawValue: 1 << 1)
    public static let isSelected = AccessibilityTraits(rawValue: 1 << 2)
    public static let isLink = AccessibilityTraits(rawValue: 1 << 3)
    public static let isSearchField = AccessibilityTraits(rawValue: 1 << 4)
    public static let isImage = AccessibilityTraits(rawValue: 1 << 5)
    public static let playsSound = AccessibilityTraits(rawValue: 1 << 6)
    public static let isKeyboardKey = AccessibilityTraits(rawValue: 1 << 7)
    public static let isStaticText = AccessibilityTraits(rawValue: 1 << 8)
    public static let isSummaryElement = AccessibilityTraits(rawValue: 1 << 9)
    public static let updatesFrequently = AccessibilityTraits(rawValue: 1 << 10)
    public static let startsMediaSession = AccessibilityTraits(rawValue: 1 << 11)
    public static let allowsDirectInteraction = AccessibilityTraits(rawValue: 1 << 12)
    public static let causesPageTurn = AccessibilityTraits(rawValue: 1 << 13)
    public static let isModal = AccessibilityTraits(rawValue: 1 << 14)
    public static let isToggle = AccessibilityTraits(rawValue: 1 << 15)
}

/// How an accessibility element treats its children.
public struct AccessibilityChildBehavior: Hashable, Sendable {
    private let name: String
    public static let ignore = AccessibilityChildBehavior(name: "ignore")
    public static let contain = AccessibilityChildBehavior(name: "contain")
    public static let combine = AccessibilityChildBehavior(name: "combine")
}

/// An accessibility action's kind.
public struct AccessibilityActionKind: Hashable, Sendable {
    private let name: String
    public static let `default` = AccessibilityActionKind(name: "default")
    public static let escape = AccessibilityActionKind(name: "escape")
    public static let magicTap = AccessibilityActionKind(name: "magicTap")
    public static let delete = AccessibilityActionKind(name: "delete")
    public static let showMenu = AccessibilityActionKind(name: "showMenu")
    private init(name: String) { self.name = name }
    public init(named name: Text) { self.name = "named" }
}

/// The direction of an adjustable action.
public enum AccessibilityAdjustmentDirection: Hashable, Sendable { case increment, decrement }

nonisolated extension View {
    /// A label for assistive technologies: a no-op in a render.
    public func accessibilityLabel(_ label: Text) -> some View { self }
    public func accessibilityLabel(_ labelKey: LocalizedStringKey) -> some View { self }
    public func accessibilityLabel<S: StringProtocol>(_ label: S) -> some View { self }

    /// A hint for assistive technologies: a no-op.
    public func accessibilityHint(_ hint: Text) -> some View { self }
    public func accessibilityHint(_ hintKey: LocalizedStringKey) -> some View { self }
    public func accessibilityHint<S: StringProtocol>(_ hint: S) -> some View { self }

    /// A value for assistive technologies: a no-op.
    public func accessibilityValue(_ value: Text) -> some View { self }
    public func accessibilityValue(_ valueKey: LocalizedStringKey) -> some View { self }
    public func accessibilityValue<S: StringProtocol>(_ value: S) -> some View { self }

    /// An identifier for UI tests: a no-op.
    public func accessibilityIdentifier(_ identifier: String) -> some View { self }

    /// Adds traits: a no-op.
    public func accessibilityAddTraits(_ traits: AccessibilityTraits) -> some View { self }
    /// Removes traits: a no-op.
    public func accessibilityRemoveTraits(_ traits: AccessibilityTraits) -> some View { self }
    /// Hides the view from assistive technologies (it is still drawn): a no-op.
    public func accessibilityHidden(_ hidden: Bool) -> some View { self }
    /// Makes the view one element: a no-op.
    public func accessibilityElement(children: AccessibilityChildBehavior = .ignore) -> some View { self }
    /// The order assistive technologies visit elements in: a no-op.
    public func accessibilitySortPriority(_ sortPriority: Double) -> some View { self }
    /// Input labels for voice control: a no-op.
    public func accessibilityInputLabels(_ inputLabels: [Text]) -> some View { self }
    public func accessibilityInputLabels(_ inputLabelKeys: [LocalizedStringKey]) -> some View { self }
    /// An action for assistive technologies: a no-op.
    public func accessibilityAction(
        _ actionKind: AccessibilityActionKind = .default, _ handler: @escaping () -> Void
    ) -> some View { self }
    public func accessibilityAction(named nameKey: LocalizedStringKey, _ handler: @escaping () -> Void) -> some View {
        self
    }
    /// An adjustable action: a no-op.
    public func accessibilityAdjustableAction(
        _ handler: @escaping (AccessibilityAdjustmentDirection) -> Void
    ) -> some View { self }
    /// Marks a heading: a no-op.
    public func accessibilityHeading(_ level: AccessibilityHeadingLevel) -> some View { self }
    /// Whether the view is shown to assistive technologies: a no-op.
    public func accessibility(hidden: Bool) -> some View { self }
    /// Shows a large content viewer item: a no-op.
    public func accessibilityShowsLargeContentViewer() -> some View { self }
    /// Children represented by another view: a no-op.
    public func accessibilityRepresentation<V: View>(@ViewBuilder representation: () -> V) -> some View { self }
    /// Custom content for assistive technologies: a no-op.
    public func accessibilityCustomContent(_ labelKey: LocalizedStringKey, _ value: Text) -> some View { self }
    public func accessibilityCustomContent<S: StringProtocol>(_ labelKey: LocalizedStringKey, _ value: S) -> some View {
        self
    }
}

/// The deprecated `.accessibility(…)` family, which real code still uses:
/// no-ops, as the modern modifiers are.
nonisolated extension View {
    public func accessibility(label: Text) -> some View { self }
    public func accessibility(hint: Text) -> some View { self }
    public func accessibility(value: Text) -> some View { self }
    public func accessibility(identifier: String) -> some View { self }
    public func accessibility(addTraits traits: AccessibilityTraits) -> some View { self }
    public func accessibility(removeTraits traits: AccessibilityTraits) -> some View { self }
    public func accessibility(sortPriority: Double) -> some View { self }
    public func accessibility(selectionIdentifier: AnyHashable) -> some View { self }
}

/// Whether VoiceOver's focus is on a view: never, in a render.
@propertyWrapper
public struct AccessibilityFocusState<Value: Hashable>: DynamicProperty {
    private let initial: Value

    public init() where Value == Bool { initial = false }
    public init<T: Hashable>() where Value == T? { initial = nil }

    public var wrappedValue: Value {
        get { initial }
        nonmutating set {}
    }

    public var projectedValue: Binding<Value> {
        let initial = initial
        return Binding(get: { initial }, set: { _ in })
    }
}

nonisolated extension View {
    /// Binds VoiceOver's focus: a no-op.
    public func accessibilityFocused(_ binding: Binding<Bool>) -> some View { self }
    /// Binds VoiceOver's focus to a value: a no-op.
    public func accessibilityFocused<Value: Hashable>(_ binding: Binding<Value>, equals value: Value) -> some View {
        self
    }
}
