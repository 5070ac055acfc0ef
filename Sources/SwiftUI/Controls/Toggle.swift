import Foundation

/// A switch. Drawn as iOS draws a toggle by default (see `SwitchToggle`):
/// the label, then the 51 × 31 switch at the trailing edge, on or off as
/// the binding holds; or in the style `toggleStyle(_:)` sets. Nothing can
/// flip it in a render.
nonisolated public struct Toggle<Label: View>: View {
    let isOn: Binding<Bool>
    let label: Label

    public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {
        self.isOn = isOn
        self.label = label()
    }

    public var body: some View {
        ToggleBody(isOn: isOn, label: label)
    }
}

/// A toggle drawn in the style of its environment: `toggleStyle(_:)`'s, else the switch.
nonisolated private struct ToggleBody<Label: View>: View {
    let isOn: Binding<Bool>
    let label: Label
    @Environment(\.toggleStyle) private var style

    /// On the main actor: a style's `makeBody` is.
    @MainActor var body: some View {
        let configuration = ToggleStyleConfiguration(label: .init(content: AnyView(label)), isOn: isOn)
        return (style ?? AnyToggleStyle(style: DefaultToggleStyle())).makeBody(configuration)
    }
}

extension Toggle where Label == Text {
    /// A toggle labelled with a localized string key (its Markdown drawn).
    public init(_ titleKey: LocalizedStringKey, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { Text(titleKey) }
    }

    /// A toggle labelled with a string, shown as written.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { Text(title) }
    }
}
