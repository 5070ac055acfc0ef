import Foundation
import Galley

/// Navigation stacks, tab views and the modifiers their content sets.
extension SceneDecoder {
    /// `{"NavigationStack": view}` (also `NavigationView`).
    func navigationStack(_ type: ViewType, _ input: Input) throws(SceneError) -> ViewMaker {
        let root = try view(Input(value: input.value, path: input.path + ".content"))
        if type == .navigationView { return { AnyView(NavigationView { root() }) } }
        return { AnyView(NavigationStack { root() }) }
    }

    /// `{"NavigationSplitView": {"sidebar": view, "content": view, "detail": view, "columnVisibility": "all"}}`
    /// (`content` optional; visibility `automatic`, `all`, `doubleColumn`, `detailOnly`).
    func navigationSplitView(_ input: Input) throws(SceneError) -> ViewMaker {
        let fields = try self.fields(
            input, keys: ["sidebar", "content", "detail", "columnVisibility"], of: "NavigationSplitView")
        let sidebar = try view(try fields.required("sidebar", in: "NavigationSplitView", decoder: self))
        let detail = try view(try fields.required("detail", in: "NavigationSplitView", decoder: self))
        let content = try fields["content"].map(view)
        let visibility =
            try fields["columnVisibility"].map { (input: Input) throws(SceneError) in
                try choice(
                    input,
                    [
                        "automatic": NavigationSplitViewVisibility.automatic, "all": .all,
                        "doubleColumn": .doubleColumn, "detailOnly": .detailOnly,
                    ], kind: "column visibility")
            } ?? .automatic
        if let content {
            return {
                AnyView(
                    NavigationSplitView(columnVisibility: visibility) {
                        sidebar()
                    } content: {
                        content()
                    } detail: {
                        detail()
                    })
            }
        }
        return {
            AnyView(
                NavigationSplitView(columnVisibility: visibility) {
                    sidebar()
                } detail: {
                    detail()
                })
        }
    }

    /// `{"TabView": [views]}` or `{"TabView": {"selection": 0, "style": "page", "content": [views]}}`.
    func tabView(_ input: Input) throws(SceneError) -> ViewMaker {
        let resolved = try resolve(input)
        let fields: Fields?
        let tabs: [ViewMaker]
        if case .array = resolved.value.kind {
            fields = nil
            tabs = try views(Input(value: resolved.value, path: resolved.path + ".content"))
        } else {
            let object = try self.fields(resolved, keys: ["selection", "style", "content"], of: "TabView")
            fields = object
            tabs = try object["content"].map(views) ?? []
        }
        let selection = try fields?["selection"].map(tagValue)
        let style = try fields?["style"].map(tabViewStyle)
        return {
            // The scene's list, not a ForEach: a ForEach would tag the tabs with its indices.
            let tabView = TabView(selection: selection) { ArrayView(elements: tabs.map { $0() }) }
            return style.map { AnyView(tabView.tabViewStyle($0)) } ?? AnyView(tabView)
        }
    }

    /// `{"Tab": {"title": "Home", "systemImage": "house", "value": 0, "content": view}}`.
    func tab(_ input: Input) throws(SceneError) -> ViewMaker {
        let fields = try self.fields(input, keys: ["title", "systemImage", "value", "content"], of: "Tab")
        let title = try string(try fields.required("title", in: "Tab", decoder: self))
        let symbol = try string(try fields.required("systemImage", in: "Tab", decoder: self))
        let value = try fields["value"].map(tagValue)
        let content: ViewMaker = if let input = fields["content"] { try view(input) } else { { AnyView(EmptyView()) } }
        if let value { return { AnyView(Tab(title, systemImage: symbol, value: value) { content() }) } }
        return { AnyView(Tab(title, systemImage: symbol) { content() }) }
    }

