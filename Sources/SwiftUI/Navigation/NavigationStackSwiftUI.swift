import Foundation

extension NavigationStack {
    /// A stack on a path binding: only the root is shown, whatever the path holds.
    public init(path: Binding<NavigationPath>, @ViewBuilder root: () -> Root) where Data == NavigationPath {
        self.init(root: root)
    }
}

extension NavigationStack where Data: MutableCollection, Data: RandomAccessCollection, Data: RangeReplaceableCollection, Data.Element: Hashable {
    /// A stack on a path of values: only the root is shown.
    public init(path: Binding<Data>, @ViewBuilder root: () -> Root) {
        self.init(galleyRoot: root())
    }
}

extension View {
    /// The title the NavigationStack around this view shows (its Markdown drawn).
    public func navigationTitle(_ titleKey: LocalizedStringKey) -> some View {
        navigationTitle(Text(titleKey))
    }

    /// An editable title: shown as the binding's text.
    public func navigationTitle(_ title: Binding<String>) -> some View {
        navigationTitle(Text(verbatim: title.wrappedValue))
    }

    /// The title in iOS 13's spelling, with its display mode.
    public func navigationBarTitle(_ titleKey: LocalizedStringKey, displayMode: NavigationBarItem.TitleDisplayMode = .automatic) -> some View {
        navigationTitle(Text(titleKey)).navigationBarTitleDisplayMode(displayMode)
    }

    /// The title in iOS 13's spelling.
    public func navigationBarTitle(_ title: Text) -> some View {
        navigationTitle(title)
    }
}
