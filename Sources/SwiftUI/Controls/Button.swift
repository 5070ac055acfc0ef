import Foundation

/// What a button does, for its look: destructive buttons draw in red.
public struct ButtonRole: Hashable, Sendable {
    private let name: String
    public static let cancel = ButtonRole(name: "cancel")
    public static let destructive = ButtonRole(name: "destructive")
    public static let close = ButtonRole(name: "close")
    public static let confirm = ButtonRole(name: "confirm")
}

/// A button. Stand-in until the system controls arrive: it draws its
/// label in its button style (see ``BuiltInButtonStyle``; by default the
/// text in the tint colour, blue unless `tint(_:)` says otherwise, red for
/// a destructive role, grey when disabled). The action never runs in a render.
public struct Button<Label: View>: View {
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
private struct ButtonLabel<Label: View>: View {
    let label: Label
    let role: ButtonRole?
    @Environment(\.buttonStyle) private var style

    var body: some View {
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
    public init<S: StringProtocol>(_ title: S, action: @escaping () -> Void) {
        self.init(action: action) { Text(title) }
    }

    public init(_ titleKey: LocalizedStringKey, role: ButtonRole?, action: @escaping () -> Void) {
        self.init(role: role, action: action) { Text(titleKey) }
    }

    public init<S: StringProtocol>(_ title: S, role: ButtonRole?, action: @escaping () -> Void) {
        self.init(role: role, action: action) { Text(title) }
    }
}

extension View {
    /// Disables the view and everything inside: sets the environment's
    /// `isEnabled` to false (a disabled button draws grey); nothing receives input anyway.
    public func disabled(_ disabled: Bool) -> some View {
        environmentChange { environment in
            if disabled { environment.isEnabled = false }
        }
    }
}
