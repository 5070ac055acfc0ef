import Foundation

nonisolated extension View {
    /// The style of the progress views inside. A style of your own draws
    /// them with its `makeBody`; the built-in styles draw iOS's look (a
    /// value the bar, no value the spinner).
    public func progressViewStyle<S: ProgressViewStyle>(_ style: S) -> some View {
        environmentChange { environment in
            environment.progressViewStyle = style is any BuiltInProgressViewStyle ? nil : ProgressStyleBox(style: style)
        }
    }
}

/// How progress views look: `makeBody` builds one from its configuration.
public protocol ProgressViewStyle {
    associatedtype Body: View
    typealias Configuration = ProgressViewStyleConfiguration
    @ViewBuilder @MainActor func makeBody(configuration: Configuration) -> Body
}

/// What a progress view style draws from.
public struct ProgressViewStyleConfiguration {
    /// The progress view's label.
    nonisolated public struct Label: View {
        let content: AnyView
        public var body: some View { content }
    }

    /// The label of the current value (Galley's progress views have none).
    nonisolated public struct CurrentValueLabel: View {
        let content: AnyView
        public var body: some View { content }
    }

    /// The fraction done, 0…1; nil when the length is unknown (a spinner).
    public let fractionCompleted: Double?
    public var label: Label?
    public var currentValueLabel: CurrentValueLabel?
}

extension ProgressView where Label == ProgressViewStyleConfiguration.Label {
    /// The progress view a configuration describes, in iOS's look: what a
    /// style of your own wraps to keep it.
    public init(_ configuration: ProgressViewStyleConfiguration) {
        let label = configuration.label ?? ProgressViewStyleConfiguration.Label(content: AnyView(EmptyView()))
        if let fraction = configuration.fractionCompleted {
            self.init(value: fraction, total: 1) { label }
        } else {
            self.init { label }
        }
    }
}

/// A user's style, erased, for the environment.
private struct ProgressStyleBox<Style: ProgressViewStyle>: ProgressViewStyleMaker, @unchecked Sendable {
    let style: Style

    @MainActor func makeBody(fractionCompleted: Double?, label: AnyView?) -> AnyView {
        AnyView(
            style.makeBody(
                configuration: ProgressViewStyleConfiguration(
                    fractionCompleted: fractionCompleted, label: label.map { .init(content: $0) },
                    currentValueLabel: nil)))
    }
}

/// The styles that draw iOS's own look.
protocol BuiltInProgressViewStyle {}

nonisolated public struct DefaultProgressViewStyle: ProgressViewStyle, BuiltInProgressViewStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { ProgressView(configuration) }
}

nonisolated public struct LinearProgressViewStyle: ProgressViewStyle, BuiltInProgressViewStyle {
    public init() {}
    /// The bar in `tint`; Galley draws the default look.
    public init(tint: Color) {}
    public func makeBody(configuration: Configuration) -> some View { ProgressView(configuration) }
}

nonisolated public struct CircularProgressViewStyle: ProgressViewStyle, BuiltInProgressViewStyle {
    public init() {}
    /// The spinner in `tint`; Galley draws the default look.
    public init(tint: Color) {}
    public func makeBody(configuration: Configuration) -> some View { ProgressView(configuration) }
}

extension ProgressViewStyle where Self == DefaultProgressViewStyle {
    public static var automatic: DefaultProgressViewStyle { DefaultProgressViewStyle() }
}

extension ProgressViewStyle where Self == LinearProgressViewStyle {
    public static var linear: LinearProgressViewStyle { LinearProgressViewStyle() }
}

extension ProgressViewStyle where Self == CircularProgressViewStyle {
    public static var circular: CircularProgressViewStyle { CircularProgressViewStyle() }
}
