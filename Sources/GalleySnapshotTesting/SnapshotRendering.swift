import Foundation
import Galley
import GalleyCairo
import Synchronization

/// Lays views out and paints them for the strategies, with the bundled
/// fonts; any failure becomes a message rather than a crash.
enum SnapshotRendering {
    /// An engine over the bundled fonts (with Apple's from the folder
    /// `GALLEY_SYSTEM_FONTS` names, if set), whose shaped text every
    /// snapshot reuses. What reading that folder warned of is printed on
    /// standard error, once.
    static let engine = TextEngine.bundled.map { engine in
        warn(engine.fonts.warnings, about: FontLibrary.systemFontsEnvironmentVariable)
        return LayoutEngine(textEngine: engine)
    }

    /// Engines over the bundled fonts with Apple's from a folder, by the
    /// folder's path: made at a strategy's first snapshot, then shared.
    private static let folderEngines = Mutex<[String: Result<LayoutEngine, FontError>]>([:])

    /// The engine whose system font comes from the folder `systemFonts`
    /// (nil: ``engine``); its warnings are printed once.
    static func engine(systemFonts: URL?) -> Result<LayoutEngine, FontError> {
        guard let systemFonts else { return engine }
        let path = systemFonts.standardizedFileURL.path
        return folderEngines.withLock { engines in
            if let made = engines[path] { return made }
            let made = Result { () throws(FontError) -> LayoutEngine in
                let library = try FontLibrary.bundledOnly().addingSystemFonts(at: path)
                warn(library.warnings, about: path)
                return LayoutEngine(textEngine: TextEngine(fonts: library))
            }
            engines[path] = made
            return made
        }
    }

    private static func warn(_ warnings: [String], about source: String) {
        for warning in warnings {
            FileHandle.standardError.write(Data("GalleySnapshotTesting: warning: \(source): \(warning)\n".utf8))
        }
    }

    /// `view` laid out on `canvas` and painted over `background`, its
    /// system font from the folder `systemFonts` when one is given.
    static func image(
        of view: some View, on canvas: Canvas, background: Color?, systemFonts: URL? = nil
    ) -> SnapshotImage {
        let engine: LayoutEngine
        do {
            engine = try self.engine(systemFonts: systemFonts).get()
        } catch {
            return SnapshotImage(failure: "Galley could not read its fonts: \(error)")
        }
        do {
            // As the view shows in an app: after its views' onAppear actions ran.
            let layout = try FirstAppearance.settle(view) { try canvas.layout($0, using: engine) }
            return image(of: layout, on: canvas, background: background)
        } catch {
            return SnapshotImage(failure: "Galley could not lay the view out: \(error)")
        }
    }

    /// A layout painted over `background`; `canvas` is what it was laid out on.
    static func image(of layout: CanvasLayout, on canvas: Canvas, background: Color?) -> SnapshotImage {
        let size = layout.canvasSize
        do throws(PaintError) {
            return SnapshotImage(
                png: try Painter(background: background).render(layout, format: .png), warnings: layout.result.warnings)
        } catch {
            var reason = "Galley could not paint the view: \(error)"
            if case .invalidCanvas = error, case .fitting = canvas.size, size.width == 0 || size.height == 0 {
                reason +=
                    " (at its ideal size the view is \(Double(size.width).formatted()) × "
                    + "\(Double(size.height).formatted()) points: give it a frame, or snapshot it with layout: "
                    + ".fixed(width:height:))"
            }
            return SnapshotImage(failure: reason)
        }
    }

    /// The layout dump of `view` laid out on `canvas`, or what went wrong.
    static func dump(of view: some View, on canvas: Canvas, systemFonts: URL? = nil) -> String {
        let engine: LayoutEngine
        do {
            engine = try self.engine(systemFonts: systemFonts).get()
        } catch {
            return "Galley could not read its fonts: \(error)\n"
        }
        do {
            return LayoutDump(try FirstAppearance.settle(view) { try canvas.layout($0, using: engine) }).text
        } catch {
            return "Galley could not lay the view out: \(error)\n"
        }
    }

    /// A picture of why a snapshot failed: white text on red, 360 points
    /// wide at @2x; empty when even that cannot be painted.
    static func picture(of reason: String) -> Data {
        let card = Text(reason)
            .foregroundColor(.white)
            .padding(12)
            .frame(width: 360, alignment: .leading)
            .background(Color.red)
        guard
            case .png(let data) = image(of: card, on: Canvas(size: .fitting(.unspecified), scale: 2), background: .red)
                .content
        else {
            return Data()
        }
        return data
    }
}
