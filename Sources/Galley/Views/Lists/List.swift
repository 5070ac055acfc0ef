import Foundation

/// Rows of views in sections, drawn as iOS 17 draws a list (see
/// ``ListStyle``; on an iPhone `.automatic` is `.insetGrouped`).
///
/// Each view of the content is a row — the elements of a `ForEach`, the
/// members of a `Group`, each separately; `EmptyView` makes none — and a
/// `Section` groups rows under a header. Rows not in a section form one.
/// A row is at least 44 points tall, its content inset 20 points across in
/// an inset card and 16 otherwise (`listRowInsets`) and centred down it, in
/// 17-point body text. Like a
/// scroll view the list takes the space it is offered and lays its rows
/// out from the top; rows below its bottom edge are not laid out, as a
/// lazy list has not made them. The list's background fills the screen
/// behind the bars; the rows keep to the safe area.
nonisolated public struct List<SelectionValue: Hashable, Content: View>: View, PrimitiveView {
    let content: Content

    /// A list of rows that a selection binding was given for (the SwiftUI
    /// module's `List(selection:)`): nothing is selected in a render.
    package init(rows content: Content) {
        self.content = content
    }

    public var body: EmptyView { EmptyView() }

    func makeNodes(in environment: EnvironmentValues) -> [ViewNode] {
        [
            ListBuilder(kind: environment.listStyle ?? .insetGrouped, name: "List", environment: environment).node(
                for: content)
        ]
    }
}

extension List where SelectionValue == Never {
    public init(@ViewBuilder content: () -> Content) {
        self.init(rows: content())
    }

    /// A row for each element of `data`.
    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        self.init(rows: ForEach(data, content: rowContent))
    }

    /// A row for each element of `data`, identified by `id`.
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, ID, RowContent> {
        self.init(rows: ForEach(data, id: id, content: rowContent))
    }

    /// A row for each number of `data`.
    public init<RowContent: View>(
        _ data: Range<Int>, @ViewBuilder rowContent: @escaping (Int) -> RowContent
    ) where Content == ForEach<Range<Int>, Int, RowContent> {
        self.init(rows: ForEach(data, content: rowContent))
    }
}

/// A form of controls: on iOS an inset-grouped list, whatever `listStyle` says.
nonisolated public struct Form<Content: View>: View, PrimitiveView {
    let content: Content

    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    public var body: EmptyView { EmptyView() }

    func makeNodes(in environment: EnvironmentValues) -> [ViewNode] {
        [ListBuilder(kind: .insetGrouped, name: "Form", environment: environment).node(for: content)]
    }
}

/// Builds a list's nodes: its rows and sections found among the content's
/// nodes, each row in its cell (``ListRowLayout``), the cells stacked in
/// the list's content (``ListContentLayout``) over its background.
struct ListBuilder {
    let kind: ListKind
    let name: String
    let environment: EnvironmentValues

    /// One section as the list draws it.
    private struct SectionItems {
        var header: ViewNode?
        var rows: [ViewNode]
        var footer: ViewNode?
        var traits = ListRowTraits()
    }

