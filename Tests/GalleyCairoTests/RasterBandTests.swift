import CCairo
import Foundation
import Galley
@testable import GalleyCairo
import Testing

@Suite("PNGs painted band by band")
struct RasterBandTests {
    /// Text, shapes, an image, a translucent layer and a clip, laid out over
    /// several bands with text and edges across their boundaries.
    static func tallScene() throws -> some View {
        let png = try makePNG([[RGBA(red: 255, green: 0, blue: 0), RGBA(red: 0, green: 0, blue: 255)]])
        return VStack(spacing: 3) {
            ForEach(0..<14) { index in
                Text("Band \(index): the quick brown fox jumps over the lazy dog")
                    .font(.system(size: 13 + Double(index % 4) * 5))
                    .italic(index % 3 == 0)
            }
            Circle().fill(Color.orange.gradient).frame(width: 60, height: 60)
            Image(pngData: png).resizable().frame(width: 50, height: 25)
            RoundedRectangle(cornerRadius: 8).strokeBorder(Color.blue, lineWidth: 3).frame(width: 120, height: 40)
            Text("Translucent and clipped").font(.title).opacity(0.5).frame(width: 90, height: 20).clipped()
        }
        .padding(7)
    }

    /// The pixels of `result` painted on one surface as big as the canvas.
    /// How many channel values of two paintings differ, and by how much at most.
    static func differences(_ whole: RasterImage, _ banded: RasterImage) -> (differing: Int, largest: Int) {
        var differing = 0, largest = 0
        for index in whole.pixels.indices {
            let difference = abs(Int(whole.pixels[index]) - Int(banded.pixels[index]))
            if difference > 0 { differing += 1 }
            largest = max(largest, difference)
        }
        return (differing, largest)
    }

