import Foundation
import Galley

/// The views a scene can name, by their type key.
enum ViewType: String, CaseIterable {
    case text = "Text"
    case rectangle = "Rectangle", roundedRectangle = "RoundedRectangle", circle = "Circle", capsule = "Capsule",
        ellipse = "Ellipse"
    case color = "Color", linearGradient = "LinearGradient"
    case spacer = "Spacer", divider = "Divider"
    case vStack = "VStack", hStack = "HStack", zStack = "ZStack"
    case viewThatFits = "ViewThatFits", scrollView = "ScrollView", geometryReader = "GeometryReader"
    case grid = "Grid", gridRow = "GridRow"
    case lazyVGrid = "LazyVGrid", lazyHGrid = "LazyHGrid"
    case group = "Group", forEach = "ForEach"
    case image = "Image"
    case path = "Path"
    case toggle = "Toggle", progressView = "ProgressView", textField = "TextField", secureField = "SecureField"
    case navigationStack = "NavigationStack", navigationView = "NavigationView", tabView = "TabView", tab = "Tab"
    case navigationSplitView = "NavigationSplitView"
    case list = "List", form = "Form", section = "Section", navigationLink = "NavigationLink"
    case button = "Button", label = "Label", slider = "Slider", stepper = "Stepper", picker = "Picker", link = "Link",
        menu = "Menu"
    case datePicker = "DatePicker", groupBox = "GroupBox", disclosureGroup = "DisclosureGroup"
    case contentUnavailableView = "ContentUnavailableView", controlGroup = "ControlGroup"

    static let names = allCases.map(\.rawValue)

    /// The modifiers that need this type itself, so may only come first in
    /// its `modifiers` (as in SwiftUI, where they return the shape or image).
    var leadingModifiers: Set<String> {
        switch self {
        case .rectangle, .roundedRectangle, .circle, .capsule, .ellipse, .path:
            ["trim", "fill", "stroke", "strokeBorder"]
        case .image: ["resizable"]
        default: []
        }
    }
}

/// A modifier as written: its name, its argument, its id and its path
/// (`root.modifiers[0]`).
struct ModifierItem {
    var type: ModifierType
    var argument: Input
    var id: String?
    var path: String

    /// The modifier's key, as written.
    var name: String { type.name }
}

extension SceneDecoder {
    /// A view: an object with one type key (`"Text"`, `"VStack"` …), and
    /// optionally `modifiers` (innermost first) and `id`.
    func view(_ input: Input) throws(SceneError) -> ViewMaker {
        let input = try resolve(input)
        guard case .object(let members) = input.value.kind else {
            throw mismatch(input, expected: "a view (an object such as {\"Text\": \"Hello\"})")
        }
        let (typeMember, type) = try self.typeMember(of: input, members)
        let fields = Fields(input: input, members: members)
        var items: [ModifierItem] = []
        if let modifiers = fields["modifiers"] {
            for element in try array(modifiers, of: "an array of modifiers") { items.append(try modifierItem(element)) }
        }
        viewCount.value += items.count + 1
        guard viewCount.value <= limits.views else {
            throw error(
                input,
                """
                the scene makes more than \(limits.views) views and modifiers; \
                \(ResourceLimit.views.atMost(limits.views)) can be laid out
                """
            )
        }
        var inner = self
        inner.depth += items.count + 1
        guard inner.depth <= limits.depth else {
            throw error(
                input,
                """
                views and modifiers nest more than \(limits.depth) levels deep; \
                \(ResourceLimit.depth.atMost(limits.depth)) can be laid out
                """
            )
        }
        let leading = items.prefix { type.leadingModifiers.contains($0.name) }
        // Each node says where it was written: the view at its path, each modifier at its own.
        var maker = Self.located(
            try inner.content(type, Input(value: typeMember.value, path: input.path), leading: Array(leading)),
            input.path)
        if let id = fields["id"] { maker = Self.identified(maker, try string(id)) }
        for item in leading {
            if let id = item.id { maker = Self.identified(maker, id) }
        }
        for item in items.dropFirst(leading.count) {
            maker = Self.located(try inner.modifier(item, to: maker), item.path)
            if let id = item.id { maker = Self.identified(maker, id) }
        }
        return maker
    }

    /// The views of a content: an array of views, or one view.
    func views(_ input: Input) throws(SceneError) -> [ViewMaker] {
        let input = try resolve(input)
        guard case .array = input.value.kind else { return [try view(input)] }
        var makers: [ViewMaker] = []
        for element in try array(input) { makers.append(try view(element)) }
        return makers
    }

    /// The views in a row, as one view; they join the enclosing container.
    static func all(_ makers: [ViewMaker]) -> some View {
        ForEach(makers.indices) { makers[$0]() }
    }

    /// The view with `id` naming its outermost node in the layout.
    static func identified(_ maker: @escaping ViewMaker, _ id: String) -> ViewMaker {
        { AnyView(maker().id(id)) }
    }

    /// The view, its nodes located at `path` (`root.content[2]`), which
    /// their warnings start with.
    static func located(_ maker: @escaping ViewMaker, _ path: String) -> ViewMaker {
        { maker().sourceLocation(path) }
    }

