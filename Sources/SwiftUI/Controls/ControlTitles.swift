import Foundation

// Localized-string-key titles for the controls Galley defines with their
// SwiftUI names (Link, Menu, GroupBox, ContentUnavailableView): their
// string titles, shown as written, are Galley's.

extension Link where Label == Text {
    /// A link titled with a localized string key (its Markdown drawn).
    public init(_ titleKey: LocalizedStringKey, destination: URL) {
        self.init(destination: destination) { Text(titleKey) }
    }
}

extension Menu where Label == Text {
    /// A menu titled with a localized string key.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(titleKey) }
    }

    /// A menu titled with a localized string key, with an action for a tap (never run).
    public init(
        _ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content, primaryAction: @escaping () -> Void
    ) {
        self.init(content: content) { Text(titleKey) }
    }
}

extension Menu where Label == SwiftUI.Label<Text, Image> {
    /// A menu labelled with a title and an SF Symbol.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content) {
        self.init(content: content) { SwiftUI.Label(titleKey, systemImage: systemImage) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, @ViewBuilder content: () -> Content) {
        self.init(content: content) { SwiftUI.Label(title, systemImage: systemImage) }
    }
}

extension GroupBox where Label == Text {
    /// A group box titled with a localized string key.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(titleKey) }
    }
}

extension ContentUnavailableView where Label == LabelBox, Description == Text?, Actions == EmptyView {
    /// A title, an SF Symbol and, if given, a description.
    public init(_ titleKey: LocalizedStringKey, systemImage name: String, description: Text? = nil) {
        self.init(
            label: { LabelBox(title: AnyView(Text(titleKey)), icon: AnyView(Image(systemName: name))) },
            description: { description })
    }

    /// A title, an image from the asset catalog and, if given, a description.
    public init(_ titleKey: LocalizedStringKey, image name: String, description: Text? = nil) {
        self.init(
            label: { LabelBox(title: AnyView(Text(titleKey)), icon: AnyView(Image(name))) },
            description: { description })
    }
}

extension ControlGroup {
    /// A control group titled with a localized string key (shown by the menu styles).
    public init<C: View>(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> C)
    where Content == LabeledControlGroupContent<C, Text> {
        self.init(content: content) { Text(titleKey) }
    }

    /// A control group labelled with a title and an SF Symbol (shown by the menu styles).
    public init<C: View>(_ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> C)
    where Content == LabeledControlGroupContent<C, SwiftUI.Label<Text, Image>> {
        self.init(content: content) { SwiftUI.Label(titleKey, systemImage: systemImage) }
    }

    @_disfavoredOverload
    public init<C: View, S: StringProtocol>(_ title: S, systemImage: String, @ViewBuilder content: () -> C)
    where Content == LabeledControlGroupContent<C, SwiftUI.Label<Text, Image>> {
        self.init(content: content) { SwiftUI.Label(title, systemImage: systemImage) }
    }
}
