import Foundation

// Events that happen as an app runs. A render is one frame of a view
// that has appeared and never changes: each modifier keeps the view as it
// is, and its closure is never called. (`onAppear`, which runs once when
// views first appear, is Galley's: see FirstAppearance.)

nonisolated extension View {
    /// Runs `action` when the view disappears: a no-op.
    public func onDisappear(perform action: (() -> Void)? = nil) -> some View { self }

    /// Runs `action` when `value` changes, with the new value (the iOS 14 form): a no-op.
    public func onChange<V: Equatable>(of value: V, perform action: @escaping (V) -> Void) -> some View { self }

    /// Runs `action` when `value` changes, with the old and new values: a no-op.
    public func onChange<V: Equatable>(
        of value: V, initial: Bool = false, _ action: @escaping (V, V) -> Void
    ) -> some View { self }

    /// Runs `action` when `value` changes: a no-op.
    public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping () -> Void) -> some View
    { self }

    /// Starts an asynchronous task when the view appears: a no-op, the task never starts.
    public func task(priority: TaskPriority = .userInitiated, _ action: @escaping () async -> Void) -> some View {
        self
    }

    /// Starts an asynchronous task for `id`: a no-op, the task never starts.
    public func task<T: Equatable>(
        id value: T, priority: TaskPriority = .userInitiated, _ action: @escaping () async -> Void
    ) -> some View { self }

    /// Lets the user pull to refresh: a no-op.
    public func refreshable(action: @escaping () async -> Void) -> some View { self }

    /// Runs `action` when the user submits (return key): a no-op.
    public func onSubmit(of triggers: SubmitTriggers = .text, _ action: @escaping () -> Void) -> some View { self }

    /// Runs `action` when the app opens a URL: a no-op.
    public func onOpenURL(perform action: @escaping (URL) -> Void) -> some View { self }

    /// Runs `action` when the pointer enters or leaves: a no-op.
    public func onHover(perform action: @escaping (Bool) -> Void) -> some View { self }

    /// Runs `action` with the pointer's phase: a no-op.
    public func onContinuousHover(
        coordinateSpace: some CoordinateSpaceProtocol = .local, perform action: @escaping (HoverPhase) -> Void
    ) -> some View {
        self
    }

    /// Runs `action` when the scroll geometry changes: a no-op.
    public func onScrollGeometryChange<T: Equatable>(
        for type: T.Type, of transform: @escaping (ScrollGeometry) -> T, action: @escaping (T, T) -> Void
    ) -> some View { self }

    /// Runs `action` when the view's geometry changes: a no-op.
    public func onGeometryChange<T: Equatable>(
        for type: T.Type, of transform: @escaping (GeometryProxy) -> T, action: @escaping (T) -> Void
    ) -> some View { self }
}

/// The pointer's phase over a view.
public enum HoverPhase: Equatable, Sendable {
    case active(CGPoint)
    case ended
}

/// The geometry of a scroll view (never reported in a render).
public struct ScrollGeometry: Equatable, Sendable {
    public var contentOffset: CGPoint
    public var contentSize: CGSize
    public var contentInsets: EdgeInsets
    public var containerSize: CGSize
}

/// What submits a view (`onSubmit(of:_:)`).
public struct SubmitTriggers: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let text = SubmitTriggers(rawValue: 1)
    public static let search = SubmitTriggers(rawValue: 2)
}
