import Foundation
import Testing
@testable import Galley

@Suite("JSON writer")
struct JSONOutputTests {
    @Test("Numbers: two decimals at most, no trailing zeros, no negative zero")
    func numbers() {
        let cases: [(Double, String)] = [
            (100, "100"), (20.666_666, "20.67"), (150.333_333, "150.33"), (0.5, "0.5"), (-0.001, "0"),
            (-12.25, "-12.25"),
            (1e9, "1000000000"), (.infinity, "null"), (.nan, "null"),
        ]
        for (value, text) in cases { #expect(JSONOutput.format(value) == text) }
    }

    @Test("Indentation of two spaces; containers of plain values on one line; escapes")
    func layout() {
        let value = JSONOutput.object([
            ("a", .object([("x", .number(1)), ("list", .array([.string("q\"\n\u{1}é"), .bool(false), .null]))])),
            ("b", .array([.object([("y", .number(2))]), .array([])])),
            ("c", .object([])),
        ])
        #expect(
            value.prettyPrinted == """
                {
                  "a": { "x": 1, "list": ["q\\"\\n\\u0001é", false, null] },
                  "b": [
                    { "y": 2 },
                    []
                  ],
                  "c": {}
                }

                """)
    }

    /// Numbers as `%.2f` writes them rounded to hundredths, trailing zeros
    /// removed: what the writer's digit arithmetic must reproduce.
    static func reference(_ value: Double) -> String {
        guard value.isFinite else { return "null" }
        let rounded = abs(value) < 1e15 ? (value * 100).rounded() / 100 : value
        guard rounded != 0 else { return "0" }
        var text = String(format: "%.2f", rounded)
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text
    }

    @Test("The writer's numbers are %.2f's digits, from tiny to 1e308, for 200,000 values")
    func writerNumbers() {
        var generator = SystemRandomNumberGenerator()
        var values: [Double] = [
            0, -0.0, 0.004, 0.005, -0.005, 0.015, 1.005, 2.675, 117.333, -3.1, 99.995, 1e13 - 0.01, 1e13, 4.5e13, 1e15,
            1e300, .nan, .infinity,
        ]
        for exponent in -4...16 {
            for _ in 0..<10_000 {
                values.append(Double.random(in: -1...1, using: &generator) * pow(10, Double(exponent)))
            }
        }
        var mismatches: [String] = []
        for value in values where JSONOutput.format(value) != Self.reference(value) {
            mismatches.append("\(value): \(JSONOutput.format(value)) vs \(Self.reference(value))")
        }
        #expect(mismatches.isEmpty, "\(mismatches.prefix(10))")
    }

    @Test("The writer's strings escape quotes, backslashes, controls and U+2028/9, and nothing else")
    func writerStrings() {
        #expect(
            JSONOutput.string("a\"b\\c\n\r\t\u{08}\u{0C}\u{01}\u{1F}\u{7F}\u{2028}\u{2029}\u{2027}é😀")
                == #""a\"b\\c\n\r\t\b\f\u0001\u001F\u007F\u2028\u2029\#u{2027}é😀""#)
        #expect(JSONOutput.string("") == #""""#)
        #expect(JSONOutput.string("\u{E2}\u{80}") == "\"\u{E2}\u{80}\"")
    }
}
