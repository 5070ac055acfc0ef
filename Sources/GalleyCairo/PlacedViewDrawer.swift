import CCairo
import Foundation
import Galley

/// Draws a placed view tree on a Cairo context, without recursion (layout
/// allows trees tens of thousands of levels deep).
///
/// Siblings are drawn in order of their `zIndex`, equal ones in child order.
/// Rotations and scales are Cairo transforms, exact in vectors too. Shadows
/// and blurs are drawn through an ``EffectLayer``: pixels, even in SVG and
/// PDF, where they become an embedded image at the canvas scale; so is a
/// PNG's opacity group, rasterised only where it has ink. SVG and PDF keep
/// their groups as vectors.
final class PlacedViewDrawer {
    /// The surface being drawn on: the canvas, or an effect's recording.
    private(set) var target: EffectLayer.Target
    /// The surfaces under the recordings in progress, innermost last.
    private var outerTargets: [EffectLayer.Target] = []
    /// Whether the output is pixels (a PNG) rather than vectors.
    let isRaster: Bool
    /// Decoded images, each decoded once per painting.
    let images: ImageStore
    /// Where each text puts ink, found once per painting, for skipping
    /// texts outside a band; nil draws every text.
    private let textInk: TextInkCache?
    /// How many texts have been drawn (or skipped) so far. Every band draws
    /// the same texts in the same order, whatever it skips, so the count
    /// names a text in all of them.
    private var textCount = 0
    /// When painting must be done.
    private let clock: PaintingClock
    /// Steps taken, for reading the clock only now and then.
    private var stepCount = 0
    /// Whether text and images are drawn as placeholders (`redacted`).
    private var isRedacted = false
    /// The drawings of masked views whose masks are being drawn, innermost last.
    private var maskedContents: [OpaquePointer] = []

    /// What is left to do: draw a view and its subtree, draw them with the
    /// view's effect already applied, or end an effect.
    private enum Step {
        case view(PlacedView)
        /// Views drawn one after another, from `next` on: a step per view
        /// would be a million for a stack of a million, made before the
        /// clock is read.
        case views([PlacedView], next: Int)
        case content(PlacedView)
        case endLayer(opacity: Double, blend: BlendMode = .normal)
        /// The end of a clip or a transform.
        case restore
        /// The end of a shadow's or blur's recording.
        case endEffect(PlacedView, EffectLayer)
        /// The masked content is drawn: draw the mask.
        case beginMask(PlacedView)
        /// The mask is drawn: draw the content through it.
        case endMask
        /// The end of a `redacted` or `unredacted` subtree.
        case endRedaction(wasRedacted: Bool)
    }

    /// A drawer on `context`, whose user space is the canvas in points:
    /// scaled to pixels for a PNG (`isRaster`), unscaled for vectors, whose
    /// pixel effects are drawn at `scale`.
    init(
        context: OpaquePointer, isRaster: Bool, scale: CGFloat, images: ImageStore, textInk: TextInkCache?,
        clock: PaintingClock = PaintingClock(.standard)
    ) {
        self.clock = clock
        target = EffectLayer.Target(context: context, unit: isRaster ? 1 : Double(scale), origin: .zero)
        self.isRaster = isRaster
        self.images = images
        self.textInk = textInk
    }

    deinit {
        // Left over only when drawing failed part way.
        for pattern in maskedContents { cairo_pattern_destroy(pattern) }
    }

    /// Fills the canvas with `color`: a PNG's every pixel (also the last
    /// column or row of a canvas whose size in pixels was rounded up), a
    /// vector document's page.
    /// `size` is the page's, in points; a PNG band needs none.
    func fillBackground(_ color: Color, size: CGSize = .zero) {
        guard color.opacity > 0 else { return }
        let context = target.context
        ShapeStyleSource.set(.color(color), in: .zero, on: context)
        if isRaster {
            cairo_paint(context)
        } else {
            cairo_rectangle(context, 0, 0, Double(size.width), Double(size.height))
            cairo_fill(context)
        }
    }

