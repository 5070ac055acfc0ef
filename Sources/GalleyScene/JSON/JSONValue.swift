import Foundation

/// A place in a source file: 1-based line and column, columns counted in
/// Unicode scalars.
public struct SourcePosition: Hashable, Sendable {
    public var line: Int
    public var column: Int

    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }
}

/// A JSON value as parsed, with the place it starts in the file.
struct JSONValue: Sendable {
    enum Kind: Sendable {
        case null
        case bool(Bool)
        case number(Double)
        case string(String)
        case array([JSONValue])
        /// Members in the order of the file; keys are unique.
        case object([Member])
    }

    struct Member: Sendable {
        var key: String
        var keyPosition: SourcePosition
        var value: JSONValue
    }

    var kind: Kind
    var position: SourcePosition
    /// The scene parameter this value stands for, when it was written `"$name"`.
    var parameter: String?
    /// Parameters were substituted into this value: it is read as it is now.
    var isSubstituted: Bool

    init(_ kind: Kind, at position: SourcePosition, parameter: String? = nil, isSubstituted: Bool = false) {
        self.kind = kind
        self.position = position
        self.parameter = parameter
        self.isSubstituted = isSubstituted
    }

    /// The value as an error message quotes it: `"abc"`, `12`, `an array`.
    var summary: String {
        let text =
            switch kind {
            case .null: "null"
            case .bool(let value): "\(value)"
            case .number(let value): formatNumber(value)
            case .string(let value): quoted(value.count > 40 ? value.prefix(39) + "…" : value)
            case .array: "an array"
            case .object: "an object"
            }
        return parameter.map { "\(text) (from $\($0))" } ?? text
    }
}

/// A string in double quotes, as messages show names and values; a name
/// longer than 100 characters (a hostile key of megabytes) is cut to its
/// first 99 and "…", so that a message stays one readable line.
func quoted(_ text: some StringProtocol) -> String {
    guard text.count > 100 else { return "\"\(text)\"" }
    return "\"\(text.prefix(99))…\""
}

/// "a" or "an", for `noun`.
func article(_ noun: String) -> String {
    noun.first.map { "aeiouAEIOU".contains($0) } == true ? "an" : "a"
}

/// A number as a person writes it: `12`, `1.5`, `-0.25`.
func formatNumber(_ value: Double) -> String {
    if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
    return "\(value)"
}
