import CCairo
import Foundation
import Galley

/// Draws a placed view tree on a Cairo context, without recursion (layout
/// allows trees tens of thousands of levels deep).
final class SceneDrawer {
    private let context: OpaquePointer
    /// Whether the target is pixels (a PNG) rather than vectors.
    private let isRaster: Bool
    /// Decoded images, each decoded once per painting.
    private let images: ImageStore
    /// Where each text puts ink, found once per painting, for skipping
    /// texts outside a band; nil draws every text.
    private let textInk: TextInkCache?
    /// How many texts have been drawn (or skipped) so far.
    private var textCount = 0

    /// What is left to do: draw a view and its subtree, or end an effect.
    private enum Step {
        case view(PlacedView)
        case endLayer(opacity: Double)
        case endClip
    }

    /// All the opacity layers nested at once may have at most this many pixels.
    static let layerPixelBudget = 400_000_000

    init(context: OpaquePointer, isRaster: Bool, images: ImageStore, textInk: TextInkCache?) {
        self.context = context
        self.isRaster = isRaster
        self.images = images
        self.textInk = textInk
    }

    /// How many opacity layers can be nested on a canvas of `pixelCount` pixels.
    static func layerLimit(pixelCount: Int) -> Int {
        max(1, layerPixelBudget / max(1, pixelCount))
    }

    /// The most opacity layers open at once while drawing `root`.
    static func layerDepth(of root: PlacedView) -> Int {
        var deepest = 0
        var pending = [(root, 0)]
        while let (view, depth) = pending.popLast() {
            let effect = Effect(view.effect)
            if case .skip = effect { continue }
            let inner = if case .layer = effect { depth + 1 } else { depth }
            deepest = max(deepest, inner)
            pending += view.children.map { ($0, inner) }
        }
        return deepest
    }

    /// Fills the canvas with `color`: a PNG's every pixel (also the last
    /// column or row of a canvas whose size in pixels was rounded up), a
    /// vector document's page.
    func fillBackground(_ color: Color, canvas: Surface) {
        guard color.opacity > 0 else { return }
        ShapeStyleSource.set(.color(color), in: .zero, on: context)
        if isRaster {
            cairo_paint(context)
        } else {
            cairo_rectangle(context, 0, 0, Double(canvas.width), Double(canvas.height))
            cairo_fill(context)
        }
    }

    /// Draws `root` and everything inside it.
    func draw(_ root: PlacedView) throws(PaintError) {
        var steps = [Step.view(root)]
        while let step = steps.popLast() {
            switch step {
            case .view(let view):
                switch Effect(view.effect) {
                case .skip:
                    continue
                case .layer(let opacity):
                    cairo_push_group(context)
                    steps.append(.endLayer(opacity: opacity))
                case .clip(let shape):
                    cairo_save(context)
                    ShapePath.add(shape, in: view.frame.finiteOrEmpty, inset: 0, to: context)
                    cairo_clip(context)
                    steps.append(.endClip)
                case .none:
                    break
                }
                if let paint = view.paint { try draw(paint, of: view) }
                steps += view.children.reversed().map(Step.view)
            case .endLayer(let opacity):
                cairo_pop_group_to_source(context)
                cairo_paint_with_alpha(context, opacity)
            case .endClip:
                cairo_restore(context)
            }
        }
    }

    private func draw(_ paint: Paint, of view: PlacedView) throws(PaintError) {
        let frame = view.frame
        guard frame.isFinite else { return }
        switch paint {
        case .fill(let style, let shape):
            ShapePath.add(shape, in: frame, inset: 0, to: context)
            ShapeStyleSource.set(style, in: frame, on: context)
            cairo_fill(context)
        case .stroke(let style, let shape, let stroke, let inset):
            // A zero (or negative) width draws nothing; Cairo has no hairlines.
            guard stroke.lineWidth > 0, stroke.lineWidth.isFinite else { return }
            ShapePath.add(shape, in: frame, inset: inset ? stroke.lineWidth / 2 : 0, to: context)
            ShapeStyleSource.set(style, in: frame, on: context)
            StrokeParameters.apply(stroke, to: context)
            cairo_stroke(context)
        case .text(let colors):
            guard let text = view.text else { return }
            let index = textCount
            textCount += 1
            if let ink = textInk?.bounds(ofText: index, measure: { TextPainter.inkBounds(of: text, at: frame.origin) }) {
                guard !ink.isNull, ink.intersects(TextPainter.clipExtents(of: context)) else { return }
            }
            TextPainter.fill(text, colors: colors, at: frame.origin, on: context)
        case .image(let image):
            try draw(image, in: frame, of: view)
        }
    }

    /// The image stretched over `frame`. On a PNG its edge pixels extend
    /// outwards under the smoothing filter rather than fading to clear.
    private func draw(_ image: PNGImage, in frame: CGRect, of view: PlacedView) throws(PaintError) {
        guard frame.width > 0, frame.height > 0 else { return }
        guard let surface = images.surface(for: image) else {
            throw .unreadableImage(view: view.id.map { "\"\($0)\"" } ?? "an Image at \(view.frame.origin)")
        }
        defer { cairo_surface_destroy(surface) }
        let pixelWidth = Double(cairo_image_surface_get_width(surface))
        let pixelHeight = Double(cairo_image_surface_get_height(surface))
        cairo_save(context)
        cairo_translate(context, frame.minX, frame.minY)
        cairo_scale(context, frame.width / pixelWidth, frame.height / pixelHeight)
        cairo_set_source_surface(context, surface, 0, 0)
        let pattern = cairo_get_source(context)
        cairo_pattern_set_filter(pattern, CAIRO_FILTER_GOOD)
        if isRaster { cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD) }
        cairo_rectangle(context, 0, 0, pixelWidth, pixelHeight)
        cairo_fill(context)
        cairo_restore(context)
    }

    /// What an effect asks of the drawing.
    private enum Effect {
        /// Nothing inside is drawn (hidden, or no opacity at all).
        case skip
        /// Drawn as one layer at this opacity, strictly between 0 and 1.
        case layer(opacity: Double)
        case clip(ShapeKind)
        case none

        init(_ effect: DrawingEffect?) {
            switch effect {
            case .hidden: self = .skip
            case .opacity(let opacity) where opacity.isNaN || opacity >= 1: self = .none
            case .opacity(let opacity): self = opacity > 0 ? .layer(opacity: opacity) : .skip
            case .clip(let shape): self = .clip(shape)
            case nil: self = .none
            }
        }
    }
}

extension CGRect {
    /// Whether the origin and size are all finite numbers.
    var isFinite: Bool {
        origin.x.isFinite && origin.y.isFinite && size.width.isFinite && size.height.isFinite
    }

    /// The rectangle, or an empty one when it is not finite.
    var finiteOrEmpty: CGRect { isFinite ? self : .zero }
}
