import Foundation
import GalleyTestSupport
import SwiftUI
import Testing

/// A zigzag of two sharp corners across its frame.
nonisolated private struct Zigzag: Shape {
    func path(in rect: CGRect) -> Path {
        Path { path in
            path.move(to: CGPoint(x: rect.minX + 10, y: rect.maxY - 10))
            path.addLine(to: CGPoint(x: rect.midX, y: rect.minY + 10))
            path.addLine(to: CGPoint(x: rect.maxX - 10, y: rect.maxY - 10))
        }
    }
}

@MainActor
@Suite("Stroked shapes")
struct StrokedShapeTests {
    static let black = [0, 0, 0], white = [255, 255, 255], red = [255, 0, 0]

    @Test("stroke(lineWidth:) is a shape: filled, it covers the band the stroke would, and drawn alone it strokes")
    func strokeIsAShape() throws {
        let filled = try Layouts.paint(
            Rectangle().stroke(lineWidth: 10).fill(Color(red: 1, green: 0, blue: 0)), width: 60, height: 60)
        // A 10-point band centred on the edge: 5 points of it inside the frame.
        #expect(Layouts.rgb(filled, 2, 30) == Self.red && Layouts.rgb(filled, 30, 3) == Self.red)
        #expect(Layouts.rgb(filled, 8, 30) == Self.white && Layouts.rgb(filled, 30, 30) == Self.white)
        let drawn = try Layouts.paint(Circle().stroke(lineWidth: 10).foregroundColor(.black), width: 60, height: 60)
        #expect(Layouts.rgb(drawn, 30, 2) == Self.black && Layouts.rgb(drawn, 30, 30) == Self.white)
    }

    @Test("A stroke's outline keeps its round joins and caps solid, and its miters pointed")
    func joinsAndCaps() throws {
        let round = StrokeStyle(lineWidth: 12, lineCap: .round, lineJoin: .round)
        let image = try Layouts.paint(Zigzag().stroke(style: round).fill(Color.black), width: 100, height: 60)
        // The top corner's round join, above the apex at (50, 10), and the caps beyond the ends.
        #expect(Layouts.rgb(image, 50, 6) == Self.black, "round join")
        #expect(Layouts.rgb(image, 6, 52) == Self.black && Layouts.rgb(image, 94, 52) == Self.black, "round caps")
        #expect(Layouts.rgb(image, 50, 40) == Self.white && Layouts.rgb(image, 50, 1) == Self.white)
        let miter = StrokeStyle(lineWidth: 12, lineJoin: .miter, miterLimit: 10)
        let pointed = try Layouts.paint(Zigzag().stroke(style: miter).fill(Color.black), width: 100, height: 60)
        // The miter reaches past the round join's reach (its tip 8.5 points above the apex, the round 6).
        #expect(Layouts.rgb(pointed, 50, 3) == Self.black && Layouts.rgb(image, 50, 3) == Self.white)
        // Butt ends stop at the end points.
        #expect(Layouts.rgb(pointed, 6, 52) == Self.white)
    }

    @Test("Dashes cut the outline; a hairline has none; trim and offset apply to the stroked shape")
    func dashesAndFurtherShapes() throws {
        let dashed = Path { path in
            path.move(to: CGPoint(x: 0, y: 10))
            path.addLine(to: CGPoint(x: 100, y: 10))
        }
        .strokedPath(StrokeStyle(lineWidth: 4, dash: [10, 10]))
        #expect(dashed.contains(CGPoint(x: 5, y: 10)) && !dashed.contains(CGPoint(x: 15, y: 10)))
        #expect(dashed.contains(CGPoint(x: 25, y: 11)) && !dashed.contains(CGPoint(x: 25, y: 13)))
        #expect(Path(CGRect(x: 0, y: 0, width: 10, height: 10)).strokedPath(StrokeStyle(lineWidth: 0)).isEmpty)
        // contains: curves followed, the two fill rules.
        let ring = Path { path in
            path.addEllipse(in: CGRect(x: 0, y: 0, width: 20, height: 20))
            path.addEllipse(in: CGRect(x: 5, y: 5, width: 10, height: 10))
        }
        #expect(ring.contains(CGPoint(x: 10, y: 10)) && !ring.contains(CGPoint(x: 10, y: 10), eoFill: true))
        #expect(ring.contains(CGPoint(x: 2, y: 10), eoFill: true) && !ring.contains(CGPoint(x: 1, y: 1)))
        // The left edge's band, 2 points either side of x = 0, moved 10 to the right.
        let moved = try Layouts.paint(
            Rectangle().stroke(lineWidth: 4).offset(x: 10, y: 0).fill(Color.black), width: 40, height: 40)
        #expect(Layouts.rgb(moved, 10, 20) == Self.black && Layouts.rgb(moved, 1, 20) == Self.white)
        let trimmed = try Layouts.paint(
            Circle().stroke(style: StrokeStyle(lineWidth: 20)).trim(from: 0, to: 0.5).fill(Color.black),
            width: 60, height: 60)
        #expect((0..<60).contains { x in Layouts.rgb(trimmed, x, 30) == Self.black })
    }
}
