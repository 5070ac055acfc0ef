import Foundation

/// How a group box looks: `makeBody` draws it from its label and content.
/// A custom style is drawn as written; the default is iOS's rounded box
/// (see Galley's `GroupBox`).
public protocol GroupBoxStyle {
    associatedtype Body: View
    typealias Configuration = GroupBoxStyleConfiguration
    @ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Configuration) -> Body
}

/// What a group box style is given: the box's label and content.
public struct GroupBoxStyleConfiguration {
    /// The group box's label, type-erased (empty when it has none).
    nonisolated public struct Label: View {
        let content: AnyView
        public var body: some View { content }
    }

    /// The group box's content, type-erased.
    nonisolated public struct Content: View {
        let content: AnyView
        public var body: some View { content }
    }

    public let label: Label
    public let content: Content
}

/// iOS's look: the headline label above the content in a rounded box of
/// the secondary system background.
public struct DefaultGroupBoxStyle: GroupBoxStyle {
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        GroupBox(label: configuration.label) { configuration.content }
            .environment(\.groupBoxStyle, nil)
    }
}

extension GroupBoxStyle where Self == DefaultGroupBoxStyle {
    /// The default style: iOS's rounded box.
    public static var automatic: DefaultGroupBoxStyle { DefaultGroupBoxStyle() }
}

/// A group box style as the environment holds it.
struct AnyGroupBoxStyle: GroupBoxStyleMaker, @unchecked Sendable {
    let style: any GroupBoxStyle

    @MainActor
    func makeBody(label: AnyView, content: AnyView) -> AnyView {
        let configuration = GroupBoxStyleConfiguration(label: .init(content: label), content: .init(content: content))
        func make<S: GroupBoxStyle>(_ style: S) -> AnyView { AnyView(style.makeBody(configuration: configuration)) }
        return make(style)
    }
}

nonisolated extension View {
    /// Draws the group boxes inside with `style`.
    public func groupBoxStyle<S: GroupBoxStyle>(_ style: S) -> some View {
        environment(\.groupBoxStyle, S.self == DefaultGroupBoxStyle.self ? nil : AnyGroupBoxStyle(style: style))
    }
}
