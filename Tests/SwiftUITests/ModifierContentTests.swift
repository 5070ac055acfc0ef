import SwiftUI
import Testing
import GalleyTestSupport

/// What a `ViewModifier` applies to its `content` reaches the content, as on iOS.
@Suite("ViewModifier content takes what is applied to it")
struct ModifierContentTests {
    struct TitleStyle: ViewModifier {
        func body(content: Content) -> some View {
            content
                .font(.largeTitle)
                .foregroundColor(.white)
                .padding()
                .background(Color.blue)
        }
    }

    struct Spaced: ViewModifier {
        func body(content: Content) -> some View {
            content.environment(\.font, .caption).lineLimit(1)
        }
    }

    @Test(
        """
        content.font(.largeTitle).foregroundColor(.white) in body(content:) draws the text 34 pt and white, padded \
        on blue
        """
    )
    func fontAndColourReachContent() throws {
        let root = Layouts.layout(Text("Welcome").modifier(TitleStyle())).root
        let text = try #require(root.text("Welcome"))
        #expect(text.paint == .text([.white]))
        let plain = Layouts.layout(Text("Welcome").font(.largeTitle).fixedSize()).root.frame.size
        #expect(text.frame.size == plain)
        #expect(Layouts.layout(Text("Welcome").font(.body).fixedSize()).root.frame.height < plain.height)
        #expect(root.allViews.contains { $0.name == "Color" && $0.frame.width == plain.width + 32 })
    }

    @Test("content.environment(\\.font, .caption).lineLimit(1) reaches the content: caption size, one line")
    func environmentReachesContent() throws {
        let long = "A sentence long enough to wrap onto more than one line at this width"
        let root = Layouts.layout(Text(long).modifier(Spaced()), width: 120).root
        let text = try #require(root.allViews.first { $0.text != nil })
        #expect(text.text?.lineCount == 1)
        let caption = Layouts.layout(Text("A").font(.caption).fixedSize()).root.frame.height
        #expect(text.frame.height == caption)
    }

    @Test(
        """
        A modifier written on the content's caller still wins inside: Text(…).foregroundColor(.red) keeps red \
        under a modifier that sets white
        """
    )
    func innerModifierWins() throws {
        let root = Layouts.layout(Text("Red").foregroundColor(.red).modifier(TitleStyle())).root
        #expect(try #require(root.text("Red")).paint == .text([.red]))
    }
}

/// A foreground set on a button, or on its label, wins over the tint.
@Suite("Button foreground over the tint")
struct ButtonForegroundTests {
    @Test(".foregroundColor(.white) on a borderedProminent Button draws the white title on the blue tint")
    func prominentWhite() throws {
        let root = Layouts.layout(Button("Continue") {}.buttonStyle(.borderedProminent).foregroundColor(.white)).root
        #expect(try #require(root.text("Continue")).paint == .text([.white]))
    }

    @Test(".foregroundStyle(.white) on a Button with a blue background draws a white title, not the tint")
    func automaticWithBackground() throws {
        let button = Button("Sign in") {}
            .foregroundStyle(.white)
            .padding()
            .background(Color.blue)
        let root = Layouts.layout(button).root
        #expect(try #require(root.text("Sign in")).paint == .text([.white]))
    }

    @Test(".foregroundStyle(.white) on a Button's label draws it white on a bordered button")
    func onTheLabel() throws {
        let button = Button {
        } label: {
            Text("Share").foregroundStyle(.white)
        }.buttonStyle(.bordered)
        #expect(try #require(Layouts.layout(button).root.text("Share")).paint == .text([.white]))
        let labelled = Button {
        } label: {
            Label("Add", systemImage: "plus").foregroundStyle(.white)
        }
        #expect(try #require(Layouts.layout(labelled).root.text("Add")).paint == .text([.white]))
    }

