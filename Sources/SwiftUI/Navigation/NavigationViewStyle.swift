import Foundation

/// How a `NavigationView` presents its columns. On an iPhone every style
/// shows one stack, which is how Galley draws a `NavigationView`.
public protocol NavigationViewStyle {}

/// One column at a time: the iPhone's presentation.
public struct StackNavigationViewStyle: NavigationViewStyle, Sendable {
    public init() {}
}

/// Columns side by side on an iPad: drawn as one stack.
public struct DoubleColumnNavigationViewStyle: NavigationViewStyle, Sendable {
    public init() {}
}

/// The platform's default.
public struct DefaultNavigationViewStyle: NavigationViewStyle, Sendable {
    public init() {}
}

extension NavigationViewStyle where Self == StackNavigationViewStyle {
    public static var stack: StackNavigationViewStyle { StackNavigationViewStyle() }
}

extension NavigationViewStyle where Self == DoubleColumnNavigationViewStyle {
    public static var columns: DoubleColumnNavigationViewStyle { DoubleColumnNavigationViewStyle() }
}

extension NavigationViewStyle where Self == DefaultNavigationViewStyle {
    public static var automatic: DefaultNavigationViewStyle { DefaultNavigationViewStyle() }
}

nonisolated extension View {
    /// The navigation view's style: the view as it is (one stack).
    public func navigationViewStyle<S: NavigationViewStyle>(_ style: S) -> some View { self }

    /// Hides the status bar: the canvas draws none.
    public func statusBar(hidden: Bool) -> some View { self }
}
