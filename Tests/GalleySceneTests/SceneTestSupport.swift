import Foundation
import Galley
import Testing
@testable import GalleyScene

/// Shared fixtures: the bundled fonts, an engine over them, and ways to
/// compare a scene's layout with the same views written in Swift.
enum Fixtures {
    static let fonts: FontLibrary = {
        do { return try FontLibrary.bundled() } catch { fatalError("bundled fonts: \(error)") }
    }()

    static let engine = LayoutEngine(textEngine: TextEngine(fonts: fonts))

    /// This test folder; scenes in tests resolve their paths from here.
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()

    static func scene(
        _ json: String, overrides: [String: String] = [:], directory: URL = directory
    ) throws(SceneError) -> Scene {
        try Scene(
            data: Data(json.utf8), file: "scene.json", directory: directory, overrides: overrides, fontLibrary: fonts)
    }

    /// The error reading `json` gives, as the render command prints it; nil if it reads.
    static func failure(_ json: String, overrides: [String: String] = [:], directory: URL = directory) -> String? {
        failure(Data(json.utf8), overrides: overrides, directory: directory)
    }

    static func failure(_ data: Data, overrides: [String: String] = [:], directory: URL = directory) -> String? {
        do {
            _ = try Scene(
                data: data, file: "scene.json", directory: directory, overrides: overrides, fontLibrary: fonts)
            return nil
        } catch {
            return error.description
        }
    }

    /// Every placed view, depth first, as a line: name, id, frame, paint,
    /// effect and text lines.
    static func nodes(
        _ view: some View, proposal: ProposedViewSize = ProposedViewSize(width: 390, height: 763)
    ) throws -> [String] {
        try describe(engine.layout(view, proposal: proposal, displayScale: 3))
    }

    static func describe(_ result: LayoutResult) -> [String] {
        result.root.allViews.map { view in
            var line = "\(view.name)#\(view.id ?? "") \(view.frame)"
            if let paint = view.paint { line += " \(paint)" }
            if let effect = view.effect { line += " \(effect)" }
            if let text = view.text { line += " \(text.lineStrings) \(text.isTruncated)" }
            return line
        }
    }

    /// A scene file in a fresh temporary folder, with `files` beside it.
    static func folder(_ files: [String: Data]) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "GalleySceneTests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for (name, data) in files {
            let url = folder.appendingPathComponent(name)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try data.write(to: url)
        }
        return folder
    }

    /// The start of a PNG of `width` × `height` pixels: the signature and
    /// the header chunk, which is all layout reads.
    static func pngHeader(width: UInt32, height: UInt32) -> Data {
        func bytes(_ value: UInt32) -> [UInt8] { [24, 16, 8, 0].map { UInt8((value >> $0) & 0xFF) } }
        let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        return Data(
            signature + bytes(13) + Array("IHDR".utf8) + bytes(width) + bytes(height) + [8, 6, 0, 0, 0] + bytes(0))
    }
}

/// Expects the scene `json` to lay out exactly as `view`: the same nodes,
/// frames, paints, effects and text.
func expectSameLayout(
    _ json: String, _ view: some View, proposal: ProposedViewSize = ProposedViewSize(width: 390, height: 763),
    sourceLocation: SourceLocation = #_sourceLocation
) throws {
    let scene = try Fixtures.scene(json)
    let decoded = try Fixtures.nodes(scene.view(), proposal: proposal)
    let written = try Fixtures.nodes(view, proposal: proposal)
    #expect(decoded == written, sourceLocation: sourceLocation)
    #expect(!written.isEmpty, sourceLocation: sourceLocation)
}