    func node<Content: View>(for content: Content) -> ViewNode {
        var inner = environment
        inner.listContext = kind
        let nodes = EnvironmentValues.withCurrent(inner) { resolveNodes(content, in: inner) }
        let sections = Self.sections(of: nodes)

        var items: [ViewNode] = []
        var placements: [ListContentLayout.Item] = []
        let sectionSpacing = environment.listSectionSpacing.length ?? kind.sectionSpacing
        for (index, section) in sections.enumerated() {
            var gap = index == 0 ? (section.header == nil ? kind.outerPadding : kind.headerTopPadding) : sectionSpacing
            func add(_ node: ViewNode, margin: CGFloat) {
                items.append(node)
                placements.append(.init(gap: gap, margin: margin))
                gap = 0
            }
            if let header = section.header {
                add(headerNode(header), margin: kind.headerBand == nil ? kind.cardMargin : 0)
            }
            for (row, node) in rowNodes(section).enumerated() {
                if row > 0 { gap = environment.listRowSpacing ?? 0 }
                add(node, margin: kind.cardMargin)
            }
            if let footer = section.footer { add(footerNode(footer), margin: kind.cardMargin) }
        }

        let contentNode = ViewNode(
            name: "ListContent",
            content: .layout(LayoutBox(layout: ListContentLayout(items: placements, bottomPadding: kind.outerPadding))),
            children: items, environment: inner
        )
        contentNode.effect = .clip(.rectangle)
        contentNode.isImplicit = true
        var children = [contentNode]
        let showsBackground = environment.scrollContentBackground != .hidden
        if showsBackground {
            let background = ViewNode(
                name: "ListBackground", content: .fill, environment: environment,
                paint: .fill(.color(kind.background), .rectangle))
            background.isImplicit = true
            children.insert(background, at: 0)
        }
        return ViewNode(
            name: name, content: .layout(LayoutBox(layout: ListLayout(hasBackground: showsBackground))),
            children: children, environment: environment)
    }

    /// The sections among a list's nodes: each Section's, and one for each
    /// run of rows outside a Section. Sections with nothing in them are dropped.
    private static func sections(of nodes: [ViewNode]) -> [SectionItems] {
        var sections: [SectionItems] = []
        var loose: [ViewNode] = []
        func flush() {
            if !loose.isEmpty { sections.append(SectionItems(rows: loose)) }
            loose = []
        }
        for node in nodes {
            guard let parts = node.traits.listSection else {
                loose.append(node)
                continue
            }
            flush()
            guard parts.header != nil || !parts.rows.isEmpty || parts.footer != nil else { continue }
            sections.append(
                SectionItems(header: parts.header, rows: parts.rows, footer: parts.footer, traits: node.traits.listRow))
        }
        flush()
        return sections
    }

    /// A section's rows, each in its cell with its background and separators.
    private func rowNodes(_ section: SectionItems) -> [ViewNode] {
        let traits = section.rows.map { $0.traits.listRow.filled(from: section.traits) }
        let spaced = (environment.listRowSpacing ?? 0) > 0
        return section.rows.indices.map { index in
            let row = section.rows[index], rowTraits = traits[index]
            let isFirst = index == 0, isLast = index == section.rows.count - 1
            // Between rows: the line below a row, unless it or the next hides it.
            var bottom: ListRowLayout.SeparatorSpan?
            var bottomTint = rowTraits.separatorTint.bottom
            if !isLast {
                let hidden = rowTraits.separator.bottom == .hidden || traits[index + 1].separator.top == .hidden
                if !hidden && (!spaced || rowTraits.separator.bottom == .visible) { bottom = .text }
            } else if rowTraits.sectionSeparator.bottom != .hidden {
                if rowTraits.separator.bottom == .visible || rowTraits.sectionSeparator.bottom == .visible
                    || kind.separatesLastRow
                {
                    bottom = kind == .grouped ? .fullWidth : .text
                    bottomTint = rowTraits.sectionSeparatorTint.bottom ?? bottomTint
                }
            }
            var top: ListRowLayout.SeparatorSpan?
            if isFirst, rowTraits.sectionSeparator.top != .hidden,
                kind.separatesFirstRow || rowTraits.sectionSeparator.top == .visible
            {
                top = .fullWidth
            }
            let rounded =
                kind.isInset ? (top: isFirst || spaced, bottom: isLast || spaced) : (top: false, bottom: false)
            var children = [background(for: row, traits: rowTraits, rounded: rounded), row]
            if top != nil {
                children.append(separator(tint: rowTraits.sectionSeparatorTint.top ?? rowTraits.separatorTint.top))
            }
            if bottom != nil { children.append(separator(tint: bottomTint)) }
            let layout = ListRowLayout(
                insets: rowTraits.insets ?? kind.rowInsets, minHeight: environment.defaultMinListRowHeight,
                hasBackground: true, topSeparator: top, bottomSeparator: bottom
            )
            return ViewNode(
                name: "ListRow", content: .layout(LayoutBox(layout: layout)), children: children,
                environment: row.environment)
        }
    }

