import Testing
@testable import GalleyScene

@Suite("JSON writer")
struct JSONOutputTests {
    @Test("Numbers: two decimals at most, no trailing zeros, no negative zero")
    func numbers() {
        let cases: [(Double, String)] = [
            (100, "100"), (20.666_666, "20.67"), (150.333_333, "150.33"), (0.5, "0.5"), (-0.001, "0"), (-12.25, "-12.25"),
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
        #expect(value.prettyPrinted == """
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
}
