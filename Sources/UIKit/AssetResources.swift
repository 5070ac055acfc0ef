import Foundation
import Galley

/// A colour set in an asset catalogue, by name and bundle: what Xcode 15's
/// generated asset symbols hold (`ColorResource.brandRed`), for
/// `Color(.brandRed)` and `UIColor(resource: .brandRed)`. The bundle is
/// searched as `Color(_:bundle:)` searches it.
public struct ColorResource: Hashable, @unchecked Sendable {
    package let name: String
    package let bundle: Bundle

    public init(name: String, bundle: Bundle) {
        self.name = name
        self.bundle = bundle
    }
}

/// An image set in an asset catalogue, by name and bundle: what Xcode 15's
/// generated asset symbols hold (`ImageResource.logo`), for
/// `Image(.logo)` and `UIImage(resource: .logo)`.
public struct ImageResource: Hashable, @unchecked Sendable {
    package let name: String
    package let bundle: Bundle

    public init(name: String, bundle: Bundle) {
        self.name = name
        self.bundle = bundle
    }
}

extension UIColor {
    /// The colour set of `resource`; a mid grey when it is not found.
    public convenience init(resource: ColorResource) {
        let light = AssetCatalog.color(named: resource.name, bundle: resource.bundle, dark: false)
        let dark = AssetCatalog.color(named: resource.name, bundle: resource.bundle, dark: true)
        guard let light, let dark else {
            self.init(Color(white: 0.5))
            return
        }
        self.init(light == dark ? light : Color(light: light, dark: dark))
    }
}

extension UIImage {
    /// The image set of `resource`; when it is not found, an image that
    /// SwiftUI's `Image(uiImage:)` draws as the missing-asset placeholder.
    public convenience init(resource: ImageResource) {
        if let file = AssetCatalog.image(named: resource.name, bundle: resource.bundle) {
            self.init(source: .file(path: file.path, scale: file.scale), scale: file.scale)
        } else {
            self.init(source: .asset(resource.name, bundle: resource.bundle))
        }
    }
}