    /// The modifiers of navigation and tabs.
    func navigationModifier(
        _ type: ModifierType.Navigation, _ input: Input, _ maker: @escaping ViewMaker
    ) throws(SceneError) -> ViewMaker {
        switch type {
        case .navigationTitle:
            let title = try string(input)
            return { AnyView(maker().navigationTitle(title)) }
        case .navigationBarTitleDisplayMode:
            let mode = try choice(
                input, ["automatic": NavigationBarItem.TitleDisplayMode.automatic, "large": .large, "inline": .inline],
                kind: "title display mode"
            )
            return { AnyView(maker().navigationBarTitleDisplayMode(mode)) }
        case .navigationBarHidden:
            let hidden = try bool(input)
            return { AnyView(maker().navigationBarHidden(hidden)) }
        case .toolbar:
            let items = try array(input, of: "an array of toolbar items").map(toolbarItem)
            return {
                AnyView(
                    maker().toolbar {
                        for item in items {
                            ToolbarItemGroup(placement: item.placement) { item.content() }
                        }
                    })
            }
        case .navigationSplitViewColumnWidth:
            let width = try finiteLength(input)
            return { AnyView(maker().navigationSplitViewColumnWidth(width)) }
        case .tabItem:
            let label = try tabItemLabel(input)
            return { AnyView(maker().tabItem { label() }) }
        case .tag:
            let tag = try tagValue(input)
            return { AnyView(maker().tag(tag)) }
        case .tabViewStyle:
            let style = try tabViewStyle(input)
            return { AnyView(maker().tabViewStyle(style)) }
        case .badge:
            let resolved = try resolve(input)
            if case .string(let text) = resolved.value.kind { return { AnyView(maker().badge(text)) } }
            let count = try integer(resolved)
            return { AnyView(maker().badge(count)) }
        case .toolbarBackground:
            // {"style": "yellow", "for": "navigationBar"} or {"visibility": "hidden", "for": ["tabBar"]}
            let fields = try self.fields(input, keys: ["style", "visibility", "for"], of: "toolbarBackground")
            let bars = try fields["for"].map(toolbarPlacements) ?? [.automatic]
            let style = try fields["style"].map(shapeStyle)
            let visibility = try fields["visibility"].map(visibilityValue)
            return {
                var view = maker()
                for bar in bars {
                    switch style {
                    case .color(let color): view = AnyView(view.toolbarBackground(color, for: bar))
                    case .gradient(let gradient): view = AnyView(view.toolbarBackground(gradient, for: bar))
                    case .linearGradient(let gradient): view = AnyView(view.toolbarBackground(gradient, for: bar))
                    case nil: break
                    }
                    if let visibility { view = AnyView(view.toolbarBackground(visibility, for: bar)) }
                }
                return view
            }
        case .toolbarVisibility:
            // {"visibility": "hidden", "for": "tabBar"}: toolbar(_:for:)
            let fields = try self.fields(input, keys: ["visibility", "for"], of: "toolbarVisibility")
            let visibility = try visibilityValue(
                try fields.required("visibility", in: "toolbarVisibility", decoder: self))
            let bars = try fields["for"].map(toolbarPlacements) ?? [.automatic]
            return {
                var view = maker()
                for bar in bars { view = AnyView(view.toolbar(visibility, for: bar)) }
                return view
            }
        case .indexViewStyle:
            let mode = try choice(
                input,
                [
                    "automatic": PageIndexViewStyle.BackgroundDisplayMode.automatic, "always": .always,
                    "interactive": .interactive, "never": .never,
                ], kind: "page index background display mode")
            return { AnyView(maker().indexViewStyle(PageIndexViewStyle(backgroundDisplayMode: mode))) }
        case .searchable:
            let resolved = try resolve(input)
            if case .string(let text) = resolved.value.kind { return { AnyView(maker().searchable(text: text)) } }
            let fields = try self.fields(resolved, keys: ["text", "prompt"], of: "searchable")
            let text = try fields["text"].map(string) ?? ""
            let prompt = try fields["prompt"].map(string)
            return { AnyView(maker().searchable(text: text, prompt: prompt.map { Text(verbatim: $0) })) }
        case .controlGroupStyle:
            let style = try controlGroupStyle(input)
            return { AnyView(maker().controlGroupStyle(style)) }
        }
    }

