import Foundation

/// How a toggle looks: `makeBody` draws it from its label and state.
/// A custom style is drawn as written.
public protocol ToggleStyle {
    associatedtype Body: View
    typealias Configuration = ToggleStyleConfiguration
    @ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Configuration) -> Body
}

/// What a toggle style is given: the label and the state, as a binding.
public struct ToggleStyleConfiguration {
    /// The toggle's label, type-erased.
    nonisolated public struct Label: View {
        let content: AnyView
        public var body: some View { content }
    }

    public let label: Label
    @Binding public var isOn: Bool

    init(label: Label, isOn: Binding<Bool>) {
        self.label = label
        _isOn = isOn
    }
}

/// The switch: iOS's default look.
public struct SwitchToggleStyle: ToggleStyle {
    let tint: Color?

    public init() { tint = nil }

    /// The switch with its track in `tint` when on (iOS 14's way to colour it).
    public init(tint: Color) { self.tint = tint }

    public func makeBody(configuration: Configuration) -> some View {
        let toggle = SwitchToggle(isOn: configuration.isOn, label: configuration.label)
        // Without a tint of its own, the one around it holds.
        if let tint { return AnyView(toggle.tint(tint)) }
        return AnyView(toggle)
    }
}

/// The default style: the switch on iOS.
public struct DefaultToggleStyle: ToggleStyle {
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        SwitchToggleStyle().makeBody(configuration: configuration)
    }
}

/// A toggle drawn as a button, tinted when on. Stand-in: the label in the
/// tint colour on a light tinted rounded rectangle when on, plain when off.
public struct ButtonToggleStyle: ToggleStyle {
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .foregroundColor(configuration.isOn ? .blue : .primary)
            .padding(.horizontal, 12)
            .padding(.vertical, 7)
            .background(
                RoundedRectangle(cornerRadius: 8, style: .continuous).fill(
                    configuration.isOn ? Color.blue.opacity(0.15) : .clear))
    }
}

extension ToggleStyle where Self == SwitchToggleStyle {
    public static var `switch`: SwitchToggleStyle { SwitchToggleStyle() }
}

extension ToggleStyle where Self == DefaultToggleStyle {
    public static var automatic: DefaultToggleStyle { DefaultToggleStyle() }
}

extension ToggleStyle where Self == ButtonToggleStyle {
    public static var button: ButtonToggleStyle { ButtonToggleStyle() }
}

/// A toggle style as the environment holds it.
struct AnyToggleStyle: @unchecked Sendable {
    let style: any ToggleStyle

    @MainActor
    func makeBody(_ configuration: ToggleStyleConfiguration) -> AnyView {
        func make<S: ToggleStyle>(_ style: S) -> AnyView { AnyView(style.makeBody(configuration: configuration)) }
        return make(style)
    }
}

private struct ToggleStyleKey: EnvironmentKey {
    static let defaultValue: AnyToggleStyle? = nil
}

extension EnvironmentValues {
    /// The style of the toggles inside, set by `toggleStyle(_:)`.
    var toggleStyle: AnyToggleStyle? {
        get { self[ToggleStyleKey.self] }
        set { self[ToggleStyleKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Draws the toggles inside with `style`.
    public func toggleStyle<S: ToggleStyle>(_ style: S) -> some View {
        environment(\.toggleStyle, AnyToggleStyle(style: style))
    }
}
