import Foundation
import Galley

/// The check that JSON text is well-formed UTF-8, made before parsing.
extension JSONParser {
    /// Throws at the first byte that does not begin or continue a well-formed
    /// UTF-8 sequence (overlong forms, surrogates and values past U+10FFFF included).
    static func validateUTF8(_ bytes: [UInt8]) throws(JSONSyntaxError) {
        var index = 0
        var line = 1
        var column = 1
        while index < bytes.count {
            let byte = bytes[index]
            let length: Int
            var secondRange: ClosedRange<UInt8> = 0x80...0xBF
            switch byte {
            case 0x00...0x7F: length = 1
            case 0xC2...0xDF: length = 2
            case 0xE0: length = 3; secondRange = 0xA0...0xBF
            case 0xED: length = 3; secondRange = 0x80...0x9F
            case 0xE1...0xEC, 0xEE...0xEF: length = 3
            case 0xF0: length = 4; secondRange = 0x90...0xBF
            case 0xF1...0xF3: length = 4
            case 0xF4: length = 4; secondRange = 0x80...0x8F
            default: length = 0
            }
            var valid = length > 0 && index + length <= bytes.count
            if valid && length > 1 {
                valid =
                    secondRange.contains(bytes[index + 1])
                    && bytes[(index + 2)..<(index + length)].allSatisfy { (0x80...0xBF).contains($0) }
            }
            guard valid else {
                throw JSONSyntaxError(
                    message: "invalid UTF-8 at byte offset \(index)",
                    position: SourcePosition(line: line, column: column))
            }
            if byte == UInt8(ascii: "\n") {
                line += 1
                column = 1
            } else if byte != UInt8(ascii: "\r") {
                column += 1
            }
            index += length
        }
    }
}
