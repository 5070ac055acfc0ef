import Foundation

/// A JSON value to write, members in the order given: how the layout
/// dump and `render`'s JSON output are written, the same bytes everywhere.
public enum JSONOutput: Sendable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONOutput])
    case object([(key: String, value: JSONOutput)])

    /// The value as JSON text: two-space indentation, a container of plain
    /// values (or, for an object, of plain values and arrays of them) on
    /// one line, numbers rounded to two decimals without trailing zeros,
    /// and a final line break. The same value always gives the same bytes.
    public var prettyPrinted: String {
        var text = ""
        write(to: &text, indent: "")
        return text + "\n"
    }

    /// The value as JSON text on one line, with the spacing of
    /// ``prettyPrinted``'s one-line containers and no final line break.
    public var singleLine: String {
        switch self {
        case .array(let elements):
            "[" + elements.map(\.singleLine).joined(separator: ", ") + "]"
        case .object(let members) where members.isEmpty:
            "{}"
        case .object(let members):
            "{ " + members.map { Self.string($0.key) + ": " + $0.value.singleLine }.joined(separator: ", ") + " }"
        default:
            prettyPrinted.dropLast().description
        }
    }

    private var isScalar: Bool {
        switch self {
        case .array, .object: false
        default: true
        }
    }

    /// Whether the value is written on one line.
    private var isFlat: Bool {
        switch self {
        case .array(let elements): elements.allSatisfy(\.isScalar)
        case .object(let members): members.allSatisfy { $0.value.isScalar || $0.value.isFlatArray }
        default: true
        }
    }

    private var isFlatArray: Bool {
        if case .array = self { return isFlat }
        return false
    }

    private func write(to text: inout String, indent: String) {
        switch self {
        case .null: text += "null"
        case .bool(let value): text += value ? "true" : "false"
        case .number(let value): text += Self.format(value)
        case .string(let value): Self.writeString(value, to: &text)
        case .array(let elements):
            guard !elements.isEmpty else { text += "[]"; return }
            if isFlat {
                text += "["
                for (index, element) in elements.enumerated() {
                    if index > 0 { text += ", " }
                    element.write(to: &text, indent: indent)
                }
                text += "]"
            } else {
                let inner = indent + "  "
                text += "[\n"
                for (index, element) in elements.enumerated() {
                    text += inner
                    element.write(to: &text, indent: inner)
                    text += index == elements.count - 1 ? "\n" : ",\n"
                }
                text += indent + "]"
            }
        case .object(let members):
            guard !members.isEmpty else { text += "{}"; return }
            if isFlat {
                text += "{ "
                for (index, member) in members.enumerated() {
                    if index > 0 { text += ", " }
                    Self.writeString(member.key, to: &text)
                    text += ": "
                    member.value.write(to: &text, indent: indent)
                }
                text += " }"
            } else {
                let inner = indent + "  "
                text += "{\n"
                for (index, member) in members.enumerated() {
                    text += inner
                    Self.writeString(member.key, to: &text)
                    text += ": "
                    member.value.write(to: &text, indent: inner)
                    text += index == members.count - 1 ? "\n" : ",\n"
                }
                text += indent + "}"
            }
        }
    }

    /// Rounded to two decimals, without trailing zeros: `100`, `20.67`, `-0.5`.
    /// Infinite and NaN values, which JSON cannot hold, are written as null.
    public static func format(_ value: Double) -> String {
        guard value.isFinite else { return "null" }
        // Past 10^15 a Double has no hundredths to round to.
        let rounded = abs(value) < 1e15 ? (value * 100).rounded() / 100 : value
        guard rounded != 0 else { return "0" }
        var text = String(format: "%.2f", rounded)
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text
    }

    private static func writeString(_ value: String, to text: inout String) {
        text += string(value)
    }

    /// A JSON string literal: quotes, backslashes and control characters
    /// (and U+2028/U+2029, which JavaScript cannot hold) escaped.
    public static func string(_ value: String) -> String {
        var text = "\""
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\"": text += "\\\""
            case "\\": text += "\\\\"
            case "\n": text += "\\n"
            case "\r": text += "\\r"
            case "\t": text += "\\t"
            case "\u{08}": text += "\\b"
            case "\u{0C}": text += "\\f"
            case "\u{00}"..."\u{1F}", "\u{7F}", "\u{2028}", "\u{2029}":
                let digits = String(scalar.value, radix: 16, uppercase: true)
                text += "\\u" + String(repeating: "0", count: 4 - digits.count) + digits
            default: text.unicodeScalars.append(scalar)
            }
        }
        return text + "\""
    }
}
