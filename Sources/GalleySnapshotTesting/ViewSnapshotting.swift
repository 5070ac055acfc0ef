import Foundation
import Galley
import SnapshotTesting

extension Snapshotting where Value: Galley.View, Format == SnapshotImage {
    /// The view at its ideal size, painted at scale 1 on white and compared
    /// pixel by pixel.
    public static var image: Snapshotting {
        .image()
    }

    /// The view laid out on `layout`'s canvas, painted to a PNG, and
    /// compared with ``Diffing/image(precision:perceptualPrecision:)``.
    ///
    /// Galley's counterpart of swift-snapshot-testing's SwiftUI strategy
    /// (`drawHierarchyInKeyWindow` and `traits` have no meaning here).
    ///
    /// - Parameters:
    ///   - precision: The fraction of pixels that must match.
    ///   - perceptualPrecision: How alike a pixel must look to match
    ///     (1 − the largest YIQ difference allowed, 0…1).
    ///   - layout: The canvas the view is laid out and painted on.
    ///   - background: The colour the canvas is filled with first
    ///     (`.clear` for a transparent PNG); nil for the system background,
    ///     white, or black when the view asks for the dark colour scheme.
    ///   - systemFonts: A folder of Apple's fonts (SF Pro, SF Compact, SF
    ///     Mono, New York) to draw the system font with; nil for the folder
    ///     `GALLEY_SYSTEM_FONTS` names, else the bundled stand-ins. A folder
    ///     Galley cannot use fails the snapshot, naming it.
    @_disfavoredOverload
    public static func image(
        precision: Float = 1,
        perceptualPrecision: Float = 1,
        layout: SnapshotLayout = .sizeThatFits,
        background: Color? = nil,
        systemFonts: URL? = nil
    ) -> Snapshotting {
        Snapshotting(
            pathExtension: SnapshotFile.imageExtension,
            diffing: .image(precision: precision, perceptualPrecision: perceptualPrecision)
        ) { view in
            SnapshotRendering.image(of: view, on: layout.canvas, background: background, systemFonts: systemFonts)
        }
    }
}

extension Snapshotting where Value: Galley.View, Format == String {
    /// The view's layout dump at its ideal size, compared line by line.
    public static var dump: Snapshotting {
        .dump()
    }

    /// The view's layout dump on `layout`'s canvas: the JSON of
    /// `render --dump` (every view's type, frame and text lines), compared
    /// line by line. `systemFonts` is as for
    /// ``image(precision:perceptualPrecision:layout:background:systemFonts:)``.
    public static func dump(layout: SnapshotLayout = .sizeThatFits, systemFonts: URL? = nil) -> Snapshotting {
        Snapshotting(pathExtension: SnapshotFile.dumpExtension, diffing: .lines) { view in
            SnapshotRendering.dump(of: view, on: layout.canvas, systemFonts: systemFonts)
        }
    }
}
