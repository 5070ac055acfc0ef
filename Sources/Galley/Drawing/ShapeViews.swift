import Foundation

/// A view that draws a shape, as iOS 17's `ShapeView`: what `fill`,
/// `stroke` and `strokeBorder` give. Each can be filled or stroked again
/// (`Circle().fill(.yellow).stroke(.orange, lineWidth: 4)`), the new
/// drawing over the ones before it, all in the same frame.
public protocol ShapeView<Content>: View {
    associatedtype Content: Shape
    /// The shape drawn.
    nonisolated var shape: Content { get }
}

/// A shape filled with a style, over what was drawn before (`background`).
nonisolated public struct FillShapeView<Content: Shape, Style: ShapeStyle, Background: View>: ShapeView, PrimitiveView {
    public var shape: Content
    public var style: Style
    public var fillStyle: FillStyle
    /// What is drawn beneath: an earlier fill or stroke, or nothing.
    public var background: Background

    public init(shape: Content, style: Style, fillStyle: FillStyle, background: Background) {
        self.shape = shape
        self.style = style
        self.fillStyle = fillStyle
        self.background = background
    }

    public var body: EmptyView { EmptyView() }

    func makeNodes(in environment: EnvironmentValues) -> [ViewNode] {
        ShapeDrawing(shape, drawing: .fill(ViewShapeStyle(style), fillStyle)).makeNodes(
            over: background, in: environment)
    }
}

/// A shape's outline, centred on its edge, over what was drawn before.
nonisolated public struct StrokeShapeView<Content: Shape, Style: ShapeStyle, Background: View>: ShapeView, PrimitiveView
{
    public var shape: Content
    public var style: Style
    public var strokeStyle: StrokeStyle
    /// Whether the outline's edges are smoothed.
    public var isAntialiased: Bool
    /// What is drawn beneath: an earlier fill or stroke, or nothing.
    public var background: Background

    public init(shape: Content, style: Style, strokeStyle: StrokeStyle, isAntialiased: Bool, background: Background) {
        self.shape = shape
        self.style = style
        self.strokeStyle = strokeStyle
        self.isAntialiased = isAntialiased
        self.background = background
    }

    public var body: EmptyView { EmptyView() }

    func makeNodes(in environment: EnvironmentValues) -> [ViewNode] {
        ShapeDrawing(
            shape, drawing: .stroke(ViewShapeStyle(style), strokeStyle, inset: false, antialiased: isAntialiased)
        )
        .makeNodes(over: background, in: environment)
    }
}

/// A shape's outline drawn inside its edge, over what was drawn before.
nonisolated public struct StrokeBorderShapeView<Content: InsettableShape, Style: ShapeStyle, Background: View>:
    ShapeView,
    PrimitiveView
{
    public var shape: Content
    public var style: Style
    public var strokeStyle: StrokeStyle
    /// Whether the outline's edges are smoothed.
    public var isAntialiased: Bool
    /// What is drawn beneath: an earlier fill or stroke, or nothing.
    public var background: Background

    public init(shape: Content, style: Style, strokeStyle: StrokeStyle, isAntialiased: Bool, background: Background) {
        self.shape = shape
        self.style = style
        self.strokeStyle = strokeStyle
        self.isAntialiased = isAntialiased
        self.background = background
    }

    public var body: EmptyView { EmptyView() }

    func makeNodes(in environment: EnvironmentValues) -> [ViewNode] {
        ShapeDrawing(
            strokingBorderOf: shape, style: ViewShapeStyle(style), stroke: strokeStyle, antialiased: isAntialiased
        )
        .makeNodes(over: background, in: environment)
    }
}

nonisolated extension ShapeView {
    /// The shape filled over this drawing.
    public func fill<S: ShapeStyle>(
        _ content: S = .foreground, style: FillStyle = FillStyle()
    ) -> FillShapeView<Content, S, Self> {
        FillShapeView(shape: shape, style: content, fillStyle: style, background: self)
    }

    /// The shape's outline, centred on its edge, over this drawing.
    public func stroke<S: ShapeStyle>(
        _ content: S, style: StrokeStyle, antialiased: Bool = true
    ) -> StrokeShapeView<Content, S, Self> {
        StrokeShapeView(shape: shape, style: content, strokeStyle: style, isAntialiased: antialiased, background: self)
    }

    /// The shape's outline, centred on its edge, `lineWidth` wide, over this drawing.
    public func stroke<S: ShapeStyle>(
        _ content: S, lineWidth: CGFloat = 1, antialiased: Bool = true
    ) -> StrokeShapeView<Content, S, Self> {
        stroke(content, style: StrokeStyle(lineWidth: lineWidth), antialiased: antialiased)
    }
}

nonisolated extension ShapeView where Content: InsettableShape {
    /// The shape's outline inside its edge, over this drawing.
    public func strokeBorder<S: ShapeStyle>(
        _ content: S = .foreground, style: StrokeStyle, antialiased: Bool = true
    ) -> StrokeBorderShapeView<Content, S, Self> {
        StrokeBorderShapeView(
            shape: shape, style: content, strokeStyle: style, isAntialiased: antialiased, background: self)
    }

    /// The shape's outline inside its edge, `lineWidth` wide, over this drawing.
    public func strokeBorder<S: ShapeStyle>(
        _ content: S = .foreground, lineWidth: CGFloat = 1, antialiased: Bool = true
    ) -> StrokeBorderShapeView<Content, S, Self> {
        strokeBorder(content, style: StrokeStyle(lineWidth: lineWidth), antialiased: antialiased)
    }
}

