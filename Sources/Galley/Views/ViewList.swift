/// The views a view stands for in a container: the children of a builder
/// block, a `Group` or a `ForEach`, flattened, each separately. Xcode shows
/// each of them as its own preview; Galley's previews do the same.
public enum ViewList {
    /// The separate views `view` is made of, or `nil` when it is a single
    /// view (a leaf, a stack, a modified view…).
    public static func elements<V: View>(of view: V) -> [any View]? {
        if let erased = view as? AnyView { return elements(ofAny: erased.wrapped) }
        guard let list = view as? any ViewListElements else { return nil }
        return list.viewListElements.flatMap { element in elements(ofAny: element) ?? [element] }
    }

    private static func elements(ofAny view: any View) -> [any View]? {
        func open<T: View>(_ view: T) -> [any View]? { elements(of: view) }
        return open(view)
    }
}

/// A view that is a list of views rather than one.
protocol ViewListElements {
    var viewListElements: [any View] { get }
}

extension TupleView: ViewListElements {
    var viewListElements: [any View] {
        var views: [any View] = []
        for view in repeat each value { views.append(view) }
        return views
    }
}

extension ConditionalContent: ViewListElements {
    var viewListElements: [any View] {
        switch self {
        case .first(let view): [view]
        case .second(let view): [view]
        }
    }
}

extension ArrayView: ViewListElements {
    var viewListElements: [any View] { elements }
}

extension Optional: ViewListElements where Wrapped: View {
    var viewListElements: [any View] { map { [$0] } ?? [] }
}

extension EmptyView: ViewListElements {
    var viewListElements: [any View] { [] }
}

extension Group: ViewListElements {
    var viewListElements: [any View] { [content] }
}

extension ForEach: ViewListElements where Content: View {
    var viewListElements: [any View] { data.map { content($0) } }
}
