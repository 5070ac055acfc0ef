import Foundation
import Galley
@testable import GalleyCairo
import Testing

@Suite("Output: formats, determinism, canvas limits and files")
struct OutputTests {
    /// A card with text, a gradient, an image, a border, opacity and clipping.
    static func card() throws -> some View {
        let png = try makePNG([[RGBA(red: 255, green: 0, blue: 0), RGBA(red: 0, green: 0, blue: 255)]])
        return VStack(alignment: .leading, spacing: 8) {
            HStack {
                Image(pngData: png).resizable().frame(width: 24, height: 24).clipShape(Circle())
                Text("Galley").font(.headline)
            }
            Text("Text measured by HarfBuzz and painted where it was measured, across several lines.").lineLimit(2)
            Capsule().fill(Color.orange.gradient).frame(height: 8).opacity(0.6)
            Text("Footer").font(.footnote).italic().foregroundColor(.secondary)
        }
        .padding()
        .frame(width: 240)
        .background(RoundedRectangle(cornerRadius: 12).fill(Color.white))
        .border(Color.gray, width: 0.5)
    }

    @Test("The same render twice gives the same bytes", arguments: ImageFormat.allCases)
    func deterministic(format: ImageFormat) throws {
        let canvas = PaintArea(width: 260, height: 200, scale: 3)
        let result = try Paintings.layout(Self.card(), at: CGPoint(x: 10, y: 10), canvas: canvas)
        let first = try Painter().render(canvas.layout(result), format: format)
        // Something else in between, so Cairo's process-wide serial numbers move on.
        _ = try Painter(background: .black).render(
            canvas.layout(Paintings.layout(Color.red.opacity(0.5), canvas: canvas)), format: format)
        let second = try Painter().render(
            canvas.layout(Paintings.layout(Self.card(), at: CGPoint(x: 10, y: 10), canvas: canvas)), format: format)
        #expect(first.count > 1000)
        #expect(first == second)
    }

    @Test("PNG, SVG and PDF are what they claim to be")
    func formats() throws {
        let canvas = PaintArea(width: 260, height: 200, scale: 2)
        let result = try Paintings.layout(Self.card(), at: CGPoint(x: 10, y: 10), canvas: canvas)
        let painter = Painter()
        let png = try painter.render(canvas.layout(result), format: .png)
        #expect(png.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]))
        let bitmap = try Bitmap(png: png)
        #expect(bitmap.width == 520 && bitmap.height == 400)

        let svg = String(decoding: try painter.render(canvas.layout(result), format: .svg), as: UTF8.self)
        #expect(svg.hasPrefix("<?xml"))
        #expect(svg.contains("<svg") && svg.contains("width=\"260pt\" height=\"200pt\""))
        #expect(svg.contains("id=\"surface1\""), "Cairo's serial ids are renumbered from 1")

        let pdf = try painter.render(canvas.layout(result), format: .pdf)
        #expect(pdf.starts(with: Array("%PDF".utf8)))
        #expect(pdf.range(of: Data("CreationDate".utf8)) == nil)
        #expect(pdf.range(of: Data("/MediaBox [ 0 0 260 200 ]".utf8)) != nil)
    }

