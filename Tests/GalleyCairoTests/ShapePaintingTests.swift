import Foundation
import Galley
import GalleyCairo
import Testing

@Suite("Painting shapes: fills, strokes, borders and gradients")
struct ShapePaintingTests {
    @Test("A filled colour covers exactly its frame's pixels")
    func fill() throws {
        let canvas = PaintArea(width: 40, height: 30, scale: 2)
        let result = try Paintings.layout(
            Color.red.frame(width: 20, height: 10), at: CGPoint(x: 10, y: 10), canvas: canvas)
        #expect(result.root.frame == CGRect(x: 10, y: 10, width: 20, height: 10))
        let bitmap = try Bitmap(png: Painter().render(canvas.layout(result), format: .png))
        #expect(bitmap.width == 80 && bitmap.height == 60)
        let red = RGBA(Color.red)
        for (x, y, color) in bitmap.pixels {
            let inside = (20..<60).contains(x) && (20..<40).contains(y)
            #expect(color.isClose(to: inside ? red : .white), "pixel \(x), \(y): \(color)")
        }
    }

    @Test("A border lies inside the frame, as wide as asked")
    func border() throws {
        let bitmap = try Paintings.bitmap(
            Color.clear.frame(width: 20, height: 20).border(Color.blue, width: 3), at: CGPoint(x: 5, y: 5),
            canvas: PaintArea(width: 30, height: 30)
        )
        let blue = RGBA(Color.blue)
        let bounds = try #require(bitmap.inkBounds())
        #expect(bounds == PixelBounds(5, 5, 24, 24))
        let row = (0..<30).filter { bitmap[$0, 15].isClose(to: blue) }
        #expect(row == [5, 6, 7, 22, 23, 24])
        #expect(bitmap[15, 15] == .white)
    }

    @Test("A stroke is centred on the edge; strokeBorder keeps it inside")
    func insetStroke() throws {
        let canvas = PaintArea(width: 40, height: 40)
        let origin = CGPoint(x: 10, y: 10)
        let centred = try Paintings.bitmap(
            Rectangle().stroke(Color.blue, lineWidth: 4).frame(width: 20, height: 20), at: origin, canvas: canvas)
        let inset = try Paintings.bitmap(
            Rectangle().strokeBorder(Color.blue, lineWidth: 4).frame(width: 20, height: 20), at: origin, canvas: canvas)
        let outer = try #require(centred.inkBounds()), inner = try #require(inset.inkBounds())
        #expect(outer == PixelBounds(8, 8, 31, 31))
        #expect(inner == PixelBounds(10, 10, 29, 29))
        #expect((0..<40).filter { inset[$0, 20] != .white } == [10, 11, 12, 13, 26, 27, 28, 29])
        #expect((0..<40).filter { centred[$0, 20] != .white } == [8, 9, 10, 11, 28, 29, 30, 31])
    }

