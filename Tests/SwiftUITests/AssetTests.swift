import Foundation
import GalleyCairo
import SwiftUI
import Testing

@Suite("Images and colours from asset folders", .serialized)
struct AssetTests {
    /// A new folder with a real PNG of `width` × `height` pixels written to each of `paths`.
    static func folder(pngs paths: [String], width: Int, height: Int, files: [String: String] = [:]) throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("galley-assets-\(UUID().uuidString)")
        // A real PNG, painted by Galley's own painter.
        let blank = try Layouts.engine.layout(
            Color.blue.frame(width: CGFloat(width), height: CGFloat(height)), proposal: .unspecified)
        let png = try Painter().render(
            CanvasLayout(result: blank, canvasSize: CGSize(width: width, height: height), scale: 1), format: .png)
        for path in paths {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try png.write(to: url)
        }
        for (path, contents) in files {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(contents.utf8).write(to: url)
        }
        return root
    }

    @Test("Image(\"name\") loads <name>.imageset from an Assets.xcassets in a GALLEY_ASSETS folder, at the PNG's size")
    func imageSet() throws {
        let root = try Self.folder(pngs: ["Assets.xcassets/avatar.imageset/avatar.png"], width: 48, height: 30)
        setenv("GALLEY_ASSETS", "/nonexistent:\(root.path)", 1)
        defer { unsetenv("GALLEY_ASSETS") }
        let result = Layouts.layout(Image("avatar"))
        #expect(result.root.name == "Image")
        #expect(result.root.frame.size == CGSize(width: 48, height: 30))
        if case .image = result.root.paint {} else { Issue.record("the PNG is painted") }
        #expect(result.warnings.isEmpty)
    }

    @Test("A loose <name>@2x.png, found through a bundle's folder, draws at half its pixel size")
    func loosePNGAtScale() throws {
        let root = try Self.folder(pngs: ["logo@2x.png"], width: 80, height: 40)
        let bundle = try #require(Bundle(path: root.path))
        let result = Layouts.layout(Image("logo", bundle: bundle))
        #expect(result.root.frame.size == CGSize(width: 40, height: 20))
    }

    @Test("A missing image draws a grey placeholder with its name; resizable, it takes the space offered")
    func missingImage() {
        let result = Layouts.layout(Image("no-such-image-\(UUID().uuidString.prefix(6))"))
        #expect(result.root.name == "Image")
        #expect(result.root.frame.size == CGSize(width: 100, height: 100))
        #expect(result.root.allViews.contains { if case .fill = $0.paint { true } else { false } })
        #expect(result.warnings.contains { $0.contains("placeholder") })
        let resized = Layouts.layout(Image("missing").resizable().frame(width: 60, height: 30))
        #expect(resized.root.children.first?.frame.size == CGSize(width: 60, height: 30))
    }

    @Test("Image(systemName:) draws a Material icon sized by the font; its SwiftUI modifiers compile")
    func systemImage() {
        let body = Layouts.layout(Image(systemName: "star.fill")).root
        let title = Layouts.layout(Image(systemName: "star.fill").font(.largeTitle)).root
        #expect(body.frame.width > 0)
        #expect(abs(title.frame.width / body.frame.width - 34.0 / 17) < 1e-9)
        if case .fill(_, .path) = body.paint {} else { Issue.record("the symbol is its icon's filled outline") }
        // Written as SwiftUI code writes it: every modifier compiles, the
        // symbol keeps its size (one weight), the large scale is 1.3 × medium.
        let styled = Layouts.layout(
            Image(systemName: "heart.fill", variableValue: 0.5)
                .symbolRenderingMode(.monochrome)
                .renderingMode(.template)
                .foregroundStyle(.red)
                .fontWeight(.bold)
                .symbolVariant(.fill)
                .environment(\.imageScale, .large)
        )
        let plain = Layouts.layout(Image(systemName: "heart.fill"))
        #expect(styled.warnings.isEmpty)
        #expect(abs(styled.root.frame.width / plain.root.frame.width - 1.3) < 1e-9)
        for mode in [SymbolRenderingMode.hierarchical, .palette, .multicolor] {
            #expect(
                Layouts.layout(Image(systemName: "cloud.sun.fill").symbolRenderingMode(mode)).root.frame
                    == Layouts.layout(Image(systemName: "cloud.sun.fill")).root.frame)
        }
        let unknown = Layouts.layout(Image(systemName: "no.such.symbol"))
        #expect(unknown.warnings == [#"Image: no symbol stand-in for "no.such.symbol"; a placeholder stands in"#])
    }

    @Test("Color(\"Name\") reads a colour set: floats, 0–255 integers, hex strings, and its dark appearance")
    func colorSets() throws {
        let floats =
            #"""
            {"colors":[{"idiom":"universal","color":{"color-space":"srgb",\#
            "components":{"red":"1.000","green":"0.500","blue":"0.000","alpha":"1.000"}}}]}
            """#
        let integers =
            #"""
            {"colors":[{"idiom":"universal","color":{"color-space":"srgb",\#
            "components":{"red":"255","green":"0","blue":"51","alpha":"0.500"}}},\#
            {"appearances":[{"appearance":"luminosity","value":"dark"}],"idiom":"universal",\#
            "color":{"color-space":"srgb",\#
            "components":{"red":"0x00","green":"0xFF","blue":"0x00","alpha":"1.000"}}}]}
            """#
        let root = try Self.folder(
            pngs: [], width: 1, height: 1,
            files: [
                "Assets.xcassets/Brand.colorset/Contents.json": floats,
                "Assets.xcassets/Colors/Warning.colorset/Contents.json": integers,
            ])
        setenv("GALLEY_ASSETS", root.path, 1)
        defer { unsetenv("GALLEY_ASSETS") }
        #expect(Color("Brand") == Color(red: 1, green: 0.5, blue: 0))
        // A set with a dark appearance adapts: each appearance in its scheme.
        #expect(Color("Warning").resolved(in: .light) == Color(red: 1, green: 0, blue: 0.2, opacity: 0.5))
        #expect(Color("Warning").resolved(in: .dark) == Color(red: 0, green: 1, blue: 0))
        #expect(!Color("Brand").isAdaptive)
        let canvas = Galley.Canvas(size: .fixed(width: 4, height: 4), scale: 1)
        let layout = try canvas.layout(Color("Warning").preferredColorScheme(.dark), using: Layouts.engine)
        let dark = try RasterImage(png: Painter().render(layout, format: .png))
        #expect(dark[2, 2] == (0, 255, 0, 255))
        #expect(Color("Missing") == Color(white: 0.5))
    }

    @Test("Colour initialisers: colour spaces and hue, saturation, brightness")
    func colorInitialisers() {
        #expect(
            Color(.sRGB, red: 0.2, green: 0.4, blue: 0.6, opacity: 0.8)
                == Color(red: 0.2, green: 0.4, blue: 0.6, opacity: 0.8))
        #expect(Color(.sRGB, white: 0.3) == Color(white: 0.3))
        let linear = Color(.sRGBLinear, red: 0.214, green: 0, blue: 1)
        #expect(abs(linear.red - 0.5) < 0.01 && abs(linear.blue - 1) < 1e-9)
        let hsb = Color(hue: 1.0 / 3, saturation: 1, brightness: 1)
        #expect(abs(hsb.red) < 1e-9 && abs(hsb.green - 1) < 1e-9 && abs(hsb.blue) < 1e-9)
    }
}
