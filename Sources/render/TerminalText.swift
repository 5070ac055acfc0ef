import Foundation

/// Messages as they reach a terminal: text quoted from a scene, a file
/// name or an argument may hold escape sequences, NUL bytes or bidi
/// overrides, which would act on the terminal instead of being read.
enum TerminalText {
    /// `text` with every control character but newline and tab, and every
    /// bidi control, written as `\u{1B}`.
    static func escaped(_ text: String) -> String {
        var result = ""
        result.unicodeScalars.reserveCapacity(text.unicodeScalars.count)
        for scalar in text.unicodeScalars {
            if isUnsafe(scalar) {
                result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    private static func isUnsafe(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x0A, 0x09: false
        case 0x00...0x1F, 0x7F...0x9F: true
        // Bidi embeddings, overrides and isolates; line and paragraph separators.
        case 0x202A...0x202E, 0x2066...0x2069, 0x200E, 0x200F, 0x061C, 0x2028, 0x2029: true
        default: false
        }
    }

    /// Writes `message` and a newline to standard error, escaped.
    static func printError(_ message: String) {
        FileHandle.standardError.write(Data((escaped(message) + "\n").utf8))
    }

    /// Prints `message` to standard output, escaped.
    static func printLine(_ message: String) {
        print(escaped(message))
    }
}
