import GalleyScene
import GalleyText

/// One width's measurement, and its two printed forms.
struct MeasureResult {
    var width: Double
    var layout: TextLayout

    /// `[{"width": 120, "size": {"width": 117.33, "height": 41.33}, "lineCount": 2, "lines": […], "truncated": false,
    /// "runs": [[{ "text": …, "direction": "leftToRight", "face": "Inter Regular", "size": 17 }], …]}, …]`
    static func json(_ results: [MeasureResult]) -> String {
        let objects = results.map { result in
            let lines = result.layout.lineStrings.map(JSONText.string).joined(separator: ", ")
            return "  {\"width\": \(JSONText.number(result.width)), "
                + "\"size\": {\"width\": \(JSONText.number(result.layout.size.width)), \"height\": \(JSONText.number(result.layout.size.height))}, "
                + "\"lineCount\": \(result.layout.lineCount), \"lines\": [\(lines)], \"truncated\": \(result.layout.isTruncated), "
                + "\"runs\": \(LayoutDump.runs(of: result.layout).singleLine)}"
        }
        return "[\n" + objects.joined(separator: ",\n") + "\n]\n"
    }

    /// A row per width, each followed by its lines.
    static func table(_ results: [MeasureResult]) -> String {
        var output = "width      size               lines  truncated\n"
        for result in results {
            let size = "\(JSONText.format(result.layout.size.width)) × \(JSONText.format(result.layout.size.height))"
            output += JSONText.format(result.width).padding(toLength: 11, withPad: " ", startingAt: 0)
                + size.padding(toLength: 19, withPad: " ", startingAt: 0)
                + String(result.layout.lineCount).padding(toLength: 7, withPad: " ", startingAt: 0)
                + (result.layout.isTruncated ? "yes" : "no") + "\n"
            for line in result.layout.lineStrings {
                output += "  │ " + line.replacingOccurrences(of: "\n", with: "⏎") + "\n"
            }
        }
        return output
    }
}

/// Numbers and strings as `render` writes them, through the same writer
/// as the layout dump.
enum JSONText {
    /// A number with at most two decimals, or the string "infinity".
    static func number(_ value: Double) -> String {
        value.isFinite ? JSONOutput.format(value) : "\"infinity\""
    }

    /// At most two decimals, no trailing zeros: 117.33, 20, 0.5; "infinity".
    static func format(_ value: Double) -> String {
        value.isFinite ? JSONOutput.format(value) : value.isNaN ? "nan" : "infinity"
    }

    static func string(_ text: String) -> String {
        JSONOutput.string(text)
    }
}
