import GalleyText

/// One width's measurement, and its two printed forms.
struct MeasureResult {
    var width: Double
    var layout: TextLayout

    /// `[{"width": 120, "size": {"width": 117.33, "height": 41.33}, "lineCount": 2, "lines": […], "truncated": false}, …]`
    static func json(_ results: [MeasureResult]) -> String {
        let objects = results.map { result in
            let lines = result.layout.lineStrings.map(JSONText.string).joined(separator: ", ")
            return "  {\"width\": \(JSONText.number(result.width)), "
                + "\"size\": {\"width\": \(JSONText.number(result.layout.size.width)), \"height\": \(JSONText.number(result.layout.size.height))}, "
                + "\"lineCount\": \(result.layout.lineCount), \"lines\": [\(lines)], \"truncated\": \(result.layout.isTruncated)}"
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

/// Writing JSON values by hand, so the output is the same byte for byte
/// everywhere.
enum JSONText {
    /// A number with at most two decimals, or the string "infinity".
    static func number(_ value: Double) -> String {
        value.isFinite ? format(value) : "\"infinity\""
    }

    /// At most two decimals, no trailing zeros: 117.33, 20, 0.5; "infinity".
    static func format(_ value: Double) -> String {
        guard value.isFinite else { return value.isNaN ? "nan" : "infinity" }
        // Beyond 2^53 hundredths a Double holds no fraction worth printing.
        guard abs(value) < 9e13 else { return String(format: "%.0f", value) }
        let hundredths = (value * 100).rounded()
        let sign = hundredths < 0 ? "-" : ""
        let magnitude = Int64(abs(hundredths))
        let whole = magnitude / 100
        let fraction = magnitude % 100
        if fraction == 0 { return "\(sign)\(whole)" }
        if fraction % 10 == 0 { return "\(sign)\(whole).\(fraction / 10)" }
        return "\(sign)\(whole).\(fraction < 10 ? "0" : "")\(fraction)"
    }

    /// A JSON string literal.
    static func string(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case "\u{00}"..."\u{1F}", "\u{7F}", "\u{2028}", "\u{2029}":
                let hex = String(scalar.value, radix: 16, uppercase: true)
                result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }
}
