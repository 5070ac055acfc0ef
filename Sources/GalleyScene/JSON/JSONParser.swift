import Foundation
import Galley

/// A syntax error in a JSON file, with where it is.
struct JSONSyntaxError: Error, Equatable, Sendable {
    var message: String
    var position: SourcePosition
}

/// Parses JSON (RFC 8259) from UTF-8 bytes, keeping the line and column of
/// every value and the order of object members.
///
/// The input is checked to be valid UTF-8 first; a leading byte order mark
/// is skipped. Nesting of arrays and objects is limited (see
/// ``maximumDepth(forViews:)``), so hostile input cannot exhaust the stack. Duplicate keys, numbers out of
/// Double's range and lone surrogate escapes are errors.
struct JSONParser {
    /// The deepest nesting of arrays and objects accepted when views may
    /// nest `depth` levels: half as many and 12, so that a scene nested as
    /// deep as its JSON allows (`{"ScrollView": {"ScrollView": …}}`, where
    /// each level makes two views) is read, laid out, dumped and freed on a
    /// 512 KiB stack at the default limit.
    static func maximumDepth(forViews depth: Int) -> Int {
        depth / 2 + 12
    }

    private let bytes: [UInt8]
    private let maximumDepth: Int
    /// The limit on views' nesting the JSON's follows from, for its message.
    private let viewDepth: Int
    private var index = 0
    private var line = 1
    private var column = 1
    private var depth = 0

    private init(bytes: [UInt8], viewDepth: Int) {
        self.bytes = bytes
        self.viewDepth = viewDepth
        maximumDepth = Self.maximumDepth(forViews: viewDepth)
    }

    /// The value `data` holds, in a scene whose views may nest `viewDepth` levels.
    static func parse(_ data: Data, viewDepth: Int = ResourceLimits.standard.depth) throws(JSONSyntaxError) -> JSONValue
    {
        let bytes = [UInt8](data)
        try validateUTF8(bytes)
        var parser = JSONParser(bytes: bytes, viewDepth: viewDepth)
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { parser.index = 3 }
        parser.skipWhitespace()
        let value = try parser.parseValue()
        parser.skipWhitespace()
        if parser.index < bytes.count {
            throw parser.error("expected the end of the file after the JSON value, found \(parser.describeCurrent())")
        }
        return value
    }

    // MARK: Values

    private mutating func parseValue() throws(JSONSyntaxError) -> JSONValue {
        let position = currentPosition
        guard let byte = current else { throw error("expected a JSON value, found the end of the file") }
        switch byte {
        case UInt8(ascii: "{"): return JSONValue(.object(try parseObject()), at: position)
        case UInt8(ascii: "["): return JSONValue(.array(try parseArray()), at: position)
        case UInt8(ascii: "\""): return JSONValue(.string(try parseString()), at: position)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            return JSONValue(.number(try parseNumber()), at: position)
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"):
            let word = readWord()
            switch word {
            case "true": return JSONValue(.bool(true), at: position)
            case "false": return JSONValue(.bool(false), at: position)
            case "null": return JSONValue(.null, at: position)
            default:
                throw JSONSyntaxError(
                    message:
                        """
                        unexpected word \(quoted(word)); JSON's words are true, false and null, and strings are in \
                        double quotes
                        """,
                    position: position)
            }
        case UInt8(ascii: "'"):
            throw error("strings are written in double quotes, not single quotes")
        case UInt8(ascii: "/"):
            throw error("comments are not allowed in JSON")
        default:
            throw error("expected a JSON value, found \(describeCurrent())")
        }
    }

    private mutating func parseObject() throws(JSONSyntaxError) -> [JSONValue.Member] {
        try enterContainer()
        advance()
        var members: [JSONValue.Member] = []
        var keys: Set<String> = []
        skipWhitespace()
        if current == UInt8(ascii: "}") {
            advance()
            depth -= 1
            return members
        }
        while true {
            let keyPosition = currentPosition
            guard current == UInt8(ascii: "\"") else {
                if current == UInt8(ascii: "}"), !members.isEmpty {
                    throw error("a comma before '}' (trailing commas are not allowed)")
                }
                throw error("expected a key in double quotes, found \(describeCurrent())")
            }
            let key = try parseString()
            guard keys.insert(key).inserted else {
                throw JSONSyntaxError(message: "duplicate key \(quoted(key))", position: keyPosition)
            }
            skipWhitespace()
            guard current == UInt8(ascii: ":") else {
                throw error("expected ':' after the key \(quoted(key)), found \(describeCurrent())")
            }
            advance()
            skipWhitespace()
            members.append(JSONValue.Member(key: key, keyPosition: keyPosition, value: try parseValue()))
            skipWhitespace()
            switch current {
            case UInt8(ascii: ","):
                advance()
                skipWhitespace()
            case UInt8(ascii: "}"):
                advance()
                depth -= 1
                return members
            default:
                throw error("expected ',' or '}' after a member of an object, found \(describeCurrent())")
            }
        }
    }

