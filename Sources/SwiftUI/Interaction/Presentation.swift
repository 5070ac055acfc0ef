import Foundation

// Presentations (sheets, alerts, popovers, dialogs) show over the app
// after an interaction. A render is the screen before any: each modifier
// keeps the view as it is, and its content closure is never called.

/// The old alert value (`alert(isPresented:content:)`). Never shown in a render.
public struct Alert {
    /// A button of an old-style alert.
    public struct Button {
        public static func `default`(_ label: Text, action: (() -> Void)? = {}) -> Alert.Button { Alert.Button() }
        public static func cancel(_ label: Text, action: (() -> Void)? = {}) -> Alert.Button { Alert.Button() }
        public static func cancel(_ action: (() -> Void)? = {}) -> Alert.Button { Alert.Button() }
        public static func destructive(_ label: Text, action: (() -> Void)? = {}) -> Alert.Button { Alert.Button() }
    }

    public init(title: Text, message: Text? = nil, dismissButton: Alert.Button? = nil) {}
    public init(title: Text, message: Text? = nil, primaryButton: Alert.Button, secondaryButton: Alert.Button) {}
}

/// The old action sheet value. Never shown in a render.
public struct ActionSheet {
    public typealias Button = Alert.Button
    public init(title: Text, message: Text? = nil, buttons: [ActionSheet.Button] = [.cancel()]) {}
}

/// The heights a sheet can rest at.
public struct PresentationDetent: Hashable, Sendable {
    private let name: String
    public static let medium = PresentationDetent(name: "medium")
    public static let large = PresentationDetent(name: "large")
    public static func fraction(_ fraction: CGFloat) -> PresentationDetent {
        PresentationDetent(name: "fraction \(fraction)")
    }
    public static func height(_ height: CGFloat) -> PresentationDetent { PresentationDetent(name: "height \(height)") }
}

/// Where a popover's arrow points.
public struct PopoverAttachmentAnchor {
    public static func rect(_ anchor: Anchor<CGRect>.Source) -> PopoverAttachmentAnchor { PopoverAttachmentAnchor() }
    public static func point(_ unitPoint: UnitPoint) -> PopoverAttachmentAnchor { PopoverAttachmentAnchor() }
}

/// When a dialog's title shows.
public enum DialogTitleVisibility: Hashable, Sendable { case automatic, visible, hidden }

/// How a sheet or cover adapts to a size class.
public struct PresentationAdaptation: Hashable, Sendable {
    private let name: String
    public static let automatic = PresentationAdaptation(name: "automatic")
    public static let none = PresentationAdaptation(name: "none")
    public static let popover = PresentationAdaptation(name: "popover")
    public static let sheet = PresentationAdaptation(name: "sheet")
    public static let fullScreenCover = PresentationAdaptation(name: "fullScreenCover")
}

