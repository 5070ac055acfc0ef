import Foundation
import GalleyCairo
import GalleyPreviewProtocol
import SwiftUI

/// The program `render preview` generates around the user's source. It
/// opens the font library once, then forks a process per preview
/// declaration (`PreviewServer`): a crash, a hang, a runaway allocation
/// or an `exit` stops that preview only, and each starts at once.
///
/// Its command line is private to `render preview`: `PROGRAM serve
/// REQUEST`, a `PreviewRequest` as JSON. It draws every picture of each
/// requested declaration I into `DIR/I`: `1.png`, `1.json`, …, and
/// `reports`, a `ReportLine` a line. What the declaration prints goes to
/// `DIR/I/stdout` and `DIR/I/stderr`. As each declaration ends, a
/// `PreviewEnding` line on the program's private channel (what was its
/// standard output, which no preview can reach) says how.
public enum PreviewRuntime {
    @MainActor
    public static func main(_ entries: [PreviewEntry]) {
        let channel = PreviewChannel.fromStandardOutput()
        let arguments = Array(CommandLine.arguments.dropFirst())
        do {
            guard arguments.count == 2, arguments[0] == "serve" else {
                throw PreviewProtocolError("expected `serve REQUEST`")
            }
            let request = try PreviewRequest(argument: arguments[1], entryCount: entries.count)
            let textEngine = TextEngine(fonts: try FontLibrary.bundled())
            PreviewServer(request: request, channel: channel).serve { index, reports in
                let folder = URL(fileURLWithPath: request.directory).appendingPathComponent("\(index)")
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
        // No closures here: this runs on the child's drawing thread, where a
        // main-actor closure's isolation check would trap.
        let scale: CGFloat? = if let scale = request.scale { CGFloat(scale) } else { nil }
        for (offset, instance) in entry.instances().enumerated() {
            let number = offset + 1
            var report = PictureReport(number: number, name: instance.settings.name)
            let placement = PreviewCanvas(
                settings: instance.settings, choice: request.canvas, scale: scale)
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
                try Painter(limits: request.limits).write(laidOut, to: folder.appendingPathComponent("\(number).png"))
                report.png = "\(number).png"
                if request.dump {
                    try AtomicFile.write(LayoutDump(laidOut).data, to: folder.appendingPathComponent("\(number).json"))
                    report.dump = "\(number).json"
                }
            } catch {
                report.error = "\(error)"
            }
            try? reports.write(contentsOf: JSONLines.line(ReportLine.picture(report)))
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