    @Test("SVG serial ids are renumbered in order of appearance, other text untouched")
    func svgIdentifiers() {
        let svg =
            ##"""
            <g id="surface27"><use xlink:href="#surface31"/><image id="image9"/><use xlink:href="#image9"/><g \##
            id="surface31" clip-path="url(#clip1)"/>surface5 "surfaces"</g>
            """##
        let expected =
            ##"""
            <g id="surface1"><use xlink:href="#surface2"/><image id="image1"/><use xlink:href="#image1"/><g \##
            id="surface2" clip-path="url(#clip1)"/>surface5 "surfaces"</g>
            """##
        #expect(String(decoding: SVGIdentifiers.renumbered(Data(svg.utf8)), as: UTF8.self) == expected)
    }

    @Test("A transparent background stays transparent in a PNG")
    func transparentBackground() throws {
        let canvas = PaintArea(width: 20, height: 10)
        let result = try Paintings.layout(Color.blue.frame(width: 10, height: 10), at: .zero, canvas: canvas)
        let bitmap = try Bitmap(png: Painter(background: .clear).render(canvas.layout(result), format: .png))
        #expect(bitmap[15, 5].alpha == 0 && bitmap[5, 5].isClose(to: RGBA(Color.blue)))
    }

    @Test("Canvas sizes round up to whole pixels")
    func pixelSizes() throws {
        #expect(try PaintArea(width: 268.0 / 3, height: 62.0 / 3, scale: 3).pixelSize() == (268, 62))
        #expect(try PaintArea(width: 10.5, height: 0.1, scale: 1).pixelSize() == (11, 1))
        #expect(try PaintArea(width: 390, height: 844, scale: 3).pixelSize() == (1170, 2532))
    }

    @Test("Canvases over 32,767 pixels a side or 100 megapixels, or not positive, are refused")
    func canvasLimits() throws {
        #expect(try PaintArea(width: 32_767, height: 1).pixelSize() == (32_767, 1))
        #expect(try PaintArea(width: 10_000, height: 10_000).pixelSize() == (10_000, 10_000))
        #expect(throws: PaintError.canvasTooLarge(pixelWidth: 32_768, pixelHeight: 1, limit: 100_000_000)) {
            try PaintArea(width: 32_768, height: 1).pixelSize()
        }
        #expect(throws: PaintError.canvasTooLarge(pixelWidth: 10_001, pixelHeight: 10_000, limit: 100_000_000)) {
            try PaintArea(width: 10_001, height: 10_000).pixelSize()
        }
        #expect(throws: PaintError.canvasTooLarge(pixelWidth: 33_000, pixelHeight: 30, limit: 100_000_000)) {
            try PaintArea(width: 11_000, height: 10, scale: 3).pixelSize()
        }
        #expect(throws: PaintError.self) { try PaintArea(width: .infinity, height: 10).pixelSize() }
        #expect(throws: PaintError.invalidCanvas(width: 0, height: 10, scale: 1)) {
            try PaintArea(width: 0, height: 10).pixelSize()
        }
        #expect(throws: PaintError.self) { try PaintArea(width: 10, height: 10, scale: .nan).pixelSize() }

        let result = try Paintings.layout(Color.red, canvas: PaintArea(width: 10, height: 10))
        for format in ImageFormat.allCases {
            #expect(throws: PaintError.canvasTooLarge(pixelWidth: 40_000, pixelHeight: 10, limit: 100_000_000)) {
                try Painter().render(PaintArea(width: 40_000, height: 10).layout(result), format: format)
            }
        }
        let message = PaintError.canvasTooLarge(pixelWidth: 40_000, pixelHeight: 10, limit: 100_000_000).description
        #expect(
            message
                == """
                the canvas is 40000 × 10 pixels; canvases of at most 32767 pixels on a side and at most 100000000 \
                (ResourceLimits.canvasPixels) pixels in all can be painted
                """
        )
        // The limit on pixels in all is the painter's to set.
        #expect(throws: PaintError.canvasTooLarge(pixelWidth: 100, pixelHeight: 100, limit: 9_999)) {
            try Painter(limits: ResourceLimits(canvasPixels: 9_999)).render(
                PaintArea(width: 100, height: 100).layout(result), format: .png)
        }
        #expect(
            try Painter(limits: ResourceLimits(canvasPixels: 10_000)).render(
                PaintArea(width: 100, height: 100).layout(result), format: .png
            ).count > 0)
        #expect(try PaintArea(width: 12_000, height: 12_000).pixelSize(limit: 144_000_000) == (12_000, 12_000))
    }

    @Test("Painting still drawing when its time is up stops with the limit's message")
    func paintingTime() throws {
        let many = VStack(spacing: 0) { ForEach(0..<600) { _ in Color.red.frame(height: 0.1) } }
        let result = try Paintings.layout(many, canvas: PaintArea(width: 10, height: 60))
        let limits = ResourceLimits(time: .nanoseconds(1))
        for format in ImageFormat.allCases {
            #expect(throws: PaintError.outOfTime(limit: .nanoseconds(1))) {
                try Painter(limits: limits).render(PaintArea(width: 10, height: 60).layout(result), format: format)
            }
        }
        #expect(
            try Painter(limits: ResourceLimits(time: .seconds(600))).render(
                PaintArea(width: 10, height: 60).layout(result), format: .png
            ).count > 0)
    }

    @Test("Formats from file extensions")
    func extensions() {
        #expect(ImageFormat(pathExtension: "png") == .png)
        #expect(ImageFormat(pathExtension: "SVG") == .svg)
        #expect(ImageFormat(pathExtension: "pdf") == .pdf)
        #expect(ImageFormat(pathExtension: "jpg") == nil)
    }

    @Test("Writing a file: complete or not at all, an existing file untouched on failure")
    func writing() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("galley-cairo-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let canvas = PaintArea(width: 20, height: 10)
        let result = try Paintings.layout(Color.red, canvas: canvas)
        let painter = Painter()

        let png = folder.appendingPathComponent("out.png")
        try painter.write(canvas.layout(result), to: png)
        #expect(try Data(contentsOf: png) == painter.render(canvas.layout(result), format: .png))
        let pdf = folder.appendingPathComponent("out.PDF")
        try painter.write(canvas.layout(result), to: pdf)
        #expect(try Data(contentsOf: pdf).starts(with: Array("%PDF".utf8)))

        let existing = Data("keep me".utf8)
        let kept = folder.appendingPathComponent("kept.png")
        try existing.write(to: kept)
        #expect(throws: PaintError.canvasTooLarge(pixelWidth: 40_000, pixelHeight: 10, limit: 100_000_000)) {
            try painter.write(PaintArea(width: 40_000, height: 10).layout(result), to: kept)
        }
        #expect(try Data(contentsOf: kept) == existing)
        #expect(throws: PaintError.unknownFormat("bmp")) {
            try painter.write(canvas.layout(result), to: folder.appendingPathComponent("out.bmp"))
        }
        let missing = folder.appendingPathComponent("no/such/folder/out.png")
        #expect(throws: PaintError.cannotWrite(path: missing.path, reason: "No such file or directory")) {
            try painter.write(canvas.layout(result), to: missing)
        }
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        #expect(names == ["kept.png", "out.PDF", "out.png"], "no temporary files left behind")
    }
}
