import Foundation
import Galley
import GalleyScene
import Testing

/// The inputs `Scripts/fuzz scene-decode` and `scene-paint` found
/// (`Fuzz/Findings/`), replayed through the same API.
@Suite("Fuzz findings: scenes")
struct SceneFuzzFindingTests {
    static let findings = Fixtures.directory.appendingPathComponent("../../Fuzz/Findings").standardizedFileURL

    static func finding(_ path: String) throws -> Data {
        try Data(contentsOf: findings.appendingPathComponent(path))
    }

    @Test(
        """
        The scene the leak checker flagged decodes and lays out (the bytes were held by the decoding thread, see \
        LargeStackTests)
        """
    )
    func largeStackLeak() throws {
        let scene = try Scene(data: try Self.finding("scene-decode/leak-large-stack-thread.json"), file: "leak.json")
        let laidOut = try scene.layout()
        #expect(laidOut.canvasSize.width == 390)
    }
}

extension SceneFuzzFindingTests {
    @Test(
        """
        The scene that showed a layout pass staying in memory lays out (the release is checked in \
        LayoutPassMemoryTests)
        """
    )
    func layoutContextCycle() throws {
        let scene = try Scene(data: try Self.finding("scene-paint/leak-layout-context-cycle.json"), file: "cycle.json")
        let laidOut = try scene.layout()
        #expect(laidOut.result.root.frame.width > 0)
    }
}