    /// The member naming the view's type, with the errors for none, several
    /// or an unknown one.
    private func typeMember(
        of input: Input, _ members: [JSONValue.Member]
    ) throws(SceneError) -> (JSONValue.Member, ViewType) {
        let candidates = members.filter { $0.key != "modifiers" && $0.key != "id" }
        let known = candidates.compactMap { member in ViewType(rawValue: member.key).map { (member, $0) } }
        func failure(_ member: JSONValue.Member, _ message: String) -> SceneError {
            SceneError(file: file, path: input.path, position: member.keyPosition, message: message)
        }
        if known.count > 1 {
            throw failure(
                known[1].0, "a view has one type key; found \(quoted(known[0].0.key)) and \(quoted(known[1].0.key))")
        }
        if let type = known.first {
            guard let extra = candidates.first(where: { $0.key != type.0.key }) else { return type }
            if ModifierType(name: extra.key) != nil {
                throw failure(extra, "\(quoted(extra.key)) is a modifier: put it in \"modifiers\"")
            }
            throw failure(
                extra,
                """
                unknown key \(quoted(extra.key)) in a \
                view\(Suggestion.hint(for: extra.key, among: ["modifiers", "id"]))
                """
            )
        }
        guard let unknown = candidates.first else {
            throw error(input, "a view needs a type key such as \"Text\" or \"VStack\"")
        }
        if ModifierType(name: unknown.key) != nil {
            throw failure(
                unknown, "\(quoted(unknown.key)) is a modifier, not a view: put it in the view's \"modifiers\"")
        }
        throw failure(
            unknown, "unknown view \(quoted(unknown.key))\(Suggestion.hint(for: unknown.key, among: ViewType.names))")
    }

    private func modifierItem(_ input: Input) throws(SceneError) -> ModifierItem {
        let input = try resolve(input)
        guard case .object(let members) = input.value.kind else {
            throw mismatch(input, expected: "a modifier (an object such as {\"padding\": 8})")
        }
        let names = members.filter { $0.key != "id" }
        guard let first = names.first else {
            throw error(input, "a modifier needs its name as its key, such as \"padding\"")
        }
        if names.count > 1 {
            throw SceneError(
                file: file, path: input.path, position: names[1].keyPosition,
                message:
                    """
                    a modifier has one name; found \(quoted(first.key)) and \(quoted(names[1].key)) (write each in \
                    its own object)
                    """
            )
        }
        guard let type = ModifierType(name: first.key) else {
            let hint = Suggestion.hint(for: first.key, among: ModifierType.names)
            // A view's name is never a typo of a modifier's ("Text" is not "textCase").
            let note =
                ViewType(rawValue: first.key) != nil
                ? ": it is a view (use it in \"background\" or \"overlay\", or as a child)" : hint
            throw SceneError(
                file: file, path: input.path, position: first.keyPosition,
                message: "unknown modifier \(quoted(first.key))\(note)")
        }
        let id = try members.first { $0.key == "id" }.map { (member: JSONValue.Member) throws(SceneError) in
            try string(input.member("id", member.value))
        }
        return ModifierItem(type: type, argument: input.member(first.key, first.value), id: id, path: input.path)
    }

    // MARK: Each view

    private func content(_ type: ViewType, _ input: Input, leading: [ModifierItem]) throws(SceneError) -> ViewMaker {
        switch type {
        case .text: try text(input)
        case .rectangle, .roundedRectangle, .circle, .capsule, .ellipse, .path:
            try shapeView(type, input, leading: leading)
        case .color: Self.colorView(try shapeStyle(input))
        case .linearGradient: Self.colorView(.linearGradient(try linearGradient(input)))
        case .spacer: try spacer(input)
        case .divider: try divider(input)
        case .toggle: try toggle(input)
        case .progressView: try progressView(input)
        case .textField: try textField(input, isSecure: false)
        case .secureField: try textField(input, isSecure: true)
        case .list: try list(input, isForm: false)
        case .form: try list(input, isForm: true)
        case .section: try section(input)
        case .navigationLink: try navigationLink(input)
        case .button: try button(input)
        case .label: try label(input)
        case .slider: try slider(input)
        case .stepper: try stepper(input)
        case .picker: try picker(input)
        case .link: try link(input)
        case .menu: try menu(input)
        case .datePicker: try datePicker(input)
        case .groupBox: try groupBox(input)
        case .disclosureGroup: try disclosureGroup(input)
        case .contentUnavailableView: try contentUnavailableView(input)
        case .controlGroup: try controlGroup(input)
        case .vStack: try vStack(input)
        case .hStack: try hStack(input)
        case .zStack: try zStack(input)
        case .viewThatFits: try viewThatFits(input)
        case .scrollView: try scrollView(input)
        case .geometryReader: try geometryReader(input)
        case .grid: try grid(input)
        case .gridRow: try gridRow(input)
        case .lazyVGrid, .lazyHGrid: try lazyGrid(type, input)
        case .group: try group(input)
        case .forEach: try forEach(input)
        case .image: try image(input, leading: leading)
        case .navigationStack, .navigationView: try navigationStack(type, input)
        case .navigationSplitView: try navigationSplitView(input)
        case .tabView: try tabView(input)
        case .tab: try tab(input)
        }
    }
}
