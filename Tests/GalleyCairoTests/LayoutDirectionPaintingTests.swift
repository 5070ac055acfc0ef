import Foundation
import Galley
import GalleyCairo
import Testing

/// A right triangle with its right angle at the bottom left: not symmetric.
private struct Wedge: Shape {
    func path(in rect: CGRect) -> Path {
        Path { path in
            path.move(to: CGPoint(x: rect.minX, y: rect.minY))
            path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
            path.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
            path.closeSubpath()
        }
    }
}

/// The same wedge, drawn as written in both directions.
private struct FixedWedge: Shape {
    func path(in rect: CGRect) -> Path { Wedge().path(in: rect) }
    var layoutDirectionBehavior: LayoutDirectionBehavior { .fixed }
}

@Suite("Painting in a right-to-left layout")
struct LayoutDirectionPaintingTests {
    let canvas = PaintArea(width: 40, height: 20, scale: 2)

    func bitmap<V: View>(_ view: V, _ direction: LayoutDirection) throws -> Bitmap {
        try Paintings.bitmap(view.environment(\.layoutDirection, direction), canvas: canvas)
    }

    /// How many pixels of `mirrored` differ from `original` flipped left to
    /// right, beyond anti-aliasing: Cairo covers an edge pixel and its mirror
    /// image up to about 20 levels apart.
    func mirrorDifference(_ mirrored: Bitmap, _ original: Bitmap, tolerance: Int = 40) -> Int {
        guard mirrored.width == original.width, mirrored.height == original.height else { return -1 }
        return mirrored.pixels.filter {
            !$0.color.isClose(to: original[original.width - 1 - $0.x, $0.y], tolerance: tolerance)
        }.count
    }

    /// How many pixels differ between two pictures.
    func difference(_ one: Bitmap, _ other: Bitmap) -> Int {
        one.pixels.filter { !$0.color.isClose(to: other[$0.x, $0.y], tolerance: 1) }.count
    }

    @Test("A custom Shape's path is mirrored in right to left; a shape that says .fixed is not")
    func customShape() throws {
        let ltr = try bitmap(Wedge().fill(Color.red), .leftToRight)
        let rtl = try bitmap(Wedge().fill(Color.red), .rightToLeft)
        #expect(difference(ltr, rtl) > 0)
        #expect(mirrorDifference(rtl, ltr) == 0)
        // The right angle is at the bottom right: ink at the bottom-right pixel, none at the top right.
        #expect(rtl[77, 37] != .white)
        #expect(rtl[2, 2] == .white)
        let fixed = try bitmap(FixedWedge().fill(Color.red), .rightToLeft)
        #expect(difference(fixed, ltr) == 0)
        // Strokes mirror too.
        let stroked = try bitmap(Wedge().stroke(Color.blue, lineWidth: 3), .rightToLeft)
        #expect(mirrorDifference(stroked, try bitmap(Wedge().stroke(Color.blue, lineWidth: 3), .leftToRight)) == 0)
    }

    @Test("clipShape with a custom shape clips to the mirrored shape")
    func clipShape() throws {
        let view = Color.green.clipShape(Wedge())
        #expect(mirrorDifference(try bitmap(view, .rightToLeft), try bitmap(view, .leftToRight)) == 0)
    }

    @Test("flipsForRightToLeftLayoutDirection mirrors the drawing inside, text included; only in right to left")
    func flips() throws {
        let view = Text("Ab").font(.system(size: 14)).frame(width: 40, height: 20, alignment: .leading)
            .environment(\.layoutDirection, .leftToRight)
            .flipsForRightToLeftLayoutDirection(true)
        let ltr = try bitmap(view, .leftToRight), rtl = try bitmap(view, .rightToLeft)
        #expect(mirrorDifference(rtl, ltr) == 0)
        #expect(difference(rtl, ltr) > 0)
        let off = try bitmap(
            Text("Ab").frame(width: 40, height: 20).flipsForRightToLeftLayoutDirection(false), .rightToLeft)
        #expect(difference(off, try bitmap(Text("Ab").frame(width: 40, height: 20), .rightToLeft)) == 0)
    }

    @Test(
        """
        layoutDirectionBehavior: .mirrors flips in right to left, .mirrors(in: .leftToRight) in left to right, \
        .fixed never
        """
    )
    func behaviors() throws {
        let wedge = FixedWedge().fill(Color.red)
        let plain = try bitmap(wedge, .leftToRight)
        #expect(mirrorDifference(try bitmap(wedge.layoutDirectionBehavior(.mirrors), .rightToLeft), plain) == 0)
        #expect(difference(try bitmap(wedge.layoutDirectionBehavior(.mirrors), .leftToRight), plain) == 0)
        #expect(
            mirrorDifference(try bitmap(wedge.layoutDirectionBehavior(.mirrors(in: .leftToRight)), .leftToRight), plain)
                == 0)
        #expect(difference(try bitmap(wedge.layoutDirectionBehavior(.fixed), .rightToLeft), plain) == 0)
    }

    @Test("Text glyphs are never mirrored by the layout direction")
    func textStays() throws {
        // Centred lines: leading alignment would move the line right to left
        // by what its width lacks of the pixel grid, a fraction of a pixel.
        let view = Text("Ab").font(.system(size: 14)).multilineTextAlignment(.center).fixedSize().frame(
            width: 40, height: 20)
        let ltr = try bitmap(view, .leftToRight), rtl = try bitmap(view, .rightToLeft)
        #expect(difference(ltr, rtl) == 0)
        #expect(mirrorDifference(rtl, ltr) > 0)
    }

    @Test("chevron.backward points right in right to left; chevron.left keeps pointing left")
    func symbols() throws {
        func symbol(_ name: String) -> some View {
            // At 20 points the chevron (8.02 wide) is centred in the frame to a
            // hundredth of a point on the pixel grid, so its mirror image can match pixel for pixel.
            Image(systemName: name).font(.system(size: 20)).frame(width: 40, height: 20)
        }
        let back = try bitmap(symbol("chevron.backward"), .leftToRight)
        let backRTL = try bitmap(symbol("chevron.backward"), .rightToLeft)
        #expect(difference(back, backRTL) > 0)
        #expect(mirrorDifference(backRTL, back) == 0)
        #expect(
            difference(
                try bitmap(symbol("chevron.left"), .rightToLeft), try bitmap(symbol("chevron.left"), .leftToRight)) == 0
        )
        // Media symbols point along time, not along the reading direction.
        #expect(
            difference(
                try bitmap(symbol("forward.fill"), .rightToLeft), try bitmap(symbol("forward.fill"), .leftToRight)) == 0
        )
    }
}
