import Foundation
import GalleyCairo
import SwiftUI
import Testing

/// Image sets in JPEG, SVG and PDF, and Xcode 15's asset symbols, from the
/// catalogue in `Fixtures/Assets.xcassets` (symbols in
/// `GeneratedAssetSymbols.swift`, which GalleyPreviewTests checks is what
/// `AssetSymbols` generates for it). In `AssetTests`'s suite, which runs
/// one test at a time, because they set `GALLEY_ASSETS`.
extension AssetTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")

    /// Runs `body` with the fixture catalogue in `GALLEY_ASSETS`.
    static func withFixtures<T>(_ body: () throws -> T) rethrows -> T {
        setenv("GALLEY_ASSETS", fixtures.path, 1)
        defer { unsetenv("GALLEY_ASSETS") }
        return try body()
    }

    /// `view` painted on a canvas of `width` × `height` points at `scale`, to `format`.
    static func render(
        _ view: some View, width: CGFloat, height: CGFloat, scale: CGFloat = 1, format: ImageFormat = .png
    ) throws -> Data {
        let canvas = Galley.Canvas(size: .fixed(width: width, height: height), scale: scale)
        return try Painter().render(canvas.layout(view, using: Layouts.engine), format: format)
    }

    static func pixels(_ view: some View, width: CGFloat, height: CGFloat, scale: CGFloat = 1) throws -> RasterImage {
        try RasterImage(png: render(view.background(Color.white), width: width, height: height, scale: scale))
    }

    /// Whether a pixel is within `tolerance` of a colour on each channel.
    static func isNear(
        _ pixel: (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8), _ rgb: [Int], tolerance: Int = 6
    ) -> Bool {
        abs(Int(pixel.red) - rgb[0]) <= tolerance && abs(Int(pixel.green) - rgb[1]) <= tolerance
            && abs(Int(pixel.blue) - rgb[2]) <= tolerance
    }

    /// How many pixels of a row from `range` are neither `one` nor `other` (edge pixels).
    static func blendedCount(
        in image: RasterImage, row y: Int, columns range: Range<Int>, between one: [Int], and other: [Int]
    ) -> Int {
        range.filter { x in
            let pixel = image[x, y]
            return !isNear(pixel, one, tolerance: 8) && !isNear(pixel, other, tolerance: 8)
        }.count
    }

    @Test("A JPEG image set draws its colour at its pixel size over its scale (40 × 20 pixels at 2x: 20 × 10 points)")
    func jpegImageSet() throws {
        try Self.withFixtures {
            let result = Layouts.layout(Image("Photo"))
            #expect(result.root.frame.size == CGSize(width: 20, height: 10))
            guard case .encodedImage(let image)? = result.root.paint else {
                Issue.record("the JPEG is painted")
                return
            }
            #expect(image.format == .jpeg)
            #expect(result.warnings.isEmpty)
            let pixels = try Self.pixels(Image("Photo"), width: 20, height: 10, scale: 2)
            #expect(Self.isNear(pixels[20, 10], [255, 128, 0]), "\(pixels[20, 10])")
            #expect(Self.isNear(pixels[0, 0], [255, 128, 0]) && Self.isNear(pixels[39, 19], [255, 128, 0]))
        }
    }

    @Test("An SVG image set is its viewBox's size in points, and drawn crisp when resized")
    func svgImageSet() throws {
        try Self.withFixtures {
            #expect(Layouts.layout(Image("Badge")).root.frame.size == CGSize(width: 24, height: 24))
            let natural = try Self.pixels(Image("Badge"), width: 24, height: 24)
            #expect(Self.isNear(natural[12, 12], [0, 255, 0]))
            #expect(Self.isNear(natural[0, 0], [255, 255, 255]))
            // Eight times larger at 2x: the disc's edge is still a pixel or two wide.
            let large = try Self.pixels(
                Image("Badge").resizable().frame(width: 192, height: 192), width: 192, height: 192, scale: 2)
            #expect(Self.isNear(large[192, 192], [0, 255, 0]))
            #expect(Self.isNear(large[2, 2], [255, 255, 255]))
            #expect(
                Self.blendedCount(in: large, row: 192, columns: 0..<40, between: [0, 255, 0], and: [255, 255, 255]) <= 2
            )
            // The left edge of the disc meets the row through its centre at x = 0.
            #expect(Self.isNear(large[1, 192], [0, 255, 0]))
        }
    }

    @Test("A PDF image set is its page's size in points, and drawn crisp when resized")
    func pdfImageSet() throws {
        try Self.withFixtures {
            #expect(Layouts.layout(Image("Stamp")).root.frame.size == CGSize(width: 30, height: 20))
            let natural = try Self.pixels(Image("Stamp"), width: 30, height: 20)
            #expect(Self.isNear(natural[7, 10], [0, 0, 255]))
            #expect(Self.isNear(natural[22, 10], [255, 0, 0]))
            let large = try Self.pixels(
                Image("Stamp").resizable().frame(width: 120, height: 80), width: 120, height: 80)
            #expect(Self.isNear(large[59, 40], [0, 0, 255]))
            #expect(Self.isNear(large[60, 40], [255, 0, 0]))
            #expect(
                Self.blendedCount(in: large, row: 40, columns: 0..<120, between: [0, 0, 255], and: [255, 0, 0]) == 0)
        }
    }

    @Test("SVG and PDF images stay vectors in SVG and PDF output")
    func vectorsStayVectors() throws {
        try Self.withFixtures {
            let view = HStack(spacing: 0) {
                Image("Badge"); Image("Stamp")
            }
            let svg = String(decoding: try Self.render(view, width: 54, height: 24, format: .svg), as: UTF8.self)
            #expect(svg.contains("<path"))
            #expect(!svg.contains("<image"))
            let pdf = try Self.render(view, width: 54, height: 24, format: .pdf)
            #expect(pdf.range(of: Data("/Subtype /Image".utf8)) == nil)
        }
    }

    @Test("An image set whose only image is HEIC: a placeholder, and a warning naming the format")
    func unreadableFormat() throws {
        Self.withFixtures {
            let result = Layouts.layout(Image("LogoImage"))
            #expect(result.root.frame.size == CGSize(width: 100, height: 100))
            #expect(
                result.warnings.contains(
                    """
                    Image: LogoImage.imageset: logo.heic is HEIC, which Galley cannot read; convert it to PNG, \
                    JPEG, PDF or SVG; a placeholder stands in
                    """
                ), "\(result.warnings)")
            #expect(UIImage(named: "LogoImage") == nil)
        }
    }

    @Test("An image set in a group two levels down is found")
    func nestedGroup() throws {
        Self.withFixtures {
            #expect(Layouts.layout(Image("star")).root.frame.size == CGSize(width: 5, height: 5))
        }
    }

    @Test(
        """
        Generated asset symbols: Color(.brandRed), Color.brandRed, .foregroundStyle(.brandRed), UIColor.brandRed, \
        Image(.photo), UIImage.photo
        """
    )
    func generatedSymbols() throws {
        try Self.withFixtures {
            let red = Color(red: 0.9, green: 0.1, blue: 0.1)
            #expect(Color(.brandRed) == red)
            #expect(Color.brandRed == red)
            #expect(UIColor.brandRed.color == red)
            #expect(UIColor(resource: .brandRed).color == red)
            #expect(Color.accent == Color(red: 0, green: 128.0 / 255, blue: 1))
            #expect(Color.brandBlue.resolved(in: .dark) == Color(red: 1, green: 1, blue: 0))
            let styled = try Self.pixels(
                Rectangle().foregroundStyle(.brandRed).frame(width: 4, height: 4), width: 4, height: 4)
            #expect(Self.isNear(styled[2, 2], [230, 26, 26], tolerance: 2), "\(styled[2, 2])")
            #expect(Layouts.layout(Image(.photo)).root.frame.size == CGSize(width: 20, height: 10))
            #expect(Layouts.layout(Image(uiImage: .photo)).root.frame.size == CGSize(width: 20, height: 10))
            #expect(
                Layouts.layout(Image(uiImage: UIImage(resource: .badge))).root.frame.size
                    == CGSize(width: 24, height: 24))
            // Not found: the placeholder and the stand-in grey, as by name.
            #expect(
                Layouts.layout(Image(ImageResource(name: "Nowhere", bundle: .main))).warnings.contains {
                    $0.contains("placeholder")
                })
            #expect(Color(ColorResource(name: "Nowhere", bundle: .main)) == Color(white: 0.5))
        }
    }

    @Test("Color(_:bundle:) and Image(_:bundle:) with a bundle find the same assets as without")
    func bundleParameter() throws {
        Self.withFixtures {
            #expect(Color("BrandRed", bundle: .main) == Color("BrandRed"))
            #expect(Layouts.layout(Image("Photo", bundle: .main)).root.frame.size == CGSize(width: 20, height: 10))
            #expect(
                Layouts.layout(Image("Badge", bundle: Bundle.main)).root.frame.size == CGSize(width: 24, height: 24))
        }
    }

    /// A folder holding `files` (path → bytes).
    static func folder(files: [String: Data]) throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("galley-formats-\(UUID().uuidString)")
        for (path, data) in files {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try data.write(to: url)
        }
        return root
    }

    @Test("Broken JPEG, SVG and PDF files: a warning or a paint error naming the format, never a crash")
    func brokenFiles() throws {
        let jpeg = try Data(
            contentsOf: Self.fixtures.appendingPathComponent("Assets.xcassets/Photo.imageset/photo@2x.jpg"))
        let files: [String: Data] = [
            "cut.jpg": jpeg.prefix(200) + Data(repeating: 0x55, count: 50),
            "noise.svg": Data("<svg width='10' height='10'><circle r='3' <<< &bogus;".utf8),
            "sizeless.svg": Data("<svg xmlns='http://www.w3.org/2000/svg'><rect width='4' height='4'/></svg>".utf8),
            "noise.pdf": Data("%PDF-1.4\n1 0 obj << /MediaBox [0 0 10 10] >> garbage".utf8),
            "pageless.pdf": Data("%PDF-1.7\n%%EOF".utf8),
            "huge.svg": Data("<svg width='200000' height='200000'/>".utf8),
            "header-only.jpg": Data([0xFF, 0xD8, 0xFF, 0xC0, 0x00, 0x11, 0x08, 0xFF, 0xFF, 0xFF, 0xFF]),
        ]
        let root = try Self.folder(files: files)
        func image(_ name: String) -> Image { Image(contentsOfFile: root.appendingPathComponent(name).path) }
        #expect(
            Layouts.layout(image("sizeless.svg")).warnings.contains {
                $0.contains("is not a readable PNG, JPEG, SVG or PDF image (an SVG whose size cannot be read)")
            })
        #expect(
            Layouts.layout(image("pageless.pdf")).warnings.contains { $0.contains("(a PDF whose size cannot be read)") }
        )
        for name in ["noise.svg", "noise.pdf", "cut.jpg"] {
            #expect(Layouts.layout(image(name)).warnings.isEmpty, "\(name)")
            do {
                _ = try Self.render(
                    image(name).resizable().frame(width: 10, height: 10), width: 10, height: 10, format: .png)
                // A decoder may draw what it could read of a damaged file.
            } catch {
                #expect("\(error)".contains("that can be decoded"), "\(name): \(error)")
            }
        }
        // 200,000 points square is over the image pixel limit; 65,535 pixels square too.
        for name in ["huge.svg", "header-only.jpg"] {
            #expect(throws: LayoutError.self, "\(name)") {
                try Layouts.engine.layout(image(name), proposal: .unspecified)
            }
        }
    }
}
