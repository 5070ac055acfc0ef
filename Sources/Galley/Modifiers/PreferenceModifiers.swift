import Foundation

// Preferences pass values up the placed tree: a view's value for a key is
// the one it sets, else its children's combined in order by the key's
// `reduce`. Values are gathered as views are placed, so that those set
// inside a GeometryReader, from its size and position, count.

nonisolated extension View {
    /// Sets the view's value for `key`, in place of its content's.
    public func preference<K: PreferenceKey>(key: K.Type = K.self, value: K.Value) -> some View {
        preferenceStep(.write { values, _ in values[K.self] = value })
    }

    /// Changes the view's value for `key`: its content's, or the default.
    public func transformPreference<K: PreferenceKey>(
        _ key: K.Type = K.self, _ callback: @escaping (inout K.Value) -> Void
    ) -> some View {
        preferenceStep(
            .write { values, _ in
                var value = values[K.self] ?? K.defaultValue
                callback(&value)
                values[K.self] = value
            })
    }

    /// Sets the view's value for `key` from an anchor to its geometry, in
    /// place of its content's.
    public func anchorPreference<A, K: PreferenceKey>(
        key: K.Type = K.self, value: Anchor<A>.Source, transform: @escaping (Anchor<A>) -> K.Value
    ) -> some View {
        preferenceStep(.write { values, frame in values[K.self] = transform(Anchor(frame: frame, source: value)) })
    }

    /// Changes the view's value for `key` with an anchor to its geometry.
    public func transformAnchorPreference<A, K: PreferenceKey>(
        key: K.Type = K.self, value: Anchor<A>.Source, transform: @escaping (inout K.Value, Anchor<A>) -> Void
    ) -> some View {
        preferenceStep(
            .write { values, frame in
                var result = values[K.self] ?? K.defaultValue
                transform(&result, Anchor(frame: frame, source: value))
                values[K.self] = result
            })
    }

    /// Runs `action` with the view's value for `key` when it changes.
    ///
    /// Galley draws one frame: the layout hands the action, with the
    /// value, to its caller to run after the frame when the value is not
    /// the key's default (`LayoutResult.pendingPreferenceActions()`); the
    /// action never runs during layout.
    public func onPreferenceChange<K: PreferenceKey>(
        _ key: K.Type = K.self, perform action: @escaping (K.Value) -> Void
    ) -> some View
    where K.Value: Equatable {
        preferenceStep(
            .watch { values in
                guard let value = values[K.self], value != K.defaultValue else { return nil }
                return { action(value) }
            })
    }

    /// `transform`'s view of the value for `key`, drawn over the view:
    /// built once the view is placed, offered its size and centred on it.
    public func overlayPreferenceValue<K: PreferenceKey, V: View>(
        _ key: K.Type = K.self, @ViewBuilder _ transform: @escaping (K.Value) -> V
    ) -> some View {
        preferenceSecondary(K.self, alignment: .center, isBackground: false, transform)
    }

    /// `transform`'s view of the value for `key`, drawn over the view and
    /// aligned on it by `alignment`.
    public func overlayPreferenceValue<K: PreferenceKey, V: View>(
        _ key: K.Type, alignment: Alignment, @ViewBuilder _ transform: @escaping (K.Value) -> V
    ) -> some View {
        preferenceSecondary(K.self, alignment: alignment, isBackground: false, transform)
    }

    /// `transform`'s view of the value for `key`, drawn behind the view:
    /// built once the view is placed, offered its size and centred on it.
    public func backgroundPreferenceValue<K: PreferenceKey, V: View>(
        _ key: K.Type = K.self, @ViewBuilder _ transform: @escaping (K.Value) -> V
    ) -> some View {
        preferenceSecondary(K.self, alignment: .center, isBackground: true, transform)
    }

    /// `transform`'s view of the value for `key`, drawn behind the view and
    /// aligned on it by `alignment`.
    public func backgroundPreferenceValue<K: PreferenceKey, V: View>(
        _ key: K.Type, alignment: Alignment, @ViewBuilder _ transform: @escaping (K.Value) -> V
    ) -> some View {
        preferenceSecondary(K.self, alignment: alignment, isBackground: true, transform)
    }

    /// The view's nodes with `step` run over their values after what
    /// modifiers inside them set.
    private func preferenceStep(_ step: NodePreferences.Step) -> some View {
        NodeAdjustingView(content: self) { node in node.changePreferences { $0.steps.append(step) } }
    }

    /// The view in a node that builds `transform`'s view from the view's
    /// values once it is placed, and draws it behind or over the view.
    private func preferenceSecondary<K: PreferenceKey, V: View>(
        _ key: K.Type, alignment: Alignment, isBackground: Bool, _ transform: @escaping (K.Value) -> V
    ) -> some View {
        let name = isBackground ? "backgroundPreferenceValue" : "overlayPreferenceValue"
        return NodeAdjustingView(content: ModifierLayoutView(content: self, layout: PassthroughLayout(), name: name)) {
            node in
            let environment = node.environment
            let secondary = PreferenceSecondary(isBackground: isBackground, alignment: alignment) { values in
                let view = transform(values[K.self] ?? K.defaultValue)
                return EnvironmentValues.withCurrent(environment) { resolveNodes(view, in: environment) }
            }
            node.changePreferences { $0.secondary = secondary }
        }
    }
}
