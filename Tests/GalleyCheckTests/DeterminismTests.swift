import Foundation
import GalleyCairo
import GalleyCheck
import GalleyScene
import Testing

/// The same scene and bundled fonts give the same bytes: every example
/// painted twice to SVG and to PDF, each time on a fresh engine, gives
/// identical files (the PNGs and dumps, through `render check` at several
/// `--jobs` and shards, are `RenderCommandTests`' `DeterminismTests`).
@Suite("Determinism over the examples")
struct DeterminismTests {
    @Test("Every example paints byte-identical SVG and PDF twice", arguments: [ImageFormat.svg, .pdf])
    func vectorFormats(_ format: ImageFormat) throws {
        var differing: [String] = []
        for scene in ExampleSnapshotTests.scenes {
            func paint() throws -> Data {
                let loaded = try Scene(contentsOf: scene.url)
                return try Painter(background: loaded.background).render(try loaded.layout(), format: format)
            }
            let first = try paint()
            if try paint() != first { differing.append(scene.name) }
        }
        #expect(ExampleSnapshotTests.scenes.count > 100)
        #expect(differing.isEmpty, "\(differing)")
    }
}
