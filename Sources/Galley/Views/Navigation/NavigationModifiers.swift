import Foundation

/// Navigation bar items' settings.
public enum NavigationBarItem {
    /// How a navigation title is shown: large (the default at the root of
    /// a stack) or inline in the bar.
    public enum TitleDisplayMode: Hashable, Sendable {
        case automatic, inline, large
    }
}

/// How the toolbar shows the title (`toolbarTitleDisplayMode`).
public struct ToolbarTitleDisplayMode: Hashable, Sendable {
    let mode: NavigationBarItem.TitleDisplayMode

    public static let automatic = ToolbarTitleDisplayMode(mode: .automatic)
    public static let large = ToolbarTitleDisplayMode(mode: .large)
    public static let inline = ToolbarTitleDisplayMode(mode: .inline)
    /// Large, then inline as content scrolls: large in a render.
    public static let inlineLarge = ToolbarTitleDisplayMode(mode: .large)
}

extension View {
    /// The title the NavigationStack around this view shows.
    public func navigationTitle(_ title: Text) -> some View {
        containerValue { $0.navigationTitle = AnyView(title) }
    }

    /// The title the NavigationStack around this view shows, as written.
    @_disfavoredOverload
    public func navigationTitle<S: StringProtocol>(_ title: S) -> some View {
        navigationTitle(Text(String(title)))
    }

    /// A title made of any view: only its text is a title in SwiftUI; Galley draws the view.
    public func navigationTitle<V: View>(@ViewBuilder _ title: () -> V) -> some View {
        let view = AnyView(title())
        return containerValue { $0.navigationTitle = view }
    }

    /// Large (34-point bold, below the bar) or inline (17-point semibold, in it).
    public func navigationBarTitleDisplayMode(_ displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
        containerValue { $0.titleDisplayMode = displayMode }
    }

    /// Large or inline, as `navigationBarTitleDisplayMode`.
    public func toolbarTitleDisplayMode(_ mode: ToolbarTitleDisplayMode) -> some View {
        navigationBarTitleDisplayMode(mode.mode)
    }

    /// Hides the navigation bar.
    public func navigationBarHidden(_ hidden: Bool) -> some View {
        containerValue { $0.navigationBarHidden = hidden }
    }

    /// The back button: there is none at a stack's root, so nothing changes.
    public func navigationBarBackButtonHidden(_ hidesBackButton: Bool = true) -> some View { self }
}
