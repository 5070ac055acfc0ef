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
    nonisolated public struct Label: View {
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

/// SwiftUI's built-in button styles, drawn as iOS 17 draws them (Galley's
/// `ButtonBox`): `.automatic` and `.borderless` the tinted label, `.plain`
/// the label as it is, `.bordered` the tinted label on the tint at 15 %,
/// `.borderedProminent` white on the tint; bordered ones sized by
/// `controlSize(_:)` and shaped by `buttonBorderShape(_:)`.
public struct BuiltInButtonStyle: PrimitiveButtonStyle, Sendable {
    let style: ButtonBox.Style

    public func makeBody(configuration: Configuration) -> some View {
        BuiltInButtonBody(style: style, label: configuration.label, role: configuration.role)
    }
}

extension PrimitiveButtonStyle where Self == BuiltInButtonStyle {
    public static var automatic: BuiltInButtonStyle { BuiltInButtonStyle(style: .automatic) }
    public static var plain: BuiltInButtonStyle { BuiltInButtonStyle(style: .plain) }
    public static var borderless: BuiltInButtonStyle { BuiltInButtonStyle(style: .borderless) }
    public static var bordered: BuiltInButtonStyle { BuiltInButtonStyle(style: .bordered) }
    public static var borderedProminent: BuiltInButtonStyle { BuiltInButtonStyle(style: .borderedProminent) }
}

/// A built-in style's look, enabled or not as the environment says.
nonisolated private struct BuiltInButtonBody: View {
    let style: ButtonBox.Style
    let label: ButtonStyleConfiguration.Label
    let role: ButtonRole?
    @Environment(\.isEnabled) private var isEnabled

    var body: some View {
        ButtonBox(label: AnyView(label), style: style, role: role, isEnabled: isEnabled)
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

nonisolated extension View {
    /// Draws the buttons inside with `style`.
    public func buttonStyle<S: ButtonStyle>(_ style: S) -> some View {
        environment(\.buttonStyle, .style(style))
    }

    /// Draws the buttons inside with `style`.
    public func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> some View {
        environment(\.buttonStyle, .primitive(style))
    }
}

/// The built-in styles by their type names (`PlainButtonStyle()` …), as
/// code from before the `.plain` spellings writes them: each draws as the
/// built-in style of the same name.
public struct DefaultButtonStyle: PrimitiveButtonStyle, Sendable {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        BuiltInButtonStyle.automatic.makeBody(configuration: configuration)
    }
}

public struct PlainButtonStyle: PrimitiveButtonStyle, Sendable {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        BuiltInButtonStyle.plain.makeBody(configuration: configuration)
    }
}

public struct BorderlessButtonStyle: PrimitiveButtonStyle, Sendable {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        BuiltInButtonStyle.borderless.makeBody(configuration: configuration)
    }
}

public struct BorderedButtonStyle: PrimitiveButtonStyle, Sendable {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        BuiltInButtonStyle.bordered.makeBody(configuration: configuration)
    }
}

public struct BorderedProminentButtonStyle: PrimitiveButtonStyle, Sendable {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        BuiltInButtonStyle.borderedProminent.makeBody(configuration: configuration)
    }
}
