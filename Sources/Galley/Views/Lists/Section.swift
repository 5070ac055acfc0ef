import Foundation

/// A group of a list's rows, with an optional header and footer.
///
/// In a grouped list (iOS 17's default) the header is 13-point footnote
/// text in the secondary label colour, uppercased (SwiftUI applies
/// `textCase(.uppercase)` to grouped headers through iOS 18; write
/// `textCase(nil)` to keep the case), lined up with the rows' text 7 points
/// above the card; the footer is footnote text in the secondary colour
/// 7 points below it. `headerProminence(.increased)` and the sidebar style
/// draw the header as a headline in the primary colour, as written. In a
/// plain list the header is a band across the list (see ``PlainListStyle``).
/// Outside a list the header, the content and the footer join the
/// enclosing container, one after the other.
nonisolated public struct Section<Parent: View, Content: View, Footer: View>: View, PrimitiveView {
    let header: Parent
    let content: Content
    let footer: Footer

    public init(
        @ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent, @ViewBuilder footer: () -> Footer
    ) {
        self.header = header()
        self.content = content()
        self.footer = footer()
    }

    /// The iOS 13 form: header and footer views first.
    public init(header: Parent, footer: Footer, @ViewBuilder content: () -> Content) {
        self.header = header
        self.content = content()
        self.footer = footer
    }

    public var body: EmptyView { EmptyView() }

    func makeNodes(in environment: EnvironmentValues) -> [ViewNode] {
        let headerNodes = resolveNodes(HeaderStyling(content: header, isFooter: false), in: environment)
        let rows = resolveNodes(content, in: environment)
        let footerNodes = resolveNodes(HeaderStyling(content: footer, isFooter: true), in: environment)
        guard environment.listContext != nil else { return headerNodes + rows + footerNodes }
        let marker = ViewNode(
            name: "Section", content: .layout(LayoutBox(layout: VStackLayout(alignment: .leading, spacing: 0))),
            environment: environment)
        marker.traits.listSection = ListSectionParts(
            header: headerNodes.isEmpty ? nil : ViewNode.column(headerNodes, environment: environment),
            rows: rows,
            footer: footerNodes.isEmpty ? nil : ViewNode.column(footerNodes, environment: environment)
        )
        return [marker]
    }
}

extension Section where Parent == EmptyView, Footer == EmptyView {
    public init(@ViewBuilder content: () -> Content) {
        self.init(content: content, header: { EmptyView() }, footer: { EmptyView() })
    }
}

extension Section where Footer == EmptyView {
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {
        self.init(content: content, header: header, footer: { EmptyView() })
    }

    /// The iOS 13 form.
    public init(header: Parent, @ViewBuilder content: () -> Content) {
        self.init(header: header, footer: EmptyView(), content: content)
    }
}

extension Section where Parent == EmptyView {
    public init(@ViewBuilder content: () -> Content, @ViewBuilder footer: () -> Footer) {
        self.init(content: content, header: { EmptyView() }, footer: footer)
    }

    /// The iOS 13 form.
    public init(footer: Footer, @ViewBuilder content: () -> Content) {
        self.init(header: EmptyView(), footer: footer, content: content)
    }
}

extension Section where Parent == Text, Footer == EmptyView {
    /// A section headed by a string, shown as written.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { Text(title) }, footer: { EmptyView() })
    }
}

/// A Section's parts, handed to the list it is in.
struct ListSectionParts {
    var header: ViewNode?
    var rows: [ViewNode]
    var footer: ViewNode?
}

extension ViewNode {
    /// One node for several views stacked down, leading-aligned (a
    /// section's header of several views); the view itself when it is one.
    static func column(_ nodes: [ViewNode], environment: EnvironmentValues) -> ViewNode {
        if nodes.count == 1 { return nodes[0] }
        let stack = ViewNode(
            name: "VStack", content: .layout(LayoutBox(layout: VStackLayout(alignment: .leading, spacing: 0))),
            children: nodes, environment: environment)
        stack.isImplicit = true
        return stack
    }
}

/// A section's header or footer in the look of the list it is in: the
/// font, colour and case are defaults that the header's own modifiers override.
nonisolated private struct HeaderStyling<Content: View>: View, PrimitiveView {
    let content: Content
    let isFooter: Bool

    var body: EmptyView { EmptyView() }

    func makeNodes(in environment: EnvironmentValues) -> [ViewNode] {
        guard let kind = environment.listContext else { return resolveNodes(content, in: environment) }
        var styled = environment
        if isFooter {
            styled.font = styled.font ?? .footnote
            styled.foregroundColor = styled.foregroundColor ?? .secondaryLabel
        } else if environment.headerProminence == .increased || kind == .sidebar {
            // HIG "Typography": Headline, 17-point semibold.
            styled.font = styled.font ?? .headline
        } else if kind.isGrouped {
            // HIG "Typography": Footnote, 13 points.
            styled.font = styled.font ?? .footnote
            styled.foregroundColor = styled.foregroundColor ?? .secondaryLabel
            if styled.textCaseSetting == nil { styled.textCase = .uppercase }
        } else {
            // A plain list's header: a stand-in for iOS's bold band title.
            styled.font = styled.font ?? .system(.subheadline, weight: .semibold)
            styled.foregroundColor = styled.foregroundColor ?? .secondaryLabel
        }
        return EnvironmentValues.withCurrent(styled) { resolveNodes(content, in: styled) }
    }
}
