import Foundation

/// A tab in iOS 18's spelling: its content, with its title and symbol as
/// the tab item and its value as the tag.
nonisolated public struct Tab<Value: Hashable, Content: View>: View {
    let title: Text?
    let systemImage: String?
    let value: Value?
    let content: Content

    @_disfavoredOverload
    public init(_ title: String, systemImage: String, value: Value, @ViewBuilder content: () -> Content) {
        self.init(title: Text(title), systemImage: systemImage, value: value, content: content())
    }

    package init(title: Text?, systemImage: String?, value: Value?, content: Content) {
        self.title = title
        self.systemImage = systemImage
        self.value = value
        self.content = content
    }

    nonisolated public var body: some View {
        let labelled = content.tabItem {
            if let systemImage { Image(systemName: systemImage) }
            if let title { title }
        }
        if let value { labelled.tag(value) } else { labelled }
    }
}

extension Tab where Value == Never {
    @_disfavoredOverload
    public init(_ title: String, systemImage: String, @ViewBuilder content: () -> Content) {
        self.init(title: Text(title), systemImage: systemImage, value: nil, content: content())
    }
}

extension Tab {
    /// A tab with a role: `.search` shows the magnifying glass and "Search".
    public init(value: Value, role: TabRole?, @ViewBuilder content: () -> Content) {
        self.init(title: Text("Search"), systemImage: "magnifyingglass", value: value, content: content())
    }
}

extension Tab where Value == Never {
    public init(role: TabRole?, @ViewBuilder content: () -> Content) {
        self.init(title: Text("Search"), systemImage: "magnifyingglass", value: nil, content: content())
    }
}

/// What a tab is for: the search tab.
public struct TabRole: Hashable, Sendable {
    public static let search = TabRole()
}
