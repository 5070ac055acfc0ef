import Foundation
import GalleyCairo
import SwiftUI
import Testing
import GalleyTestSupport

/// iOS 17's `ShapeView`: a fill or stroke filled or stroked again, each
/// drawing over the one before in the same frame.
@Suite("ShapeView: fill and stroke chained, strokeBorder after a fill, antialiased strokes")
struct ShapeViewTests {
    static func paint(_ view: some View, width: CGFloat = 100, height: CGFloat = 100) throws -> RasterImage {
        try Layouts.paint(view, width: width, height: height)
    }

    static func rgb(_ image: RasterImage, _ x: Int, _ y: Int) -> [Int] { Layouts.rgb(image, x, y) }

    /// The pixels `color` is painted as.
    static func rgb(of color: Color) throws -> [Int] { rgb(try paint(color), 50, 50) }

    @Test("fill then stroke draws both: the fill inside, the stroke over its edge")
    func fillThenStroke() throws {
        // The circle is 10…90 across.
        let image = try Self.paint(Circle().fill(.yellow).stroke(.blue, lineWidth: 8).frame(width: 80, height: 80))
        let yellow = try Self.rgb(of: .yellow), blue = try Self.rgb(of: .blue)
        #expect(Self.rgb(image, 50, 50) == yellow)
        #expect(Self.rgb(image, 30, 50) == yellow)
        // Both halves of the stroke are blue: over the fill inside, over the background outside.
        #expect(Self.rgb(image, 12, 50) == blue)
        #expect(Self.rgb(image, 8, 50) == blue)
        #expect(Self.rgb(image, 3, 50) == [255, 255, 255])
    }

    @Test("A stroke then a fill: the fill is drawn over the stroke's inner half, as iOS 17 layers them")
    func strokeThenFill() throws {
        // The square is 20…80; the stroke 10 wide, 15…25 on the left.
        let image = try Self.paint(Rectangle().stroke(.blue, lineWidth: 10).fill(.yellow).frame(width: 60, height: 60))
        let yellow = try Self.rgb(of: .yellow), blue = try Self.rgb(of: .blue)
        #expect(Self.rgb(image, 17, 50) == blue)
        #expect(Self.rgb(image, 22, 50) == yellow)
        #expect(Self.rgb(image, 50, 50) == yellow)
    }

    @Test("strokeBorder after a fill stays inside the edge; strokeBorder then stroke; three drawings")
    func strokeBorderChains() throws {
        let image = try Self.paint(Circle().fill(.red).strokeBorder(.blue, lineWidth: 6).frame(width: 80, height: 80))
        let blue = try Self.rgb(of: .blue), red = try Self.rgb(of: .red)
        #expect(Self.rgb(image, 12, 50) == blue)
        #expect(Self.rgb(image, 8, 50) == [255, 255, 255])
        #expect(Self.rgb(image, 50, 50) == red)
        let three = try Self.paint(
            RoundedRectangle(cornerRadius: 6).strokeBorder(.blue, lineWidth: 6).fill(.red.opacity(0.5)).stroke(
                .green, lineWidth: 2
            )
            .frame(width: 60, height: 60)
        )
        // The green hairline over the border's outer edge, the half-red fill over the blue border inside.
        #expect(Self.rgb(three, 20, 50)[1] > 150 && Self.rgb(three, 20, 50)[0] < 120)
        let inner = Self.rgb(three, 23, 50)
        #expect(inner[0] > 100 && inner[2] > 100)
        #expect(Self.rgb(three, 50, 50)[0] == 255 && Self.rgb(three, 50, 50)[1] < 200)
    }

    @Test("A path filled clear then stroked, as the corpus writes it, draws the stroke")
    func pathFillStroke() throws {
        let rect = CGRect(x: 10, y: 10, width: 60, height: 40)
        let keyShape = RoundedRectangle(cornerRadius: 8)
        let stroke = Color.black
        let view = keyShape.path(in: rect).fill(.clear).stroke(stroke, lineWidth: 2)
        let image = try Self.paint(view)
        #expect(Self.rgb(image, 40, 10) == [0, 0, 0])
        #expect(Self.rgb(image, 40, 30) == [255, 255, 255])
    }

    @Test("A chained drawing is one view: its frame is the shape's, in stacks and frames")
    func layout() throws {
        let root = Layouts.layout(
            VStack(spacing: 0) {
                Circle().fill(.red).stroke(.blue, lineWidth: 2).frame(width: 30, height: 30)
                Rectangle().fill(.green).stroke(.black).strokeBorder(.red, lineWidth: 3)
            }
            .frame(width: 100, height: 100)
        ).root
        let circles = root.all("Circle")
        #expect(circles.count == 3)
        #expect(circles.allSatisfy { $0.frame.size == CGSize(width: 30, height: 30) })
        #expect(Set(circles.map(\.frame)).count == 1)
        let rectangles = root.all("Rectangle")
        #expect(rectangles.allSatisfy { $0.frame == CGRect(x: 0, y: 30, width: 100, height: 70) })
        // The existing forms still give views that take modifiers.
        let plain = Layouts.layout(
            Circle().stroke(.red, lineWidth: 2).frame(width: 10, height: 10).overlay(Circle().fill(.blue))
        ).root
        #expect(plain.all("Circle").count == 2)
        // The parts of the view are there to read back.
        let chained = Circle().fill(.yellow, style: FillStyle(eoFill: true)).stroke(.blue, lineWidth: 8)
        #expect(chained.strokeStyle.lineWidth == 8 && chained.style == .blue && chained.background.fillStyle.isEOFilled)
    }

    @Test("stroke(…, antialiased: false) leaves no partly covered pixels; the default smooths them")
    func antialiasing() throws {
        func greys(_ image: RasterImage) -> Int {
            var count = 0
            for y in 0..<image.height {
                for x in 0..<image.width where (1...254).contains(Self.rgb(image, x, y)[0]) { count += 1 }
            }
            return count
        }
        let sharp = try Self.paint(
            Circle().stroke(.black, lineWidth: 3, antialiased: false).frame(width: 60, height: 60))
        let smooth = try Self.paint(Circle().stroke(.black, lineWidth: 3).frame(width: 60, height: 60))
        #expect(greys(sharp) == 0)
        #expect(greys(smooth) > 50)
        let border = try Self.paint(
            Circle().fill(.white).strokeBorder(.black, style: StrokeStyle(lineWidth: 3), antialiased: false).frame(
                width: 60, height: 60))
        #expect(greys(border) == 0)
        #expect(Self.rgb(border, 21, 50) == [0, 0, 0])
    }
}