    private mutating func parseArray() throws(JSONSyntaxError) -> [JSONValue] {
        try enterContainer()
        advance()
        var elements: [JSONValue] = []
        skipWhitespace()
        if current == UInt8(ascii: "]") {
            advance()
            depth -= 1
            return elements
        }
        while true {
            if current == UInt8(ascii: "]") { throw error("a comma before ']' (trailing commas are not allowed)") }
            elements.append(try parseValue())
            skipWhitespace()
            switch current {
            case UInt8(ascii: ","):
                advance()
                skipWhitespace()
            case UInt8(ascii: "]"):
                advance()
                depth -= 1
                return elements
            default:
                throw error("expected ',' or ']' after an element of an array, found \(describeCurrent())")
            }
        }
    }

    private mutating func enterContainer() throws(JSONSyntaxError) {
        depth += 1
        if depth > maximumDepth {
            throw error(
                """
                arrays and objects nest deeper than \(maximumDepth) levels; \(ResourceLimit.depth.name) \
                (\(viewDepth)) allows half of it and 12
                """
            )
        }
    }

    // MARK: Strings

    private mutating func parseString() throws(JSONSyntaxError) -> String {
        advance()
        var text: [UInt8] = []
        while true {
            // The run up to a quote, a backslash or a control character, at once.
            let start = index
            while index < bytes.count, bytes[index] != UInt8(ascii: "\""), bytes[index] != UInt8(ascii: "\\"),
                bytes[index] >= 0x20
            {
                if bytes[index] & 0xC0 != 0x80 { column += 1 }
                index += 1
            }
            text += bytes[start..<index]
            guard let byte = current else { throw error("the file ends inside a string") }
            switch byte {
            case UInt8(ascii: "\""):
                advance()
                return String(decoding: text, as: UTF8.self)
            case UInt8(ascii: "\\"):
                try parseEscape(into: &text)
            case UInt8(ascii: "\n"):
                throw error("a line break inside a string: close the string, or write \\n")
            default:
                throw error("a control character (U+\(hex(UInt32(byte)))) inside a string: write it as an escape")
            }
        }
    }

    private mutating func parseEscape(into text: inout [UInt8]) throws(JSONSyntaxError) {
        advance()
        guard let byte = current else { throw error("the file ends inside a string") }
        if let replacement = Self.escapes[byte] {
            text.append(replacement)
            advance()
            return
        }
        guard byte == UInt8(ascii: "u") else { throw error("unknown escape '\\\(describeScalar())' in a string") }
        let escapePosition = currentPosition
        advance()
        var scalar = try readHexQuad()
        if (0xD800...0xDBFF).contains(scalar) {
            guard current == UInt8(ascii: "\\"), peek(1) == UInt8(ascii: "u") else {
                throw JSONSyntaxError(
                    message: "a lone UTF-16 surrogate \\u\(hex(scalar)) in a string", position: escapePosition)
            }
            advance(2)
            let low = try readHexQuad()
            guard (0xDC00...0xDFFF).contains(low) else {
                throw JSONSyntaxError(
                    message: "a lone UTF-16 surrogate \\u\(hex(scalar)) in a string", position: escapePosition)
            }
            scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
        } else if (0xDC00...0xDFFF).contains(scalar) {
            throw JSONSyntaxError(
                message: "a lone UTF-16 surrogate \\u\(hex(scalar)) in a string", position: escapePosition)
        }
        guard let unicode = Unicode.Scalar(scalar) else {
            throw JSONSyntaxError(message: "\\u\(hex(scalar)) is not a Unicode scalar", position: escapePosition)
        }
        text += Array(String(Character(unicode)).utf8)
    }

