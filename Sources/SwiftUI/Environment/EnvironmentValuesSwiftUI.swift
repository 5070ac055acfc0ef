import Foundation

/// The contrast setting.
public enum ColorSchemeContrast: Hashable, Sendable, CaseIterable {
    case standard
    case increased
}

/// Whether the scene is on screen.
public enum ScenePhase: Hashable, Comparable, Sendable {
    case background
    case inactive
    case active
}

/// Whether a list is being edited.
public enum EditMode: Hashable, Sendable {
    case inactive
    case transient
    case active

    /// Whether the mode is transient or active.
    public var isEditing: Bool { self != .inactive }
}

/// The legibility weight setting.
public enum LegibilityWeight: Hashable, Sendable {
    case regular
    case bold
}

/// Dismisses the presentation a view is in: `dismiss()`. A render shows
/// no presentations, so it does nothing.
public struct DismissAction: Sendable {
    public init() {}
    public func callAsFunction() {}
}

/// Opens a URL: `openURL(url)`. Nothing is opened in a render.
public struct OpenURLAction: Sendable {
    /// What an action's handler decided.
    public struct Result: Sendable {
        public static let handled = Result()
        public static let discarded = Result()
        public static let systemAction = Result()
        public static func systemAction(_ url: URL) -> Result { Result() }
    }

    public init(handler: @escaping @Sendable (URL) -> Result) {}
    public init() {}
    public func callAsFunction(_ url: URL) {}
    public func callAsFunction(_ url: URL, completion: @escaping (Bool) -> Void) { completion(false) }
}

/// Refreshes a refreshable view: nothing to refresh in a render.
public struct RefreshAction: Sendable {
    public func callAsFunction() async {}
}

private struct ColorSchemeContrastKey: EnvironmentKey { static let defaultValue = ColorSchemeContrast.standard }
private struct ScenePhaseKey: EnvironmentKey { static let defaultValue = ScenePhase.active }
private struct EditModeKey: EnvironmentKey { static var defaultValue: Binding<EditMode>? { nil } }
private struct LegibilityWeightKey: EnvironmentKey { static let defaultValue: LegibilityWeight? = .regular }
private struct IsEnabledKey: EnvironmentKey { static let defaultValue = true }
private struct LocaleKey: EnvironmentKey { static let defaultValue = Locale(identifier: "en_US") }
private struct CalendarKey: EnvironmentKey { static let defaultValue = Calendar(identifier: .gregorian) }
private struct TimeZoneKey: EnvironmentKey { static let defaultValue = TimeZone.current }
private struct BoolKey<Tag>: EnvironmentKey { static var defaultValue: Bool { false } }
private enum ReduceMotion {}
private enum ReduceTransparency {}
private enum InvertColors {}
private enum DifferentiateWithoutColor {}
private enum IsSearching {}
private enum IsFocused {}
private enum IsPresented {}

extension EnvironmentValues {
    public var colorSchemeContrast: ColorSchemeContrast {
        get { self[ColorSchemeContrastKey.self] }
        set { self[ColorSchemeContrastKey.self] = newValue }
    }

    /// `.active`.
    public var scenePhase: ScenePhase {
        get { self[ScenePhaseKey.self] }
        set { self[ScenePhaseKey.self] = newValue }
    }

    /// Nil unless set.
    public var editMode: Binding<EditMode>? {
        get { self[EditModeKey.self] }
        set { self[EditModeKey.self] = newValue }
    }

    public var legibilityWeight: LegibilityWeight? {
        get { self[LegibilityWeightKey.self] }
        set { self[LegibilityWeightKey.self] = newValue }
    }

    /// True unless `disabled(true)` or set; controls read it.
    public var isEnabled: Bool {
        get { self[IsEnabledKey.self] }
        set { self[IsEnabledKey.self] = newValue }
    }

    /// The locale text formats values in: en_US unless set, so that output
    /// does not depend on the machine.
    public var locale: Locale {
        get { self[LocaleKey.self] }
        set { self[LocaleKey.self] = newValue }
    }

    /// The Gregorian calendar unless set.
    public var calendar: Calendar {
        get { self[CalendarKey.self] }
        set { self[CalendarKey.self] = newValue }
    }

    /// The machine's time zone unless set.
    public var timeZone: TimeZone {
        get { self[TimeZoneKey.self] }
        set { self[TimeZoneKey.self] = newValue }
    }

    public var dismiss: DismissAction { DismissAction() }
    public var openURL: OpenURLAction {
        get { OpenURLAction() }
        set {}
    }
    public var refresh: RefreshAction? { nil }
    /// Whether a presentation shows this view: false, nothing is presented in a render.
    public var isPresented: Bool { self[BoolKey<IsPresented>.self] }
    public var isSearching: Bool { self[BoolKey<IsSearching>.self] }
    public var isFocused: Bool { self[BoolKey<IsFocused>.self] }

    public var accessibilityReduceMotion: Bool { self[BoolKey<ReduceMotion>.self] }
    public var accessibilityReduceTransparency: Bool { self[BoolKey<ReduceTransparency>.self] }
    public var accessibilityInvertColors: Bool { self[BoolKey<InvertColors>.self] }
    public var accessibilityDifferentiateWithoutColor: Bool { self[BoolKey<DifferentiateWithoutColor>.self] }

    /// The length of one pixel in points, at the display scale.
    public var pixelLength: CGFloat { 1 / Swift.max(displayScale, 1) }
}

nonisolated extension View {
    /// The colour scheme of this view and the views inside it (iOS 13's
    /// form of `environment(\.colorScheme, _:)`).
    public func colorScheme(_ colorScheme: ColorScheme) -> some View {
        environment(\.colorScheme, colorScheme)
    }
}
