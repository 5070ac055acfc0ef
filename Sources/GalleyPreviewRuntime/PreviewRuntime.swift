import Foundation
import GalleyCairo
import GalleyScene
import SwiftUI

/// The program `render preview` generates around the user's source: it runs
/// one preview declaration per process, so that a crash, a hang or a runaway
/// allocation stops that preview only.
///
/// Its command line is private to `render preview`:
/// `PROGRAM run INDEX --directory DIR [--canvas C] [--scale S] [--layout-direction rightToLeft] [--dump] [--memory-limit MB]
/// [--limits VIEWS,DEPTH,TEXT,FONTS,IMAGE,CANVAS,WORK]`
/// draws every picture of declaration INDEX into DIR (`1.png`, `1.json`, …)
/// and prints one JSON line per picture: its name, files and warnings, or
/// its error.
public enum PreviewRuntime {
    @MainActor
    public static func main(_ entries: [PreviewEntry]) {
        let arguments = Array(CommandLine.arguments.dropFirst())
        do {
            let request = try Request(arguments, entryCount: entries.count)
            if let megabytes = request.memoryLimit { AddressSpace.cap(megabytes: megabytes) }
            try run(entries[request.index], request)
        } catch {
            FileHandle.standardError.write(Data("preview runner: \(error)\n".utf8))
            exit(2)
        }
    }

    @MainActor
    private static func run(_ entry: PreviewEntry, _ request: Request) throws {
        let fonts = try FontLibrary.bundled()
        let engine = LayoutEngine(textEngine: TextEngine(fonts: fonts), limits: request.limits)
        for (offset, instance) in entry.instances().enumerated() {
            let number = offset + 1
            var report = Report(number: number, name: instance.settings.name)
            let placement = PreviewCanvas(settings: instance.settings, choice: request.canvas, scale: request.scale)
            report.warnings = placement.warnings
            Self.showScreen(of: placement.canvas)
            do {
                // The canvas's direction is the preview's root environment, as Xcode's canvas setting is.
                let view = request.isRightToLeft ? AnyView(instance.view.environment(\.layoutDirection, .rightToLeft)) : instance.view
                // As Xcode's canvas shows it: after the views' onAppear actions ran.
                let laidOut = try FirstAppearance.settle(view, runsActions: !request.firstFrameOnly) { root in
                    try placement.canvas.layout(root, using: engine)
                }
                report.warnings += laidOut.result.warnings
                let png = request.directory.appendingPathComponent("\(number).png")
                try Painter(limits: request.limits).write(laidOut, to: png)
                report.png = png.path
                if request.dump {
                    let dump = request.directory.appendingPathComponent("\(number).json")
                    try AtomicFile.write(LayoutDump(laidOut).data, to: dump)
                    report.dump = dump.path
                }
            } catch {
                report.error = "\(error)"
            }
            report.print()
        }
    }
}

extension PreviewRuntime {
    /// Makes `UIScreen.main` and `UIDevice.current` the canvas's: a
    /// device's screen, a fixed canvas's size, or the standard iPhone's
    /// for a canvas that fits the view.
    static func showScreen(of canvas: Galley.Canvas) {
        let device: Device = switch canvas.size {
        case .device(let device): device
        case .fixed, .fitting: .iPhone13Pro
        }
        var size = CGSize(width: device.width, height: device.height)
        if case .fixed(let width, let height) = canvas.size { size = CGSize(width: width, height: height) }
        UIScreen.draw(on: size, scale: canvas.scale, idiom: device.idiom == .pad ? .pad : .phone, safeAreaInsets: UIEdgeInsets(device: device))
    }
}

/// What `render preview` asked for.
private struct Request {
    var index: Int
    var directory: URL
    var canvas: CanvasChoice?
    var scale: CGFloat?
    var isRightToLeft = false
    var dump = false
    var firstFrameOnly = false
    var memoryLimit: Int?
    var limits = ResourceLimits.standard

    struct Invalid: Error, CustomStringConvertible {
        var description: String
    }

    init(_ arguments: [String], entryCount: Int) throws {
        guard arguments.count >= 2, arguments[0] == "run", let index = Int(arguments[1]), (0..<entryCount).contains(index) else {
            throw Invalid(description: "expected `run INDEX` with INDEX below \(entryCount)")
        }
        self.index = index
        var directory: URL?
        var rest = arguments.dropFirst(2).makeIterator()
        while let argument = rest.next() {
            switch argument {
            case "--dump":
                dump = true
            case "--first-frame":
                firstFrameOnly = true
            case "--layout-direction":
                guard let value = rest.next(), value == "rightToLeft" || value == "leftToRight" else {
                    throw Invalid(description: "--layout-direction needs leftToRight or rightToLeft")
                }
                isRightToLeft = value == "rightToLeft"
            case "--directory", "--canvas", "--scale", "--memory-limit", "--limits":
                guard let value = rest.next() else { throw Invalid(description: "\(argument) needs a value") }
                switch argument {
                case "--directory": directory = URL(fileURLWithPath: value)
                case "--canvas":
                    guard let choice = CanvasChoice(value) else { throw Invalid(description: "not a canvas: \(value)") }
                    canvas = choice
                case "--scale":
                    guard let number = Double(value), Galley.Canvas.scales.contains(CGFloat(number)) else { throw Invalid(description: "not a scale: \(value)") }
                    scale = CGFloat(number)
                case "--limits":
                    guard let given = ResourceLimits(argument: value) else { throw Invalid(description: "not limits: \(value)") }
                    limits = given
                default:
                    memoryLimit = Int(value)
                }
            default:
                throw Invalid(description: "unknown argument \(argument)")
            }
        }
        guard let directory else { throw Invalid(description: "--directory is required") }
        self.directory = directory
    }
}

/// One picture's outcome, as a line of JSON on standard output.
private struct Report: Encodable {
    var number: Int
    var name: String?
    var png: String?
    var dump: String?
    var warnings: [String] = []
    var error: String?

    func print() {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        guard let data = try? encoder.encode(self) else { return }
        FileHandle.standardOutput.write(data + Data("\n".utf8))
    }
}
