import Foundation
import Galley

/// Lists, forms, their sections, navigation links, and the list modifiers.
extension SceneDecoder {
    static let listStyles: KeyValuePairs<String, any ListStyle> = [
        "automatic": DefaultListStyle(), "insetGrouped": InsetGroupedListStyle(), "grouped": GroupedListStyle(),
        "plain": PlainListStyle(), "inset": InsetListStyle(), "sidebar": SidebarListStyle(),
    ]

    /// `{"List": [views]}`, one view, or `{"List": {"style": "plain", "content": [views]}}`;
    /// a Form the same, without a style (a form is always inset-grouped).
    func list(_ input: Input, isForm: Bool) throws(SceneError) -> ViewMaker {
        let what = isForm ? "Form" : "List"
        let input = try resolve(input)
        var style: (any ListStyle)?
        let children: [ViewMaker]
        switch input.value.kind {
        case .array:
            children = try views(Input(value: input.value, path: input.path + ".content"))
        case .object(let members) where members.contains(where: { ViewType(rawValue: $0.key) != nil }):
            children = [try view(Input(value: input.value, path: input.path + ".content"))]
        case .object:
            let fields = try self.fields(input, keys: isForm ? ["content"] : ["style", "content"], of: what)
            if let styleInput = fields["style"] { style = try choice(styleInput, Self.listStyles, kind: "list style") }
            children = try fields["content"].map(views) ?? []
        default:
            throw mismatch(input, expected: "an array of rows, a row, or an object with \"content\"")
        }
        return Self.listMaker(children, style: style, isForm: isForm)
    }

    private static func listMaker(_ children: [ViewMaker], style: (any ListStyle)?, isForm: Bool) -> ViewMaker {
        if isForm { return { AnyView(Form { Self.all(children) }) } }
        guard let style else { return { AnyView(List { Self.all(children) }) } }
        return { AnyView(Self.styled(List { Self.all(children) }, style)) }
    }

    /// `view` in `style`, opened from an existential.
    private static func styled<V: View>(_ view: V, _ style: any ListStyle) -> AnyView {
        func open<S: ListStyle>(_ style: S) -> AnyView { AnyView(view.listStyle(style)) }
        return open(style)
    }

    /// `{"Section": [views]}`, or `{"Section": {"header": "Account", "footer": …, "content": [views]}}`
    /// with the header and footer as strings or views.
    func section(_ input: Input) throws(SceneError) -> ViewMaker {
        let input = try resolve(input)
        guard case .object(let members) = input.value.kind,
            !members.contains(where: { ViewType(rawValue: $0.key) != nil })
        else {
            let rows = try views(Input(value: input.value, path: input.path + ".content"))
            return { AnyView(Section { Self.all(rows) }) }
        }
        let fields = try self.fields(input, keys: ["header", "footer", "content"], of: "Section")
        let header = try fields["header"].map(sectionLabel)
        let footer = try fields["footer"].map(sectionLabel)
        let rows = try fields["content"].map(views) ?? []
        return {
            AnyView(
                Section {
                    Self.all(rows)
                } header: {
                    if let header { header() }
                } footer: {
                    if let footer { footer() }
                })
        }
    }

    /// A header or footer: a string (drawn as a Text) or a view.
    private func sectionLabel(_ input: Input) throws(SceneError) -> ViewMaker {
        let input = try resolve(input)
        switch input.value.kind {
        case .string: return try text(input)
        case .object: return try view(input)
        default: throw mismatch(input, expected: "a string or a view")
        }
    }

    /// `{"NavigationLink": {"title": "General"}}`, or with `"label": view`;
    /// a `"destination"` view is read but never built, as in a render.
    func navigationLink(_ input: Input) throws(SceneError) -> ViewMaker {
        let fields = try self.fields(input, keys: ["title", "label", "destination"], of: "NavigationLink")
        if let destination = fields["destination"] { _ = try views(destination) }
        if let label = fields["label"] {
            if let title = fields["title"] {
                throw error(title, "a NavigationLink has a \"title\" or a \"label\", not both")
            }
            let maker = try view(label)
            return { AnyView(NavigationLink(destination: EmptyView()) { maker() }) }
        }
        let title = try string(try fields.required("title", in: "NavigationLink", decoder: self))
        return { AnyView(NavigationLink(title, destination: EmptyView())) }
    }

