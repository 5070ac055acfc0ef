import Foundation

/// What a list row asks of the list it is in. The modifiers set it on the
/// row's view; modifiers around the row pass it on (see ``Traits``), and a
/// Section's applies to each of its rows that does not set its own.
struct ListRowTraits {
    /// The row's content inset from its cell; nil for the style's.
    var insets: EdgeInsets?
    /// Drawn behind the row instead of the style's background.
    var background: AnyView?
    /// The separators above and below the row.
    var separator = EdgeVisibility()
    var separatorTint = EdgeTint()
    /// The separators at the start and end of the row's section.
    var sectionSeparator = EdgeVisibility()
    var sectionSeparatorTint = EdgeTint()

    /// These traits, with `defaults` (a section's) where these set nothing.
    func filled(from defaults: ListRowTraits) -> ListRowTraits {
        var result = self
        result.insets = insets ?? defaults.insets
        result.background = background ?? defaults.background
        result.separator = separator.filled(from: defaults.separator)
        result.separatorTint = separatorTint.filled(from: defaults.separatorTint)
        result.sectionSeparator = sectionSeparator.filled(from: defaults.sectionSeparator)
        result.sectionSeparatorTint = sectionSeparatorTint.filled(from: defaults.sectionSeparatorTint)
        return result
    }
}

/// A visibility for the top and bottom edges of a row or section.
struct EdgeVisibility {
    var top: Visibility = .automatic
    var bottom: Visibility = .automatic

    mutating func set(_ visibility: Visibility, edges: VerticalEdge.Set) {
        if edges.contains(.top) { top = visibility }
        if edges.contains(.bottom) { bottom = visibility }
    }

    func filled(from defaults: EdgeVisibility) -> EdgeVisibility {
        EdgeVisibility(
            top: top == .automatic ? defaults.top : top, bottom: bottom == .automatic ? defaults.bottom : bottom)
    }
}

/// A colour for the top and bottom separators of a row or section.
struct EdgeTint {
    var top: Color?
    var bottom: Color?

    mutating func set(_ color: Color?, edges: VerticalEdge.Set) {
        if edges.contains(.top) { top = color }
        if edges.contains(.bottom) { bottom = color }
    }

    func filled(from defaults: EdgeTint) -> EdgeTint {
        EdgeTint(top: top ?? defaults.top, bottom: bottom ?? defaults.bottom)
    }
}

/// A view whose nodes take on list-row traits.
nonisolated struct ListRowTraitView<Content: View>: View, PrimitiveView {
    let content: Content
    let change: (inout ListRowTraits) -> Void

    var body: EmptyView { EmptyView() }

    func makeNodes(in environment: EnvironmentValues) -> [ViewNode] {
        let nodes = resolveNodes(content, in: environment)
        for node in nodes { change(&node.traits.listRow) }
        return nodes
    }
}

nonisolated extension View {
    /// How lists inside draw their rows and sections.
    public func listStyle<S: ListStyle>(_ style: S) -> some View {
        EnvironmentView(content: self) { $0.listStyle = style.listKind }
    }

    /// The row's content inset from its cell (by default 16 points across
    /// and 6 down); nil for the default. The card margin of an inset list
    /// stays.
    public func listRowInsets(_ insets: EdgeInsets?) -> some View {
        ListRowTraitView(content: self) { $0.insets = insets }
    }

    /// `view` behind the row instead of the style's background (clipped
    /// to the card's rounded corners in an inset list); nil for the default.
    public func listRowBackground<V: View>(_ view: V?) -> some View {
        let background = view.map { AnyView($0) }
        return ListRowTraitView(content: self) { $0.background = background }
    }

    /// Shows or hides the row's separators on `edges`: `.hidden` removes
    /// the line below the row (its bottom edge) or above it (its top edge,
    /// which is the line below the row before).
    public func listRowSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> some View {
        ListRowTraitView(content: self) { $0.separator.set(visibility, edges: edges) }
    }

    /// The colour of the row's separators on `edges`; nil for `.separator`.
    public func listRowSeparatorTint(_ color: Color?, edges: VerticalEdge.Set = .all) -> some View {
        ListRowTraitView(content: self) { $0.separatorTint.set(color, edges: edges) }
    }

    /// Shows or hides the separators at the ends of the section (on a
    /// Section, or on its first or last row): the plain style's line under
    /// a section's last row, the grouped style's full-width lines.
    public func listSectionSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> some View {
        ListRowTraitView(content: self) { $0.sectionSeparator.set(visibility, edges: edges) }
    }

    /// The colour of the section's end separators on `edges`.
    public func listSectionSeparatorTint(_ color: Color?, edges: VerticalEdge.Set = .all) -> some View {
        ListRowTraitView(content: self) { $0.sectionSeparatorTint.set(color, edges: edges) }
    }

    /// Space between the rows of lists inside (iOS 17): in an inset list
    /// each row becomes its own rounded card, without separators.
    public func listRowSpacing(_ spacing: CGFloat?) -> some View {
        EnvironmentView(content: self) { $0.listRowSpacing = spacing.flatMap { $0.isFinite ? Swift.max(0, $0) : nil } }
    }

    /// Space between the sections of lists inside (iOS 17).
    public func listSectionSpacing(_ spacing: ListSectionSpacing) -> some View {
        EnvironmentView(content: self) { $0.listSectionSpacing = spacing }
    }

    /// `spacing` points between the sections of lists inside.
    public func listSectionSpacing(_ spacing: CGFloat) -> some View {
        listSectionSpacing(.custom(spacing))
    }

    /// How much section headers inside stand out: `.increased` draws them
    /// as a headline in the primary colour, as written.
    public func headerProminence(_ prominence: Prominence) -> some View {
        EnvironmentView(content: self) { $0.headerProminence = prominence }
    }

    /// Whether lists inside draw their background (the grey screen of a
    /// grouped list, the white of a plain one); `.hidden` shows what is
    /// behind the list, the rows keep theirs.
    public func scrollContentBackground(_ visibility: Visibility) -> some View {
        EnvironmentView(content: self) { $0.scrollContentBackground = visibility }
    }
}
