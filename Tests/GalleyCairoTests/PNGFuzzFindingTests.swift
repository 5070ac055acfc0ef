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

    @Test(
        """
        The PNG the leak checker flagged (held by the layout thread, see LargeStackTests): a header Galley reads, \
        data Cairo refuses; painting it is a PaintError naming the image
        """
    )
    func largeStackLeak() throws {
        let data = try Data(contentsOf: Self.findings.appendingPathComponent("leak-large-stack-thread.png"))
        #expect(throws: RasterImage.DecodingError.self) { try RasterImage(png: data) }
        let header = try #require(PNGImage(data: data))
        #expect(header.pixelWidth == 40 && header.pixelHeight == 30)
        let canvas = Canvas(size: .fixed(width: 64, height: 64), scale: 1)
        let laidOut = try canvas.layout(Image(pngData: data, scale: 1).resizable(), using: LayoutEngine())
        do {
            _ = try Painter().render(laidOut, format: .png)
            Issue.record("painted an image Cairo cannot decode")
        } catch {
            #expect(error.description.contains("is not a PNG that can be decoded"), "\(error)")
        }
    }
}
