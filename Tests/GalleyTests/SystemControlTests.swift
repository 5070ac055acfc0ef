import Foundation
import Testing
@testable import Galley
import GalleyTestSupport

@Suite("Issue 15's controls drawn as iOS 17 draws them")
struct SystemControlTests {
    private func layout<V: View>(_ view: V, width: CGFloat? = 390, height: CGFloat? = nil) throws -> LayoutResult {
        try DynamicTypeTests.engine.layout(view, proposal: ProposedViewSize(width: width, height: height))
    }

    private func textSize(_ string: String, font: Font = .body) throws -> CGSize {
        try layout(Text(verbatim: string).font(font).fixedSize()).root.frame.size
    }

    // MARK: Button

    @Test(
        """
        Button: bordered insets by control size — mini 8 × 3, small 10 × 5, regular 12 × 7, large and extraLarge \
        20 × 14 — around footnote, subheadline or body text
        """
    )
    func buttonControlSizes() throws {
        let cases: [(ControlSize, Font, CGFloat, CGFloat)] = [
            (.mini, .footnote, 8, 3), (.small, .subheadline, 10, 5), (.regular, .body, 12, 7), (.large, .body, 20, 14),
            (.extraLarge, .body, 20, 14),
        ]
        for (size, font, horizontal, vertical) in cases {
            let text = try textSize("Save", font: font)
            for style in [ButtonBox.Style.bordered, .borderedProminent] {
                let button = try layout(ButtonBox("Save", style: style).controlSize(size).fixedSize())
                #expect(
                    button.root.frame.size
                        == CGSize(width: text.width + 2 * horizontal, height: text.height + 2 * vertical),
                    "\(size) \(style)")
            }
        }
    }

    @Test("Button: automatic, borderless and plain are the label alone; the node is named Button")
    func buttonUnbordered() throws {
        let text = try textSize("Save")
        for style in [ButtonBox.Style.automatic, .borderless, .plain] {
            let button = try layout(ButtonBox("Save", style: style).fixedSize())
            #expect(button.root.frame.size == text)
            #expect(!button.root.all("Button").isEmpty)
            #expect(button.root.all("RoundedRectangle").isEmpty)
        }
    }

    @Test(
        """
        Button: the border shape is a rounded rectangle of 8 points at regular size, 12 at large, a capsule or the \
        radius given
        """
    )
    func buttonBorderShapes() throws {
        func shape(_ view: some View) throws -> ShapeKind? {
            let node = try layout(view.fixedSize()).root.allViews.first { $0.name == "RoundedRectangle" }
            guard case .fill(_, let shape)? = node?.paint else { return nil }
            return shape
        }
        #expect(try shape(ButtonBox("Save", style: .bordered)) == .roundedRectangle(cornerRadius: 8))
        #expect(
            try shape(ButtonBox("Save", style: .borderedProminent).controlSize(.small))
                == .roundedRectangle(cornerRadius: 6))
        #expect(
            try shape(ButtonBox("Save", style: .bordered).controlSize(.large)) == .roundedRectangle(cornerRadius: 12))
        #expect(
            try shape(ButtonBox("Save", style: .bordered).buttonBorderShape(.roundedRectangle(radius: 3)))
                == .roundedRectangle(cornerRadius: 3))
        #expect(
            try layout(ButtonBox("Save", style: .bordered).buttonBorderShape(.capsule).fixedSize()).root.all("Capsule")
                .count == 1)
        #expect(
            try layout(ButtonBox("Save", style: .bordered).buttonBorderShape(.circle).fixedSize()).root.all("Circle")
                .count == 1)
    }

    @Test(
        "Button: an empty title and a 10,000-character title lay out without trouble, the long one bounded by the width"
    )
    func buttonBadTitles() throws {
        let empty = try layout(ButtonBox("", style: .bordered).fixedSize())
        #expect(empty.root.frame.width == 24)
        let long = try layout(ButtonBox(String(repeating: "a", count: 10_000), style: .borderedProminent), width: 300)
        #expect(long.root.frame.width <= 300)
    }

    // MARK: Label

    @Test("Label: the icon, 8 points, then the title; titleOnly and iconOnly show one of them")
    func label() throws {
        let both = try layout(LabelBox("Favourites", systemImage: "star").fixedSize())
        let icon = try #require(both.root.allViews.first { $0.name == "Image" })
        let title = try #require(both.root.text("Favourites"))
        #expect(icon.frame.minX == 0)
        #expect(abs(title.frame.minX - (icon.frame.maxX + 8)) <= 0.5)
        let titleOnly = try layout(LabelBox("Favourites", systemImage: "star").labelStyle(.titleOnly).fixedSize())
        #expect(titleOnly.root.all("Image").isEmpty)
        #expect(titleOnly.root.frame.size == title.frame.size)
        let iconOnly = try layout(LabelBox("Favourites", systemImage: "star", style: .iconOnly).fixedSize())
        #expect(iconOnly.root.text("Favourites") == nil)
        #expect(iconOnly.root.frame.size == icon.frame.size)
    }

    // MARK: Slider

    @Test("Slider: 28 points tall and as wide as offered, a 4-pt track, the tinted part to the 28-pt thumb's centre")
    func slider() throws {
        let slider = try layout(SliderBox(value: 0.25), width: 328)
        #expect(slider.root.name == "Slider")
        #expect(slider.root.frame.size == CGSize(width: 328, height: 28))
        let capsules = slider.root.all("Capsule")
        #expect(capsules.map(\.frame.height) == [4, 4])
        #expect(capsules[0].frame.width == 328)
        // The thumb travels 328 - 28 = 300 points: a quarter is 75, its centre at 89.
        #expect(capsules[1].frame.width == 89)
        let thumb = try #require(slider.root.all("Circle").first)
        #expect(thumb.frame == CGRect(x: 75, y: 0, width: 28, height: 28))
    }

    @Test(
        """
        Slider: values are clamped to the bounds and snapped to the step; NaN and bounds of no width put the thumb \
        at the start
        """
    )
    func sliderBadValues() throws {
        func thumbX(_ slider: SliderBox) throws -> CGFloat? {
            try layout(slider, width: 228).root.all("Circle").first?.frame.minX
        }
        #expect(try thumbX(SliderBox(value: 7)) == 200)
        #expect(try thumbX(SliderBox(value: -3)) == 0)
        #expect(try thumbX(SliderBox(value: .nan)) == 0)
        #expect(try thumbX(SliderBox(value: .infinity)) == 0)
        #expect(try thumbX(SliderBox(value: 5, in: 0...Double.infinity)) == 0)
        #expect(try thumbX(SliderBox(value: 5, in: 3...3)) == 0)
        #expect(try thumbX(SliderBox(value: 0.34, in: 0...1, step: 0.25)) == 50)
        #expect(try thumbX(SliderBox(value: 0.5, in: 0...1, step: .nan)) == 100)
    }

    @Test("Slider: value labels sit before and after the track")
    func sliderValueLabels() throws {
        let slider = try layout(
            SliderBox(value: 0.5, minimumValueLabel: AnyView(Text("0")), maximumValueLabel: AnyView(Text("100"))),
            width: 300)
        let low = try #require(slider.root.text("0")), high = try #require(slider.root.text("100"))
        let track = try #require(slider.root.all("Capsule").first)
        #expect(low.frame.minX == 0 && low.frame.maxX < track.frame.minX)
        #expect(high.frame.maxX == 300 && high.frame.minX > track.frame.maxX)
    }

    // MARK: Stepper

    @Test(
        """
        Stepper: the label leading, UIStepper's 94 × 32 control at the trailing edge with a separator between its \
        halves
        """
    )
    func stepper() throws {
        let stepper = try layout(StepperBox("Guests"), width: 390)
        #expect(stepper.root.name == "Stepper")
        #expect(stepper.root.frame.size == CGSize(width: 390, height: 32))
        #expect(try #require(stepper.root.text("Guests")).frame.minX == 0)
        let control = try #require(stepper.root.allViews.first { $0.name == "RoundedRectangle" })
        #expect(control.frame == CGRect(x: 390 - 94, y: 0, width: 94, height: 32))
        let separator = try #require(stepper.root.allViews.first { $0.name == "Rectangle" })
        #expect(separator.frame.size == CGSize(width: 1, height: 18))
        #expect(abs(separator.frame.midX - control.frame.midX) <= 0.5)
    }

    // MARK: Picker

    private func options(_ names: [String]) -> AnyView {
        AnyView(ForEach(names.indices) { Text(verbatim: names[$0]).tag(names[$0]) })
    }

    @Test("Picker (menu): a row as wide as offered, the title leading, the selected option then the chevrons trailing")
    func menuPicker() throws {
        let picker = try layout(
            PickerBox("Flavor", selection: "Vanilla", options: ["Chocolate", "Vanilla"]), width: 390)
        #expect(picker.root.name == "Picker")
        #expect(picker.root.frame.width == 390)
        #expect(try #require(picker.root.text("Flavor")).frame.minX == 0)
        let value = try #require(picker.root.text("Vanilla"))
        #expect(picker.root.text("Chocolate") == nil)
        let chevrons = try #require(picker.root.all("Image").first)
        #expect(abs(chevrons.frame.maxX - 390) <= 0.5)
        #expect(abs(value.frame.maxX + 4 - chevrons.frame.minX) <= 0.5)
        // Without a title, the value alone.
        let untitled = try layout(PickerBox("", selection: "Vanilla", options: ["Chocolate", "Vanilla"]), width: 390)
        #expect(abs(untitled.root.frame.width - (value.frame.width + 4 + chevrons.frame.width)) <= 0.5)
    }

    @Test(
        """
        Picker: a selection no tag equals selects nothing; no options draw no option; tags inside modifiers and \
        optionals match
        """
    )
    func pickerSelection() throws {
        let none = try layout(PickerBox("Flavor", selection: "Mint", options: ["Chocolate", "Vanilla"]))
        #expect(none.root.text("Chocolate") == nil && none.root.text("Vanilla") == nil)
        let empty = try layout(PickerBox("Flavor", selection: "Mint", options: [], style: .segmented), width: 300)
        #expect(empty.root.frame.size == CGSize(width: 300, height: 32))
        let nested = PickerBox(
            title: nil, selection: AnyHashable(Optional(2)),
            options: AnyView(
                VStack {
                    Text("One").tag(1); Text("Two").padding(2).tag(2)
                })
        )
        #expect(try layout(nested).root.text("Two") != nil)
        #expect(try layout(nested).root.text("One") == nil)
    }

    @Test(
        """
        Picker (segmented): 32 points tall, equal segments filling the width, the selected one 2 points inside the \
        track
        """
    )
    func segmentedPicker() throws {
        let picker = try layout(
            PickerBox("", selection: "Week", options: ["Day", "Week", "Month", "Year"], style: .segmented), width: 300)
        #expect(picker.root.frame.size == CGSize(width: 300, height: 32))
        for name in ["Day", "Week", "Month", "Year"] {
            let text = try #require(picker.root.text(name))
            let index = CGFloat(["Day", "Week", "Month", "Year"].firstIndex(of: name) ?? 0)
            #expect(abs(text.frame.midX - (75 * index + 37.5)) <= 0.5)
        }
        let shapes = picker.root.all("RoundedRectangle")
        #expect(shapes.contains { $0.frame == CGRect(x: 0, y: 0, width: 300, height: 32) })
        #expect(shapes.contains { $0.frame == CGRect(x: 77, y: 2, width: 71, height: 28) })
        // One separator: between Month and Year (the others touch the selected segment).
        #expect(picker.root.all("Rectangle").count == 1)
        // Unoffered a width, every segment is as wide as the widest.
        let ideal = try layout(
            PickerBox("", selection: "A", options: ["A", "Much longer"], style: .segmented).fixedSize())
        let widest = try textSize("Much longer", font: .system(size: 13, weight: .medium)).width + 16
        #expect(abs(ideal.root.frame.width - 2 * widest) < 0.01)
    }

    // MARK: Link and Menu

    @Test("Link and Menu: the label alone, named Link and Menu")
    func linkAndMenu() throws {
        let text = try textSize("Terms")
        let link = try layout(Link("Terms", destination: URL(fileURLWithPath: "/")).fixedSize())
        #expect(link.root.frame.size == text)
        #expect(!link.root.all("Link").isEmpty)
        let menu = try layout(Menu("Terms") { Text("Never built") }.fixedSize())
        #expect(menu.root.frame.size == text)
        #expect(menu.root.text("Never built") == nil)
    }

    // MARK: DatePicker

    @Test(
        """
        DatePicker: the title leading, 34-point pills with the text 11 points in, 8 apart, at the trailing edge; \
        en_US and UTC by default
        """
    )
    func datePicker() throws {
        let date = Date(timeIntervalSince1970: 1795612380) // 2026-11-25 13:13 UTC
        let box = DatePickerBox("Start", date: date)
        #expect(box.formattedComponents == ["Nov 25, 2026", "1:13 PM"])
        let picker = try layout(box, width: 390)
        #expect(picker.root.frame.size == CGSize(width: 390, height: 34))
        let pills = picker.root.all("RoundedRectangle")
        #expect(pills.count == 2)
        #expect(pills[1].frame.maxX == 390)
        #expect(pills[1].frame.minX - pills[0].frame.maxX == 8)
        let time = try #require(picker.root.text("1:13 PM"))
        #expect(time.frame.minX - pills[1].frame.minX == 11)
        #expect(DatePickerBox("", date: date, components: .date).formattedComponents == ["Nov 25, 2026"])
        let paris = DatePickerBox(
            "", date: date, components: .hourAndMinute, timeZone: TimeZone(identifier: "Europe/Paris") ?? .current)
        #expect(paris.formattedComponents == ["2:13 PM"])
    }

    // MARK: GroupBox

    @Test("GroupBox: 16 points of padding, the headline label 10 points above the content, as wide as offered")
    func groupBox() throws {
        let box = try layout(
            GroupBox {
                Text("Content")
            } label: {
                Text("Settings")
            }, width: 300)
        #expect(box.root.name == "GroupBox")
        #expect(box.root.frame.width == 300)
        let label = try #require(box.root.text("Settings")), content = try #require(box.root.text("Content"))
        #expect(label.frame.minX == 16 && label.frame.minY == 16)
        #expect(content.frame.minY == label.frame.maxY + 10)
        #expect(box.root.frame.height == content.frame.maxY + 16)
        let headline = try textSize("Settings", font: .headline)
        #expect(label.frame.size == headline)
    }

    // MARK: DisclosureGroup

    @Test("DisclosureGroup: the label leading and a chevron trailing; the content 8 points below only when expanded")
    func disclosureGroup() throws {
        let collapsed = try layout(
            DisclosureBox("Details", isExpanded: false, content: AnyView(Text("Hidden"))), width: 300)
        #expect(collapsed.root.text("Hidden") == nil)
        let chevron = try #require(collapsed.root.all("Image").first)
        #expect(abs(chevron.frame.maxX - 300) <= 0.5)
        let expanded = try layout(
            DisclosureBox("Details", isExpanded: true, content: AnyView(Text("Shown"))), width: 300)
        let label = try #require(expanded.root.text("Details")), content = try #require(expanded.root.text("Shown"))
        #expect(content.frame.minX == 0)
        #expect(content.frame.minY >= label.frame.maxY + 8)
    }

    // MARK: ContentUnavailableView

    @Test("ContentUnavailableView: fills the space offered, the 48-pt icon over the bold title 2 title, centred")
    func contentUnavailable() throws {
        let view = try layout(
            ContentUnavailableView("No Mail", systemImage: "tray", description: Text("Nothing here")), width: 390,
            height: 600)
        #expect(view.root.frame.size == CGSize(width: 390, height: 600))
        let icon = try #require(view.root.all("Image").first)
        let title = try #require(view.root.text("No Mail")), description = try #require(view.root.text("Nothing here"))
        // Origins snap to whole points: the icon's fractional size moves the rest by less than one.
        #expect(abs(icon.frame.maxY + 12 - title.frame.minY) < 1)
        #expect(title.frame.maxY + 8 == description.frame.minY)
        // Centred to the pixel (these layouts are at scale 1): within half a pixel.
        #expect(abs(title.frame.midX - 195) <= 0.5 && abs(icon.frame.midX - 195) <= 0.5)
        #expect(title.frame.size == (try textSize("No Mail", font: .title2.bold())))
    }

    @Test("ContentUnavailableView.search: \"No Results\", \"No Results for “text”\" and the spelling hint")
    func searchUnavailable() throws {
        let plain = try layout(ContentUnavailableView.search, width: 390, height: 600)
        #expect(plain.root.text("No Results") != nil)
        #expect(plain.root.text("Check the spelling or try a new search.") != nil)
        let searched = try layout(ContentUnavailableView.search(text: "kiwi"), width: 390, height: 600)
        #expect(searched.root.text("No Results for \u{201C}kiwi\u{201D}") != nil)
    }
}