    /// The one-letter escapes and the bytes they stand for.
    private static let escapes: [UInt8: UInt8] = [
        UInt8(ascii: "\""): UInt8(ascii: "\""), UInt8(ascii: "\\"): UInt8(ascii: "\\"),
        UInt8(ascii: "/"): UInt8(ascii: "/"),
        UInt8(ascii: "b"): 0x08, UInt8(ascii: "f"): 0x0C, UInt8(ascii: "n"): 0x0A, UInt8(ascii: "r"): 0x0D,
        UInt8(ascii: "t"): 0x09,
    ]

    private mutating func readHexQuad() throws(JSONSyntaxError) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard let byte = current, let digit = hexDigitValue(byte) else {
                throw error("expected four hexadecimal digits after \\u, found \(describeCurrent())")
            }
            value = value << 4 | digit
            advance()
        }
        return value
    }

    // MARK: Numbers

    private mutating func parseNumber() throws(JSONSyntaxError) -> Double {
        let start = index
        let position = currentPosition
        if current == UInt8(ascii: "-") { advance() }
        guard let first = current, isDigit(first) else {
            throw error("expected a digit after '-', found \(describeCurrent())")
        }
        advance()
        if first == UInt8(ascii: "0"), let next = current, isDigit(next) {
            throw error("a number cannot have a leading zero")
        }
        skipDigits()
        if current == UInt8(ascii: ".") {
            advance()
            guard let digit = current, isDigit(digit) else {
                throw error("expected a digit after '.', found \(describeCurrent())")
            }
            skipDigits()
        }
        if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
            advance()
            if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { advance() }
            guard let digit = current, isDigit(digit) else {
                throw error("expected a digit in the exponent, found \(describeCurrent())")
            }
            skipDigits()
        }
        let text = String(decoding: bytes[start..<index], as: UTF8.self)
        guard let value = Double(text), value.isFinite else {
            throw JSONSyntaxError(message: "the number \(text) is out of range", position: position)
        }
        return value
    }

    private mutating func skipDigits() {
        while let byte = current, isDigit(byte) { advance() }
    }

    private func isDigit(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    }

    // MARK: Reading

    private var current: UInt8? { index < bytes.count ? bytes[index] : nil }

    private func peek(_ offset: Int) -> UInt8? {
        index + offset < bytes.count ? bytes[index + offset] : nil
    }

    private var currentPosition: SourcePosition { SourcePosition(line: line, column: column) }

    /// Moves past `count` bytes, counting lines and scalars.
    private mutating func advance(_ count: Int = 1) {
        for _ in 0..<count where index < bytes.count {
            let byte = bytes[index]
            index += 1
            if byte == UInt8(ascii: "\n") {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 && byte != UInt8(ascii: "\r") {
                // A scalar starts at every byte that is not a continuation byte;
                // a carriage return (of CR LF) takes no column.
                column += 1
            }
        }
    }

    private mutating func skipWhitespace() {
        while let byte = current, byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 { advance() }
    }

    /// Letters and digits from here: a misspelt literal, for the message.
    private mutating func readWord() -> String {
        let start = index
        while let byte = current, byte < 0x80,
            Character(Unicode.Scalar(byte)).isLetter || isDigit(byte) || byte == UInt8(ascii: "_")
        {
            advance()
        }
        return String(decoding: bytes[start..<index], as: UTF8.self)
    }

    /// The character here, as a message shows it.
    private func describeCurrent() -> String {
        current == nil ? "the end of the file" : "'\(describeScalar())'"
    }

    private func describeScalar() -> String {
        guard index < bytes.count else { return "" }
        var end = index + 1
        while end < bytes.count, bytes[end] & 0xC0 == 0x80 { end += 1 }
        let text = String(decoding: bytes[index..<end], as: UTF8.self)
        guard let scalar = text.unicodeScalars.first, !scalar.properties.isWhitespace, scalar.value >= 0x20,
            scalar.value != 0x7F
        else {
            return "U+" + hex(text.unicodeScalars.first?.value ?? 0)
        }
        return text
    }

    private func error(_ message: String) -> JSONSyntaxError {
        JSONSyntaxError(message: message, position: currentPosition)
    }
}

private func hexDigitValue(_ byte: UInt8) -> UInt32? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
    case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
    case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
    default: nil
    }
}

/// Four (or more) uppercase hexadecimal digits.
private func hex(_ value: UInt32) -> String {
    let digits = String(value, radix: 16, uppercase: true)
    return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
}
