import Foundation

/// How a button looks: `makeBody` draws the label, given in `configuration`.
/// A custom style is drawn as written, unpressed.
public protocol ButtonStyle {
    associatedtype Body: View
    typealias Configuration = ButtonStyleConfiguration
    @ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Configuration) -> Body
}

/// What a button style is given: the button's label, its role, and
/// whether it is pressed (never, in a render).
public struct ButtonStyleConfiguration {
    /// The button's label, type-erased.
    public struct Label: View {
        let content: AnyView
        public var body: some View { content }
    }

    public let label: Label
    public let role: ButtonRole?
    public let isPressed: Bool
}

/// A button style that draws the button's label itself: SwiftUI's
/// `PrimitiveButtonStyle`, whose `configuration.trigger()` does nothing here.
public protocol PrimitiveButtonStyle {
    associatedtype Body: View
    typealias Configuration = PrimitiveButtonStyleConfiguration
    @ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Configuration) -> Body
}

public struct PrimitiveButtonStyleConfiguration {
    public let label: ButtonStyleConfiguration.Label
    public let role: ButtonRole?
    /// Runs the button's action: never, in a render.
    public func trigger() {}
}

/// SwiftUI's built-in button styles. Stand-ins until the system controls
/// arrive: `.bordered` draws the tinted label on a light tinted rounded
/// rectangle, `.borderedProminent` white on the tint, `.plain` the label
/// as it is, `.automatic` and `.borderless` the tinted label.
public struct BuiltInButtonStyle: PrimitiveButtonStyle, Sendable {
    enum Kind: Sendable { case automatic, plain, borderless, bordered, borderedProminent }
    let kind: Kind

    public func makeBody(configuration: Configuration) -> some View {
        BuiltInButtonBody(kind: kind, label: configuration.label, role: configuration.role)
    }
}

extension PrimitiveButtonStyle where Self == BuiltInButtonStyle {
    public static var automatic: BuiltInButtonStyle { BuiltInButtonStyle(kind: .automatic) }
    public static var plain: BuiltInButtonStyle { BuiltInButtonStyle(kind: .plain) }
    public static var borderless: BuiltInButtonStyle { BuiltInButtonStyle(kind: .borderless) }
    public static var bordered: BuiltInButtonStyle { BuiltInButtonStyle(kind: .bordered) }
    public static var borderedProminent: BuiltInButtonStyle { BuiltInButtonStyle(kind: .borderedProminent) }
}

/// A built-in style's look, in the colours of the environment it is drawn in.
private struct BuiltInButtonBody: View {
    let kind: BuiltInButtonStyle.Kind
    let label: ButtonStyleConfiguration.Label
    let role: ButtonRole?
    @Environment(\.tint) private var tint
    @Environment(\.isEnabled) private var isEnabled

    var body: some View {
        let accent: Color = !isEnabled ? .gray : role == .destructive ? .red : tint ?? .accentColor
        switch kind {
        case .plain:
            label
        case .automatic, .borderless:
            label.foregroundColor(accent)
        case .bordered:
            label.foregroundColor(accent)
                .padding(.horizontal, 12)
                .padding(.vertical, 7)
                .background(RoundedRectangle(cornerRadius: 8, style: .continuous).fill(accent.opacity(0.15)))
        case .borderedProminent:
            label.foregroundColor(.white)
                .padding(.horizontal, 12)
                .padding(.vertical, 7)
                .background(RoundedRectangle(cornerRadius: 8, style: .continuous).fill(accent))
        }
    }
}

/// A style as the environment holds it.
enum AnyButtonStyle: @unchecked Sendable {
    case style(any ButtonStyle)
    case primitive(any PrimitiveButtonStyle)

    /// The look of a button with this label and role.
    @MainActor
    func makeBody(_ label: ButtonStyleConfiguration.Label, role: ButtonRole?) -> AnyView {
        func make<S: ButtonStyle>(_ style: S) -> AnyView {
            AnyView(style.makeBody(configuration: ButtonStyleConfiguration(label: label, role: role, isPressed: false)))
        }
        func make<S: PrimitiveButtonStyle>(_ style: S) -> AnyView {
            AnyView(style.makeBody(configuration: PrimitiveButtonStyleConfiguration(label: label, role: role)))
        }
        switch self {
        case .style(let style): return make(style)
        case .primitive(let style): return make(style)
        }
    }
}

private struct ButtonStyleKey: EnvironmentKey {
    static let defaultValue: AnyButtonStyle? = nil
}

extension EnvironmentValues {
    /// The style of the buttons inside, set by `buttonStyle(_:)`.
    var buttonStyle: AnyButtonStyle? {
        get { self[ButtonStyleKey.self] }
        set { self[ButtonStyleKey.self] = newValue }
    }
}

extension View {
    /// Draws the buttons inside with `style`.
    public func buttonStyle<S: ButtonStyle>(_ style: S) -> some View {
        environment(\.buttonStyle, .style(style))
    }

    /// Draws the buttons inside with `style`.
    public func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> some View {
        environment(\.buttonStyle, .primitive(style))
    }
}
