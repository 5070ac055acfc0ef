import Foundation

/// A title with an icon. Drawn as iOS draws it (Galley's `LabelBox`): the
/// icon, 8 points, the title; or in the style `labelStyle(_:)` sets.
nonisolated public struct Label<Title: View, Icon: View>: View {
    let title: Title
    let icon: Icon

    public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {
        self.title = title()
        self.icon = icon()
    }

    public var body: some View {
        LabelBody(title: AnyView(title), icon: AnyView(icon))
    }
}

extension Label where Title == Text, Icon == Image {
    /// A label titled with a localized string key and an SF Symbol.
    public init(_ titleKey: LocalizedStringKey, systemImage name: String) {
        self.init(title: { Text(titleKey) }, icon: { Image(systemName: name) })
    }

    /// A label titled with a string, shown as written, and an SF Symbol.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage name: String) {
        self.init(title: { Text(title) }, icon: { Image(systemName: name) })
    }

    /// A label titled with a localized string key and an image from the asset catalog.
    public init(_ titleKey: LocalizedStringKey, image name: String) {
        self.init(title: { Text(titleKey) }, icon: { Image(name) })
    }

    /// A label titled with a string and an image from the asset catalog.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image name: String) {
        self.init(title: { Text(title) }, icon: { Image(name) })
    }
}

/// A label drawn in the environment's custom style, else as `LabelBox` draws it.
nonisolated private struct LabelBody: View {
    let title: AnyView
    let icon: AnyView
    @Environment(\.customLabelStyle) private var custom

    /// On the main actor: a style's `makeBody` is.
    @MainActor var body: some View {
        if let style = custom as? AnyLabelStyle {
            style.makeBody(LabelStyleConfiguration(title: .init(content: title), icon: .init(content: icon)))
        } else {
            LabelBox(title: title, icon: icon)
        }
    }
}
