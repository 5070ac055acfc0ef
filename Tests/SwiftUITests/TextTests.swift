import Foundation
@testable import SwiftUI
import Testing
import GalleyTestSupport

@Suite("Text: Markdown in literals, formatting, line limits")
struct TextTests {
    @Test("A literal's **bold** is drawn bold: wider than the same words regular")
    func markdownBold() throws {
        let bold = try #require(
            Layouts.layout(Text("**Galley renders**").fixedSize()).root.allViews.first { $0.text != nil })
        let plain = try #require(
            Layouts.layout(Text(verbatim: "Galley renders").fixedSize()).root.allViews.first { $0.text != nil })
        #expect(bold.text?.lineStrings == ["Galley renders"])
        #expect(bold.frame.width > plain.frame.width)
        #expect(bold.frame.height == plain.frame.height)
    }

    @Test("A view's fontDesign sets the design of the text inside: rounded draws in Quicksand, serif in Noto Serif")
    func fontDesign() throws {
        func family(_ view: some View) -> String? {
            Layouts.layout(view).root.allViews.compactMap(\.text).first?.glyphRuns.first?.face.familyName
        }
        #expect(family(VStack { Text("Rounded") }.fontDesign(.rounded)) == "Quicksand")
        #expect(family(VStack { Text("Serif") }.fontDesign(.serif)) == "Noto Serif")
        #expect(family(VStack { Text("Mono") }.fontDesign(.monospaced)) == "Noto Sans Mono")
        #expect(family(VStack { Text("Default") }.fontDesign(nil)) == "Inter")
        #expect(family(Text("Rounded").font(.system(.title, design: .rounded, weight: .bold))) == "Quicksand")
        // On a Text too; a font that names its design keeps it.
        #expect(family(Text("Rounded").fontDesign(.rounded)) == "Quicksand")
        #expect(
            family(VStack { Text("Serif").font(.system(.body, design: .serif)) }.fontDesign(.rounded)) == "Noto Serif")
        #expect(family((Text("A").fontDesign(.serif) + Text("B")).fontDesign(.rounded)) == "Noto Serif")
    }

    @Test("Markdown only in literals: Text(verbatim:) and Text(stringVariable) show the asterisks")
    func overloads() {
        let variable = "**not bold**"
        #expect(Layouts.layout(Text(variable)).root.textLines == [["**not bold**"]])
        #expect(Layouts.layout(Text(verbatim: "*as written*")).root.textLines == [["*as written*"]])
        #expect(Layouts.layout(Text("*italic* and `code`")).root.textLines == [["italic and code"]])
        #expect(Layouts.layout(Text(LocalizedStringKey(variable))).root.textLines == [["not bold"]])
    }

    @Test("Interpolated values are not Markdown, but take the style around them")
    func interpolation() throws {
        let name = "*Ada*"
        #expect(Layouts.layout(Text("Hello \(name)")).root.textLines == [["Hello *Ada*"]])
        let boldName = try #require(
            Layouts.layout(Text("**\("Ada Lovelace")**").fixedSize()).root.allViews.first { $0.text != nil })
        let plainName = try #require(
            Layouts.layout(Text(verbatim: "Ada Lovelace").fixedSize()).root.allViews.first { $0.text != nil })
        #expect(boldName.frame.width > plainName.frame.width)
        // Numbers print as SwiftUI's format specifiers do.
        #expect(
            Layouts.layout(Text("\(42) items, \(2.5) kg, \(1.5, specifier: "%.1f")")).root.textLines == [
                ["42 items, 2.500000 kg, 1.5"]
            ])
        #expect(Layouts.layout(Text("Total: \(Text("sum").bold())")).root.textLines == [["Total: sum"]])
    }

    @Test("Text(_:format:) formats in the environment's locale, en_US unless set")
    func formatStyles() {
        #expect(Layouts.layout(Text(1234.5, format: .currency(code: "USD"))).root.textLines == [["$1,234.50"]])
        #expect(Layouts.layout(Text(0.25, format: .percent)).root.textLines == [["25%"]])
        #expect(Layouts.layout(Text(1234567, format: .number)).root.textLines == [["1,234,567"]])
        let german = Text(1234.5, format: .number).environment(\.locale, Locale(identifier: "de_DE"))
        #expect(Layouts.layout(german).root.textLines == [["1.234,5"]])
        #expect(
            Layouts.layout(Text("Price: \(9.99, format: .currency(code: "EUR"))")).root.textLines == [["Price: €9.99"]])
    }

    @Test("Dates: format styles and SwiftUI's date styles, in the environment's time zone")
    func dates() {
        let date = Date(timeIntervalSince1970: 1_559_578_980) // 2019-06-03 16:23 UTC
        let utc = TimeZone(identifier: "UTC")!
        #expect(
            Layouts.layout(Text(date, style: .date).environment(\.timeZone, utc)).root.textLines == [["June 3, 2019"]])
        let time = Layouts.layout(Text(date, style: .time).environment(\.timeZone, utc)).root.textLines
        #expect(time.first?.first?.replacingOccurrences(of: "\u{202F}", with: " ") == "4:23 PM")
        let year = Layouts.layout(Text(date, format: .dateTime.year()).environment(\.timeZone, utc)).root.textLines
        #expect(year == [["2019"]])
        #expect(Text.DateStyle.durationString(seconds: 2 * 3600 + 23 * 60 + 5, units: 2) == "2 hours, 23 minutes")
        #expect(Text.DateStyle.timerString(seconds: 2 * 3600 + 32 * 60 + 37) == "2:32:37")
        let later = Text(Date().addingTimeInterval(3 * 86_400 + 100), style: .offset)
        #expect(Layouts.layout(later).root.textLines == [["+3 days"]])
    }

    @Test("lineLimit(2, reservesSpace: true): one line of text takes the height of two")
    func reservesSpace() throws {
        let one = try #require(Layouts.layout(Text("Short")).root.allViews.first { $0.text != nil })
        let two = try #require(Layouts.layout(Text("Short\nSecond")).root.allViews.first { $0.text != nil })
        let reserved = try #require(
            Layouts.layout(Text("Short").lineLimit(2, reservesSpace: true)).root.allViews.first { $0.text != nil })
        #expect(reserved.frame.height == two.frame.height)
        #expect(reserved.frame.height > one.frame.height)
        #expect(reserved.frame.width == one.frame.width)
        let unreserved = try #require(
            Layouts.layout(Text("Short").lineLimit(2, reservesSpace: false)).root.allViews.first { $0.text != nil })
        #expect(unreserved.frame.height == one.frame.height)
    }

    @Test("Line-limit ranges: the lower bound reserves lines, the upper bound limits them")
    func ranges() throws {
        let long = String(repeating: "many words wrap here ", count: 20)
        func height<V: View>(_ view: V) throws -> CGFloat {
            try #require(Layouts.layout(view, width: 200).root.allViews.first { $0.text != nil }).frame.height
        }
        func lines<V: View>(_ view: V) -> Int {
            Layouts.layout(view, width: 200).root.allViews.first { $0.text != nil }?.text?.lineCount ?? 0
        }
        #expect(lines(Text(long).lineLimit(1...3)) == 3)
        #expect(lines(Text(long).lineLimit(...2)) == 2)
        #expect(lines(Text(long).lineLimit(2...)) > 3)
        #expect(try height(Text("x").lineLimit(3...5)) == height(Text("x\ny\nz")))
        #expect(try height(Text("x").lineLimit(...5)) == height(Text("x")))
        #expect(try height(Text("x").lineLimit(3...)) == height(Text("x\ny\nz")))
    }
}
