import Foundation
import Galley
import GalleyCairo
import Testing

/// `N.circle` and `N.circle.fill`, composed from the icon font's circle
/// and Inter's digits.
@Suite("Circled numbers")
struct CircledNumberTests {
    /// `name` at 100 points, painted black on white at 1 pixel a point.
    static func paint(_ name: String) throws -> (bitmap: Bitmap, warnings: [String]) {
        let view = Image(systemName: name).font(.system(size: 100)).foregroundColor(.black)
        let canvas = PaintArea(width: 120, height: 120)
        let result = try Paintings.layout(
            view, at: CGPoint(x: 10, y: 10), canvas: canvas, proposal: ProposedViewSize(width: 100, height: 100))
        return (try Bitmap(png: Painter().render(canvas.layout(result), format: .png)), result.warnings)
    }

    /// The pixels within `radius` of the ink box's centre where `isInk` holds.
    static func pixels(of bitmap: Bitmap, within radius: Double, where isInk: (RGBA) -> Bool) throws -> Set<Int> {
        let box = try #require(bitmap.inkBounds { $0.red < 128 })
        let centreX = Double(box.minX + box.maxX + 1) / 2, centreY = Double(box.minY + box.maxY + 1) / 2
        var found = Set<Int>()
        for (x, y, color) in bitmap.pixels
        where isInk(color) && hypot(Double(x) + 0.5 - centreX, Double(y) + 0.5 - centreY) < radius {
            found.insert(y * bitmap.width + x)
        }
        return found
    }

    @Test(
        """
        N.circle is a ring the point size across (100 points at 100) with the number inked inside; N.circle.fill \
        cuts the same digits out of a disc
        """
    )
    func ringAndDisc() throws {
        for number in [0, 1, 7, 12, 50] {
            let (ring, ringWarnings) = try Self.paint("\(number).circle")
            let (disc, discWarnings) = try Self.paint("\(number).circle.fill")
            #expect(ringWarnings.isEmpty && discWarnings.isEmpty)
            let ringBox = try #require(ring.inkBounds { $0.red < 128 }),
                discBox = try #require(disc.inkBounds { $0.red < 128 })
            #expect(
                abs(ringBox.maxX - ringBox.minX + 1 - 100) <= 1 && abs(ringBox.maxY - ringBox.minY + 1 - 100) <= 1,
                "\(number): \(ringBox)")
            #expect(ringBox == discBox, "\(number)")
            // Inside the ring (its inner edge is 0.4 × the diameter from the centre): the digits.
            let digits = try Self.pixels(of: ring, within: 36, where: { $0.red < 128 })
            let holes = try Self.pixels(of: disc, within: 36, where: { $0.red >= 128 })
            #expect(digits.count > 300, "\(number): \(digits.count) pixels of digits")
            let shared = digits.intersection(holes).count
            #expect(
                Double(shared) > 0.9 * Double(max(digits.count, holes.count)),
                "\(number): \(shared) of \(digits.count) and \(holes.count)")
        }
    }

    @Test(
        """
        The number stays inside the ring: between 0.37 and 0.39 × the diameter from the centre nothing is inked, \
        for one or two digits
        """
    )
    func numberInsideRing() throws {
        for number in [4, 8, 10, 28, 47, 50] {
            let (ring, _) = try Self.paint("\(number).circle")
            let outer = try Self.pixels(of: ring, within: 39, where: { $0.red < 250 })
            let inner = try Self.pixels(of: ring, within: 37, where: { $0.red < 250 })
            #expect(outer == inner, "\(number): \(outer.subtracting(inner).count) pixels inked near the ring")
        }
    }

    @Test(
        """
        A number SF Symbols has no circle for (51, 07, -1, ٣) or another form (1.square, 1.circle.fill.fill) draws \
        the placeholder, with a warning
        """
    )
    func otherNames() throws {
        for name in [
            "51.circle", "07.circle", "-1.circle", "+1.circle", "٣.circle", "1.square", "1.circle.fill.fill", ".circle",
            "1..circle",
        ] {
            let (_, warnings) = try Self.paint(name)
            #expect(warnings == ["Image: no symbol stand-in for \"\(name)\"; a placeholder stands in"], "\(name)")
        }
    }
}
