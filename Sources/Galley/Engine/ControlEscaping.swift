extension String {
    /// The string with every control character but newline and tab, and
    /// every bidi control and line or paragraph separator, written as
    /// `\u{1B}`: text quoted from user input in a message can then neither
    /// act on a terminal nor reorder the line it is printed on.
    package var escapingControls: String {
        var result = ""
        result.unicodeScalars.reserveCapacity(unicodeScalars.count)
        for scalar in unicodeScalars {
            switch scalar.value {
            case 0x0A, 0x09:
                result.unicodeScalars.append(scalar)
            case 0x00...0x1F, 0x7F...0x9F, 0x202A...0x202E, 0x2066...0x2069, 0x200E, 0x200F, 0x061C, 0x2028, 0x2029:
                result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            default:
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
