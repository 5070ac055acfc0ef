#if os(Linux)
    import Foundation
    import Galley
    import SnapshotTesting
    import UIKit

    /// swift-snapshot-testing's name for the layouts of SwiftUI views.
    public typealias SwiftUISnapshotLayout = SnapshotLayout

    extension Snapshotting where Value: Galley.View, Format == SnapshotImage {
        /// swift-snapshot-testing's SwiftUI strategy, with its labels, so
        /// that a test written for iOS compiles and runs unchanged: the view
        /// laid out on `layout`'s canvas with `traits`, painted by Galley.
        ///
        /// The traits `traits` specifies override the layout's, as in
        /// swift-snapshot-testing: `userInterfaceStyle` is the colour scheme
        /// of the whole canvas (its background too),
        /// `preferredContentSizeCategory` the Dynamic Type size, the size
        /// classes and `layoutDirection` the environment's, and
        /// `displayScale` the scale the picture is painted at. Unspecified
        /// traits leave the layout's: a device's scale, size classes and
        /// text size, or scale 1 for `.sizeThatFits` and `.fixed`.
        /// `drawHierarchyInKeyWindow` has no meaning here.
        public static func image(
            drawHierarchyInKeyWindow: Bool = false,
            precision: Float = 1,
            perceptualPrecision: Float = 1,
            layout: SwiftUISnapshotLayout = .sizeThatFits,
            traits: UITraitCollection = .init()
        ) -> Snapshotting {
            var canvas = layout.canvas
            if traits.displayScale > 0 { canvas.scale = traits.displayScale }
            return Snapshotting(
                pathExtension: SnapshotFile.imageExtension,
                diffing: .image(precision: precision, perceptualPrecision: perceptualPrecision)
            ) {
                view in
                SnapshotRendering.image(of: view.applying(traits), on: canvas, background: nil, systemFonts: nil)
            }
        }
    }

    nonisolated extension View {
        /// This view with the traits `traits` specifies set in its environment.
        fileprivate func applying(_ traits: UITraitCollection) -> some View {
            let scheme: ColorScheme? =
                switch traits.userInterfaceStyle {
                case .dark: .dark
                case .light: .light
                default: nil
                }
            return environmentChange { environment in
                if traits.preferredContentSizeCategory != .unspecified {
                    environment.dynamicTypeSize = traits.preferredContentSizeCategory.dynamicTypeSize
                }
                if let size = UserInterfaceSizeClass(traits.horizontalSizeClass) {
                    environment.horizontalSizeClass = size
                }
                if let size = UserInterfaceSizeClass(traits.verticalSizeClass) { environment.verticalSizeClass = size }
                switch traits.layoutDirection {
                case .leftToRight: environment.layoutDirection = .leftToRight
                case .rightToLeft: environment.layoutDirection = .rightToLeft
                default: break
                }
            }
            .preferredColorScheme(scheme)
        }
    }

    extension UserInterfaceSizeClass {
        /// UIKit's size class; nil when unspecified.
        fileprivate init?(_ sizeClass: UIUserInterfaceSizeClass) {
            switch sizeClass {
            case .compact: self = .compact
            case .regular: self = .regular
            default: return nil
            }
        }
    }
#endif