nonisolated extension Shape {
    /// The shape filled with a colour, a gradient or any shape style;
    /// `style`'s even-odd rule matters for paths whose subpaths overlap.
    public func fill<S: ShapeStyle>(_ content: S, style: FillStyle = FillStyle()) -> FillShapeView<Self, S, EmptyView> {
        FillShapeView(shape: self, style: content, fillStyle: style, background: EmptyView())
    }

    /// The shape filled with the foreground style.
    public func fill(style: FillStyle = FillStyle()) -> FillShapeView<Self, ForegroundStyle, EmptyView> {
        fill(ForegroundStyle(), style: style)
    }

    /// The shape's outline, centred on its edge, `lineWidth` wide (0: one
    /// pixel, a hairline).
    public func stroke<S: ShapeStyle>(
        _ content: S, lineWidth: CGFloat = 1, antialiased: Bool = true
    ) -> StrokeShapeView<Self, S, EmptyView> {
        stroke(content, style: StrokeStyle(lineWidth: lineWidth), antialiased: antialiased)
    }

    /// The shape's outline, centred on its edge.
    public func stroke<S: ShapeStyle>(
        _ content: S, style: StrokeStyle, antialiased: Bool = true
    ) -> StrokeShapeView<Self, S, EmptyView> {
        StrokeShapeView(
            shape: self, style: content, strokeStyle: style, isAntialiased: antialiased, background: EmptyView())
    }

    /// The shape's stroke, `lineWidth` wide, as a shape: drawn in the
    /// foreground style, or filled, trimmed and moved as any shape.
    public func stroke(lineWidth: CGFloat = 1) -> some Shape {
        stroke(style: StrokeStyle(lineWidth: lineWidth))
    }

    /// The shape's stroke as a shape (see ``StrokedShape``).
    public func stroke(style: StrokeStyle) -> some Shape {
        StrokedShape(shape: self, style: style)
    }

    /// The part of the outline from `from` to `to`, fractions (0…1) of its
    /// length measured from where the path starts (a circle's right-hand
    /// point, a rectangle's top-left corner). Nothing unless `from < to`.
    public func trim(from startFraction: CGFloat = 0, to endFraction: CGFloat = 1) -> some Shape {
        TrimmedShape(base: self, from: startFraction, to: endFraction)
    }
}

nonisolated extension InsettableShape {
    /// The shape's outline drawn inside its edge, `lineWidth` wide.
    public func strokeBorder<S: ShapeStyle>(
        _ content: S, lineWidth: CGFloat = 1, antialiased: Bool = true
    ) -> StrokeBorderShapeView<Self, S, EmptyView> {
        strokeBorder(content, style: StrokeStyle(lineWidth: lineWidth), antialiased: antialiased)
    }

    /// The shape's outline drawn inside its edge.
    public func strokeBorder<S: ShapeStyle>(
        _ content: S, style: StrokeStyle, antialiased: Bool = true
    ) -> StrokeBorderShapeView<Self, S, EmptyView> {
        StrokeBorderShapeView(
            shape: self, style: content, strokeStyle: style, isAntialiased: antialiased, background: EmptyView())
    }

    /// The shape's outline in the foreground style, inside its edge.
    public func strokeBorder(lineWidth: CGFloat = 1, antialiased: Bool = true) -> some View {
        strokeBorder(ForegroundStyle(), lineWidth: lineWidth, antialiased: antialiased)
    }

    /// The shape's outline in the foreground style, inside its edge.
    public func strokeBorder(style: StrokeStyle, antialiased: Bool = true) -> some View {
        strokeBorder(ForegroundStyle(), style: style, antialiased: antialiased)
    }
}

/// A shape filled or stroked in one style: the node a ``ShapeView`` draws.
nonisolated struct ShapeDrawing: View, PrimitiveView {
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
                node.paintForSize = {
                    .stroke(style, .path(outline(CGRect(origin: .zero, size: $0)), edges), stroke, inset: false)
                }
            }
        }
        return [node]
    }

    /// The drawing over `background`'s (an earlier fill or stroke of the
    /// same shape), both in the background's frame; alone when there is none.
    func makeNodes<Background: View>(over background: Background, in environment: EnvironmentValues) -> [ViewNode] {
        if background is EmptyView { return makeNodes(in: environment) }
        return resolveNodes(
            SecondaryView(content: background, secondary: self, alignment: .center, isBackground: false, name: name),
            in: environment)
    }

    /// `outline`, its points mirrored within the frame when `mirrored`.
    static func outline(_ outline: @escaping @Sendable (CGRect) -> Path, mirrored: Bool) -> @Sendable (CGRect) -> Path {
        guard mirrored else { return outline }
        return { frame in outline(frame).mirroredHorizontally(in: frame) }
    }
}
