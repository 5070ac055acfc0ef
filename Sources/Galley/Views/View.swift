import Foundation

/// A piece of user interface: what `body` returns, composed of other views.
///
/// Isolated to the main actor, as SwiftUI's `View` is: a view of your own is
/// a main-actor type, so its properties can start main-actor models
/// (`@StateObject private var model = Model()`) and its methods call them.
/// Galley evaluates bodies during a layout pass, standing in for the main
/// actor (see `onMainActorDuringLayout(_:_:)`). Galley's own views are
/// `nonisolated`, as SwiftUI's are: they can be made anywhere.
@MainActor @preconcurrency
public protocol View {
    associatedtype Body: View
    @ViewBuilder var body: Body { get }
}

/// `Never` is a view, as in SwiftUI, so that a body that only stops
/// (`var body: some View { fatalError() }`) compiles. No value of it
/// exists, so its body is never asked for.
extension Never: View {
    public typealias Body = Never
    public var body: Never { self }
}

/// A view Galley builds nodes for directly, rather than through `body`.
protocol PrimitiveView {
    func makeNodes(in environment: EnvironmentValues) -> [ViewNode]
}

/// The nodes of any view: a primitive's own, else those of its body.
func resolveNodes<V: View>(_ view: V, in environment: EnvironmentValues) -> [ViewNode] {
    if let primitive = view as? any PrimitiveView {
        return primitive.makeNodes(in: environment)
    }
    var environment = environment
    // With a state graph, the view's @State takes its values from its
    // place's earlier layout, its @Environment keeps the environment for
    // actions run after the layout, and the views in its body are placed under it.
    if let graph = environment.stateGraph {
        let place = graph.place(of: V.self, under: environment.statePlace)
        environment.statePlace = place
        graph.attach(view, at: place, environment: environment)
    }
    let body = EnvironmentValues.withCurrent(environment) { onMainActorDuringLayout(view) { $0.body } }
    return resolveNodes(body, in: environment)
}

/// A view of nothing.
nonisolated public struct EmptyView: View, PrimitiveView {
    public init() {}
    public var body: EmptyView { self }
    func makeNodes(in environment: EnvironmentValues) -> [ViewNode] { [] }
}

/// Builds views from closures: any number of children, `if`/`else`,
/// optionals and `for`-in.
@resultBuilder
public enum ViewBuilder {
    public static func buildBlock() -> EmptyView { EmptyView() }

    public static func buildBlock<Content: View>(_ content: Content) -> Content { content }

    public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<repeat each Content>
    {
        TupleView(repeat each content)
    }

    public static func buildExpression<Content: View>(_ content: Content) -> Content { content }

    public static func buildOptional<Content: View>(_ content: Content?) -> Content? { content }

    public static func buildEither<TrueContent: View, FalseContent: View>(
        first: TrueContent
    ) -> ConditionalContent<TrueContent, FalseContent> {
        .first(first)
    }

    public static func buildEither<TrueContent: View, FalseContent: View>(
        second: FalseContent
    ) -> ConditionalContent<TrueContent, FalseContent> {
        .second(second)
    }

    public static func buildArray<Content: View>(_ components: [Content]) -> ArrayView<Content> {
        ArrayView(elements: components)
    }

    public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView { AnyView(content) }
}

/// Several views in a row, as a builder block makes them.
nonisolated public struct TupleView<each Content: View>: View, PrimitiveView {
    let value: (repeat each Content)

    init(_ value: repeat each Content) {
        self.value = (repeat each value)
    }

    public var body: EmptyView { EmptyView() }

    func makeNodes(in environment: EnvironmentValues) -> [ViewNode] {
        var nodes: [ViewNode] = []
        for view in repeat each value {
            nodes += resolveNodes(view, in: environment)
        }
        return nodes
    }
}

/// One of two views, as `if`/`else` in a builder makes it.
nonisolated public enum ConditionalContent<TrueContent: View, FalseContent: View>: View, PrimitiveView {
    case first(TrueContent)
    case second(FalseContent)

    public var body: EmptyView { EmptyView() }

    func makeNodes(in environment: EnvironmentValues) -> [ViewNode] {
        switch self {
        case .first(let view): resolveNodes(view, in: environment)
        case .second(let view): resolveNodes(view, in: environment)
        }
    }
}

