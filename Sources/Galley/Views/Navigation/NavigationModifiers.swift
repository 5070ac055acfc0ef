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

nonisolated extension View {
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
        containerValue { $0.navigationBar.isHidden = hidden }
    }

    /// The back button: there is none at a stack's root, so nothing changes.
    public func navigationBarBackButtonHidden(_ hidesBackButton: Bool = true) -> some View { self }
}

nonisolated extension View {
    /// What the navigation bar or tab bar is drawn on: with it the bar
    /// shows this style (reaching under the status bar or the home
    /// indicator) and a hairline, where iOS leaves the bar transparent at
    /// the top of content.
    public func toolbarBackground<S: ShapeStyle>(_ style: S, for bars: ToolbarPlacement...) -> some View {
        let fill = AnyView(Rectangle().fill(style))
        return containerValue { $0.changeBars(bars) { $0.background = fill } }
    }

    /// Whether the bars show their background: `.hidden` leaves them
    /// transparent; `.visible` and `.automatic` show a `toolbarBackground`.
    public func toolbarBackground(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
        containerValue { $0.changeBars(bars) { $0.backgroundVisibility = visibility } }
    }

    /// The bars' colour scheme: they keep the view's.
    public func toolbarColorScheme(_ colorScheme: ColorScheme?, for bars: ToolbarPlacement...) -> some View { self }

    /// The toolbar's role: the bar keeps its look.
    public func toolbarRole(_ role: ToolbarRole) -> some View { self }

    /// A badge on this tab's item: a number or text in a red capsule at
    /// the symbol's top trailing corner. Zero shows no badge, as in SwiftUI.
    public func badge(_ count: Int) -> some View {
        let text = count == 0 ? nil : Text(String(count))
        return containerValue { $0.badge = text }
    }

    /// A badge of text on this tab's item; nil shows none.
    public func badge(_ label: Text?) -> some View {
        containerValue { $0.badge = label }
    }

    /// A badge of text on this tab's item, as written.
    @_disfavoredOverload
    public func badge<S: StringProtocol>(_ label: S?) -> some View {
        badge(label.map { Text(String($0)) })
    }
}

/// What a toolbar is for: the bar keeps its look.
public struct ToolbarRole: Hashable, Sendable {
    public static let automatic = ToolbarRole()
    public static let browser = ToolbarRole()
    public static let editor = ToolbarRole()
    public static let navigationStack = ToolbarRole()
}