    @Test("Without a foreground the title takes the tint (automatic) or white (borderedProminent); disabled stays grey")
    func defaultsKeep() throws {
        let automatic = Layouts.layout(Button("Tap") {}.tint(.orange)).root
        #expect(try #require(automatic.text("Tap")).paint == .text([.orange]))
        let prominent = Layouts.layout(Button("Tap") {}.buttonStyle(.borderedProminent)).root
        #expect(try #require(prominent.text("Tap")).paint == .text([.white]))
        let disabled = Layouts.layout(Button("Tap") {}.foregroundColor(.white).disabled(true)).root
        #expect(try #require(disabled.text("Tap")).paint != .text([.white]))
    }
}

/// Pickers as iOS draws real apps' pickers (ScanNow's file settings on iOS 18).
@Suite("Pickers tag implicitly")
struct ImplicitPickerTagTests {
    enum Suffix: String, CaseIterable, Identifiable {
        case none, counter, dateAndTime
        var id: Self { self }
    }

    private func symbolColour(_ root: PlacedView) -> Color? {
        switch root.allViews.first(where: { $0.name == "Image" })?.paint {
        case .fill(.color(let colour), _), .emboldenedFill(.color(let colour), _, _): colour
        default: nil
        }
    }

    @Test("ForEach(names, id: \\.self) with no .tag: the ForEach ids are the tags, so the selected \"PNG\" shows")
    func stringIDsAreTags() {
        let picker = Picker("Format", selection: .constant("PNG")) {
            ForEach(["PDF", "PNG", "JPEG"], id: \.self) { Text($0) }
        }
        let root = Layouts.layout(picker).root
        #expect(root.text("PNG") != nil)
        #expect(root.text("PDF") == nil)
    }

    @Test("ForEach(Suffix.allCases) of Identifiable values with no .tag selects by id: .none shows \"none\"")
    func identifiableIDsAreTags() {
        let picker = Picker("File suffix", selection: .constant(Suffix.none)) {
            ForEach(Suffix.allCases) { Text($0.rawValue) }
        }
        let root = Layouts.layout(picker).root
        #expect(root.textLines.contains(["none"]))
        #expect(!root.textLines.contains(["counter"]))
    }

    @Test("An explicit .tag inside the ForEach still wins over its id")
    func explicitTagWins() {
        let picker = Picker("Flavor", selection: .constant(2)) {
            ForEach(["Vanilla", "Mint"], id: \.self) { name in Text(name).tag(name == "Mint" ? 2 : 1) }
        }
        #expect(Layouts.layout(picker).root.text("Mint") != nil)
    }

    @Test("A segmented picker draws every segment whether or not one is selected, tagged or not")
    func segmentedAlwaysDrawsSegments() {
        let untagged = Picker("View", selection: .constant(5)) {
            Text("Day"); Text("Week"); Text("Month")
        }.pickerStyle(.segmented)
        #expect(Layouts.layout(untagged).root.textLines == [["Day"], ["Week"], ["Month"]])
        let unselected = Picker("View", selection: .constant("Year")) {
            ForEach(["Day", "Week"], id: \.self) { Text($0) }
        }.pickerStyle(.segmented)
        #expect(Layouts.layout(unselected).root.textLines == [["Day"], ["Week"]])
    }

    @Test(
        """
        In a Form row the menu picker's value and chevron are the secondary label colour, (138, 138, 142) on iOS \
        18; alone they are tinted
        """
    )
    func menuChevronIsGreyInForms() throws {
        let inForm = Layouts.layout(
            Form { Picker("Format", selection: .constant("PDF")) { ForEach(["PDF"], id: \.self) { Text($0) } } }
        ).root
        #expect(try #require(inForm.text("PDF")).paint == .text([.secondary]))
        #expect(symbolColour(inForm) == .secondary)
        let alone = Layouts.layout(
            Picker("Format", selection: .constant("PDF")) { ForEach(["PDF"], id: \.self) { Text($0) } }
        ).root
        #expect(try #require(alone.text("PDF")).paint == .text([.accentColor]))
        #expect(symbolColour(alone) == .accentColor)
    }
}
