import Testing
import Galley
@testable import GalleyScene

@Suite("Inline Markdown")
struct MarkdownTests {
    /// The runs written compactly: `b:` bold, `i:` italic, `c:` code.
    private func runs(_ source: String) -> [String] {
        Markdown.runs(source).map { run in
            (run.isBold ? "b" : "") + (run.isItalic ? "i" : "") + (run.isCode ? "c" : "") + ":" + run.text
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
}
