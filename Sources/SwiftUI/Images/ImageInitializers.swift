import Foundation
import UIKit

extension Image {
    /// The image named `name` in the asset folders (see the module's
    /// documentation: `GALLEY_ASSETS`, `Assets.xcassets/<name>.imageset`,
    /// `<name>.png`), or the bundle's resources. PNG, JPEG, PDF and SVG
    /// files are drawn. When it is not found, or its set holds only a
    /// format Galley cannot read (HEIC, say), a light grey 100 × 100
    /// placeholder showing the name stands in, and the layout result
    /// carries a warning saying which.
    public init(_ name: String, bundle: Bundle? = nil) {
        switch AssetCatalog.lookUpImage(named: name, bundle: bundle) {
        case .found(let file): self.init(contentsOfFile: file.path, scale: file.scale)
        case .unreadable(let problem): self.init(placeholderForAsset: name, problem: problem)
        case .missing: self.init(placeholderForAsset: name)
        }
    }

    /// A UIKit image: its file, or the symbol its name gives.
    public init(uiImage: UIImage) {
        switch uiImage.source {
        case .file(let path, let scale): self.init(contentsOfFile: path, scale: scale)
        case .symbol(let name): self.init(systemName: name)
        case .asset(let name, let bundle): self.init(name, bundle: bundle)
        }
    }

    /// The image set of a generated asset symbol (`Image(.logo)`), found as `Image(_:bundle:)` finds it.
    public init(_ resource: ImageResource) {
        self.init(resource.name, bundle: resource.bundle)
    }

    /// A named image with an accessibility label (not drawn).
    public init(_ name: String, bundle: Bundle? = nil, label: Text) {
        self.init(name, bundle: bundle)
    }

    /// A named image that accessibility ignores.
    public init(decorative name: String, bundle: Bundle? = nil) {
        self.init(name, bundle: bundle)
    }

    /// An SF Symbol with a variable value: the symbol, drawn whole
    /// (`init(systemName:)` is Galley's: a Material icon stands in).
    public init(systemName: String, variableValue: Double?) {
        self.init(systemName: systemName)
    }

    /// A symbol from the app's own symbol assets: the same stand-in.
    public init(_ name: String, variableValue: Double?, bundle: Bundle? = nil) {
        self.init(name, bundle: bundle)
    }

    /// How the image is scaled when resized: Galley scales smoothly whatever this says.
    public func interpolation(_ interpolation: Interpolation) -> Image { self }

    /// Whether the image is smoothed when scaled: unchanged.
    public func antialiased(_ isAntialiased: Bool) -> Image { self }

    /// How the image is drawn: template images are not tinted yet; the image is unchanged.
    public func renderingMode(_ renderingMode: TemplateRenderingMode?) -> Image { self }

    /// The symbol's rendering mode: symbols draw in one colour, as in `.monochrome`.
    public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> Image { self }

    /// The image resized with cap insets: stretched as a whole (the insets are not used).
    public func resizable(capInsets: EdgeInsets = EdgeInsets(), resizingMode: ResizingMode = .stretch) -> Image {
        resizable()
    }

    /// How an image is scaled.
    public enum Interpolation: Hashable, Sendable {
        case none, low, medium, high
    }

    /// Whether an image draws its own colours or the foreground colour.
    public enum TemplateRenderingMode: Hashable, Sendable {
        case template, original
    }

    /// How a resizable image fills its space.
    public enum ResizingMode: Hashable, Sendable {
        case tile, stretch
    }
}

/// How an SF Symbol's layers are coloured.
public struct SymbolRenderingMode: Hashable, Sendable {
    private let name: String
    public static let monochrome = SymbolRenderingMode(name: "monochrome")
    public static let hierarchical = SymbolRenderingMode(name: "hierarchical")
    public static let palette = SymbolRenderingMode(name: "palette")
    public static let multicolor = SymbolRenderingMode(name: "multicolor")
}

/// The variant of an SF Symbol (`.fill`, `.circle`…).
public struct SymbolVariants: Hashable, Sendable {
    private let name: String
    public static let none = SymbolVariants(name: "none")
    public static let fill = SymbolVariants(name: "fill")
    public static let circle = SymbolVariants(name: "circle")
    public static let square = SymbolVariants(name: "square")
    public static let rectangle = SymbolVariants(name: "rectangle")
    public static let slash = SymbolVariants(name: "slash")
    public var fill: SymbolVariants { .fill }
    public var circle: SymbolVariants { .circle }
    public var square: SymbolVariants { .square }
}

nonisolated extension View {
    /// How symbols inside are coloured: a no-op (symbols draw in one
    /// colour, as in `.monochrome`).
    public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> some View { self }
    /// Which variant of symbols inside is drawn: a no-op.
    public func symbolVariant(_ variant: SymbolVariants) -> some View { self }
}
