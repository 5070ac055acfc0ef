import Foundation
import Galley

/// A scene file, read: the views it describes, the canvas they are drawn
/// on and the fonts their text may use. See docs/scene-format.md.
///
/// ```swift
/// let scene = try Scene(contentsOf: URL(fileURLWithPath: "card.json"), overrides: ["title": "Hi"])
/// let laidOut = try scene.layout()
/// print(LayoutDump(laidOut).text)
/// ```
///
/// Reading checks the whole file; any problem is a ``SceneError`` naming
/// the file, the place and what is wrong. A scene holds only values, so it
/// can be shared across threads; ``view()`` builds its views afresh.
public struct Scene: Sendable {
    /// What the scene is drawn on; the render command may replace it.
    public var canvas: Canvas
    /// The canvas colour; nil for the system background (white, or black
    /// in the dark colour scheme).
    public var background: Color?
    /// The bundled fonts and those the scene registers: lay the scene out
    /// with a text engine over this library.
    public let fontLibrary: FontLibrary
    /// The names of the parameters the scene declares (`params`), sorted.
    public let parameters: [String]
    /// The files the scene read besides itself: its fonts and images, in
    /// the order it named them.
    public let files: [URL]
    /// The layout direction of the whole scene (its `layoutDirection`);
    /// the render command's `--layout-direction` may replace it. Views
    /// inside may still set their own.
    public var layoutDirection: LayoutDirection
    /// What reading the scene allowed, and what laying it out and painting
    /// it may take: ``layout(using:)`` and painters follow these.
    public var limits: ResourceLimits
    private let root: ViewMaker

    /// The largest scene file read, in bytes.
    public static let maximumFileSize = 64 << 20

    /// Reads the scene file at `url`. `overrides` replace parameters'
    /// values (`--set name=value`); a value that reads as a number is one.
    /// Fonts are added to `fontLibrary`, the bundled fonts by default.
    /// A scene over `limits` (too many views, too deep, a text too long,
    /// too many fonts) is refused.
    public init(
        contentsOf url: URL, overrides: [String: String] = [:], fontLibrary: FontLibrary? = nil,
        limits: ResourceLimits = .standard
    ) throws(SceneError) {
        try self.init(
            data: try Self.contents(of: url), file: url.relativePath, directory: url.deletingLastPathComponent(),
            overrides: overrides, fontLibrary: fontLibrary, limits: limits
        )
    }

    /// The bytes of the scene file at `url`, or an error saying why it
    /// cannot be read (missing, a folder, larger than ``maximumFileSize``).
    public static func contents(of url: URL) throws(SceneError) -> Data {
        do {
            return try RegularFile.read(url.path, limit: maximumFileSize)
        } catch .folder {
            throw SceneError(file: url.relativePath, message: "a folder, not a scene file")
        } catch {
            throw SceneError(file: url.relativePath, message: error.description)
        }
    }

    /// Reads a scene from `data`. `file` names it in errors; paths in the
    /// scene (fonts, images) are relative to `directory`.
    public init(
        data: Data, file: String = "scene.json",
        directory: URL = URL(fileURLWithPath: FileManager.default.currentDirectoryPath),
        overrides: [String: String] = [:], fontLibrary: FontLibrary? = nil, limits: ResourceLimits = .standard
    ) throws(SceneError) {
        let fonts: FontLibrary
        if let fontLibrary {
            fonts = fontLibrary
        } else {
            do {
                fonts = try FontLibrary.bundled()
            } catch {
                throw SceneError(file: file, message: error.description)
            }
        }
        let decoded: Result<SceneContents, SceneError>
        do {
            decoded = try LargeStack.run {
                Self.decode(data, file: file, directory: directory, overrides: overrides, fonts: fonts, limits: limits)
            }
        } catch {
            throw SceneError(file: file, message: error.description)
        }
        let contents = try decoded.get()
        canvas = contents.canvas
        background = contents.background
        self.fontLibrary = contents.fonts
        root = contents.root
        layoutDirection = contents.layoutDirection
        parameters = contents.parameters
        files = contents.files
        self.limits = limits
    }

    /// Parses and decodes a scene; run on a large stack, as both recurse per level.
    private static func decode(
        _ data: Data, file: String, directory: URL, overrides: [String: String], fonts: FontLibrary,
        limits: ResourceLimits
    ) -> Result<SceneContents, SceneError> {
        let json: JSONValue
        do {
            json = try JSONParser.parse(data, viewDepth: limits.depth)
        } catch {
            return .failure(SceneError(file: file, position: error.position, message: error.message))
        }
        do {
            return .success(
                try SceneDecoder.decodeScene(
                    json, file: file, directory: directory, overrides: overrides, fonts: fonts, limits: limits))
        } catch {
            return .failure(error)
        }
    }

    /// The scene's root view, built as the Swift DSL would build it, in
    /// the scene's layout direction.
    public func view() -> AnyView {
        let view = withLargeStack(root)
        guard layoutDirection != .leftToRight else { return view }
        return AnyView(view.environment(\.layoutDirection, layoutDirection))
    }

    /// The scene laid out on its canvas: the root proposed the canvas's
    /// proposal and placed at its origin. `engine` defaults to one over
    /// ``fontLibrary`` under ``limits``.
    public func layout(using engine: LayoutEngine? = nil) throws(LayoutError) -> CanvasLayout {
        try canvas.layout(
            view(), using: engine ?? LayoutEngine(textEngine: TextEngine(fonts: fontLibrary), limits: limits))
    }
}
