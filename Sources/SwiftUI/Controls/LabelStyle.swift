import Foundation

/// How a label looks: `makeBody` draws it from its title and icon.
public protocol LabelStyle {
    associatedtype Body: View
    typealias Configuration = LabelStyleConfiguration
    @ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Configuration) -> Body
}

/// What a label style is given: the label's title and icon, type-erased.
public struct LabelStyleConfiguration {
    /// The label's title.
    nonisolated public struct Title: View {
        let content: AnyView
        public var body: some View { content }
    }

    /// The label's icon.
    nonisolated public struct Icon: View {
        let content: AnyView
        public var body: some View { content }
    }

    public let title: Title
    public let icon: Icon
}

/// The default label style: the icon and the title, outside lists and toolbars.
public struct DefaultLabelStyle: LabelStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        LabelBox(title: AnyView(configuration.title), icon: AnyView(configuration.icon), style: .automatic)
    }
}

/// The icon, then the title.
public struct TitleAndIconLabelStyle: LabelStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        LabelBox(title: AnyView(configuration.title), icon: AnyView(configuration.icon), style: .titleAndIcon)
    }
}

/// The title alone.
public struct TitleOnlyLabelStyle: LabelStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        LabelBox(title: AnyView(configuration.title), icon: AnyView(configuration.icon), style: .titleOnly)
    }
}

/// The icon alone.
public struct IconOnlyLabelStyle: LabelStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        LabelBox(title: AnyView(configuration.title), icon: AnyView(configuration.icon), style: .iconOnly)
    }
}

extension LabelStyle where Self == DefaultLabelStyle {
    public static var automatic: DefaultLabelStyle { DefaultLabelStyle() }
}

extension LabelStyle where Self == TitleAndIconLabelStyle {
    public static var titleAndIcon: TitleAndIconLabelStyle { TitleAndIconLabelStyle() }
}

extension LabelStyle where Self == TitleOnlyLabelStyle {
    public static var titleOnly: TitleOnlyLabelStyle { TitleOnlyLabelStyle() }
}

extension LabelStyle where Self == IconOnlyLabelStyle {
    public static var iconOnly: IconOnlyLabelStyle { IconOnlyLabelStyle() }
}

/// A label style as the environment holds it.
struct AnyLabelStyle: @unchecked Sendable {
    let style: any LabelStyle

    @MainActor
    func makeBody(_ configuration: LabelStyleConfiguration) -> AnyView {
        func make<S: LabelStyle>(_ style: S) -> AnyView { AnyView(style.makeBody(configuration: configuration)) }
        return make(style)
    }
}

nonisolated extension View {
    /// Draws the labels inside with `style`: a built-in one as Galley's
    /// `LabelBox` draws it, a custom one with its `makeBody`.
    public func labelStyle<S: LabelStyle>(_ style: S) -> some View {
        environmentChange { environment in
            environment.customLabelStyle = AnyLabelStyle(style: style)
        }
    }
}
