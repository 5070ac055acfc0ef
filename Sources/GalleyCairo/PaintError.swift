import CCairo
import Galley

/// Why a layout could not be painted or written.
public enum PaintError: Error, Equatable, CustomStringConvertible {
    /// A canvas side or the scale is zero, negative or not a number.
    case invalidCanvas(width: Double, height: Double, scale: Double)
    /// The canvas is over `CanvasLayout.maximumPixelsPerSide` or `limit` pixels in all
    /// (`ResourceLimits.canvasPixels`).
    case canvasTooLarge(pixelWidth: Double, pixelHeight: Double, limit: Int)
    /// The painting was not done when `ResourceLimits.time` ran out.
    case outOfTime(limit: Duration)
    /// Shadows, blurs and other effects rasterised more pixels than
    /// `ResourceLimits.paintWork`.
    case tooMuchWork(limit: Int)
    /// A file extension that names no ``ImageFormat``.
    case unknownFormat(String)
    /// More partly transparent, shadowed or blurred views nested inside one
    /// another than there is memory for: each needs a layer as large as the
    /// canvas, and all the layers together may have at most 400 megapixels.
    case tooManyLayers(limit: Int)
    /// An image whose data Cairo could not decode as a PNG; `view` names
    /// the image, its file when it came from one, and its view.
    case unreadableImage(view: String)
    /// A JPEG, SVG or PDF image its decoder could not read; `view` names
    /// the image, its file when it came from one, and its view.
    case undecodableImage(view: String, format: String)
    /// Cairo refused to draw a view (its size or transform is beyond what
    /// can be painted, say); `view` names it and where it is.
    case cannotDraw(view: String, reason: String)
    /// Cairo failed (out of memory, most likely).
    case cairo(String)
    /// The output file could not be written.
    case cannotWrite(path: String, reason: String)

    public var description: String {
        switch self {
        case .invalidCanvas(let width, let height, let scale):
            """
            the canvas is \(width.formatted) × \(height.formatted) points at scale \(scale.formatted); its sides \
            and scale must be positive numbers
            """
        case .canvasTooLarge(let width, let height, let limit):
            "the canvas is \(width.formatted) × \(height.formatted) pixels; "
                + "canvases of at most \(CanvasLayout.maximumPixelsPerSide) pixels on a side "
                + "and \(ResourceLimit.canvasPixels.atMost(limit)) pixels in all can be painted"
        case .outOfTime(let limit):
            "the painting was not done \(ResourceLimit.within(limit))"
        case .tooMuchWork(let limit):
            "the painting's shadows, blurs, opacity and other effects rasterised more than \(limit) pixels; "
                + "\(ResourceLimit.paintWork.atMost(limit)) are painted"
        case .unknownFormat(let pathExtension):
            "cannot paint to a \".\(pathExtension)\" file; use .png, .svg or .pdf"
        case .tooManyLayers(let limit):
            """
            views with opacity, a shadow or a blur are nested more than \(limit) deep; each may hold a layer \
            the size of the canvas, and at this canvas size at most \(limit) fit at once
            """
        case .unreadableImage(let view):
            "\(view) is not a PNG that can be decoded"
        case .undecodableImage(let view, let format):
            "\(view) is not a \(format) that can be decoded"
        case .cannotDraw(let view, let reason):
            "\(view) cannot be painted: \(reason)"
        case .cairo(let message):
            "painting failed: \(message)"
        case .cannotWrite(let path, let reason):
            "cannot write \(path): \(reason)"
        }
    }
}

extension PaintError {
    /// Throws ``cairo(_:)`` with Cairo's words unless `status` is success.
    static func check(_ status: cairo_status_t) throws(PaintError) {
        guard status == CAIRO_STATUS_SUCCESS else { throw .cairo(String(cString: cairo_status_to_string(status))) }
    }
}

extension Double {
    /// The number as written in messages: no ".0" on whole numbers.
    fileprivate var formatted: String {
        self == rounded() && abs(self) < 1e15 ? String(Int(self)) : String(self)
    }
}
