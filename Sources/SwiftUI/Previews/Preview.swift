/// A preview, as `#Preview("Name", traits: …) { … }` declares it.
///
/// Apple's `#Preview` is a macro that ships with Xcode only; `render preview`
/// reads the macro from the source with swift-syntax and builds it as this
/// value, with the same arguments.
public struct Preview {
    /// The name given as the first argument, if any.
    public let name: String?
    /// The layout and orientation the traits ask for.
    public let traits: [PreviewTrait<ViewTraits>]
    /// Makes the previewed view.
    public let body: @MainActor () -> any View

    public init(
        _ name: String? = nil, traits: PreviewTrait<ViewTraits>...,
        @ViewBuilder body: @escaping @MainActor () -> any View
    ) {
        self.name = name
        self.traits = traits
        self.body = body
    }

    public init(
        _ name: String? = nil, traits: PreviewTrait<ViewTraits>, _ additionalTraits: PreviewTrait<ViewTraits>...,
        @ViewBuilder body: @escaping @MainActor () -> any View
    ) {
        self.name = name
        self.traits = [traits] + additionalTraits
        self.body = body
    }

    /// The kind of traits a view preview takes.
    public enum ViewTraits {}

    /// The settings the traits make.
    public var settings: PreviewSettings {
        traits.reduce(into: PreviewSettings(name: name)) { settings, trait in settings.apply(trait.setting) }
    }
}

/// A setting of a preview: `.sizeThatFitsLayout`, `.fixedLayout(width:height:)`,
/// `.landscapeLeft`…
public struct PreviewTrait<T> {
    let setting: PreviewSettings.Setting
}

extension PreviewTrait where T == Preview.ViewTraits {
    /// The device's screen (the default).
    public static var defaultLayout: PreviewTrait { PreviewTrait(setting: .layout(.device)) }
    /// A canvas just the size of the view.
    public static var sizeThatFitsLayout: PreviewTrait { PreviewTrait(setting: .layout(.sizeThatFits)) }
    /// A canvas of this size, the view centred in it.
    public static func fixedLayout(width: CGFloat, height: CGFloat) -> PreviewTrait {
        PreviewTrait(setting: .layout(.fixed(width: width, height: height)))
    }
    public static var portrait: PreviewTrait { PreviewTrait(setting: .orientation(.portrait)) }
    public static var portraitUpsideDown: PreviewTrait { PreviewTrait(setting: .orientation(.portraitUpsideDown)) }
    public static var landscapeLeft: PreviewTrait { PreviewTrait(setting: .orientation(.landscapeLeft)) }
    public static var landscapeRight: PreviewTrait { PreviewTrait(setting: .orientation(.landscapeRight)) }
}
