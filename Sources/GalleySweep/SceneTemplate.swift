import Foundation
import Galley
import GalleyScene
import GalleyText

/// A scene file read once and laid out again and again with settings
/// changed: the source of every cell of a sweep and every probe of a
/// breakpoint search.
public struct SceneTemplate: Sendable {
    /// What the template is called in labels: the file, or the text.
    public let name: String
    /// The scene with no setting changed.
    public let scene: Scene
    private let data: Data
    private let file: String
    private let directory: URL
    /// The library scenes are decoded with (nil: the bundled fonts).
    private let fontLibrary: FontLibrary?

    /// Reads the scene file at `url`, decoding it with `fontLibrary` (the
    /// bundled fonts by default) plus the fonts the scene registers, under `limits`.
    public init(
        contentsOf url: URL, fontLibrary: FontLibrary? = nil, limits: ResourceLimits = .standard
    ) throws(SceneError) {
        try self.init(
            data: try Scene.contents(of: url), file: url.relativePath, directory: url.deletingLastPathComponent(),
            name: url.relativePath, fontLibrary: fontLibrary, limits: limits
        )
    }

    /// A template of scene bytes; `file` names it in errors, `directory`
    /// is where its paths start.
    public init(
        data: Data, file: String, directory: URL, name: String, fontLibrary: FontLibrary? = nil,
        limits: ResourceLimits = .standard
    ) throws(SceneError) {
        scene = try Scene(data: data, file: file, directory: directory, fontLibrary: fontLibrary, limits: limits)
        self.data = data
        self.file = file
        self.directory = directory
        self.fontLibrary = fontLibrary
        self.name = name
    }

    /// A scene that is one text at its ideal size on a fitted canvas: what
    /// `--text` sweeps.
    public static func text(
        _ text: String, scale: Double, fontLibrary: FontLibrary? = nil, limits: ResourceLimits = .standard
    ) throws(SceneError) -> SceneTemplate {
        let json =
            #"""
            {"canvas": {"sizeThatFits": {}, "scale": \#(scale)}, "root": {"Text": {"verbatim": \#
            \#(JSONOutput.string(text))}}}
            """#
        return try SceneTemplate(
            data: Data(json.utf8), file: "--text",
            directory: URL(fileURLWithPath: FileManager.default.currentDirectoryPath),
            name: text, fontLibrary: fontLibrary, limits: limits
        )
    }

    /// Whether `name` is a parameter of the scene rather than the root's
    /// proposed `width` or `height`.
    public func isParameter(_ name: String) -> Bool {
        scene.parameters.contains(name)
    }

    /// The scene with `settings` applied, and its root view with the
    /// environment settings (font, line limit) around it.
    public func variant(_ settings: [SweepSetting]) throws(SceneError) -> SceneVariant {
        var overrides: [String: String] = [:]
        for case .parameter(let name, let value) in settings { overrides[name] = value }
        var varied =
            overrides.isEmpty
            ? scene
            : try Scene(
                data: data, file: file, directory: directory, overrides: overrides, fontLibrary: fontLibrary,
                limits: scene.limits)
        var view = varied.view()
        for setting in settings {
            switch setting {
            case .parameter: break
            case .proposedWidth(let width):
                let proposal = varied.canvas.proposal
                varied.canvas.size = .fitting(
                    ProposedViewSize(width: width.map { CGFloat($0) }, height: proposal.height))
            case .proposedHeight(let height):
                let proposal = varied.canvas.proposal
                varied.canvas.size = .fitting(
                    ProposedViewSize(width: proposal.width, height: height.map { CGFloat($0) }))
            case .font(let font, _): view = AnyView(view.font(font))
            // Fixed: the scene's own lineLimit modifiers yield to it.
            case .lineLimit(let limit): view = AnyView(view.fixedLineLimit(limit))
            }
        }
        return SceneVariant(canvas: varied.canvas, background: varied.background, view: view, settings: settings)
    }

    /// A layout engine over the template's fonts, to lay its variants out
    /// (one engine shares its shaping cache across them).
    public func makeEngine() -> LayoutEngine {
        LayoutEngine(textEngine: TextEngine(fonts: scene.fontLibrary), limits: scene.limits)
    }
}

/// A scene with a sweep's settings applied.
public struct SceneVariant {
    public var canvas: Canvas
    public var background: Color?
    /// The root view, environment settings applied.
    public var view: AnyView
    public var settings: [SweepSetting]

    /// The settings, as a cell's label shows them.
    public var label: String {
        settings.map(\.label).joined(separator: " · ")
    }

    /// The variant laid out on its canvas.
    public func layout(using engine: LayoutEngine) throws(LayoutError) -> CanvasLayout {
        try canvas.layout(view, using: engine)
    }
}