nonisolated extension View {
    /// A sheet shown while `isPresented`: a no-op, the content is never built.
    public func sheet<Content: View>(
        isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping () -> Content
    ) -> some View {
        self
    }

    /// A sheet for `item` while it is not nil: a no-op, the content is never built.
    public func sheet<Item: Identifiable, Content: View>(
        item: Binding<Item?>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping (Item) -> Content
    ) -> some View { self }

    /// A full-screen cover: a no-op, the content is never built.
    public func fullScreenCover<Content: View>(
        isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping () -> Content
    ) -> some View { self }

    /// A full-screen cover for an item: a no-op, the content is never built.
    public func fullScreenCover<Item: Identifiable, Content: View>(
        item: Binding<Item?>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping (Item) -> Content
    ) -> some View { self }

    /// A popover: a no-op, the content is never built.
    public func popover<Content: View>(
        isPresented: Binding<Bool>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds), arrowEdge: Edge? = nil,
        @ViewBuilder content: @escaping () -> Content
    ) -> some View { self }

    /// A popover for an item: a no-op, the content is never built.
    public func popover<Item: Identifiable, Content: View>(
        item: Binding<Item?>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds), arrowEdge: Edge? = nil,
        @ViewBuilder content: @escaping (Item) -> Content
    ) -> some View { self }

    // MARK: Alerts

    /// An alert: a no-op, its actions and message are never built.
    public func alert<A: View>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A
    ) -> some View { self }

    public func alert<S: StringProtocol, A: View>(
        _ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A
    ) -> some View { self }

    public func alert<A: View>(_ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A) -> some View {
        self
    }

    public func alert<A: View, M: View>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A,
        @ViewBuilder message: () -> M
    ) -> some View { self }

    public func alert<S: StringProtocol, A: View, M: View>(
        _ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
    ) -> some View { self }

    public func alert<A: View, M: View>(
        _ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
    ) -> some View { self }

    public func alert<A: View, T>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A
    ) -> some View { self }

    public func alert<A: View, M: View, T>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A,
        @ViewBuilder message: (T) -> M
    ) -> some View { self }

    public func alert<S: StringProtocol, A: View, M: View, T>(
        _ title: S, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A,
        @ViewBuilder message: (T) -> M
    ) -> some View { self }

    /// An alert for an error: a no-op.
    public func alert<E: LocalizedError, A: View>(
        isPresented: Binding<Bool>, error: E?, @ViewBuilder actions: () -> A
    ) -> some View { self }

    /// The old alert form: a no-op, the alert is never made.
    public func alert(isPresented: Binding<Bool>, content: () -> Alert) -> some View { self }

    /// The old alert form for an item: a no-op.
    public func alert<Item: Identifiable>(item: Binding<Item?>, content: (Item) -> Alert) -> some View { self }

    /// The old action sheet form: a no-op.
    public func actionSheet(isPresented: Binding<Bool>, content: () -> ActionSheet) -> some View { self }

    // MARK: Confirmation dialogs

    /// A confirmation dialog: a no-op, its actions are never built.
    public func confirmationDialog<A: View>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        @ViewBuilder actions: () -> A
    ) -> some View { self }

    public func confirmationDialog<S: StringProtocol, A: View>(
        _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A
    ) -> some View { self }

    public func confirmationDialog<A: View, M: View>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
    ) -> some View { self }

    public func confirmationDialog<S: StringProtocol, A: View, M: View>(
        _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
    ) -> some View { self }

    public func confirmationDialog<A: View, T>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        presenting data: T?,
        @ViewBuilder actions: (T) -> A
    ) -> some View { self }

    // MARK: Presentation settings

    /// The heights a sheet can rest at: a no-op.
    public func presentationDetents(_ detents: Set<PresentationDetent>) -> some View { self }
    public func presentationDetents(
        _ detents: Set<PresentationDetent>, selection: Binding<PresentationDetent>
    ) -> some View { self }
    /// Whether a sheet shows its drag indicator: a no-op.
    public func presentationDragIndicator(_ visibility: Visibility) -> some View { self }
    /// A sheet's corner radius: a no-op.
    public func presentationCornerRadius(_ cornerRadius: CGFloat?) -> some View { self }
    /// A sheet's background: a no-op.
    public func presentationBackground<S: ShapeStyle>(_ style: S) -> some View { self }
    /// How a presentation adapts to compact sizes: a no-op.
    public func presentationCompactAdaptation(_ adaptation: PresentationAdaptation) -> some View { self }
    /// Whether the content behind a sheet can be used: a no-op.
    public func presentationBackgroundInteraction(_ interaction: PresentationBackgroundInteraction) -> some View {
        self
    }
    /// Prevents swiping a sheet away: a no-op.
    public func interactiveDismissDisabled(_ isDisabled: Bool = true) -> some View { self }
    /// The transition of a navigation push (`.zoom(sourceID:in:)`): a no-op.
    public func navigationTransition(_ style: NavigationTransitionStyle) -> some View { self }
    /// Marks the source of a zoom transition: a no-op.
    public func matchedTransitionSource<ID: Hashable>(id: ID, in namespace: Namespace.ID) -> some View { self }
}

/// Whether the content behind a sheet can be used.
public struct PresentationBackgroundInteraction: Sendable {
    public static let automatic = PresentationBackgroundInteraction()
    public static let enabled = PresentationBackgroundInteraction()
    public static let disabled = PresentationBackgroundInteraction()
    public static func enabled(upThrough detent: PresentationDetent) -> PresentationBackgroundInteraction {
        PresentationBackgroundInteraction()
    }
}

/// The transition of a navigation push. Never runs in a render.
public struct NavigationTransitionStyle: Sendable {
    public static let automatic = NavigationTransitionStyle()
    public static func zoom<ID: Hashable>(sourceID: ID, in namespace: Namespace.ID) -> NavigationTransitionStyle {
        NavigationTransitionStyle()
    }
}