    /// The row's background: its own (`listRowBackground`) or the style's,
    /// clipped to the card's rounded corners.
    private func background(for row: ViewNode, traits: ListRowTraits, rounded: (top: Bool, bottom: Bool)) -> ViewNode {
        let nodes =
            traits.background.map { resolveNodes($0, in: row.environment) }
            ?? [
                ViewNode(
                    name: "Color", content: .fill, environment: environment,
                    paint: .fill(.color(kind.rowBackground), .rectangle))
            ]
        let node = ViewNode(
            name: "ListRowBackground", content: .layout(LayoutBox(layout: ZStackLayout())), children: nodes,
            environment: environment)
        node.isImplicit = true
        if rounded.top || rounded.bottom {
            let radius = kind.cornerRadius
            node.effectForSize = { size in
                .clip(
                    .path(Path.card(size: size, radius: radius, top: rounded.top, bottom: rounded.bottom), FillStyle()))
            }
        }
        return node
    }

    /// A hairline in `tint`, else the separator colour.
    private func separator(tint: Color?) -> ViewNode {
        DividerLayout.node(name: "ListRowSeparator", color: tint ?? .separator, environment: environment)
    }

    private func headerNode(_ header: ViewNode) -> ViewNode {
        var children = [header]
        if let band = kind.headerBand {
            children.insert(
                ViewNode(
                    name: "Color", content: .fill, environment: environment, paint: .fill(.color(band), .rectangle)),
                at: 0)
            children[0].isImplicit = true
        }
        let layout = ListRowLayout(
            insets: kind.headerInsets,
            minHeight: environment.defaultMinListHeaderHeight ?? (kind.headerBand == nil ? 0 : 28),
            hasBackground: kind.headerBand != nil
        )
        return ViewNode(
            name: "ListSectionHeader", content: .layout(LayoutBox(layout: layout)), children: children,
            environment: environment)
    }

    private func footerNode(_ footer: ViewNode) -> ViewNode {
        ViewNode(
            name: "ListSectionFooter",
            content: .layout(LayoutBox(layout: ListRowLayout(insets: kind.footerInsets, minHeight: 0))),
            children: [footer], environment: environment
        )
    }
}

extension Path {
    /// A rectangle of `size` with its top and/or bottom corners rounded:
    /// an inset-grouped section's card, or a row of it.
    static func card(size: CGSize, radius: CGFloat, top: Bool, bottom: Bool) -> Path {
        let r = Swift.max(0, Swift.min(radius, size.width / 2, size.height / 2))
        let topRadius = top ? r : 0, bottomRadius = bottom ? r : 0
        var path = Path()
        path.move(to: CGPoint(x: topRadius, y: 0))
        path.addLine(to: CGPoint(x: size.width - topRadius, y: 0))
        if topRadius > 0 {
            path.addArc(
                center: CGPoint(x: size.width - topRadius, y: topRadius), radius: topRadius, startAngle: .degrees(-90),
                endAngle: .degrees(0), clockwise: false)
        }
        path.addLine(to: CGPoint(x: size.width, y: size.height - bottomRadius))
        if bottomRadius > 0 {
            path.addArc(
                center: CGPoint(x: size.width - bottomRadius, y: size.height - bottomRadius), radius: bottomRadius,
                startAngle: .degrees(0), endAngle: .degrees(90), clockwise: false)
        }
        path.addLine(to: CGPoint(x: bottomRadius, y: size.height))
        if bottomRadius > 0 {
            path.addArc(
                center: CGPoint(x: bottomRadius, y: size.height - bottomRadius), radius: bottomRadius,
                startAngle: .degrees(90), endAngle: .degrees(180), clockwise: false)
        }
        path.addLine(to: CGPoint(x: 0, y: topRadius))
        if topRadius > 0 {
            path.addArc(
                center: CGPoint(x: topRadius, y: topRadius), radius: topRadius, startAngle: .degrees(180),
                endAngle: .degrees(270), clockwise: false)
        }
        path.closeSubpath()
        return path
    }
}
