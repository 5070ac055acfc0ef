/// One picture a preview declaration makes: a view and how to draw it.
public struct PreviewInstance {
    public var settings: PreviewSettings
    public var view: AnyView
}

extension Preview {
    /// The preview's picture: its body, with its traits.
    @MainActor
    public func instances() -> [PreviewInstance] {
        var settings = settings
        let view = PreviewInstance.unwrap(body(), into: &settings)
        return [PreviewInstance(settings: settings, view: view)]
    }
}

extension PreviewProvider {
    /// The provider's pictures: each view of `previews` (each child of a
    /// `Group` or `ForEach` separately), with its preview modifiers.
    @MainActor
    public static func instances() -> [PreviewInstance] {
        PreviewInstance.split(previews, settings: PreviewSettings())
    }
}

extension PreviewInstance {
    /// `view` without its outermost preview modifiers, which go into `settings`.
    static func unwrap(_ view: any View, into settings: inout PreviewSettings) -> AnyView {
        var view = view
        while let carrier = view as? any PreviewSettingCarrier {
            carrier.apply(to: &settings)
            view = carrier.previewContent
        }
        return AnyView(view)
    }

    /// The separate previews in `view`: a list's elements each, their
    /// preview modifiers applied over those of the list.
    static func split(_ view: any View, settings: PreviewSettings) -> [PreviewInstance] {
        var settings = settings
        let view = unwrap(view, into: &settings)
        if let list = ViewList.elements(of: view) {
            return list.flatMap { split($0, settings: settings) }
        }
        return [PreviewInstance(settings: settings, view: view)]
    }
}
