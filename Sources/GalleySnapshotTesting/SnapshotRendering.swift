import Foundation
import Galley
import GalleyCairo
import GalleyScene

/// Lays views out and paints them for the strategies, with the bundled
/// fonts; any failure becomes a message rather than a crash.
enum SnapshotRendering {
    /// An engine over the bundled fonts (with Apple's from the folder
    /// `GALLEY_SYSTEM_FONTS` names, if set), whose shaped text every
    /// snapshot reuses. What reading that folder warned of is printed on
    /// standard error, once.
    static let engine = TextEngine.bundled.map { engine in
        for warning in engine.fonts.warnings {
            FileHandle.standardError.write(Data("GalleySnapshotTesting: warning: \(FontLibrary.systemFontsEnvironmentVariable): \(warning)\n".utf8))
        }
        return LayoutEngine(textEngine: engine)
    }

    /// `view` laid out on `canvas` and painted over `background`.
    static func image(of view: some View, on canvas: Canvas, background: Color?) -> SnapshotImage {
        do {
            return image(of: try canvas.layout(view, using: try engine.get()), on: canvas, background: background)
        } catch {
            return SnapshotImage(failure: "Galley could not lay the view out: \(error)")
        }
    }

    /// A layout painted over `background`; `canvas` is what it was laid out on.
    static func image(of layout: CanvasLayout, on canvas: Canvas, background: Color?) -> SnapshotImage {
        let size = layout.canvasSize
        do throws(PaintError) {
            return SnapshotImage(png: try Painter(background: background).render(layout, format: .png), warnings: layout.result.warnings)
        } catch {
            var reason = "Galley could not paint the view: \(error)"
            if case .invalidCanvas = error, case .fitting = canvas.size, size.width == 0 || size.height == 0 {
                reason += " (at its ideal size the view is \(Double(size.width).formatted()) × \(Double(size.height).formatted()) points: give it a frame, or snapshot it with layout: .fixed(width:height:))"
            }
            return SnapshotImage(failure: reason)
        }
    }

    /// The layout dump of `view` laid out on `canvas`, or what went wrong.
    static func dump(of view: some View, on canvas: Canvas) -> String {
        do {
            return LayoutDump(try canvas.layout(view, using: try engine.get())).text
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
        guard case .png(let data) = image(of: card, on: Canvas(size: .fitting(.unspecified), scale: 2), background: .red).content else {
            return Data()
        }
        return data
    }
}
