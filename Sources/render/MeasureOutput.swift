import Foundation
import GalleyScene
import GalleyText

/// `render measure`'s output, written straight to standard output through
/// a ``JSONWriter`` as the widths are laid out: a JSON array, or a table
/// with each width's lines under it. Widths are laid out and formatted in
/// batches on every core, each batch written in order as it is done.
struct MeasureOutput {
    private var writer = JSONWriter(sink: .standardOutput)
    private let isJSON: Bool
    private var count = 0

    init(json: Bool) {
        isJSON = json
        writer.write(json ? "[\n" : "width      size               lines  truncated\n")
    }

    /// Lays `widths` out with `layout` and writes each, in order.
    mutating func add(widths: [Double], layout: @Sendable @escaping (Double) -> TextLayout) {
        let jobs = ProcessInfo.processInfo.activeProcessorCount
        let batch = max(1, jobs) * 16
        for start in stride(from: 0, to: widths.count, by: batch) {
            let chunk = Array(widths[start..<min(start + batch, widths.count)])
            let first = count
            let isJSON = isJSON
            let parts = inParallel(chunk.count, jobs: jobs) { index -> [UInt8] in
                var part = MeasureOutput(isJSON: isJSON, count: first + index)
                part.add(width: chunk[index], layout: layout(chunk[index]))
                return part.writer.bytes
            }
            for part in parts {
                writer.write(bytes: part)
                writer.flushIfFull()
            }
            count += chunk.count
        }
    }

    /// A writer into memory for one width, the `count`-th.
    private init(isJSON: Bool, count: Int) {
        writer = JSONWriter()
        self.isJSON = isJSON
        self.count = count
    }

    /// One width's layout: `{"width": 120, "size": {"width": 117.33, "height": 41.33}, "lineCount": 2,
    /// "lines": […], "truncated": false, "runs": [[{ "text": …, "direction": "leftToRight",
    /// "face": "Inter Regular", "size": 17 }], …]}`, or its row and lines.
    private mutating func add(width: Double, layout: TextLayout) {
        if isJSON { addObject(width: width, layout: layout) } else { addRow(width: width, layout: layout) }
    }

    private mutating func addObject(width: Double, layout: TextLayout) {
        writer.write(count == 0 ? "  {\"width\": " : ",\n  {\"width\": ")
        if width.isFinite { writer.writeNumber(width) } else { writer.write("\"infinity\"") }
        writer.write(", \"size\": {\"width\": ")
        writer.writeNumber(layout.size.width)
        writer.write(", \"height\": ")
        writer.writeNumber(layout.size.height)
        writer.write("}, \"lineCount\": ")
        writer.write(String(layout.lineCount))
        writer.write(", \"lines\": [")
        for (index, line) in layout.lineStrings.enumerated() {
            if index > 0 { writer.write(", ") }
            writer.writeString(line)
        }
        writer.write(layout.isTruncated ? "], \"truncated\": true, \"runs\": [" : "], \"truncated\": false, \"runs\": [")
        for (index, runs) in layout.lineRuns.enumerated() {
            writer.write(index == 0 ? "[" : ", [")
            for (position, run) in runs.enumerated() {
                writer.write(position == 0 ? "{ \"text\": " : ", { \"text\": ")
                writer.writeString(run.string)
                writer.write(", \"direction\": ")
                writer.writeString(run.direction.rawValue)
                writer.write(", \"face\": ")
                writer.writeString(run.face.description)
                writer.write(", \"size\": ")
                writer.writeNumber(run.size)
                writer.write(" }")
            }
            writer.write(byte: UInt8(ascii: "]"))
        }
        writer.write("]}")
    }

    private mutating func addRow(width: Double, layout: TextLayout) {
        let size = "\(Self.format(layout.size.width)) × \(Self.format(layout.size.height))"
        writer.write(
            Self.format(width).padding(toLength: 11, withPad: " ", startingAt: 0)
                + size.padding(toLength: 19, withPad: " ", startingAt: 0)
                + String(layout.lineCount).padding(toLength: 7, withPad: " ", startingAt: 0)
                + (layout.isTruncated ? "yes\n" : "no\n")
        )
        for line in layout.lineStrings {
            writer.write("  │ ")
            var line = line
            if line.utf8.contains(where: { $0 < 0x20 || $0 == 0x7F || $0 == 0xC2 || $0 == 0xD8 || $0 == 0xE2 }) {
                // A line break shows as ⏎; other controls (and bidi controls) as escapes.
                line = line.replacingOccurrences(of: "\n", with: "⏎").escapingControls
            }
            writer.write(line)
            writer.write(byte: UInt8(ascii: "\n"))
        }
    }

    /// Ends the output and writes what is left.
    mutating func finish() {
        if isJSON { writer.write(count == 0 ? "]\n" : "\n]\n") }
        writer.flush()
    }

    /// A number as the table writes it: at most two decimals, no trailing
    /// zeros (117.33, 20, 0.5); infinity; nan.
    static func format(_ value: Double) -> String {
        value.isFinite ? JSONOutput.format(value) : value.isNaN ? "nan" : "infinity"
    }
}
