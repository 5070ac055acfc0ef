import Foundation

extension Shape {
    /// The shape filled with a colour, a gradient or any shape style;
    /// `style`'s even-odd rule matters for paths whose subpaths overlap.
    public func fill<S: ShapeStyle>(_ content: S, style: FillStyle = FillStyle()) -> some View {
        ShapeDrawing(self, drawing: .fill(ViewShapeStyle(content), style))
    }

    /// The shape filled with the foreground style.
    public func fill(style: FillStyle = FillStyle()) -> some View {
        ShapeDrawing(self, drawing: .fill(.foreground(shadows: []), style))
    }

    /// The shape's outline, centred on its edge, `lineWidth` wide (0: one
    /// pixel, a hairline).
    public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1) -> some View {
        stroke(content, style: StrokeStyle(lineWidth: lineWidth))
    }

    /// The shape's outline, centred on its edge.
    public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle) -> some View {
        ShapeDrawing(self, drawing: .stroke(ViewShapeStyle(content), style, inset: false, antialiased: true))
    }

    /// The shape's outline in the foreground style, `lineWidth` wide.
    public func stroke(lineWidth: CGFloat = 1) -> some View {
        stroke(style: StrokeStyle(lineWidth: lineWidth))
    }

    /// The shape's outline in the foreground style.
    public func stroke(style: StrokeStyle) -> some View {
        ShapeDrawing(self, drawing: .stroke(.foreground(shadows: []), style, inset: false, antialiased: true))
    }

    /// The part of the outline from `from` to `to`, fractions (0…1) of its
    /// length measured from where the path starts (a circle's right-hand
    /// point, a rectangle's top-left corner). Nothing unless `from < to`.
    public func trim(from startFraction: CGFloat = 0, to endFraction: CGFloat = 1) -> some Shape {
        TrimmedShape(base: self, from: startFraction, to: endFraction)
    }
}

extension InsettableShape {
    /// The shape's outline drawn inside its edge, `lineWidth` wide.
    public func strokeBorder<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1) -> some View {
        strokeBorder(content, style: StrokeStyle(lineWidth: lineWidth))
    }

    /// The shape's outline drawn inside its edge.
    public func strokeBorder<S: ShapeStyle>(_ content: S, style: StrokeStyle) -> some View {
        ShapeDrawing(strokingBorderOf: self, style: ViewShapeStyle(content), stroke: style, antialiased: true)
    }

    /// The shape's outline in the foreground style, inside its edge.
    public func strokeBorder(lineWidth: CGFloat = 1) -> some View {
        ShapeDrawing(strokingBorderOf: self, style: .foreground(shadows: []), stroke: StrokeStyle(lineWidth: lineWidth), antialiased: true)
    }
}

/// A shape filled or stroked in one style: the view `fill`, `stroke` and `strokeBorder` make.
struct ShapeDrawing: View, PrimitiveView {
    /// How the outline is painted.
    enum Drawing {
        case fill(ViewShapeStyle, FillStyle)
        case stroke(ViewShapeStyle, StrokeStyle, inset: Bool, antialiased: Bool)
    }

    let name: String
    /// A built-in shape, drawn by kind.
    let kind: ShapeKind?
    /// The outline for a frame, as drawn (already inset for `strokeBorder`).
    let outline: @Sendable (CGRect) -> Path
    let drawing: Drawing
    /// The shape's ``Shape/layoutDirectionBehavior``.
    let directionBehavior: LayoutDirectionBehavior

    init<S: Shape>(_ shape: S, drawing: Drawing) {
        name = shapeName(shape)
        kind = (shape as? any BuiltInShape)?.kind
        outline = { shape.path(in: $0) }
        self.drawing = drawing
        directionBehavior = shape.layoutDirectionBehavior
    }

    /// The outline of `shape` shrunk by half the line width, stroked.
    init<S: InsettableShape>(strokingBorderOf shape: S, style: ViewShapeStyle, stroke: StrokeStyle, antialiased: Bool) {
        let inset = shape.inset(by: stroke.lineWidth.isFinite ? Swift.max(0, stroke.lineWidth) / 2 : 0)
        name = shapeName(shape)
        kind = (shape as? any BuiltInShape)?.kind
        outline = { inset.path(in: $0) }
        drawing = .stroke(style, stroke, inset: true, antialiased: antialiased)
        directionBehavior = shape.layoutDirectionBehavior
    }

    var body: EmptyView { EmptyView() }

    func makeNodes(in environment: EnvironmentValues) -> [ViewNode] {
        let node = ViewNode(name: name, content: .fill, environment: environment)
        let mirrored = directionBehavior.mirrors(in: environment.layoutDirection)
        let outline = Self.outline(self.outline, mirrored: mirrored)
        switch drawing {
        case .fill(let style, let fillStyle):
            let style = style.resolved(in: environment)
            if let kind, fillStyle == FillStyle(), !mirrored {
                node.paint = .fill(style, kind)
            } else {
                node.paintForSize = { .fill(style, .path(outline(CGRect(origin: .zero, size: $0)), fillStyle)) }
            }
        case .stroke(let style, let stroke, let inset, let antialiased):
            let style = style.resolved(in: environment)
            if let kind, antialiased, !mirrored {
                node.paint = .stroke(style, kind, stroke, inset: inset)
            } else {
                let edges = FillStyle(antialiased: antialiased)
                node.paintForSize = { .stroke(style, .path(outline(CGRect(origin: .zero, size: $0)), edges), stroke, inset: false) }
            }
        }
        return [node]
    }

    /// `outline`, its points mirrored within the frame when `mirrored`.
    static func outline(_ outline: @escaping @Sendable (CGRect) -> Path, mirrored: Bool) -> @Sendable (CGRect) -> Path {
        guard mirrored else { return outline }
        return { frame in outline(frame).mirroredHorizontally(in: frame) }
    }
}