    /// `{"ToolbarItem": {"placement": "topBarTrailing", "content": view}}` or
    /// `{"ToolbarItemGroup": {"placement": "bottomBar", "content": [views]}}`.
    private func toolbarItem(_ input: Input) throws(SceneError) -> (placement: ToolbarItemPlacement, content: ViewMaker)
    {
        let input = try resolve(input)
        guard case .object(let members) = input.value.kind, members.count == 1,
            let kind = members.first, kind.key == "ToolbarItem" || kind.key == "ToolbarItemGroup"
        else {
            throw mismatch(input, expected: "a toolbar item ({\"ToolbarItem\": …} or {\"ToolbarItemGroup\": …})")
        }
        let item = input.member(kind.key, kind.value)
        let fields = try self.fields(item, keys: ["placement", "content"], of: kind.key)
        let placement = try fields["placement"].map(toolbarPlacement) ?? .automatic
        let content = try fields.required("content", in: kind.key, decoder: self)
        if kind.key == "ToolbarItemGroup" {
            let views = try views(content)
            return (placement, { AnyView(ForEach(views.indices, id: \.self) { views[$0]() }) })
        }
        return (placement, try view(content))
    }

    /// `"navigationBar"`, `"tabBar"`, `"bottomBar"`, `"automatic"`, or an array of them.
    private func toolbarPlacements(_ input: Input) throws(SceneError) -> [ToolbarPlacement] {
        let resolved = try resolve(input)
        let items: [Input] = if case .array = resolved.value.kind { try array(resolved) } else { [resolved] }
        var bars: [ToolbarPlacement] = []
        for item in items {
            bars.append(
                try choice(
                    item,
                    [
                        "automatic": ToolbarPlacement.automatic, "navigationBar": .navigationBar, "tabBar": .tabBar,
                        "bottomBar": .bottomBar,
                    ], kind: "bar"))
        }
        return bars
    }

    private func visibilityValue(_ input: Input) throws(SceneError) -> Visibility {
        try choice(
            input, ["automatic": Visibility.automatic, "visible": .visible, "hidden": .hidden], kind: "visibility")
    }

    private func toolbarPlacement(_ input: Input) throws(SceneError) -> ToolbarItemPlacement {
        try choice(
            input,
            [
                "automatic": ToolbarItemPlacement.automatic, "topBarLeading": .topBarLeading,
                "topBarTrailing": .topBarTrailing,
                "navigationBarLeading": .navigationBarLeading, "navigationBarTrailing": .navigationBarTrailing,
                "principal": .principal, "bottomBar": .bottomBar, "primaryAction": .primaryAction,
                "secondaryAction": .secondaryAction, "confirmationAction": .confirmationAction,
                "cancellationAction": .cancellationAction, "destructiveAction": .destructiveAction, "status": .status,
            ], kind: "toolbar item placement")
    }

    /// A tab item: a view (`{"Label": …}`, or an image and a text in a
    /// stack), or `{"title": "Home", "systemImage": "house"}`.
    private func tabItemLabel(_ input: Input) throws(SceneError) -> ViewMaker {
        let resolved = try resolve(input)
        if case .object(let members) = resolved.value.kind,
            !members.contains(where: { ViewType(rawValue: $0.key) != nil })
        {
            let fields = try self.fields(resolved, keys: ["title", "systemImage"], of: "tabItem")
            let title = try fields["title"].map(string)
            let symbol = try fields["systemImage"].map(string)
            return {
                AnyView(
                    Group {
                        if let symbol { Image(systemName: symbol) }
                        if let title { Text(title) }
                    })
            }
        }
        return try view(resolved)
    }

    /// A tag or selection: a string, or a number (a whole number also
    /// selects an untagged tab by its position).
    private func tagValue(_ input: Input) throws(SceneError) -> SceneTag {
        let input = try resolve(input)
        switch input.value.kind {
        case .string(let text): return .string(text)
        case .number(let value) where value.isFinite: return .number(value)
        default: throw mismatch(input, expected: "a tag (a string or a finite number)")
        }
    }

    private func tabViewStyle(_ input: Input) throws(SceneError) -> TabViewStyle {
        try choice(
            input,
            [
                "automatic": TabViewStyle.automatic, "page": .page, "pageWithoutIndex": .page(indexDisplayMode: .never),
            ], kind: "tab view style")
    }
}

/// A scene's tag or selection value.
enum SceneTag: Hashable, Sendable, TabPosition {
    case string(String)
    case number(Double)

    var tabPosition: Int? {
        guard case .number(let value) = self, value == value.rounded(), abs(value) < 1e15 else { return nil }
        return Int(value)
    }
}