    @Test("Dashes leave gaps, starting at the top-left corner")
    func dashes() throws {
        let canvas = PaintArea(width: 60, height: 20)
        func edge(_ style: StrokeStyle) throws -> [Bool] {
            let bitmap = try Paintings.bitmap(
                Rectangle().strokeBorder(Color.black, style: style).frame(width: 60, height: 20), canvas: canvas)
            return (3..<19).map { bitmap[$0, 1] != .white }
        }
        let dashed = try edge(StrokeStyle(lineWidth: 2, dash: [5, 5]))
        // The inset path starts at x = 1: ink on 1…6, 11…16, gaps on 6…11, 16…21.
        #expect(dashed == (3..<19).map { (1..<6).contains($0) || (11..<16).contains($0) })
        let phased = try edge(StrokeStyle(lineWidth: 2, dash: [5, 5], dashPhase: 5))
        #expect(phased == dashed.map { !$0 })
        #expect(try edge(StrokeStyle(lineWidth: 2)).allSatisfy { $0 })
        #expect(
            try edge(StrokeStyle(lineWidth: 2, dash: [0, 0])).allSatisfy { $0 }, "a dash Cairo would refuse draws solid"
        )
    }

    @Test("Caps and joins: a round join cuts the corner a miter fills; a square cap extends a line")
    func capsAndJoins() throws {
        let canvas = PaintArea(width: 40, height: 40)
        func corner(_ join: CGLineJoin) throws -> RGBA {
            let bitmap = try Paintings.bitmap(
                Rectangle().stroke(Color.black, style: StrokeStyle(lineWidth: 10, lineJoin: join)).frame(
                    width: 20, height: 20),
                at: CGPoint(x: 10, y: 10), canvas: canvas
            )
            return bitmap[5, 5]
        }
        #expect(try corner(.miter) == RGBA(red: 0, green: 0, blue: 0))
        #expect(try corner(.bevel) == .white)
        #expect(try corner(.round) == .white)
    }

    @Test("A circle stays within the circle inscribed in its frame, centred")
    func circle() throws {
        let bitmap = try Paintings.bitmap(
            Circle().fill(Color.green).frame(width: 40, height: 20), canvas: PaintArea(width: 40, height: 20, scale: 2))
        let green = RGBA(Color.green)
        let ink = bitmap.pixels.filter { $0.color != .white }
        #expect(!ink.isEmpty)
        for (x, y, color) in bitmap.pixels {
            let distance = hypot(Double(x) + 0.5 - 40, Double(y) + 0.5 - 20)
            if color != .white { #expect(distance < 20.75, "ink at \(x), \(y)") }
            if distance < 19 { #expect(color.isClose(to: green), "pixel \(x), \(y): \(color)") }
        }
        #expect(abs(Double(ink.count) - Double.pi * 400) < 2 * Double.pi * 20)
    }

    @Test("Rounded rectangles, capsules and ellipses keep their corners clear")
    func roundedShapes() throws {
        let canvas = PaintArea(width: 60, height: 20)
        let blue = RGBA(Color.blue)
        let rounded = try Paintings.bitmap(
            RoundedRectangle(cornerRadius: 8).fill(Color.blue).frame(width: 60, height: 20), canvas: canvas)
        #expect(rounded[0, 0] == .white && rounded[1, 1] == .white && rounded[59, 19] == .white)
        #expect(rounded[8, 0].isClose(to: blue) && rounded[0, 8].isClose(to: blue) && rounded[4, 4].isClose(to: blue))

        let capsule = try Paintings.bitmap(Capsule().fill(Color.blue).frame(width: 60, height: 20), canvas: canvas)
        #expect(capsule[1, 1] == .white && capsule[58, 18] == .white)
        #expect(capsule[0, 10].isClose(to: blue, tolerance: 128) && capsule[10, 0].isClose(to: blue, tolerance: 128))
        #expect(capsule[10, 10].isClose(to: blue) && capsule[30, 0].isClose(to: blue))

        let ellipse = try Paintings.bitmap(Ellipse().fill(Color.blue).frame(width: 60, height: 20), canvas: canvas)
        for (x, y, color) in ellipse.pixels {
            let dx = (Double(x) + 0.5 - 30) / 30, dy = (Double(y) + 0.5 - 10) / 10
            let radius = (dx * dx + dy * dy).squareRoot()
            if color != .white { #expect(radius < 1.08, "ink at \(x), \(y)") }
            if radius < 0.9 { #expect(color.isClose(to: blue), "pixel \(x), \(y): \(color)") }
        }
    }

    @Test("An inset rounded rectangle's radius shrinks with it")
    func insetRoundedRectangle() throws {
        let bitmap = try Paintings.bitmap(
            RoundedRectangle(cornerRadius: 10).strokeBorder(Color.black, lineWidth: 4).frame(width: 40, height: 40),
            canvas: PaintArea(width: 40, height: 40)
        )
        #expect(bitmap[0, 0] == .white && bitmap[1, 1] == .white)
        // Inside the outer edge, a radius-10 arc about (10, 10); a radius-10 path inset by 2 would leave it clear.
        #expect(bitmap[3, 3].red < 128)
        #expect(bitmap[20, 0] == RGBA(red: 0, green: 0, blue: 0) && bitmap[20, 3] == RGBA(red: 0, green: 0, blue: 0))
        #expect(bitmap[20, 4] == .white && bitmap[20, 20] == .white)
    }

    @Test("A linear gradient runs between its unit points; Color.gradient lightens toward the top")
    func gradients() throws {
        let linear = try Paintings.bitmap(
            LinearGradient(colors: [.black, .white], startPoint: .leading, endPoint: .trailing).frame(
                width: 100, height: 10),
            canvas: PaintArea(width: 100, height: 10)
        )
        let reds = (0..<100).map { linear[$0, 5].red }
        #expect(reds == reds.sorted())
        #expect(reds[0] <= 3 && reds[99] >= 252 && abs(reds[50] - 130) <= 3)
        #expect((0..<10).allSatisfy { linear[50, $0] == linear[50, 0] })

        let soft = try Paintings.bitmap(
            Rectangle().fill(Color.blue.gradient).frame(width: 10, height: 100),
            canvas: PaintArea(width: 10, height: 100))
        let bottom = soft[5, 99], top = soft[5, 0]
        #expect(bottom.isClose(to: RGBA(Color.blue), tolerance: 3))
        let expectedTop = RGBA(red: 51, green: 149, blue: 255)
        #expect(top.isClose(to: expectedTop, tolerance: 3), "\(top)")
        #expect((0..<100).map { soft[5, $0].green } == (0..<100).map { soft[5, $0].green }.sorted(by: >))
    }
}
