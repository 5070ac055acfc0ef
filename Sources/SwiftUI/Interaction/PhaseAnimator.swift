import Foundation

/// A view that animates through phases (iOS 17). A render is one frame:
/// the content is drawn in the first phase, as the animation starts.
nonisolated public struct PhaseAnimator<Phase: Equatable, Content: View>: View {
    let content: Content?

    /// Cycles through `phases` for as long as the view is shown.
    public init(
        _ phases: some Sequence<Phase>, @ViewBuilder content: @escaping (Phase) -> Content,
        animation: @escaping (Phase) -> Animation? = { _ in .default }
    ) {
        self.content = phases.first { _ in true }.map(content)
    }

    /// Goes through `phases` once each time `trigger` changes.
    public init(
        _ phases: some Sequence<Phase>, trigger: some Equatable, @ViewBuilder content: @escaping (Phase) -> Content,
        animation: @escaping (Phase) -> Animation? = { _ in .default }
    ) {
        self.init(phases, content: content, animation: animation)
    }

    nonisolated public var body: some View { content }
}

/// The view a `phaseAnimator` or `keyframeAnimator` modifier is applied
/// to, as its content closure receives it.
nonisolated public struct PlaceholderContentView<Value: View>: View {
    let content: Value

    nonisolated public var body: some View { content }
}

nonisolated extension View {
    /// The view changed through `phases` (iOS 17): drawn as `content`
    /// makes it for the first phase.
    public func phaseAnimator<Phase: Equatable>(
        _ phases: some Sequence<Phase>,
        @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Phase) -> some View,
        animation: @escaping (Phase) -> Animation? = { _ in .default }
    ) -> some View {
        let placeholder = PlaceholderContentView(content: self)
        return PhaseAnimator(phases, content: { content(placeholder, $0) }, animation: animation)
    }

    /// The view changed through `phases` each time `trigger` changes: drawn
    /// as `content` makes it for the first phase.
    public func phaseAnimator<Phase: Equatable>(
        _ phases: some Sequence<Phase>, trigger: some Equatable,
        @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Phase) -> some View,
        animation: @escaping (Phase) -> Animation? = { _ in .default }
    ) -> some View {
        phaseAnimator(phases, content: content, animation: animation)
    }
}
