import Foundation
import Galley
import Testing
@testable import GalleyScene

@Suite("JSON parser")
struct JSONParserTests {
    private func parse(_ text: String) throws(JSONSyntaxError) -> JSONValue {
        try JSONParser.parse(Data(text.utf8))
    }

    /// The error's message with its line and column, or nil when `bytes` parse.
    private func failure(_ bytes: [UInt8], viewDepth: Int = ResourceLimits.standard.depth) -> String? {
        do {
            _ = try JSONParser.parse(Data(bytes), viewDepth: viewDepth)
            return nil
        } catch {
            return "\(error.position.line):\(error.position.column): \(error.message)"
        }
    }

    private func failure(_ text: String, viewDepth: Int = ResourceLimits.standard.depth) -> String? {
        failure(Array(text.utf8), viewDepth: viewDepth)
    }

    @Test("Values, member order and the position of every value")
    func values() throws {
        let value = try parse(
            "{\n  \"b\": [1, -2.5e2, true],\n  \"a\": {\"x\": null, \"é\": \"\\u00e9\\n\\ud83d\\ude00\"}\n}")
        guard case .object(let members) = value.kind else { Issue.record("not an object"); return }
        #expect(members.map(\.key) == ["b", "a"])
        #expect(members[0].keyPosition == SourcePosition(line: 2, column: 3))
        guard case .array(let elements) = members[0].value.kind else { Issue.record("not an array"); return }
        #expect(elements.map(\.position.column) == [9, 12, 20])
        guard case .number(let number) = elements[1].kind else { Issue.record("not a number"); return }
        #expect(number == -250)
        guard case .object(let inner) = members[1].value.kind, case .string(let string) = inner[1].value.kind else {
            Issue.record("not a string"); return
        }
        #expect(string == "é\n😀")
        // Columns count Unicode scalars: the key "é" takes three columns, though four bytes.
        #expect(inner[1].value.position == SourcePosition(line: 3, column: 25))
    }

    @Test("A byte order mark is skipped; CR LF ends one line")
    func lineEnds() throws {
        #expect(failure([0xEF, 0xBB, 0xBF] + Array("{\"a\": 1}".utf8)) == nil)
        #expect(
            failure("{\r\n\"a\": x}")
                == "2:6: unexpected word \"x\"; JSON's words are true, false and null, and strings are in double quotes"
        )
    }

    @Test("Syntax errors name the line, the column and what was expected")
    func syntaxErrors() {
        #expect(failure("") == "1:1: expected a JSON value, found the end of the file")
        #expect(failure("{\"a\": 1 \"b\": 2}") == "1:9: expected ',' or '}' after a member of an object, found '\"'")
        #expect(failure("[1, 2,]") == "1:7: a comma before ']' (trailing commas are not allowed)")
        #expect(failure("{\"a\": 1,}") == "1:9: a comma before '}' (trailing commas are not allowed)")
        #expect(failure("{a: 1}") == "1:2: expected a key in double quotes, found 'a'")
        #expect(failure("{\"a\" 1}") == "1:6: expected ':' after the key \"a\", found '1'")
        #expect(failure("[1] 2") == "1:5: expected the end of the file after the JSON value, found '2'")
        #expect(failure("['a']") == "1:2: strings are written in double quotes, not single quotes")
        #expect(failure("// note\n{}") == "1:1: comments are not allowed in JSON")
        #expect(
            failure("[True]")
                == """
                1:2: unexpected word \"True\"; JSON's words are true, false and null, and strings are in double \
                quotes
                """
        )
        #expect(failure("{\"a\": 1, \"a\": 2}") == "1:10: duplicate key \"a\"")
        #expect(failure("[\u{7}]") == "1:2: expected a JSON value, found 'U+0007'")
    }

    @Test("String errors: line breaks, control characters, escapes, surrogates, the end of the file")
    func stringErrors() {
        #expect(failure("[\"ab\ncd\"]") == "1:5: a line break inside a string: close the string, or write \\n")
        #expect(failure("[\"a\tb\"]") == "1:4: a control character (U+0009) inside a string: write it as an escape")
        #expect(failure("[\"\\q\"]") == "1:4: unknown escape '\\q' in a string")
        #expect(failure("[\"\\u12G4\"]") == "1:7: expected four hexadecimal digits after \\u, found 'G'")
        #expect(failure("[\"\\ud800x\"]") == "1:4: a lone UTF-16 surrogate \\uD800 in a string")
        #expect(failure("[\"\\udc00\"]") == "1:4: a lone UTF-16 surrogate \\uDC00 in a string")
        #expect(failure("[\"abc") == "1:6: the file ends inside a string")
    }

    @Test("Number errors: leading zeros, missing digits, out of range")
    func numberErrors() {
        #expect(failure("[01]") == "1:3: a number cannot have a leading zero")
        #expect(failure("[-]") == "1:3: expected a digit after '-', found ']'")
        #expect(failure("[1.]") == "1:4: expected a digit after '.', found ']'")
        #expect(failure("[1e+]") == "1:5: expected a digit in the exponent, found ']'")
        #expect(failure("[1e999]") == "1:2: the number 1e999 is out of range")
        #expect(failure("[-0.5e-3, 1E2, 0]") == nil)
    }

    @Test("Nesting is limited to half the views' depth and 12 levels of arrays and objects")
    func depth() {
        let message =
            "arrays and objects nest deeper than 512 levels; ResourceLimits.depth (1000) allows half of it and 12"
        let limit = JSONParser.maximumDepth(forViews: 1_000)
        #expect(limit == 512)
        #expect(failure(String(repeating: "[", count: limit) + String(repeating: "]", count: limit)) == nil)
        #expect(failure(String(repeating: "[", count: limit + 1)) == "1:\(limit + 1): \(message)")
        // A hostile file far deeper than the limit fails at the limit, without recursing further.
        #expect(failure(String(repeating: "{\"a\":", count: 100_000)) == "1:\(5 * limit + 1): \(message)")
        // The views' limit sets it.
        #expect(
            failure(String(repeating: "[", count: 18) + String(repeating: "]", count: 18), viewDepth: 10) == "1:18: "
                + "arrays and objects nest deeper than 17 levels; ResourceLimits.depth (10) allows half of it and 12")
        #expect(failure(String(repeating: "[", count: 17) + String(repeating: "]", count: 17), viewDepth: 10) == nil)
    }

    @Test("Invalid UTF-8 is rejected at its byte offset")
    func invalidUTF8() {
        #expect(
            failure(Array("[\"ok\", \"".utf8) + [0xFF] + Array("\"]".utf8)) == "1:9: invalid UTF-8 at byte offset 8")
        // An overlong encoding of "/", a surrogate, a truncated sequence, a value past U+10FFFF.
        #expect(failure([0x5B, 0xC0, 0xAF, 0x5D]) == "1:2: invalid UTF-8 at byte offset 1")
        #expect(failure([0x0A, 0x22, 0xED, 0xA0, 0x80, 0x22]) == "2:2: invalid UTF-8 at byte offset 2")
        #expect(failure([0x22, 0xE2, 0x82]) == "1:2: invalid UTF-8 at byte offset 1")
        #expect(failure([0x22, 0xF4, 0x90, 0x80, 0x80, 0x22]) == "1:2: invalid UTF-8 at byte offset 1")
        #expect(failure(Array("\"é😀\"".utf8)) == nil)
    }
}
