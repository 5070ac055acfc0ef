import Foundation
import Galley

/// UIKit's image: an asset, a file, or an SF Symbol, which `Image(uiImage:)`
/// draws as SwiftUI draws the same name.
open class UIImage: NSObject, @unchecked Sendable {
    /// Where the image comes from.
    package enum Source: Hashable, Sendable {
        case file(path: String, scale: CGFloat)
        case symbol(String)
        /// An asset by name, looked up again where it is drawn (one not found).
        case asset(String, bundle: Bundle?)
    }

    package let source: Source
    public let scale: CGFloat
    public let renderingMode: RenderingMode

    package init(source: Source, scale: CGFloat = 1, renderingMode: RenderingMode = .automatic) {
        self.source = source
        self.scale = scale
        self.renderingMode = renderingMode
    }

    /// The image set `name` in the asset catalogues; nil when there is none.
    public convenience init?(
        named name: String, in bundle: Bundle? = nil, compatibleWith traitCollection: UITraitCollection? = nil
    ) {
        guard let file = AssetCatalog.image(named: name, bundle: bundle) else { return nil }
        self.init(source: .file(path: file.path, scale: file.scale), scale: file.scale)
    }

    /// An SF Symbol (Galley's stand-in for it).
    public convenience init?(systemName name: String, withConfiguration configuration: SymbolConfiguration? = nil) {
        self.init(source: .symbol(name))
    }

    /// The image in a file; nil when there is no file there.
    public convenience init?(contentsOfFile path: String) {
        guard FileManager.default.fileExists(atPath: path) else { return nil }
        self.init(source: .file(path: path, scale: 1))
    }

    /// How the image takes colour.
    public enum RenderingMode: Int, Sendable {
        case automatic, alwaysOriginal, alwaysTemplate
    }

    /// A symbol's point size, weight and scale: not applied to the stand-in.
    public final class SymbolConfiguration: NSObject, @unchecked Sendable {
        public init(pointSize: CGFloat) {}
        public init(pointSize: CGFloat, weight: SymbolWeight) {}
        public init(textStyle: UIFont.TextStyle) {}
        public init(weight: SymbolWeight) {}
        public init(scale: SymbolScale) {}
    }

    public enum SymbolWeight: Int, Sendable {
        case unspecified, ultraLight, thin, light, regular, medium, semibold, bold, heavy, black
    }

    public enum SymbolScale: Int, Sendable {
        case `default` = -1, unspecified, small, medium, large
    }

    public func withRenderingMode(_ renderingMode: RenderingMode) -> UIImage {
        UIImage(source: source, scale: scale, renderingMode: renderingMode)
    }

    public func withTintColor(_ color: UIColor, renderingMode: RenderingMode = .automatic) -> UIImage { self }
    public func withConfiguration(_ configuration: SymbolConfiguration) -> UIImage { self }
}

// What a picker's or a drop's item provider gives: `provider.loadObject(ofClass: UIImage.self)`.
extension UIImage: NSItemProviderReading, NSItemProviderWriting {}
