import Foundation

/// SwiftUI's drawing view: `renderer` draws with a ``GraphicsContext`` on
/// a canvas of the size offered (it takes all of it, as a shape does).
///
/// What it draws becomes views laid over one another in the order drawn:
/// each fill or stroke a path shape of the canvas's size, each text and
/// image placed at its point, under the opacity and clips in force when it
/// was drawn. Paths take the whole transform; text and images take its
/// translation, rotation and scale (a shear is left out), and a stroke's
/// width is scaled by the transform's mean scale.
///
/// Declared in the `SwiftUI` module, it shadows Galley's `Galley.Canvas`
/// (a screen to lay out on) in files that `import SwiftUI`; write
/// `Galley.Canvas` for that one there.
nonisolated public struct Canvas<Symbols: View>: View {
    let renderer: (inout GraphicsContext, CGSize) -> Void

    public init(
        opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear, rendersAsynchronously: Bool = false,
        renderer: @escaping (inout GraphicsContext, CGSize) -> Void
    ) where Symbols == EmptyView {
        self.renderer = renderer
    }

    nonisolated public var body: some View {
        let renderer = renderer
        return GeometryReader { proxy in
            CanvasDrawing(items: Self.record(renderer, size: proxy.size), size: proxy.size)
        }
    }

    private static func record(
        _ renderer: (inout GraphicsContext, CGSize) -> Void, size: CGSize
    ) -> [GraphicsContext.Item] {
        var context = GraphicsContext(environment: EnvironmentValues.current ?? EnvironmentValues())
        renderer(&context, size)
        return context.recording.items
    }
}

/// A canvas's recorded drawing as views, one over another.
nonisolated struct CanvasDrawing: View {
    let items: [GraphicsContext.Item]
    let size: CGSize

    nonisolated var body: some View {
        let size = CGSize(
            width: size.width.isFinite ? max(0, size.width) : 0, height: size.height.isFinite ? max(0, size.height) : 0)
        let views = items.map { Self.view(of: $0, size: size) }
        return ZStack(alignment: .topLeading) {
            ForEach(0..<views.count, id: \.self) { views[$0] }
        }
        .frame(width: size.width, height: size.height, alignment: .topLeading)
    }

    private static func view(of item: GraphicsContext.Item, size: CGSize) -> AnyView {
        let transform = item.transform
        var view: AnyView
        switch item.command {
        case .fill(let path, let shading, let style):
            view = filled(path.applying(transform), with: shading, transform: transform, size: size) { shape, style2 in
                AnyView(shape.fill(style2, style: style))
            }
        case .stroke(let path, let shading, var style):
            let scale = abs(transform.a * transform.d - transform.b * transform.c).squareRoot()
            if scale.isFinite, scale > 0 { style.lineWidth *= scale }
            view = filled(path.applying(transform), with: shading, transform: transform, size: size) { shape, style2 in
                AnyView(shape.stroke(style2, style: style))
            }
        case .text(let text, let point, let anchor):
            view = placed(AnyView(text.fixedSize()), at: point, anchor: anchor, proposal: nil, transform: transform)
        case .textInRect(let text, let rect):
            view = placed(
                AnyView(text.frame(width: max(0, rect.width), height: max(0, rect.height), alignment: .topLeading)),
                at: rect.origin, anchor: .topLeading, proposal: rect.size, transform: transform
            )
        case .image(let image, let rect):
            view = placed(
                AnyView(image.resizable().frame(width: max(0, rect.width), height: max(0, rect.height))),
                at: rect.origin, anchor: .topLeading, proposal: rect.size, transform: transform
            )
        case .imageAt(let image, let point, let anchor):
            view = placed(AnyView(image.fixedSize()), at: point, anchor: anchor, proposal: nil, transform: transform)
        }
        for clip in item.clips {
            view = AnyView(view.clipShape(clip.path, style: clip.style))
        }
        if item.opacity < 1 { view = AnyView(view.opacity(item.opacity)) }
        return AnyView(view.frame(width: size.width, height: size.height, alignment: .topLeading))
    }

    /// A path shape of the canvas's size drawn with `shading`.
    private static func filled(
        _ path: Path, with shading: GraphicsContext.Shading, transform: CGAffineTransform, size: CGSize,
        draw: (Path, AnyShapeStyleBox) -> AnyView
    ) -> AnyView {
        switch shading.kind {
        case .color(let color):
            return draw(path, .color(color))
        case .linearGradient(let gradient, let start, let end):
            // Galley's gradients run between points of the shape's frame, the canvas.
            func unit(_ point: CGPoint) -> UnitPoint {
                let p = point.applying(transform)
                return UnitPoint(x: size.width > 0 ? p.x / size.width : 0, y: size.height > 0 ? p.y / size.height : 0)
            }
            return draw(
                path, .gradient(LinearGradient(gradient: gradient, startPoint: unit(start), endPoint: unit(end))))
        }
    }

    /// `view` with its `anchor` at `point` of the canvas (under `transform`).
    private static func placed(
        _ view: AnyView, at point: CGPoint, anchor: UnitPoint, proposal: CGSize?, transform: CGAffineTransform
    ) -> AnyView {
        let a = transform.a, b = transform.b, c = transform.c, d = transform.d
        let scaleX = hypot(a, b)
        let rotation = atan2(b, a)
        let scaleY = scaleX > 0 ? (a * d - b * c) / scaleX : 0
        var view = view
        if scaleX != 1 || scaleY != 1 { view = AnyView(view.scaleEffect(x: scaleX, y: scaleY, anchor: anchor)) }
        if rotation != 0 { view = AnyView(view.rotationEffect(.radians(rotation), anchor: anchor)) }
        return AnyView(CanvasPlacement(point: point.applying(transform), anchor: anchor, size: proposal) { view })
    }
}

/// A colour or gradient, for the generic `fill` and `stroke`.
enum AnyShapeStyleBox {
    case color(Color)
    case gradient(LinearGradient)
}

nonisolated extension Shape {
    fileprivate func fill(_ style: AnyShapeStyleBox, style fillStyle: FillStyle) -> some View {
        switch style {
        case .color(let color): AnyView(fill(color, style: fillStyle))
        case .gradient(let gradient): AnyView(fill(gradient, style: fillStyle))
        }
    }

    fileprivate func stroke(_ style: AnyShapeStyleBox, style strokeStyle: StrokeStyle) -> some View {
        switch style {
        case .color(let color): AnyView(stroke(color, style: strokeStyle))
        case .gradient(let gradient): AnyView(stroke(gradient, style: strokeStyle))
        }
    }
}

/// Places its one view with `anchor` at `point` of the space it is offered.
nonisolated struct CanvasPlacement: Layout {
    let point: CGPoint
    let anchor: UnitPoint
    /// What the view is offered; nil for its ideal size.
    let size: CGSize?

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let x = point.x.isFinite ? point.x : 0, y = point.y.isFinite ? point.y : 0
        for subview in subviews {
            subview.place(
                at: CGPoint(x: bounds.minX + x, y: bounds.minY + y), anchor: anchor,
                proposal: size.map { ProposedViewSize(width: max(0, $0.width), height: max(0, $0.height)) }
                    ?? .unspecified
            )
        }
    }
}