    /// The list modifiers.
    func listModifier(
        _ type: ModifierType.List, _ input: Input, _ maker: @escaping ViewMaker
    ) throws(SceneError) -> ViewMaker {
        switch type {
        case .listStyle:
            let style = try choice(input, Self.listStyles, kind: "list style")
            return { Self.styled(maker(), style) }
        case .listRowInsets:
            let insets = try paddingInsets(input, of: "listRowInsets")
            return { AnyView(maker().listRowInsets(insets)) }
        case .listRowBackground:
            let background = try listRowBackground(input)
            return { AnyView(maker().listRowBackground(background())) }
        case .listRowSeparator, .listSectionSeparator:
            let (visibility, edges) = try separatorVisibility(input, of: type.rawValue)
            if type == .listRowSeparator { return { AnyView(maker().listRowSeparator(visibility, edges: edges)) } }
            return { AnyView(maker().listSectionSeparator(visibility, edges: edges)) }
        case .listRowSeparatorTint:
            let tint = try color(input)
            return { AnyView(maker().listRowSeparatorTint(tint)) }
        case .listRowSpacing:
            let spacing = try finiteLength(input)
            return { AnyView(maker().listRowSpacing(spacing)) }
        case .listSectionSpacing:
            let spacing = try listSectionSpacing(input)
            return { AnyView(maker().listSectionSpacing(spacing)) }
        case .headerProminence:
            let prominence = try choice(
                input, ["standard": Prominence.standard, "increased": .increased], kind: "header prominence")
            return { AnyView(maker().headerProminence(prominence)) }
        case .scrollContentBackground:
            let visibility = try self.visibility(input)
            return { AnyView(maker().scrollContentBackground(visibility)) }
        case .textCase:
            let input = try resolve(input)
            if case .null = input.value.kind { return { AnyView(maker().textCase(nil)) } }
            let textCase = try choice(
                input, ["uppercase": Text.Case.uppercase, "lowercase": .lowercase], kind: "text case")
            return { AnyView(maker().textCase(textCase)) }
        }
    }

    private func visibility(_ input: Input) throws(SceneError) -> Visibility {
        try choice(
            input, ["automatic": Visibility.automatic, "visible": .visible, "hidden": .hidden], kind: "visibility")
    }

    /// `"hidden"`, or `{"visibility": "hidden", "edges": ["bottom"]}` (edges `top`, `bottom`, `all`).
    private func separatorVisibility(
        _ input: Input, of what: String
    ) throws(SceneError) -> (Visibility, VerticalEdge.Set) {
        let input = try resolve(input)
        guard case .object = input.value.kind else { return (try visibility(input), .all) }
        let fields = try self.fields(input, keys: ["visibility", "edges"], of: what)
        let visibility = try self.visibility(try fields.required("visibility", in: what, decoder: self))
        guard let edgesInput = fields["edges"] else { return (visibility, .all) }
        let options: KeyValuePairs<String, VerticalEdge.Set> = ["top": .top, "bottom": .bottom, "all": .all]
        let resolved = try resolve(edgesInput)
        if case .string = resolved.value.kind {
            return (visibility, try choice(resolved, options, kind: "vertical edge"))
        }
        var edges: VerticalEdge.Set = []
        for element in try array(resolved, of: "an array of edges (\"top\", \"bottom\")") {
            edges.formUnion(try choice(element, options, kind: "vertical edge"))
        }
        return (visibility, edges)
    }

    /// A colour, or a view.
    private func listRowBackground(_ input: Input) throws(SceneError) -> ViewMaker {
        let input = try resolve(input)
        if case .object(let members) = input.value.kind, members.contains(where: { ViewType(rawValue: $0.key) != nil })
        {
            return try view(input)
        }
        let style = try shapeStyle(input)
        return Self.colorView(style)
    }

    /// `"default"`, `"compact"` or a length.
    private func listSectionSpacing(_ input: Input) throws(SceneError) -> ListSectionSpacing {
        let input = try resolve(input)
        if case .string(let name) = input.value.kind, Double(name) == nil {
            return try choice(
                input, ["default": ListSectionSpacing.default, "compact": .compact], kind: "section spacing")
        }
        return .custom(try finiteLength(input))
    }
}