    static func paintedWhole(_ result: LayoutResult, canvas: PaintArea) throws -> RasterImage {
        let size = try canvas.pixelSize()
        let surface = try #require(
            cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(size.width), Int32(size.height)))
        defer { cairo_surface_destroy(surface) }
        let context = try #require(cairo_create(surface))
        cairo_scale(context, Double(canvas.scale), Double(canvas.scale))
        let drawer = PlacedViewDrawer(
            context: context, isRaster: true, scale: canvas.scale, images: ImageStore(isConcurrent: false), textInk: nil
        )
        drawer.fillBackground(.white)
        try drawer.draw(result.root)
        cairo_destroy(context)
        cairo_surface_flush(surface)
        let data = try #require(cairo_image_surface_get_data(surface))
        let stride = Int(cairo_image_surface_get_stride(surface))
        var pixels: [UInt8] = []
        var row = [UInt8](repeating: 0, count: size.width * 4)
        for y in 0..<size.height {
            let words = UnsafeRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
            row.withUnsafeMutableBufferPointer {
                CairoPixel.write(words, count: size.width, into: $0.baseAddress!, format: .rgba)
            }
            pixels += row
        }
        return RasterImage(width: size.width, height: size.height, pixels: pixels)
    }

    @Test("A canvas painted in bands has the pixels of one painted whole, but for anti-aliasing at band edges")
    func bandsMatchWhole() throws {
        let canvas = PaintArea(width: 300, height: 420, scale: 2)
        let result = try Paintings.layout(Self.tallScene(), canvas: canvas)
        let banded = try RasterImage(png: Painter().render(canvas.layout(result), format: .png))
        let whole = try Self.paintedWhole(result, canvas: canvas)
        let bandRows = PNGEncoder(width: banded.width, height: banded.height, hasAlpha: false).stripeRows
        #expect(banded.height / bandRows >= 5, "the scene should cross several band boundaries")

        let (differing, largest) = Self.differences(whole, banded)
        // Content missing from a band (a glyph cut at a boundary, a skipped
        // image) would differ by far more, over many pixels.
        #expect(largest <= 16, "largest channel difference \(largest)")
        #expect(Double(differing) <= 0.001 * Double(whole.pixels.count), "\(differing) channel values differ")
        let ink = whole.pixels.enumerated().filter { $0.offset % 4 != 3 && $0.element < 128 }.count
        #expect(ink > 10_000, "the scene should have ink to compare")
    }

    @Test("Rotated text, shadows and blurs across band boundaries look as they do painted whole")
    func effectsAcrossBands() throws {
        let canvas = PaintArea(width: 200, height: 300, scale: 2)
        let bandRows = PNGEncoder(width: 400, height: 600, hasAlpha: false).stripeRows
        // Band boundaries, in points.
        let first = CGFloat(bandRows) / 2, second = CGFloat(2 * bandRows) / 2
        let scene = ZStack(alignment: .topLeading) {
            Text("Rotated across the band").font(.title).rotationEffect(.degrees(35)).position(x: 100, y: first)
            RoundedRectangle(cornerRadius: 6).fill(Color.blue).frame(width: 60, height: 30)
                .shadow(color: .black, radius: 8, x: 4, y: 6).position(x: 50, y: first - 12)
            Text("Shadowed").font(.title).shadow(color: .red, radius: 3, x: 0, y: 3).position(x: 140, y: first + 30)
            Text("Blurred text").font(.largeTitle).blur(radius: 5).position(x: 100, y: second)
            Color.orange.frame(width: 30, height: 30).scaleEffect(1.8).rotationEffect(.degrees(20)).position(
                x: 40, y: second - 5)
        }
        let result = try Paintings.layout(scene, canvas: canvas)
        let banded = try RasterImage(png: Painter().render(canvas.layout(result), format: .png))
        let whole = try Self.paintedWhole(result, canvas: canvas)
        #expect(banded.height / bandRows >= 2, "the scene should cross band boundaries")

        let (differing, largest) = Self.differences(whole, banded)
        // A blur or shadow cut at a band edge, or a text culled from a band, would differ by far more.
        #expect(largest <= 16, "largest channel difference \(largest)")
        #expect(Double(differing) <= 0.001 * Double(whole.pixels.count), "\(differing) channel values differ")
    }

    @Test("A shape style's drop and inner shadows across band boundaries look as they do painted whole")
    func shapeStyleShadowsAcrossBands() throws {
        let canvas = PaintArea(width: 200, height: 300, scale: 2)
        let bandRows = PNGEncoder(width: 400, height: 600, hasAlpha: false).stripeRows
        let first = CGFloat(bandRows) / 2, second = CGFloat(2 * bandRows) / 2
        let style = Color.white.shadow(.drop(color: .black, radius: 10, x: 3, y: 8)).shadow(
            .inner(color: .blue, radius: 6, y: 4))
        let scene = ZStack(alignment: .topLeading) {
            Capsule().fill(style).frame(width: 120, height: 50).position(x: 100, y: first)
            Text("Shadowed").font(.largeTitle.bold()).foregroundStyle(
                Color.red.shadow(.inner(color: .black, radius: 2, x: 1, y: 1))
            )
            .position(x: 100, y: second)
            // A radius large enough to be blurred on a coarser grid.
            Circle().fill(Color.orange.shadow(.drop(color: .black, radius: 40))).frame(width: 50, height: 50).position(
                x: 60, y: second + 40)
        }
        let result = try Paintings.layout(scene, canvas: canvas)
        let banded = try RasterImage(png: Painter().render(canvas.layout(result), format: .png))
        let whole = try Self.paintedWhole(result, canvas: canvas)
        #expect(banded.height / bandRows >= 2, "the scene should cross band boundaries")

        let (differing, largest) = Self.differences(whole, banded)
        #expect(largest <= 16, "largest channel difference \(largest)")
        #expect(Double(differing) <= 0.001 * Double(whole.pixels.count), "\(differing) channel values differ")
    }

    @Test(
        "A canvas painted as pixels is the PNG painted band by band: the same pixels, the same bytes once encoded",
        arguments: [true, false])
    func paintedPixels(opaque: Bool) throws {
        let canvas = PaintArea(width: 300, height: 420, scale: 2)
        let result = try Paintings.layout(Self.tallScene(), canvas: canvas)
        let painter = Painter(background: opaque ? .white : .clear)
        let png = try painter.render(canvas.layout(result), format: .png)
        let pixels = try painter.paint(canvas.layout(result))
        #expect(pixels.hasAlpha == !opaque)
        #expect(pixels.width == 600 && pixels.height == 840)
        #expect(try pixels.hasSamePixels(as: PNGPixels(png: png)))
        #expect(try pixels.pngData() == png)
    }

    @Test("An opaque background gives an RGB PNG, any other an RGBA one")
    func colorType() throws {
        let canvas = PaintArea(width: 40, height: 30, scale: 3)
        let result = try Paintings.layout(Text("Hi").padding(), canvas: canvas)
        let cases: [(Color, UInt8)] = [(.white, 2), (.black, 2), (.clear, 6), (.white.opacity(0.99), 6)]
        for (background, expected) in cases {
            let png = try Painter(background: background).render(canvas.layout(result), format: .png)
            #expect(png[png.startIndex + 25] == expected, "background \(background)")
        }
    }

    @Test("A canvas whose pixel size was rounded up is background to its last pixel")
    func roundedUpEdge() throws {
        let canvas = PaintArea(width: 10.5, height: 5.25)
        let result = try Paintings.layout(Color.clear, canvas: canvas)
        let bitmap = try Bitmap(png: Painter(background: .black).render(canvas.layout(result), format: .png))
        #expect(bitmap.width == 11 && bitmap.height == 6)
        #expect(bitmap[10, 5] == RGBA(red: 0, green: 0, blue: 0))
    }
}