    /// Draws `root` and everything inside it.
    func draw(_ root: PlacedView) throws(PaintError) {
        var steps = [Step.view(root)]
        while let step = steps.popLast() {
            stepCount += 1
            if stepCount & 255 == 0 { try clock.check() }
            let context = target.context
            switch step {
            case .view(let view):
                switch Effect(view.effect?.resolved(in: view.environment.colorScheme)) {
                case .skip:
                    continue
                case .layer(let opacity, let blend) where isRaster:
                    // Pixels only where the layer has ink (EffectLayer.Kind.group).
                    let layer = EffectLayer(.group(opacity: opacity, blend: blend), over: target, frame: view.frame)
                    outerTargets.append(target)
                    target = layer.recording
                    steps.append(.endEffect(view, layer))
                case .layer(let opacity, let blend):
                    cairo_push_group(context)
                    steps.append(.endLayer(opacity: opacity, blend: blend))
                case .clip(let shape):
                    cairo_save(context)
                    ShapePath.add(shape, in: view.frame.finiteOrEmpty, inset: 0, to: context)
                    cairo_clip(context)
                    steps.append(.restore)
                case .transform(let transform):
                    guard var matrix = Self.transformed(context, by: transform, about: view.frame) else { continue }
                    cairo_save(context)
                    cairo_set_matrix(context, &matrix)
                    steps.append(.restore)
                case .mask:
                    // The content (all children but the last) drawn on a group, then the mask on another.
                    guard let mask = view.children.last else { break }
                    cairo_push_group(context)
                    steps.append(.beginMask(mask))
                    if let paint = view.paint { try draw(paint.resolved(in: view.environment.colorScheme), of: view) }
                    steps.append(.views(Self.paintingOrder(Array(view.children.dropLast())), next: 0))
                    continue
                case .redaction(let redacted):
                    steps.append(.endRedaction(wasRedacted: isRedacted))
                    isRedacted = redacted
                case .pixels(let kind):
                    let layer = EffectLayer(kind, over: target, frame: view.frame)
                    outerTargets.append(target)
                    target = layer.recording
                    steps.append(.endEffect(view, layer))
                case .none:
                    break
                }
                steps.append(.content(view))
            case .content(let view):
                // Adaptive colours are drawn in the appearance of the view's colour scheme.
                if let paint = view.paint {
                    try draw(paint.resolved(in: view.environment.colorScheme), of: view)
                    // Cairo's errors stick to the context: name the view that caused one.
                    let status = cairo_status(target.context)
                    if status != CAIRO_STATUS_SUCCESS {
                        throw .cannotDraw(
                            view: Self.describe(view), reason: String(cString: cairo_status_to_string(status)))
                    }
                }
                steps.append(.views(Self.paintingOrder(view.children), next: 0))
            case .views(let views, let next):
                guard next < views.count else { continue }
                steps.append(.views(views, next: next + 1))
                steps.append(.view(views[next]))
            case .endLayer(let opacity, let blend):
                cairo_pop_group_to_source(context)
                if blend == .normal {
                    cairo_paint_with_alpha(context, opacity)
                } else {
                    cairo_save(context)
                    cairo_set_operator(context, Self.cairoOperator(blend))
                    cairo_paint_with_alpha(context, opacity)
                    cairo_restore(context)
                }
            case .beginMask(let mask):
                maskedContents.append(cairo_pop_group(context))
                cairo_push_group(context)
                steps.append(.endMask)
                steps.append(.view(mask))
            case .endMask:
                let mask: OpaquePointer = cairo_pop_group(context)
                defer { cairo_pattern_destroy(mask) }
                guard let content = maskedContents.popLast() else { continue }
                defer { cairo_pattern_destroy(content) }
                // Only the mask's alpha counts, as SwiftUI's masks.
                cairo_set_source(context, content)
                cairo_mask(context, mask)
            case .endRedaction(let wasRedacted):
                isRedacted = wasRedacted
            case .restore:
                cairo_restore(context)
            case .endEffect(let view, let layer):
                guard let outer = outerTargets.popLast() else { continue }
                target = outer
                try layer.composite(onto: outer, clock: clock)
                // A shadow lies beneath the view, which is drawn as usual.
                if case .shadow = layer.kind { steps.append(.content(view)) }
            }
        }
    }

