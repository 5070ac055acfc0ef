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
        var writer = JSONWriter()
        write(to: &writer)
        writer.write(byte: UInt8(ascii: "\n"))
        return writer.text
    }

    /// The value as JSON text on one line, with the spacing of
    /// ``prettyPrinted``'s one-line containers and no final line break.
    public var singleLine: String {
        var writer = JSONWriter()
        writeSingleLine(to: &writer)
        return writer.text
    }

    /// Writes the value as ``singleLine`` reads, into `writer`.
    public func writeSingleLine(to writer: inout JSONWriter) {
        switch self {
        case .array(let elements):
            writer.write(byte: UInt8(ascii: "["))
            for (index, element) in elements.enumerated() {
                if index > 0 { writer.write(", ") }
                element.writeSingleLine(to: &writer)
            }
            writer.write(byte: UInt8(ascii: "]"))
        case .object(let members) where !members.isEmpty:
            writer.write("{ ")
            for (index, member) in members.enumerated() {
                if index > 0 { writer.write(", ") }
                writer.writeString(member.key)
                writer.write(": ")
                member.value.writeSingleLine(to: &writer)
            }
            writer.write(" }")
        default:
            write(to: &writer)
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

    /// Writes the value as ``prettyPrinted`` does, without the final line
    /// break, into `writer`; nested containers are indented by `depth` levels.
    public func write(to writer: inout JSONWriter, depth: Int = 0) {
        switch self {
        case .null: writer.write("null")
        case .bool(let value): writer.write(value ? "true" : "false")
        case .number(let value): writer.writeNumber(value)
        case .string(let value): writer.writeString(value)
        case .array(let elements):
            guard !elements.isEmpty else { return writer.write("[]") }
            if isFlat {
                writer.write(byte: UInt8(ascii: "["))
                for (index, element) in elements.enumerated() {
                    if index > 0 { writer.write(", ") }
                    element.write(to: &writer, depth: depth)
                }
                writer.write(byte: UInt8(ascii: "]"))
            } else {
                writer.write("[\n")
                for (index, element) in elements.enumerated() {
                    Self.indent(depth + 1, in: &writer)
                    element.write(to: &writer, depth: depth + 1)
                    writer.write(index == elements.count - 1 ? "\n" : ",\n")
                }
                Self.indent(depth, in: &writer)
                writer.write(byte: UInt8(ascii: "]"))
            }
        case .object(let members):
            guard !members.isEmpty else { return writer.write("{}") }
            if isFlat {
                writer.write("{ ")
                for (index, member) in members.enumerated() {
                    if index > 0 { writer.write(", ") }
                    writer.writeString(member.key)
                    writer.write(": ")
                    member.value.write(to: &writer, depth: depth)
                }
                writer.write(" }")
            } else {
                writer.write("{\n")
                for (index, member) in members.enumerated() {
                    Self.writeMember(member.key, member.value, depth: depth + 1, to: &writer)
                    writer.write(index == members.count - 1 ? "\n" : ",\n")
                }
                Self.indent(depth, in: &writer)
                writer.write(byte: UInt8(ascii: "}"))
            }
        }
        writer.flushIfFull()
    }

    /// One member of a multi-line object at `depth`: indented, its key,
    /// its value; no separator.
    static func writeMember(_ key: String, _ value: JSONOutput, depth: Int, to writer: inout JSONWriter) {
        indent(depth, in: &writer)
        writer.writeString(key)
        writer.write(": ")
        value.write(to: &writer, depth: depth)
    }

    static func indent(_ depth: Int, in writer: inout JSONWriter) {
        for _ in 0..<depth { writer.write("  ") }
    }

    /// Rounded to two decimals, without trailing zeros: `100`, `20.67`, `-0.5`.
    /// Infinite and NaN values, which JSON cannot hold, are written as null.
    public static func format(_ value: Double) -> String {
        var writer = JSONWriter()
        writer.writeNumber(value)
        return writer.text
    }

    /// A JSON string literal: quotes, backslashes and control characters
    /// (and U+2028/U+2029, which JavaScript cannot hold) escaped.
    public static func string(_ value: String) -> String {
        var writer = JSONWriter()
        writer.writeString(value)
        return writer.text
    }
}
