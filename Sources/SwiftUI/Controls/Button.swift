import Foundation

/// A button: its label in its button style (`buttonStyle(_:)`; by default
/// as iOS draws `.automatic`, the label in the tint colour, red for a
/// destructive role, grey when disabled; see Galley's `ButtonBox` for the
/// built-in styles, `controlSize(_:)` and `buttonBorderShape(_:)`). The
/// action never runs in a render.
nonisolated public struct Button<Label: View>: View {
    let label: Label
    let role: ButtonRole?

    public init(action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
        self.label = label()
        role = nil
    }

    public init(role: ButtonRole?, action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.role = role
    }

    public var body: some View {
        ButtonLabel(label: label, role: role)
    }
}

/// A button's label drawn in the style of the environment: `buttonStyle(_:)`'s, else `.automatic`.
nonisolated private struct ButtonLabel<Label: View>: View {
    let label: Label
    let role: ButtonRole?
    @Environment(\.buttonStyle) private var style

    /// On the main actor: a style's `makeBody` is.
    @MainActor var body: some View {
        let erased = ButtonStyleConfiguration.Label(content: AnyView(label))
        (style ?? .primitive(BuiltInButtonStyle.automatic)).makeBody(erased, role: role)
    }
}

extension Button where Label == Text {
    /// A button labelled with a localized string key (its Markdown drawn).
    public init(_ titleKey: LocalizedStringKey, action: @escaping () -> Void) {
        self.init(action: action) { Text(titleKey) }
    }

    /// A button labelled with a string, shown as written.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, action: @escaping () -> Void) {
        self.init(action: action) { Text(title) }
    }

    public init(_ titleKey: LocalizedStringKey, role: ButtonRole?, action: @escaping () -> Void) {
        self.init(role: role, action: action) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, role: ButtonRole?, action: @escaping () -> Void) {
        self.init(role: role, action: action) { Text(title) }
    }
}

extension Button where Label == SwiftUI.Label<Text, Image> {
    /// A button labelled with a title and a symbol (iOS 17), as `Label` draws them.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, action: @escaping () -> Void) {
        self.init(action: action) { SwiftUI.Label(titleKey, systemImage: systemImage) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, action: @escaping () -> Void) {
        self.init(action: action) { SwiftUI.Label(title, systemImage: systemImage) }
    }

    public init(
        _ titleKey: LocalizedStringKey, systemImage: String, role: ButtonRole?, action: @escaping () -> Void
    ) {
        self.init(role: role, action: action) { SwiftUI.Label(titleKey, systemImage: systemImage) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, role: ButtonRole?, action: @escaping () -> Void) {
        self.init(role: role, action: action) { SwiftUI.Label(title, systemImage: systemImage) }
    }
}

nonisolated extension View {
    /// Disables the view and everything inside: sets the environment's
    /// `isEnabled` to false (a disabled button draws grey); nothing receives input anyway.
    public func disabled(_ disabled: Bool) -> some View {
        environmentChange { environment in
            if disabled { environment.isEnabled = false }
        }
    }
}
