import Foundation

extension NavigationStack {
    /// A stack with the values of the bound path pushed on its root.
    public init(path: Binding<NavigationPath>, @ViewBuilder root: () -> Root) where Data == NavigationPath {
        self.init(path: path.wrappedValue, root: root)
    }
}

extension NavigationStack
where Data: MutableCollection, Data: RandomAccessCollection, Data: RangeReplaceableCollection, Data.Element: Hashable {
    /// A stack with the values of the bound path pushed on its root.
    public init(path: Binding<Data>, @ViewBuilder root: () -> Root) {
        self.init(galleyRoot: root(), path: path.wrappedValue.map { AnyHashable($0) })
    }
}

nonisolated extension View {
    /// The title the NavigationStack around this view shows (its Markdown drawn).
    public func navigationTitle(_ titleKey: LocalizedStringKey) -> some View {
        navigationTitle(Text(titleKey))
    }

    /// An editable title: shown as the binding's text.
    public func navigationTitle(_ title: Binding<String>) -> some View {
        navigationTitle(Text(verbatim: title.wrappedValue))
    }

    /// The title in iOS 13's spelling, with its display mode.
    public func navigationBarTitle(
        _ titleKey: LocalizedStringKey, displayMode: NavigationBarItem.TitleDisplayMode = .automatic
    ) -> some View {
        navigationTitle(Text(titleKey)).navigationBarTitleDisplayMode(displayMode)
    }

    /// The title in iOS 13's spelling.
    public func navigationBarTitle(_ title: Text) -> some View {
        navigationTitle(title)
    }
}
