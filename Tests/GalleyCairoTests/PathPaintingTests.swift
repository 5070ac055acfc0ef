import Foundation
import Galley
import GalleyCairo
import Testing

/// A user's shape: a triangle pointing up, filling its rectangle.
struct Triangle: Shape {
    func path(in rect: CGRect) -> Path {
        Path { path in
            path.move(to: CGPoint(x: rect.midX, y: rect.minY))
            path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
            path.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
            path.closeSubpath()
        }
    }
}

@Suite("Painting paths, user shapes, trims and fill rules")
struct PathPaintingTests {
    static let canvas = PaintArea(width: 40, height: 40)
    static let black = RGBA(red: 0, green: 0, blue: 0)

    @Test("A Path view fills its elements in its own coordinates, from its frame's top-left")
    func triangle() throws {
        let triangle = Path { path in
            path.move(to: CGPoint(x: 10, y: 0))
            path.addLine(to: CGPoint(x: 20, y: 20))
            path.addLine(to: CGPoint(x: 0, y: 20))
            path.closeSubpath()
        }
        let bitmap = try Paintings.bitmap(
            triangle.fill(Color.black).frame(width: 20, height: 20), at: CGPoint(x: 10, y: 10), canvas: Self.canvas)
        #expect(bitmap[20, 25] == Self.black && bitmap[20, 12].red < 128)
        #expect(bitmap[12, 12] == .white && bitmap[27, 12] == .white && bitmap[5, 25] == .white)
        #expect(bitmap.inkBounds() == PixelBounds(10, 10, 29, 29))
    }

    @Test("A user's Shape fills and strokes like the built-in ones, fitted to its frame")
    func userShape() throws {
        let filled = try Paintings.bitmap(
            Triangle().fill(Color.black).frame(width: 20, height: 20), at: CGPoint(x: 10, y: 10), canvas: Self.canvas)
        let path = try Paintings.bitmap(
            Path {
                $0.addLines([CGPoint(x: 10, y: 0), CGPoint(x: 20, y: 20), CGPoint(x: 0, y: 20)]); $0.closeSubpath()
            }.fill(Color.black)
                .frame(width: 20, height: 20),
            at: CGPoint(x: 10, y: 10), canvas: Self.canvas
        )
        #expect(filled.pixels.map(\.color) == path.pixels.map(\.color))
        let stroked = try Paintings.bitmap(
            Triangle().stroke(Color.black, lineWidth: 2).frame(width: 20, height: 20), at: CGPoint(x: 10, y: 10),
            canvas: Self.canvas)
        #expect(stroked[20, 25] == .white && stroked[20, 29] != .white)
        let foreground = try Paintings.bitmap(
            Triangle().frame(width: 20, height: 20).foregroundColor(.red), at: CGPoint(x: 10, y: 10),
            canvas: Self.canvas)
        #expect(foreground[20, 25].isClose(to: RGBA(Color.red)), "unpainted, a shape fills with the foreground colour")
    }

    @Test("With the even-odd rule an inner subpath is a hole; with the non-zero rule it is filled")
    func evenOdd() throws {
        let rings = Path { path in
            path.addRect(CGRect(x: 0, y: 0, width: 30, height: 30))
            path.addRect(CGRect(x: 10, y: 10, width: 10, height: 10))
        }
        let holed = try Paintings.bitmap(rings.fill(Color.black, style: FillStyle(eoFill: true)), canvas: Self.canvas)
        #expect(holed[15, 15] == .white && holed[5, 5] == Self.black)
        let filled = try Paintings.bitmap(rings.fill(Color.black), canvas: Self.canvas)
        #expect(filled[15, 15] == Self.black)
        let clipped = try Paintings.bitmap(
            Color.black.clipShape(rings, style: FillStyle(eoFill: true)), canvas: Self.canvas)
        #expect(clipped[15, 15] == .white && clipped[5, 5] == Self.black && clipped[35, 35] == .white)
    }

    @Test(
        """
        addArc with clockwise: false sweeps increasing angles, visually clockwise in SwiftUI's y-down space: 0° to \
        180° is the lower half
        """
    )
    func arcDirection() throws {
        func halfDisc(clockwise: Bool) throws -> Bitmap {
            let path = Path { path in
                path.addArc(
                    center: CGPoint(x: 20, y: 20), radius: 15, startAngle: .degrees(0), endAngle: .degrees(180),
                    clockwise: clockwise)
                path.closeSubpath()
            }
            return try Paintings.bitmap(path.fill(Color.black), canvas: Self.canvas)
        }
        let lower = try halfDisc(clockwise: false)
        #expect(lower[20, 30] == Self.black && lower[20, 10] == .white)
        let upper = try halfDisc(clockwise: true)
        #expect(upper[20, 10] == Self.black && upper[20, 30] == .white)
    }

    @Test(
        """
        trim(from: 0, to: 0.5) of a stroked circle paints only the half from its right-hand point clockwise: the \
        lower half
        """
    )
    func trimmedCircle() throws {
        let ring = Circle().trim(from: 0, to: 0.5).stroke(Color.black, lineWidth: 4).frame(width: 30, height: 30)
        let bitmap = try Paintings.bitmap(ring, at: CGPoint(x: 5, y: 5), canvas: Self.canvas)
        #expect(bitmap[20, 34] != .white, "the bottom of the circle")
        #expect(bitmap[20, 5] == .white && bitmap[20, 6] == .white, "not the top")
        #expect(bitmap[6, 25] != .white && bitmap[6, 14] == .white)
        let whole = try Paintings.bitmap(
            Circle().trim().stroke(Color.black, lineWidth: 4).frame(width: 30, height: 30), at: CGPoint(x: 5, y: 5),
            canvas: Self.canvas)
        let untrimmed = try Paintings.bitmap(
            Circle().stroke(Color.black, lineWidth: 4).frame(width: 30, height: 30), at: CGPoint(x: 5, y: 5),
            canvas: Self.canvas)
        #expect(
            whole.ink().count >= untrimmed.ink().count - 4 && whole[20, 6] != .white, "trim(0, 1) is the whole ring")
        let nothing = try Paintings.bitmap(
            Circle().trim(from: 0.7, to: 0.2).stroke(Color.black, lineWidth: 4), canvas: Self.canvas)
        #expect(nothing.ink().isEmpty, "from after to keeps nothing")
    }

    @Test("background(_:in:) fills the shape behind the view, sized to it; overlay(_:in:) in front")
    func shapeIn() throws {
        let background = try Paintings.bitmap(
            Color.clear.frame(width: 30, height: 30).background(Color.blue, in: Circle()), at: CGPoint(x: 5, y: 5),
            canvas: Self.canvas
        )
        #expect(background[20, 20].isClose(to: RGBA(Color.blue)) && background[6, 6] == .white)
        let overlay = try Paintings.bitmap(
            Color.red.frame(width: 30, height: 30).overlay(Color.blue, in: RoundedRectangle(cornerRadius: 10)),
            at: CGPoint(x: 5, y: 5), canvas: Self.canvas
        )
        #expect(
            overlay[20, 20].isClose(to: RGBA(Color.blue)) && overlay[5, 5].isClose(to: RGBA(Color.red), tolerance: 3))
    }
}
