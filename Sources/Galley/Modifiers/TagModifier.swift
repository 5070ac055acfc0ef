import Foundation

nonisolated extension View {
    /// Tags the view with a value: a picker shows the option, and a tab
    /// view the tab, whose tag equals its selection. A modifier around the
    /// view keeps the tag.
    public func tag<V: Hashable>(_ tag: V) -> some View {
        NodeAdjustingView(content: self) { $0.traits.tag = AnyHashable(tag) }
    }

    /// Tags the view; `includeOptional` changes nothing here, as an optional
    /// selection is compared by its value (see ``PickerBox``).
    public func tag<V: Hashable>(_ tag: V, includeOptional: Bool) -> some View {
        self.tag(tag)
    }
}

/// How tags and selections are compared: an optional by the value it holds.
enum TagMatching {
    static func key(_ value: AnyHashable?) -> AnyHashable? {
        guard let value else { return nil }
        if let optional = value.base as? any OptionalTag { return key(optional.wrappedTag) }
        return value
    }
}

/// An optional tag or selection, compared by the value it holds.
protocol OptionalTag {
    var wrappedTag: AnyHashable? { get }
}

extension Optional: OptionalTag where Wrapped: Hashable {
    var wrappedTag: AnyHashable? { map { AnyHashable($0) } }
}
