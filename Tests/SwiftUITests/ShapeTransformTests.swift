import Foundation
import GalleyCairo
import SwiftUI
import Testing
import GalleyTestSupport

/// Shapes moved, turned, scaled and transformed within their frames, and
/// paths with rounded rectangles of four radii.
@Suite("Shape transforms (offset, rotation, scale, transform) and Path.addRoundedRect(in:cornerRadii:)")
struct ShapeTransformTests {
    static func paint(_ view: some View, width: CGFloat = 100, height: CGFloat = 100) throws -> RasterImage {
        try Layouts.paint(view, width: width, height: height)
    }

    static func rgb(_ image: RasterImage, _ x: Int, _ y: Int) -> [Int] { Layouts.rgb(image, x, y) }

    /// The share of the canvas's pixels that are black.
    static func blackFraction(_ image: RasterImage) -> Double {
        var count = 0
        for y in 0..<image.height { for x in 0..<image.width where rgb(image, x, y) == [0, 0, 0] { count += 1 } }
        return Double(count) / Double(image.width * image.height)
    }

    @Test("scale(x:anchor:) keeps the part of the frame at the anchor: a quarter at the trailing edge, at the leading")
    func scaleAnchors() throws {
        let trailing = try Self.paint(Rectangle().scale(x: 0.25, anchor: .trailing).fill(.black))
        #expect(Self.rgb(trailing, 73, 50) == [255, 255, 255])
        #expect(Self.rgb(trailing, 77, 50) == [0, 0, 0])
        #expect(Self.rgb(trailing, 99, 0) == [0, 0, 0])
        #expect(abs(Self.blackFraction(trailing) - 0.25) < 0.005)
        let leading = try Self.paint(Rectangle().scale(x: 0.25, anchor: .leading))
        #expect(Self.rgb(leading, 23, 50) == [0, 0, 0])
        #expect(Self.rgb(leading, 27, 50) == [255, 255, 255])
        // Both ways about the centre: the middle half each way, a quarter of the area.
        let centred = try Self.paint(Rectangle().scale(0.5))
        #expect(abs(Self.blackFraction(centred) - 0.25) < 0.005)
        #expect(Self.rgb(centred, 26, 26) == [0, 0, 0] && Self.rgb(centred, 24, 50) == [255, 255, 255])
        // A bottom-trailing anchor and a y scale.
        let corner = try Self.paint(Rectangle().scale(x: 0.5, y: 0.2, anchor: .bottomTrailing))
        #expect(abs(Self.blackFraction(corner) - 0.1) < 0.005)
        #expect(Self.rgb(corner, 75, 90) == [0, 0, 0] && Self.rgb(corner, 75, 70) == [255, 255, 255])
    }

    @Test("A scaled rectangle as a progress mask, as the corpus writes it, shows the trailing part")
    func progressMask() throws {
        let progress: CGFloat = 0.3
        let view = Color.black.frame(width: 100, height: 40).mask {
            Rectangle().scale(x: 1 - progress, anchor: .trailing)
        }
        let image = try Self.paint(view, height: 40)
        #expect(Self.rgb(image, 28, 20) == [255, 255, 255])
        #expect(Self.rgb(image, 32, 20) == [0, 0, 0])
        #expect(Self.rgb(image, 98, 20) == [0, 0, 0])
    }

