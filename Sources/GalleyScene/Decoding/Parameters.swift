import Foundation

/// A scene parameter's value: a number or a string.
enum ParameterValue: Equatable, Sendable {
    case number(Double)
    case string(String)

    /// A `--set` value: a number when it reads as one (`12`, `-1.5`, `2e3`), else the string.
    init(override text: String) {
        let numeric = !text.isEmpty && text.allSatisfy { "0123456789+-.eE".contains($0) }
        if numeric, let value = Double(text), value.isFinite {
            self = .number(value)
        } else {
            self = .string(text)
        }
    }

    /// The value inside a longer string: `12`, `1.5`, or the string itself.
    var interpolated: String {
        switch self {
        case .number(let value): formatNumber(value)
        case .string(let value): value
        }
    }

    var json: JSONValue.Kind {
        switch self {
        case .number(let value): .number(value)
        case .string(let value): .string(value)
        }
    }
}

/// The parameters in scope, by name, and their substitution into strings:
/// a string that is exactly `"$name"` becomes the value, with its type;
/// `${name}` inside a string is replaced by the value's text.
struct Parameters: Sendable {
    var values: [String: ParameterValue]

    /// Whether `name` can name a parameter: a letter or `_`, then letters, digits or `_`.
    static func isName(_ name: some StringProtocol) -> Bool {
        guard let first = name.first, first.isASCII, first.isLetter || first == "_" else { return false }
        return name.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") }
    }

    /// `value` with parameters substituted, if it is a string; the error's
    /// message names the parameter that is not known. Values taken from
    /// parameters are not substituted into again.
    func resolve(_ value: JSONValue) throws(ParameterError) -> JSONValue {
        guard !value.isSubstituted, case .string(let text) = value.kind, text.contains("$") else { return value }
        if text.first == "$", Self.isName(text.dropFirst()) {
            let name = String(text.dropFirst())
            guard let parameter = values[name] else {
                throw ParameterError(message: "unknown parameter \(quoted(text))\(hint(for: name, prefix: "$"))")
            }
            return JSONValue(parameter.json, at: value.position, parameter: name, isSubstituted: true)
        }
        return JSONValue(.string(try interpolate(text, value: value)), at: value.position, isSubstituted: true)
    }

    /// `text` with each `${name}` replaced.
    private func interpolate(_ text: String, value: JSONValue) throws(ParameterError) -> String {
        var result = ""
        var rest = Substring(text)
        while let start = rest.range(of: "${") {
            result += rest[..<start.lowerBound]
            guard let end = rest[start.upperBound...].firstIndex(of: "}") else {
                throw ParameterError(message: "\"${\" without a closing \"}\" in \(value.summary)")
            }
            let name = String(rest[start.upperBound..<end])
            guard let parameter = values[name] else {
                throw ParameterError(
                    message: "unknown parameter \(quoted("${\(name)}"))\(hint(for: name, prefix: "${", suffix: "}"))")
            }
            result += parameter.interpolated
            rest = rest[rest.index(after: end)...]
        }
        return result + rest
    }

    private func hint(for name: String, prefix: String, suffix: String = "") -> String {
        Suggestion.closest(to: name, among: values.keys.sorted()).map {
            "; did you mean \(quoted(prefix + $0 + suffix))?"
        } ?? ""
    }
}

/// A parameter that is not known, or a `${` left open.
struct ParameterError: Error {
    var message: String
}
