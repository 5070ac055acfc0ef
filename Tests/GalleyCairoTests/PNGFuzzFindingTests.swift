import Foundation
import Galley
import GalleyCairo
import Testing

/// The inputs `Scripts/fuzz png-decode` found (`Fuzz/Findings/png-decode/`),
/// replayed as the fuzz target runs them: decoded, then painted as a
/// resizable Image on a 64 × 64 canvas.
@Suite("Fuzz findings: PNG images")
struct PNGFuzzFindingTests {
    static let findings = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../Fuzz/Findings/png-decode").standardizedFileURL

    @Test("The PNG the leak checker flagged (held by the layout thread, see LargeStackTests) decodes and paints")
    func largeStackLeak() throws {
        let data = try Data(contentsOf: Self.findings.appendingPathComponent("leak-large-stack-thread.png"))
        let image = try RasterImage(png: data)
        #expect(image.width == 40 && image.height == 30)
        let canvas = Canvas(size: .fixed(width: 64, height: 64), scale: 1)
        let laidOut = try canvas.layout(Image(pngData: data, scale: 1).resizable(), using: LayoutEngine())
        let painted = try RasterImage(png: try Painter().render(laidOut, format: .png))
        #expect(painted.width == 64 && painted.height == 64)
    }
}
