import Foundation
import Galley
import GalleyText

/// `render measure`'s output, written straight to standard output through
/// a ``JSONWriter`` as the widths are laid out: a JSON array, or a table
/// with each width's lines under it. Widths are laid out and formatted in
/// batches on every core; each batch is written in order on a thread of
/// its own while the next is laid out (at most two wait to be written).
struct MeasureOutput {
    private var writer = JSONWriter(sink: .standardOutput)
    private let isJSON: Bool
    private var count = 0
    private let writing = DispatchQueue(label: "render measure output")
    private let waiting = DispatchSemaphore(value: 2)

    init(json: Bool) {
        isJSON = json
        writer.write(json ? "[\n" : "width      size               lines  truncated\n")
    }

    /// Lays `widths` out with `layout` and writes each, in order.
    mutating func add(widths: [Double], layout: @Sendable @escaping (Double) -> TextLayout) {
        let jobs = max(1, ProcessInfo.processInfo.activeProcessorCount)
        let slice = 16
        // One cache of lines per job: each job lays out a run of adjacent
        // widths, which share most lines, without waiting on the others.
        let caches = (0..<jobs).map { _ in LineFragments() }
        for start in stride(from: 0, to: widths.count, by: jobs * slice) {
            let first = count
            let isJSON = isJSON
            let parts = inParallel(jobs, jobs: jobs) { job -> [UInt8] in
                let indices = min(widths.count, start + job * slice)..<min(widths.count, start + (job + 1) * slice)
                var part = Part(isJSON: isJSON, count: first + indices.lowerBound - start, lineFragments: caches[job])
                for index in indices {
                    part.add(width: widths[index], layout: layout(widths[index]))
                    part.count += 1
                }
                return part.writer.bytes
            }
            writer.flush()
            waiting.wait()
            writing.async { [waiting] in
                for part in parts { JSONWriter.writeToStandardOutput(part) }
                waiting.signal()
            }
            count += min(widths.count - start, jobs * slice)
        }
    }

    /// Some adjacent widths written into memory by one job.
    private struct Part {
        var writer = JSONWriter(capacity: 1 << 16)
        let isJSON: Bool
        /// The index of the next width in the whole output.
        var count: Int
        /// The JSON of lines this job has written.
        let lineFragments: LineFragments

        /// One width's layout: `{"width": 120, "size": {"width": 117.33, "height": 41.33}, "lineCount": 2,
        /// "lines": […], "truncated": false, "runs": [[{ "text": …, "direction": "leftToRight",
        /// "face": "Inter Regular", "size": 17 }], …]}`, or its row and lines.
        mutating func add(width: Double, layout: TextLayout) {
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
            let fragments = layout.lines.map { line in
                lineFragments.fragments(of: line, scale: layout.scaleFactor) { Self.fragments(of: line, in: layout) }
            }
            for (index, fragment) in fragments.enumerated() {
                if index > 0 { writer.write(", ") }
                writer.write(bytes: fragment.string)
            }
            writer.write(
                layout.isTruncated ? "], \"truncated\": true, \"runs\": [" : "], \"truncated\": false, \"runs\": [")
            for (index, fragment) in fragments.enumerated() {
                if index > 0 { writer.write(", ") }
                writer.write(bytes: fragment.runs)
            }
            writer.write("]}")
        }

        /// A line's text as a JSON string and its runs as a JSON array.
        private static func fragments(of line: TextLine, in layout: TextLayout) -> LineFragments.Fragments {
            var text = JSONWriter()
            text.writeString(layout.string(of: line))
            var runs = JSONWriter()
            LayoutDump.runs(of: line, in: layout).writeSingleLine(to: &runs)
            return LineFragments.Fragments(string: text.bytes, runs: runs.bytes)
        }

        private mutating func addRow(width: Double, layout: TextLayout) {
            let size = "\(MeasureOutput.format(layout.size.width)) × \(MeasureOutput.format(layout.size.height))"
            writer.write(
                MeasureOutput.format(width).padding(toLength: 11, withPad: " ", startingAt: 0)
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
    }

    /// Ends the output and writes what is left.
    mutating func finish() {
        writing.sync {}
        if isJSON { writer.write(count == 0 ? "]\n" : "\n]\n") }
        writer.flush()
    }

    /// A number as the table writes it: at most two decimals, no trailing
    /// zeros (117.33, 20, 0.5); infinity; nan.
    static func format(_ value: Double) -> String {
        value.isFinite ? JSONOutput.format(value) : value.isNaN ? "nan" : "infinity"
    }
}