    @Test("offset moves the shape within its frame, which stays; the view keeps the shape's name")
    func offset() throws {
        let shape = Rectangle().offset(x: 20, y: 10)
        #expect(
            shape.path(in: CGRect(x: 0, y: 0, width: 50, height: 50)).boundingRect
                == CGRect(x: 20, y: 10, width: 50, height: 50))
        #expect(Circle().offset(CGPoint(x: 3, y: 4)).offset == CGSize(width: 3, height: 4))
        #expect(
            Circle().offset(CGSize(width: 5, height: 0)).path(in: CGRect(x: 0, y: 0, width: 10, height: 10))
                .boundingRect.minX == 5)
        // The frame is 30…70; the square is drawn at 50…90 across, 40…80 down.
        let image = try Self.paint(Rectangle().offset(x: 20, y: 10).frame(width: 40, height: 40))
        #expect(Self.rgb(image, 55, 45) == [0, 0, 0])
        #expect(Self.rgb(image, 45, 45) == [255, 255, 255])
        #expect(Self.rgb(image, 55, 35) == [255, 255, 255])
        #expect(Self.rgb(image, 85, 75) == [0, 0, 0])
        let root = Layouts.layout(Circle().offset(x: 5).frame(width: 20, height: 20)).root
        #expect(root.all("Circle").first?.frame.size == CGSize(width: 20, height: 20))
        // A moved insettable shape is still insettable: strokeBorder draws inside the moved outline.
        let border = try Self.paint(
            Circle().offset(x: 10).strokeBorder(.black, lineWidth: 4).frame(width: 60, height: 60))
        #expect(Self.rgb(border, 31, 50) == [0, 0, 0])
        #expect(Self.rgb(border, 21, 50) == [255, 255, 255])
    }

    @Test(
        """
        rotation turns the shape about its anchor: a square at 45° is a diamond, clockwise about the top-leading \
        corner
        """
    )
    func rotation() throws {
        // A 40-point square at 30…70 turned 45°: a diamond reaching 50 ± 28.
        let diamond = try Self.paint(Rectangle().rotation(.degrees(45)).frame(width: 40, height: 40))
        #expect(Self.rgb(diamond, 24, 50) == [0, 0, 0])
        #expect(Self.rgb(diamond, 32, 32) == [255, 255, 255])
        #expect(Self.rgb(diamond, 50, 50) == [0, 0, 0])
        let path = Rectangle().rotation(.degrees(90), anchor: .topLeading).path(
            in: CGRect(x: 0, y: 0, width: 40, height: 20))
        let bounds = path.boundingRect
        #expect(
            abs(bounds.minX + 20) < 1e-9 && abs(bounds.maxX) < 1e-9 && abs(bounds.minY) < 1e-9
                && abs(bounds.maxY - 40) < 1e-9)
        // Insettable when its shape is.
        let inset = Rectangle().rotation(.degrees(90)).inset(by: 5).path(in: CGRect(x: 0, y: 0, width: 40, height: 40))
            .boundingRect
        #expect(abs(inset.minX - 5) < 1e-9 && abs(inset.width - 30) < 1e-9)
    }

    @Test("transform(_:) moves every point by the affine transform")
    func transform() throws {
        let image = try Self.paint(Rectangle().transform(CGAffineTransform(scaleX: 0.5, y: 1)))
        #expect(abs(Self.blackFraction(image) - 0.5) < 0.005)
        #expect(Self.rgb(image, 48, 50) == [0, 0, 0] && Self.rgb(image, 52, 50) == [255, 255, 255])
        let moved = Circle().transform(CGAffineTransform(translationX: 10, y: -5)).path(
            in: CGRect(x: 0, y: 0, width: 20, height: 20)
        ).boundingRect
        #expect(abs(moved.minX - 10) < 1e-9 && abs(moved.minY + 5) < 1e-9)
        // A transform that is not a number leaves the shape as it is.
        let kept = Rectangle().transform(CGAffineTransform(a: .nan, b: 0, c: 0, d: 1, tx: 0, ty: 0)).path(
            in: CGRect(x: 0, y: 0, width: 8, height: 8))
        #expect(kept.boundingRect == CGRect(x: 0, y: 0, width: 8, height: 8))
    }

    @Test("Path.addRoundedRect(in:cornerRadii:) rounds each corner by its own radius, leading on the left")
    func cornerRadii() throws {
        let rect = CGRect(x: 10, y: 10, width: 80, height: 80)
        var path = Path()
        path.addRoundedRect(
            in: rect,
            cornerRadii: RectangleCornerRadii(topLeading: 0, bottomLeading: 20, bottomTrailing: 20, topTrailing: 0))
        let image = try Self.paint(path.fill(.black))
        // Square top corners, rounded bottom ones.
        #expect(Self.rgb(image, 11, 11) == [0, 0, 0])
        #expect(Self.rgb(image, 88, 11) == [0, 0, 0])
        #expect(Self.rgb(image, 11, 88) == [255, 255, 255])
        #expect(Self.rgb(image, 88, 88) == [255, 255, 255])
        #expect(Self.rgb(image, 50, 88) == [0, 0, 0])
        // The same outline as UnevenRoundedRectangle's.
        let uneven = UnevenRoundedRectangle(
            cornerRadii: RectangleCornerRadii(topLeading: 0, bottomLeading: 20, bottomTrailing: 20, topTrailing: 0))
        #expect(uneven.path(in: rect) == path)
        // With a transform, and the cornerSize form with a style and a transform.
        var moved = Path()
        moved.addRoundedRect(
            in: rect, cornerRadii: RectangleCornerRadii(topLeading: 8), style: .circular,
            transform: CGAffineTransform(translationX: 5, y: 0))
        #expect(abs(moved.boundingRect.minX - 15) < 1e-9)
        var sized = Path()
        sized.addRoundedRect(
            in: rect, cornerSize: CGSize(width: 10, height: 10), style: .continuous,
            transform: CGAffineTransform(scaleX: 2, y: 1))
        #expect(abs(sized.boundingRect.maxX - 180) < 1e-9)
        var plain = Path()
        plain.addRoundedRect(in: rect, cornerSize: CGSize(width: 10, height: 10), style: .circular)
        #expect(plain == Path(roundedRect: rect, cornerRadius: 10))
        // Radii that are too large, negative or not numbers.
        var odd = Path()
        odd.addRoundedRect(
            in: rect,
            cornerRadii: RectangleCornerRadii(
                topLeading: 500, bottomLeading: -4, bottomTrailing: .nan, topTrailing: .infinity))
        #expect(odd.boundingRect == rect)
    }
}