    /// Children in painting order: by `zIndex`, equal ones in child order.
    private static func paintingOrder(_ children: [PlacedView]) -> [PlacedView] {
        guard children.contains(where: { $0.zIndex != 0 }) else { return children }
        return children.enumerated().sorted { ($0.element.zIndex, $0.offset) < ($1.element.zIndex, $1.offset) }.map(
            \.element)
    }

    /// Draws `paint` in the view's frame, with the shadows its style casts:
    /// the drop shadows beneath it, the inner shadows over it, each in turn.
    private func draw(_ paint: Paint, of view: PlacedView) throws(PaintError) {
        guard view.frame.isFinite else { return }
        if isRedacted, drawPlaceholder(for: paint, of: view) { return }
        let shadows = paint.shadows
        guard !shadows.isEmpty else {
            try drawUnshadowed(paint, of: view)
            return
        }
        let plain = paint.unshadowed
        for shadow in shadows where shadow.kind == .drop { try draw(shadow, of: plain, view: view) }
        try drawUnshadowed(plain, of: view)
        for shadow in shadows where shadow.kind == .inner { try draw(shadow, of: plain, view: view) }
    }

    /// One shadow `paint` casts: what it draws recorded on an effect layer
    /// and composited as a drop or an inner shadow (``EffectLayer``), as
    /// the `shadow(color:radius:x:y:)` modifier's shadow is.
    private func draw(_ shadow: ShadowStyle, of paint: Paint, view: PlacedView) throws(PaintError) {
        guard shadow.color.opacity > 0 else { return }
        let kind: EffectLayer.Kind =
            switch shadow.kind {
            case .drop: .shadow(color: shadow.color, radius: shadow.radius, offset: shadow.offset)
            case .inner: .innerShadow(color: shadow.color, radius: shadow.radius, offset: shadow.offset)
            }
        let outer = target
        let layer = EffectLayer(kind, over: outer, frame: view.frame)
        target = layer.recording
        defer { target = outer }
        try drawUnshadowed(paint, of: view)
        target = outer
        try layer.composite(onto: outer, clock: clock)
    }

    /// Draws what `paint` itself draws, no shadows.
    private func drawUnshadowed(_ paint: Paint, of view: PlacedView) throws(PaintError) {
        let frame = view.frame
        let context = target.context
        switch paint {
        case .fill(let style, let shape):
            ShapePath.add(shape, in: frame, inset: 0, to: context)
            ShapeStyleSource.set(style, in: frame, on: context)
            cairo_fill(context)
        case .stroke(let style, let shape, let stroke, let inset):
            guard stroke.lineWidth >= 0, stroke.lineWidth.isFinite else { return }
            ShapePath.add(shape, in: frame, inset: inset ? stroke.lineWidth / 2 : 0, to: context)
            ShapeStyleSource.set(style, in: frame, on: context)
            StrokeParameters.apply(stroke, to: context)
            if stroke.lineWidth == 0 { cairo_set_line_width(context, hairlineWidth) }
            cairo_stroke(context)
        case .text(let colors, _):
            guard let text = view.text else { return }
            let index = textCount
            textCount += 1
            if let ink = textInk?.bounds(ofText: index, measure: { TextPainter.inkBounds(of: text, at: frame.origin) })
            {
                guard !ink.isNull, ink.intersects(TextPainter.clipExtents(of: context)) else { return }
            }
            TextPainter.fill(text, colors: colors, at: frame.origin, images: images, on: context)
        case .image(let image):
            try draw(image, in: frame, of: view)
        case .encodedImage(let image):
            try draw(image, in: frame, of: view)
        case .emboldenedFill(let style, let shape, let outset):
            ShapePath.add(shape, in: frame, inset: 0, to: context)
            ShapeStyleSource.set(style, in: frame, on: context)
            guard outset > 0, outset.isFinite else {
                cairo_fill(context)
                return
            }
            cairo_fill_preserve(context)
            cairo_set_line_width(context, Double(outset) * 2)
            cairo_set_line_join(context, CAIRO_LINE_JOIN_ROUND)
            cairo_stroke(context)
        }
    }

