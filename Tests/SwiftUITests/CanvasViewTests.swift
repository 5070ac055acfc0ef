import Foundation
import GalleyCairo
import SwiftUI
import Testing

@Suite("Canvas { context, size in } draws with a GraphicsContext")
struct CanvasViewTests {
    static func paint(_ view: some View, width: CGFloat = 100, height: CGFloat = 100) throws -> RasterImage {
        try Layouts.paint(view, width: width, height: height)
    }

    static func rgb(_ image: RasterImage, _ x: Int, _ y: Int) -> [Int] { Layouts.rgb(image, x, y) }

    @Test("Canvas takes the whole offered size; fills and strokes draw where the renderer says")
    func fillAndStroke() throws {
        let view = Canvas { context, size in
            context.fill(
                Path(CGRect(x: 10, y: 10, width: 30, height: 20)), with: .color(Color(red: 1, green: 0, blue: 0)))
            context.stroke(
                Path(CGRect(x: 50, y: 50, width: 40, height: 40)), with: .color(Color(red: 0, green: 0, blue: 1)),
                lineWidth: 4)
            context.fill(
                Path(ellipseIn: CGRect(origin: .zero, size: size).insetBy(dx: 45, dy: 5)), with: .color(.black))
        }
        let layout = Layouts.layout(view, width: 120, height: 80)
        #expect(layout.root.frame.size == CGSize(width: 120, height: 80))
        let image = try Self.paint(view)
        #expect(Self.rgb(image, 20, 20) == [255, 0, 0])
        #expect(Self.rgb(image, 5, 5) == [255, 255, 255])
        #expect(Self.rgb(image, 90, 70) == [0, 0, 255], "on the stroke")
        #expect(Self.rgb(image, 70, 70) == [255, 255, 255], "inside the stroke")
        #expect(Self.rgb(image, 50, 50) == [0, 0, 0], "the ellipse drawn last is on top")
    }

    @Test("Transforms, opacity and clips apply to what is drawn after them, copies keep their own state")
    func state() throws {
        let view = Canvas { context, _ in
            var moved = context
            moved.translateBy(x: 50, y: 0)
            moved.scaleBy(x: 2, y: 2)
            moved.fill(Path(CGRect(x: 0, y: 0, width: 10, height: 10)), with: .color(.black))
            var faded = context
            faded.opacity = 0.5
            faded.fill(Path(CGRect(x: 0, y: 0, width: 10, height: 10)), with: .color(.black))
            var clipped = context
            clipped.clip(to: Path(CGRect(x: 0, y: 50, width: 10, height: 50)))
            clipped.fill(Path(CGRect(x: 0, y: 50, width: 30, height: 30)), with: .color(.black))
            var turned = context
            turned.translateBy(x: 80, y: 80)
            turned.rotate(by: .degrees(45))
            turned.fill(Path(CGRect(x: -10, y: -1, width: 20, height: 2)), with: .color(.black))
        }
        let image = try Self.paint(view)
        #expect(
            Self.rgb(image, 55, 5) == [0, 0, 0] && Self.rgb(image, 65, 15) == [0, 0, 0]
                && Self.rgb(image, 71, 5) == [255, 255, 255])
        #expect(abs(Self.rgb(image, 5, 5)[0] - 128) <= 1)
        #expect(Self.rgb(image, 5, 60) == [0, 0, 0] && Self.rgb(image, 20, 60) == [255, 255, 255])
        // The bar turned 45°: along the diagonal, not along the x axis.
        #expect(Self.rgb(image, 84, 84) == [0, 0, 0] && Self.rgb(image, 88, 80) == [255, 255, 255])
    }

    @Test("A linear gradient runs between the renderer's points")
    func gradient() throws {
        let view = Canvas { context, size in
            let gradient = Gradient(colors: [Color(red: 1, green: 0, blue: 0), Color(red: 0, green: 0, blue: 1)])
            context.fill(
                Path(CGRect(origin: .zero, size: size)),
                with: .linearGradient(gradient, startPoint: CGPoint(x: 20, y: 0), endPoint: CGPoint(x: 80, y: 0))
            )
        }
        let image = try Self.paint(view)
        #expect(Self.rgb(image, 5, 50) == [255, 0, 0] && Self.rgb(image, 95, 50) == [0, 0, 255])
        let middle = Self.rgb(image, 50, 50)
        #expect(abs(middle[0] - 128) <= 3 && abs(middle[2] - 128) <= 3, "\(middle)")
    }

    @Test("Text is drawn with its anchor at the point; resolved text too")
    func text() throws {
        let view = Canvas { context, _ in
            context.draw(
                Text("Hi").font(.system(size: 30)).foregroundColor(.black), at: CGPoint(x: 0, y: 0), anchor: .topLeading
            )
            let resolved = context.resolve(Text("Hi").font(.system(size: 30)).foregroundColor(.black))
            context.draw(resolved, at: CGPoint(x: 100, y: 100), anchor: .bottomTrailing)
        }
        let image = try Self.paint(view)
        func ink(_ xs: Range<Int>, _ ys: Range<Int>) -> Int {
            ys.reduce(0) { count, y in count + xs.filter { image[$0, y].red < 100 }.count }
        }
        #expect(ink(0..<50, 0..<50) > 20)
        #expect(ink(50..<100, 50..<100) > 20)
        #expect(ink(50..<100, 0..<50) == 0 && ink(0..<50, 50..<100) == 0)
    }
}
