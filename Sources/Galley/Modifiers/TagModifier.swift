import Foundation

extension View {
    /// Tags the view with a value: a picker shows the option whose tag
    /// equals its selection. A modifier around the view keeps the tag.
    public func tag<V: Hashable>(_ tag: V) -> some View {
        NodeAdjustingView(content: self) { $0.traits.tag = AnyHashable(tag) }
    }

    /// Tags the view; `includeOptional` changes nothing here, as an optional
    /// selection is compared by its value (see ``PickerBox``).
    public func tag<V: Hashable>(_ tag: V, includeOptional: Bool) -> some View {
        self.tag(tag)
    }
}
