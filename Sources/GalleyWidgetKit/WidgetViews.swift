import Foundation

/// The size a view is previewed at as a widget, with
/// `previewContext(_:)`.
public struct WidgetPreviewContext: Sendable {
    public let family: WidgetFamily

    public init(family: WidgetFamily) { self.family = family }
}

/// Where a container background goes: a widget's, behind its content.
public struct ContainerBackgroundPlacement: Hashable, Sendable {
    private let name: String

    /// The widget's background.
    public static let widget = ContainerBackgroundPlacement(name: "widget")
    /// A navigation container's (iOS 18).
    public static let navigation = ContainerBackgroundPlacement(name: "navigation")
}

/// How the system draws a widget: in full colour on the Home Screen.
public enum WidgetRenderingMode: Hashable, Sendable {
    case fullColor, accented, vibrant
}

private struct WidgetFamilyKey: EnvironmentKey {
    static let defaultValue = WidgetFamily.systemSmall
}

private struct IsInWidgetKey: EnvironmentKey {
    static let defaultValue = false
}

private struct WidgetRenderingModeKey: EnvironmentKey {
    static let defaultValue = WidgetRenderingMode.fullColor
}

extension EnvironmentValues {
    /// The family of the widget drawn: the preview context's, else small.
    public var widgetFamily: WidgetFamily {
        get { self[WidgetFamilyKey.self] }
        set { self[WidgetFamilyKey.self] = newValue }
    }

    /// Whether the view is drawn as a widget, where its container background goes.
    var isInWidget: Bool {
        get { self[IsInWidgetKey.self] }
        set { self[IsInWidgetKey.self] = newValue }
    }

    /// In full colour.
    public var widgetRenderingMode: WidgetRenderingMode {
        get { self[WidgetRenderingModeKey.self] }
        set { self[WidgetRenderingModeKey.self] = newValue }
    }

    /// Whether the widget's container background is drawn: it is, on the Home Screen.
    public var showsWidgetContainerBackground: Bool { true }

    /// The margins the system puts around a widget's content, on iPhone.
    public var widgetContentMargins: EdgeInsets { EdgeInsets(top: 16, leading: 16, bottom: 16, trailing: 16) }
}

nonisolated extension View {
    /// Previews the view as a widget of `context`'s family: drawn at that
    /// family's size (``WidgetFamily/displaySize``), with
    /// `\.widgetFamily` set to it.
    public func previewContext(_ context: WidgetPreviewContext) -> some View {
        WidgetPreview(
            content: environment(\.widgetFamily, context.family).environment(\.isInWidget, true),
            family: context.family)
    }

    /// The widget's background: in a widget (a view previewed with
    /// `previewContext(_:)`), the view fills the widget,
    /// centred, with `style` behind it; elsewhere, as on iOS, nothing.
    public func containerBackground<S: ShapeStyle>(
        _ style: S, for container: ContainerBackgroundPlacement
    )
        -> some View
    {
        containerBackground(for: container) { Rectangle().fill(style) }
    }

    /// The widget's background as a view (see `containerBackground(_:for:)`).
    public func containerBackground<Background: View>(
        for container: ContainerBackgroundPlacement, alignment: Alignment = .center,
        @ViewBuilder content: () -> Background
    ) -> some View {
        WidgetBackground(content: self, background: content(), alignment: alignment, placement: container)
    }

    /// The URL opened when the widget is tapped (none is).
    public func widgetURL(_ url: URL?) -> some View { self }

    /// Drawn in the accent colour in the accented rendering mode (the Home Screen's is full colour).
    public func widgetAccentable(_ accentable: Bool = true) -> some View { self }

    /// Marked as showing what is out of date while the widget reloads.
    public func invalidatableContent(_ invalidatable: Bool = true) -> some View { self }
}

/// A view previewed as a widget: its family's size is the preview's.
nonisolated struct WidgetPreview<Content: View>: View, PreviewSettingCarrier {
    let content: Content
    let family: WidgetFamily

    var body: Content { content }

    var previewContent: any View { content }

    func apply(to settings: inout PreviewSettings) {
        settings.layout = .fixed(width: family.displaySize.width, height: family.displaySize.height)
    }
}

/// A view with a widget's container background: in a widget, filling it
/// over the background; elsewhere, the view alone.
nonisolated struct WidgetBackground<Content: View, Background: View>: View {
    let content: Content
    let background: Background
    let alignment: Alignment
    let placement: ContainerBackgroundPlacement
    @Environment(\.isInWidget) private var isInWidget

    var body: some View {
        if isInWidget, placement == .widget {
            content.frame(maxWidth: .infinity, maxHeight: .infinity).background(alignment: alignment) { background }
        } else {
            content
        }
    }
}
