import Foundation
import GalleyCairo
import SwiftUI

/// The program `render preview` generates around the user's source. It
/// opens the font library once, then forks a process per preview
/// declaration (`PreviewServer`): a crash, a hang, a runaway allocation
/// or an `exit` stops that preview only, and each starts at once.
///
/// Its command line is private to `render preview` (`PreviewRequest`):
/// `PROGRAM serve --directory DIR [--indices I,J,…] [--jobs N] [--time-limit S] [--memory-limit MB]
/// [--canvas C] [--scale S] [--layout-direction rightToLeft] [--dump] [--first-frame]
/// [--limits VIEWS,DEPTH,TEXT,FONTS,IMAGE,CANVAS,WORK]`
/// draws every picture of each declaration I into `DIR/I`: `1.png`,
/// `1.json`, …, and `reports`, a JSON line per picture with its name, files
/// and warnings, or its error. What the declaration prints goes to
/// `DIR/I/stdout` and `DIR/I/stderr`. As each declaration ends, a JSON line
/// on standard output says how (`PreviewEnding`).
public enum PreviewRuntime {
    @MainActor
    public static func main(_ entries: [PreviewEntry]) {
        let arguments = Array(CommandLine.arguments.dropFirst())
        do {
            let request = try PreviewRequest(arguments, entryCount: entries.count)
            let textEngine = TextEngine(fonts: try FontLibrary.bundled())
            PreviewServer(request: request).serve { index, reports in
                let folder = request.directory.appendingPathComponent("\(index)")
                draw(entries[index], request, textEngine: textEngine, into: folder, reports: reports)
            }
        } catch {
            FileHandle.standardError.write(Data("preview runner: \(error)\n".utf8))
            exit(2)
        }
    }

    /// Draws each picture of `entry` into `folder`, a line in `reports` for each.
    @MainActor
    private static func draw(
        _ entry: PreviewEntry, _ request: PreviewRequest, textEngine: TextEngine, into folder: URL, reports: FileHandle
    ) {
        let engine = LayoutEngine(textEngine: textEngine, limits: request.limits)
        for (offset, instance) in entry.instances().enumerated() {
            let number = offset + 1
            var report = Report(number: number, name: instance.settings.name)
            let placement = PreviewCanvas(settings: instance.settings, choice: request.canvas, scale: request.scale)
            report.warnings = placement.warnings
            Self.showScreen(of: placement.canvas)
            do {
                // The canvas's direction is the preview's root environment, as Xcode's canvas setting is.
                let view =
                    request.isRightToLeft
                    ? AnyView(instance.view.environment(\.layoutDirection, .rightToLeft)) : instance.view
                // As Xcode's canvas shows it: after the views' onAppear actions ran.
                let laidOut = try FirstAppearance.settle(view, runsActions: !request.firstFrameOnly) { root in
                    try placement.canvas.layout(root, using: engine)
                }
                report.warnings += laidOut.result.warnings
                let png = folder.appendingPathComponent("\(number).png")
                try Painter(limits: request.limits).write(laidOut, to: png)
                report.png = png.path
                if request.dump {
                    let dump = folder.appendingPathComponent("\(number).json")
                    try AtomicFile.write(LayoutDump(laidOut).data, to: dump)
                    report.dump = dump.path
                }
            } catch {
                report.error = "\(error)"
            }
            report.write(to: reports)
        }
    }
}

extension PreviewRuntime {
    /// Makes `UIScreen.main` and `UIDevice.current` the canvas's: a
    /// device's screen, a fixed canvas's size, or the standard iPhone's
    /// for a canvas that fits the view.
    static func showScreen(of canvas: Galley.Canvas) {
        let device: Device =
            switch canvas.size {
            case .device(let device): device
            case .fixed, .fitting: .iPhone13Pro
            }
        var size = CGSize(width: device.width, height: device.height)
        if case .fixed(let width, let height) = canvas.size { size = CGSize(width: width, height: height) }
        UIScreen.draw(
            on: size, scale: canvas.scale, idiom: device.idiom == .pad ? .pad : .phone,
            safeAreaInsets: UIEdgeInsets(device: device))
    }
}

/// One picture's outcome, as a line of JSON in the declaration's `reports`.
private struct Report: Encodable {
    var number: Int
    var name: String?
    var png: String?
    var dump: String?
    var warnings: [String] = []
    var error: String?

    func write(to reports: FileHandle) {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        guard let data = try? encoder.encode(self) else { return }
        try? reports.write(contentsOf: data + Data("\n".utf8))
    }
}
