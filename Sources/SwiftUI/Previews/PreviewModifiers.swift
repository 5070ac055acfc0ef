nonisolated extension View {
    /// Names the preview in the canvas; `render preview` names its file so.
    public func previewDisplayName(_ value: String?) -> some View {
        PreviewSettingView(content: self, setting: value.map { .name($0) })
    }

    /// The canvas the preview is drawn on: the device, a fixed size, or the view's size.
    public func previewLayout(_ value: PreviewLayout) -> some View {
        PreviewSettingView(content: self, setting: .layout(value))
    }

    /// The device the preview is drawn on, by name; `nil` for the default.
    public func previewDevice(_ value: PreviewDevice?) -> some View {
        PreviewSettingView(content: self, setting: .device(value))
    }

    /// Holds the preview's device this way.
    public func previewInterfaceOrientation(_ value: InterfaceOrientation) -> some View {
        PreviewSettingView(content: self, setting: .orientation(value))
    }
}

/// A view with a preview setting: drawn as its content, read by the
/// preview runner.
nonisolated struct PreviewSettingView<Content: View>: View, PreviewSettingCarrier {
    let content: Content
    let setting: PreviewSettings.Setting?

    var body: Content { content }

    var previewContent: any View { content }

    func apply(to settings: inout PreviewSettings) {
        if let setting { settings.apply(setting) }
    }
}

/// A view that sets something about the preview it is in.
public protocol PreviewSettingCarrier {
    /// The view without the setting.
    var previewContent: any View { get }
    /// Makes the setting in `settings`.
    func apply(to settings: inout PreviewSettings)
}
