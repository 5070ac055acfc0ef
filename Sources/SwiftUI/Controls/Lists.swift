import Foundation

// SwiftUI's spellings of List, Section and NavigationLink that need the
// SwiftUI module's types (bindings, localized keys); the views and their
// drawing are Galley's (`List`, `Section`, `NavigationLink`).

extension List {
    /// A list whose rows can be selected: nothing is selected in a render.
    public init(selection: Binding<Set<SelectionValue>>?, @ViewBuilder content: () -> Content) {
        self.init(rows: content())
    }

    /// A list with at most one row selected: nothing is selected in a render.
    public init(selection: Binding<SelectionValue?>?, @ViewBuilder content: () -> Content) {
        self.init(rows: content())
    }

    /// A list with exactly one row selected: nothing is drawn selected in a
    /// render. Disfavoured so that a binding to a set or an optional picks its own form.
    @_disfavoredOverload
    public init(selection: Binding<SelectionValue>?, @ViewBuilder content: () -> Content) {
        self.init(rows: content())
    }

    /// A row for each element of `data`, selectable.
    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, selection: Binding<Set<SelectionValue>>?,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        self.init(rows: ForEach(data, content: rowContent))
    }

    /// A row for each element of `data`, one selectable.
    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, selection: Binding<SelectionValue?>?,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        self.init(rows: ForEach(data, content: rowContent))
    }

    /// A row for each element of `data`, identified by `id`, selectable.
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, selection: Binding<Set<SelectionValue>>?,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, ID, RowContent> {
        self.init(rows: ForEach(data, id: id, content: rowContent))
    }

    /// A row for each element of `data`, identified by `id`, one selectable.
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, selection: Binding<SelectionValue?>?,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, ID, RowContent> {
        self.init(rows: ForEach(data, id: id, content: rowContent))
    }
}

extension Section where Parent == Text, Footer == EmptyView {
    /// A section headed by a localized string key.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { Text(titleKey) })
    }

    /// A collapsible section (iOS 17), drawn expanded: its header and rows.
    public init(_ titleKey: LocalizedStringKey, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { Text(titleKey) })
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { Text(title) })
    }
}

extension Section where Footer == EmptyView {
    /// A collapsible section (iOS 17), drawn expanded.
    public init(isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {
        self.init(content: content, header: header)
    }
}

extension NavigationLink where Label == Text {
    /// A link titled with a localized string key; the destination a view, never built.
    public init(_ titleKey: LocalizedStringKey, destination: Destination) {
        self.init(label: Text(titleKey))
    }

    /// A link titled with a localized string key; the destination's closure is never called.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder destination: () -> Destination) {
        self.init(label: Text(titleKey))
    }

    /// The iOS 13 form, activated by a binding: drawn as the link.
    @available(*, deprecated, message: "use NavigationLink(value:label:) inside a NavigationStack")
    public init(_ titleKey: LocalizedStringKey, destination: Destination, isActive: Binding<Bool>) {
        self.init(label: Text(titleKey))
    }
}

extension NavigationLink {
    /// The iOS 13 form, activated by a binding: drawn as the link.
    @available(*, deprecated, message: "use NavigationLink(value:label:) inside a NavigationStack")
    public init(destination: Destination, isActive: Binding<Bool>, @ViewBuilder label: () -> Label) {
        self.init(label: label())
    }

    /// The iOS 13 form, activated by a selection: drawn as the link.
    @available(*, deprecated, message: "use NavigationLink(value:label:) inside a NavigationStack")
    public init<V: Hashable>(destination: Destination, tag: V, selection: Binding<V?>, @ViewBuilder label: () -> Label)
    {
        self.init(label: label())
    }
}

extension NavigationLink where Destination == EmptyView, Label == Text {
    /// A link titled with a localized string key that presents `value`.
    public init<P: Hashable>(_ titleKey: LocalizedStringKey, value: P?) {
        self.init(label: Text(titleKey))
    }
}

nonisolated extension View {
    /// The view pushed while `isPresented` is true.
    public func navigationDestination<V: View>(
        isPresented: Binding<Bool>, @ViewBuilder destination: () -> V
    ) -> some View {
        navigationDestination(isPresented: isPresented.wrappedValue, destination: destination)
    }

    /// The view pushed for a non-nil `item`.
    public func navigationDestination<D: Hashable, C: View>(
        item: Binding<D?>, @ViewBuilder destination: @escaping (D) -> C
    ) -> some View {
        navigationDestination(item: item.wrappedValue, destination: destination)
    }

    /// The look of forms inside: on an iPhone every form style draws the
    /// grouped form (an inset-grouped list).
    public func formStyle<S: FormStyle>(_ style: S) -> some View { self }
}

/// How a form draws: Galley draws the grouped form for every style.
public protocol FormStyle {}

public struct AutomaticFormStyle: FormStyle { public init() {} }
public struct GroupedFormStyle: FormStyle { public init() {} }
public struct ColumnsFormStyle: FormStyle { public init() {} }

extension FormStyle where Self == AutomaticFormStyle {
    public static var automatic: AutomaticFormStyle { AutomaticFormStyle() }
}

extension FormStyle where Self == GroupedFormStyle {
    public static var grouped: GroupedFormStyle { GroupedFormStyle() }
}

extension FormStyle where Self == ColumnsFormStyle {
    public static var columns: ColumnsFormStyle { ColumnsFormStyle() }
}

extension ForEach where Content: View {
    /// Deleting rows by swiping: a no-op, nothing is deleted in a render.
    public func onDelete(perform action: ((IndexSet) -> Void)?) -> ForEach { self }

    /// Moving rows by dragging: a no-op.
    public func onMove(perform action: ((IndexSet, Int) -> Void)?) -> ForEach { self }

    /// Inserting dropped items: a no-op.
    public func onInsert(
        of supportedContentTypes: [String], perform action: @escaping (Int, [NSItemProvider]) -> Void
    ) -> ForEach { self }
}
