import Foundation

extension NavigationSplitView {
    /// Three columns whose visibility a binding holds.
    public init(
        columnVisibility: Binding<NavigationSplitViewVisibility>,
        @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail
    ) {
        self.init(columnVisibility: columnVisibility.wrappedValue, sidebar: sidebar, content: content, detail: detail)
    }

    /// Three columns, with the preferred compact column: the sidebar shows on an iPhone.
    public init(
        columnVisibility: Binding<NavigationSplitViewVisibility>,
        preferredCompactColumn: Binding<NavigationSplitViewColumn>,
        @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail
    ) {
        self.init(columnVisibility: columnVisibility.wrappedValue, sidebar: sidebar, content: content, detail: detail)
    }
}

extension NavigationSplitView where Content == EmptyView {
    /// Two columns whose visibility a binding holds.
    public init(
        columnVisibility: Binding<NavigationSplitViewVisibility>,
        @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail
    ) {
        self.init(columnVisibility: columnVisibility.wrappedValue, sidebar: sidebar, detail: detail)
    }
}

/// A column of a split view.
public struct NavigationSplitViewColumn: Hashable, Sendable {
    public static let sidebar = NavigationSplitViewColumn()
    public static let content = NavigationSplitViewColumn()
    public static let detail = NavigationSplitViewColumn()
}

/// The presentation state of a view (iOS 13's `presentationMode`): a root
/// view is never presented.
public struct PresentationMode: Sendable {
    public var isPresented: Bool { false }
    public mutating func dismiss() {}
}

extension EnvironmentValues {
    /// The presentation mode, as a binding (`@Environment(\.presentationMode) var mode`).
    public var presentationMode: Binding<PresentationMode> { .constant(PresentationMode()) }
}

nonisolated extension View {
    /// Toolbar items with an identifier (customisable toolbars): laid out as `toolbar(content:)`.
    public func toolbar<Content: ToolbarContent>(id: String, @ToolbarContentBuilder content: () -> Content) -> some View
    {
        toolbar(content: content)
    }

    /// An inspector: presented content, never built in a render.
    public func inspector<V: View>(isPresented: Binding<Bool>, @ViewBuilder content: () -> V) -> some View { self }

    /// The inspector's column width: a no-op.
    public func inspectorColumnWidth(_ width: CGFloat) -> some View { self }
    public func inspectorColumnWidth(min: CGFloat? = nil, ideal: CGFloat, max: CGFloat? = nil) -> some View { self }
}
