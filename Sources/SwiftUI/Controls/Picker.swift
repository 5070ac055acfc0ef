import Foundation

/// A choice among tagged options (`Text("Vanilla").tag(Flavor.vanilla)`),
/// drawn as iOS 17 draws its picker styles (Galley's `PickerBox`): by
/// default the selected option in the tint colour with up-and-down
/// chevrons, after the title. A selection no tag equals selects nothing.
/// Nothing can change the selection in a render.
nonisolated public struct Picker<Label: View, SelectionValue: Hashable, Content: View>: View {
    let title: AnyView?
    let selection: SelectionValue
    let content: Content

    public init(
        selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label
    ) {
        title = AnyView(label())
        self.selection = selection.wrappedValue
        self.content = content()
    }

    init(title: String, selection: Binding<SelectionValue>, content: Content) {
        self.title = title.isEmpty ? nil : AnyView(Text(verbatim: title))
        self.selection = selection.wrappedValue
        self.content = content
    }

    public var body: some View {
        PickerBox(title: title, selection: AnyHashable(selection), options: AnyView(content))
    }
}

extension Picker where Label == Text {
    public init(_ titleKey: LocalizedStringKey, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content)
    {
        self.init(title: titleKey.plainString, selection: selection, content: content())
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content)
    {
        self.init(title: String(title), selection: selection, content: content())
    }
}

/// How pickers look: the built-in styles, drawn by Galley's `PickerBox`.
public protocol PickerStyle {}

/// A built-in picker style and the look it draws.
protocol BuiltInPickerStyle: PickerStyle {
    var style: PickerBox.Style { get }
}

/// iOS 17's default: a menu outside lists.
public struct DefaultPickerStyle: BuiltInPickerStyle { public init() {}; var style: PickerBox.Style { .automatic } }
/// The selected option with chevrons; the options in a menu.
public struct MenuPickerStyle: BuiltInPickerStyle { public init() {}; var style: PickerBox.Style { .menu } }
/// UISegmentedControl.
public struct SegmentedPickerStyle: BuiltInPickerStyle { public init() {}; var style: PickerBox.Style { .segmented } }
/// The options in rows, a checkmark at the selected one (a stand-in).
public struct InlinePickerStyle: BuiltInPickerStyle { public init() {}; var style: PickerBox.Style { .inline } }
/// A wheel (a stand-in: the options stacked, the selected one on a band).
public struct WheelPickerStyle: BuiltInPickerStyle { public init() {}; var style: PickerBox.Style { .wheel } }
/// A navigation row to a list of options: drawn as the menu style.
public struct NavigationLinkPickerStyle: BuiltInPickerStyle { public init() {}; var style: PickerBox.Style { .menu } }
/// A row of options: drawn as the segmented style.
public struct PalettePickerStyle: BuiltInPickerStyle { public init() {}; var style: PickerBox.Style { .segmented } }

extension PickerStyle where Self == DefaultPickerStyle {
    public static var automatic: DefaultPickerStyle { DefaultPickerStyle() }
}
extension PickerStyle where Self == MenuPickerStyle { public static var menu: MenuPickerStyle { MenuPickerStyle() } }
extension PickerStyle where Self == SegmentedPickerStyle {
    public static var segmented: SegmentedPickerStyle { SegmentedPickerStyle() }
}
extension PickerStyle where Self == InlinePickerStyle {
    public static var inline: InlinePickerStyle { InlinePickerStyle() }
}
extension PickerStyle where Self == WheelPickerStyle {
    public static var wheel: WheelPickerStyle { WheelPickerStyle() }
}
extension PickerStyle where Self == NavigationLinkPickerStyle {
    public static var navigationLink: NavigationLinkPickerStyle { NavigationLinkPickerStyle() }
}
extension PickerStyle where Self == PalettePickerStyle {
    public static var palette: PalettePickerStyle { PalettePickerStyle() }
}

nonisolated extension View {
    /// Draws the pickers inside in `style`.
    public func pickerStyle<S: PickerStyle>(_ style: S) -> some View {
        environmentChange { environment in
            if let builtIn = style as? any BuiltInPickerStyle { environment.pickerStyle = builtIn.style }
        }
    }
}
