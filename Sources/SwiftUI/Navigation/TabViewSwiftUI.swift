import Foundation

extension TabView {
    /// Tabs showing the one whose tag is the binding's value.
    public init(selection: Binding<SelectionValue>?, @ViewBuilder content: () -> Content) {
        self.init(selection: selection?.wrappedValue, content: content)
    }
}

extension Tab {
    /// A tab titled with a localized string key.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, value: Value, @ViewBuilder content: () -> Content)
    {
        self.init(title: Text(titleKey), systemImage: systemImage, value: value, content: content())
    }
}

extension Tab where Value == Never {
    public init(_ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content) {
        self.init(title: Text(titleKey), systemImage: systemImage, value: nil, content: content())
    }
}