    /// Draws `paint` as `redacted(reason: .placeholder)` shows it, if it
    /// is text or an image: text as a bar with rounded ends over each
    /// laid-out line, in its first span's colour at 0.16 of its opacity; an
    /// image (a bitmap or a symbol) as a box of its frame in the primary
    /// colour at 0.16. False for anything else, drawn as usual.
    private func drawPlaceholder(for paint: Paint, of view: PlacedView) -> Bool {
        let context = target.context
        let frame = view.frame
        let primary = Color.primary.resolved(in: view.environment.colorScheme)
        switch paint {
        case .text(let colors, _):
            // Counted as a drawn text, so every band names texts alike.
            textCount += 1
            guard let text = view.text else { return true }
            let base = colors.first ?? primary
            let color = Color(
                red: base.red, green: base.green, blue: base.blue, opacity: base.opacity * Self.placeholderOpacity)
            ShapeStyleSource.set(.color(color), in: frame, on: context)
            for line in text.lines where line.width > 0 && line.height > 0 {
                let bar = CGRect(
                    x: frame.minX + line.x, y: frame.minY + line.top, width: line.width, height: line.height)
                guard bar.isFinite else { continue }
                let radius = min(Self.placeholderCornerRadius, bar.height / 2, bar.width / 2)
                ShapePath.add(.roundedRectangle(cornerRadius: radius), in: bar, inset: 0, to: context)
                cairo_fill(context)
            }
            return true
        case .image, .encodedImage, .fill, .emboldenedFill:
            switch paint {
            case .image, .encodedImage: break
            default: if view.name != "Image" { return false }
            }
            let color = Color(
                red: primary.red, green: primary.green, blue: primary.blue,
                opacity: primary.opacity * Self.placeholderOpacity)
            ShapeStyleSource.set(.color(color), in: frame, on: context)
            cairo_rectangle(context, frame.minX, frame.minY, frame.width, frame.height)
            cairo_fill(context)
            return true
        case .stroke:
            return false
        }
    }

    /// The opacity of a placeholder's bars and boxes, relative to their colour's.
    static let placeholderOpacity = 0.16
    /// The corner radius of a placeholder's bars, in points.
    static let placeholderCornerRadius: CGFloat = 2.5

    /// A hairline's width in user space: one pixel of the output (a point
    /// over the canvas scale), as SwiftUI draws a stroke of line width 0.
    private var hairlineWidth: Double {
        var dx = 1 / target.unit, dy = 0.0
        cairo_device_to_user_distance(target.context, &dx, &dy)
        return hypot(dx, dy)
    }

    /// A view as messages name it: its id, else its type and place.
    static func describe(_ view: PlacedView) -> String {
        if let id = view.id { return "the \(view.name) \"\(id)\"" }
        let origin = view.frame.origin
        return "the \(view.name) at (\(number(origin.x)), \(number(origin.y)))"
    }

    private static func number(_ value: CGFloat) -> String {
        let rounded = (value * 100).rounded() / 100
        return rounded == rounded.rounded() && abs(rounded) < 1e15 ? String(Int(rounded)) : String(Double(rounded))
    }
}

extension CGRect {
    /// The rectangle, or an empty one when it is not finite.
    var finiteOrEmpty: CGRect { isFinite ? self : .zero }
}
