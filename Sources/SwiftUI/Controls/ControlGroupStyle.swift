import Foundation

/// How control groups look; Galley draws the built-in styles (see
/// Galley's `ControlGroup`).
public protocol ControlGroupStyle {}

/// A style Galley draws.
protocol BuiltInControlGroupStyle: ControlGroupStyle {
    var style: ControlGroupBuiltInStyle { get }
}

/// The default: in a view's content, the controls on one platter.
public struct AutomaticControlGroupStyle: BuiltInControlGroupStyle {
    public init() {}; var style: ControlGroupBuiltInStyle { .automatic }
}
/// The navigation bar's look (the platter in content).
public struct NavigationControlGroupStyle: BuiltInControlGroupStyle {
    public init() {}; var style: ControlGroupBuiltInStyle { .navigation }
}
/// A menu of the controls: its label drawn, the menu closed.
public struct MenuControlGroupStyle: BuiltInControlGroupStyle {
    public init() {}; var style: ControlGroupBuiltInStyle { .menu }
}
/// A compact menu of the controls: its label drawn, the menu closed.
public struct CompactMenuControlGroupStyle: BuiltInControlGroupStyle {
    public init() {}; var style: ControlGroupBuiltInStyle { .compactMenu }
}
/// The controls as a row of a menu (the platter in content).
public struct PaletteControlGroupStyle: BuiltInControlGroupStyle {
    public init() {}; var style: ControlGroupBuiltInStyle { .palette }
}

extension ControlGroupStyle where Self == AutomaticControlGroupStyle {
    public static var automatic: AutomaticControlGroupStyle { AutomaticControlGroupStyle() }
}
extension ControlGroupStyle where Self == NavigationControlGroupStyle {
    public static var navigation: NavigationControlGroupStyle { NavigationControlGroupStyle() }
}
extension ControlGroupStyle where Self == MenuControlGroupStyle {
    public static var menu: MenuControlGroupStyle { MenuControlGroupStyle() }
}
extension ControlGroupStyle where Self == CompactMenuControlGroupStyle {
    public static var compactMenu: CompactMenuControlGroupStyle { CompactMenuControlGroupStyle() }
}
extension ControlGroupStyle where Self == PaletteControlGroupStyle {
    public static var palette: PaletteControlGroupStyle { PaletteControlGroupStyle() }
}

nonisolated extension View {
    /// Draws the control groups inside in `style` (a custom style draws the default look).
    public func controlGroupStyle<S: ControlGroupStyle>(_ style: S) -> some View {
        environmentChange { environment in
            if let builtIn = style as? any BuiltInControlGroupStyle { environment.controlGroupStyle = builtIn.style }
        }
    }
}
