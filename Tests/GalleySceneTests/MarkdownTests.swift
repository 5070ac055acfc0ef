import Testing
import Galley
@testable import GalleyScene

@Suite("Inline Markdown")
struct MarkdownTests {
    /// The runs written compactly: `b:` bold, `i:` italic, `c:` code, `l:` link.
    private func runs(_ source: String) -> [String] {
        Markdown.runs(source).map { run in
            (run.isBold ? "b" : "") + (run.isItalic ? "i" : "") + (run.isCode ? "c" : "") + (run.isLink ? "l" : "")
                + ":" + run.text
        }
    }

    @Test("Bold, italic and code, with both delimiters")
    func styles() {
        #expect(runs("**Hi** *there*") == ["b:Hi", ": ", "i:there"])
        #expect(runs("__Hi__ _there_") == ["b:Hi", ": ", "i:there"])
        #expect(runs("a `b *c*` d") == [":a ", "c:b *c*", ": d"])
        #expect(runs("``a ` b``") == ["c:a ` b"])
        #expect(runs("` a `") == ["c:a"])
    }

    @Test("Nesting, and *** as bold and italic")
    func nesting() {
        #expect(runs("**bold _and italic_**") == ["b:bold ", "bi:and italic"])
        #expect(runs("***both***") == ["bi:both"])
        #expect(runs("*a **b** c*") == ["i:a ", "bi:b", "i: c"])
    }

    @Test("Unpaired or flanked delimiters stay literal")
    func literals() {
        #expect(runs("snake_case_name") == [":snake_case_name"])
        #expect(runs("2 * 3 * 4") == [":2 * 3 * 4"])
        #expect(runs("**open") == [":**open"])
        #expect(runs("`open") == [":`open"])
        #expect(runs("*a **b* c**") == ["i:a **b", ": c**"])
        #expect(runs("****") == [":****"])
        #expect(runs("") == [])
    }

    @Test("Backslash escapes")
    func escapes() {
        #expect(runs("\\*not\\* \\`code\\`") == [":*not* `code`"])
        #expect(runs("a\\b") == [":a\\b"])
    }

    @Test("Hostile input takes linear time")
    func hostile() {
        let source = String(repeating: "*_`**__", count: 20_000)
        #expect(Markdown.runs(source).map(\.text).joined().count > 0)
    }

    @Test("Links draw their label as a link; ^[…](inflect: true) makes the noun agree with its number")
    func linksAndInflection() {
        #expect(runs("Visit [our site](https://example.com) now") == [":Visit ", "l:our site", ": now"])
        #expect(runs("[a] (b) [c](") == [":[a] (b) [c]("])
        #expect(runs("^[2 Person](inflect: true)") == [":2 People"])
        #expect(runs("^[1 Child](inflect: true) and ^[3 category](inflect: true)") == [":1 Child and 3 categories"])
        #expect(runs("^[0 box](inflect: true), ^[2 DAY](inflect: true)") == [":0 boxes, 2 DAYS"])
        // Nested brackets and line breaks are literal; many openings stay linear.
        #expect(runs("[[x](y)") == [":[", "l:x"])
        #expect(runs("[a\nb](c)") == [":[a\nb](c)"])
        let source = String(repeating: "[a](", count: 20_000) + String(repeating: "[", count: 20_000)
        #expect(Markdown.runs(source).map(\.text).joined().count == source.count)
    }
}
