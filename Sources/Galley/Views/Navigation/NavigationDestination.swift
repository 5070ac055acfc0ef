import Foundation

/// A view a navigation stack can push: for values of one type
/// (`navigationDestination(for:)`), or presented outright
/// (`navigationDestination(isPresented:)`, `(item:)`).
struct NavigationDestination {
    /// The destination for a value, or nil when the value is not of this destination's type.
    let make: (AnyHashable) -> AnyView?
}

nonisolated extension View {
    /// The view a navigation stack pushes for a value of `data`'s type on its path.
    public func navigationDestination<D: Hashable, C: View>(
        for data: D.Type, @ViewBuilder destination: @escaping (D) -> C
    ) -> some View {
        let entry = NavigationDestination { value in (value.base as? D).map { AnyView(destination($0)) } }
        return containerValue { $0.destinations.append(entry) }
    }

    /// The view pushed on the stack while `isPresented` is true.
    public func navigationDestination<V: View>(isPresented: Bool, @ViewBuilder destination: () -> V) -> some View {
        let view = isPresented ? AnyView(destination()) : nil
        return containerValue { if let view { $0.presentedDestinations.append(view) } }
    }

    /// The view pushed on the stack for `item` when it is not nil.
    public func navigationDestination<D: Hashable, C: View>(item: D?, @ViewBuilder destination: (D) -> C) -> some View {
        let view = item.map { AnyView(destination($0)) }
        return containerValue { if let view { $0.presentedDestinations.append(view) } }
    }
}