/// The views a `for`-in loop in a builder makes.
nonisolated public struct ArrayView<Element: View>: View, PrimitiveView {
    let elements: [Element]

    package init(elements: [Element]) {
        self.elements = elements
    }

    public var body: EmptyView { EmptyView() }

    func makeNodes(in environment: EnvironmentValues) -> [ViewNode] {
        elements.flatMap { resolveNodes($0, in: environment) }
    }
}

extension Optional: View where Wrapped: View {
    public var body: EmptyView { EmptyView() }
}

extension Optional: PrimitiveView where Wrapped: View {
    func makeNodes(in environment: EnvironmentValues) -> [ViewNode] {
        map { resolveNodes($0, in: environment) } ?? []
    }
}

/// A view of any type.
nonisolated public struct AnyView: View, PrimitiveView {
    private var make: (EnvironmentValues) -> [ViewNode]
    /// The view it wraps, for ``ViewList``.
    let wrapped: any View

    public init<V: View>(_ view: V) {
        make = { resolveNodes(view, in: $0) }
        wrapped = view
    }

    public var body: EmptyView { EmptyView() }

    func makeNodes(in environment: EnvironmentValues) -> [ViewNode] { make(environment) }

    /// The view, saying where it was written, such as a scene's path to it
    /// (`root.content[2]`): its warnings, and those of the views inside
    /// that name no place of their own, start with it.
    package func sourceLocation(_ location: String) -> AnyView {
        var view = self
        let make = self.make
        view.make = { environment in
            let nodes = make(environment)
            for node in nodes where node.location == nil { node.location = location }
            return nodes
        }
        return view
    }
}

/// Views grouped without a layout of their own: modifiers apply to each,
/// and the children join the enclosing container.
nonisolated public struct Group<Content: View>: View, PrimitiveView {
    let content: Content

    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    public var body: EmptyView { EmptyView() }

    func makeNodes(in environment: EnvironmentValues) -> [ViewNode] { resolveNodes(content, in: environment) }
}

/// Views made from data, one per element; they join the enclosing container.
///
/// Each element's views are tagged with the element's id unless they have
/// a tag of their own, as SwiftUI tags them: a `Picker` whose options come
/// from `ForEach(flavors, id: \.self)` selects by those ids.
///
/// As in SwiftUI, `Content` is unconstrained, so that other kinds of
/// content (Charts' marks) can be made per element too; it is a view
/// when its content is.
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content> {
    package let data: Data
    package let id: (Data.Element) -> ID
    package let content: (Data.Element) -> Content

    /// Content of another kind (Charts' marks) made for each element.
    package init(data: Data, id: @escaping (Data.Element) -> ID, content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.id = id
        self.content = content
    }
}

extension ForEach: View, PrimitiveView where Content: View {
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content)
    {
        self.data = data
        self.id = { $0[keyPath: id] }
        self.content = content
    }

    public var body: EmptyView { EmptyView() }

    /// The copies' nodes, one element after another, until the tree is
    /// over its budget: the layout is refused then (issue 33, item 2).
    func makeNodes(in environment: EnvironmentValues) -> [ViewNode] {
        var all: [ViewNode] = []
        for element in data {
            if let budget = NodeBudget.current, budget.exceededLimit != nil {
                budget.stop()
                break
            }
            let nodes = resolveNodes(content(element), in: environment)
            for node in nodes where node.traits.tag == nil { node.traits.tag = AnyHashable(id(element)) }
            all += nodes
        }
        return all
    }
}

extension ForEach where Data == Range<Int>, ID == Int, Content: View {
    public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
        self.data = data
        self.id = { $0 }
        self.content = content
    }
}

extension ForEach where ID == Data.Element.ID, Data.Element: Identifiable, Content: View {
    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.id = { $0.id }
        self.content = content
    }
}
