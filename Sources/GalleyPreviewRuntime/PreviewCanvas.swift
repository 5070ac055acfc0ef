import SwiftUI

/// The canvas a preview is drawn on: its own layout, device and orientation
/// first, then the command line's `--canvas` and `--scale`, then the
/// standard device.
struct PreviewCanvas {
    var canvas: Galley.Canvas
    /// Why a setting was not honoured.
    var warnings: [String] = []

    init(settings: PreviewSettings, choice: CanvasChoice?, scale: CGFloat?) {
        let fallback = choice?.canvas(scale: scale ?? Galley.Canvas.standard.scale) ?? Galley.Canvas.standard
        switch settings.layout {
        case .sizeThatFits:
            canvas = Galley.Canvas(size: .fitting(.unspecified), scale: scale ?? fallback.scale)
        case .fixed(let width, let height):
            if width.isFinite, height.isFinite, width > 0, height > 0, width <= Galley.Canvas.maximumSide,
                height <= Galley.Canvas.maximumSide
            {
                canvas = Galley.Canvas(size: .fixed(width: width, height: height), scale: scale ?? fallback.scale)
            } else {
                canvas = fallback
                warnings.append(
                    """
                    previewLayout .fixed(width: \(width), height: \(height)) is not a drawable size; drawn on \
                    \(Self.describe(fallback))
                    """
                )
            }
        case .device, nil:
            canvas = fallback
            if let name = settings.device?.rawValue {
                if let device = Device.named(name) {
                    canvas = Galley.Canvas(device: device)
                } else {
                    let known = Device.all.map(\.name).joined(separator: ", ")
                    warnings.append(
                        """
                        previewDevice \"\(name)\" is not a device Galley knows (\(known)); drawn on \
                        \(Self.describe(fallback))
                        """
                    )
                }
            }
            if let scale { canvas.scale = scale }
        }
        if settings.orientation?.isLandscape == true, case .device(let device) = canvas.size {
            canvas.size = .device(device.landscape)
        }
    }

    private static func describe(_ canvas: Galley.Canvas) -> String {
        switch canvas.size {
        case .device(let device): device.name
        case .fixed(let width, let height): "\(width)x\(height)"
        case .fitting: "a canvas the size of the view"
        }
    }
}
