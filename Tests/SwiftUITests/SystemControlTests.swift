import Foundation
import SwiftUI
import Testing
import GalleyTestSupport

/// SwiftUI code for issue 15's controls, as apps write it, laid out as Galley's control views.
@Suite(
    """
    SwiftUI controls: Button, Label, Slider, Stepper, Picker, Link, Menu, DatePicker, GroupBox, DisclosureGroup, \
    ContentUnavailableView
    """
)
struct SystemControlTests {
    enum Flavor: String, CaseIterable, Identifiable {
        case chocolate, vanilla, strawberry
        var id: Self { self }
    }

    struct BadgeLabelStyle: LabelStyle {
        func makeBody(configuration: Configuration) -> some View {
            VStack(spacing: 2) {
                configuration.icon
                configuration.title.font(.caption)
            }
        }
    }

    private func sameLayout(_ swiftUI: some View, _ galley: some View, width: CGFloat = 390, height: CGFloat = 844) {
        let one = Layouts.layout(swiftUI, width: width, height: height).root
        let other = Layouts.layout(galley, width: width, height: height).root
        #expect(one.frames == other.frames)
        #expect(one.textLines == other.textLines)
    }

    @Test(
        """
        Button styles: .bordered and .borderedProminent with controlSize(.large) are ButtonBox's 20 × 14 insets; \
        buttonBorderShape(.capsule) draws a capsule
        """
    )
    func buttons() {
        sameLayout(
            Button("Save") {}.buttonStyle(.borderedProminent).controlSize(.large).fixedSize(),
            ButtonBox("Save", style: .borderedProminent).controlSize(.large).fixedSize()
        )
        sameLayout(
            Button("Delete", role: .destructive) {}.buttonStyle(.bordered).fixedSize(),
            ButtonBox("Delete", style: .bordered, role: .destructive).fixedSize())
        let capsule = Layouts.layout(Button("Go") {}.buttonStyle(.bordered).buttonBorderShape(.capsule).fixedSize())
        #expect(capsule.root.all("Capsule").count == 1)
        let disabled = Layouts.layout(Button("Off") {}.buttonStyle(.bordered).disabled(true).fixedSize())
        #expect(
            disabled.root.frame.size
                == Layouts.layout(ButtonBox("Off", style: .bordered, isEnabled: false).fixedSize()).root.frame.size)
    }

    @Test(
        """
        Label(_:systemImage:) is LabelBox's icon, 8 points, title; .labelStyle(.iconOnly / .titleOnly) and a \
        custom LabelStyle
        """
    )
    func labels() {
        sameLayout(
            Label("Favourites", systemImage: "star").fixedSize(),
            LabelBox("Favourites", systemImage: "star").fixedSize())
        let iconOnly = Layouts.layout(Label("Favourites", systemImage: "star").labelStyle(.iconOnly).fixedSize())
        #expect(iconOnly.root.textLines.isEmpty)
        let titleOnly = Layouts.layout(
            VStack { Label("Favourites", systemImage: "star") }.labelStyle(TitleOnlyLabelStyle()).fixedSize())
        #expect(titleOnly.root.all("Image").isEmpty)
        let badge = Layouts.layout(Label("Inbox", systemImage: "tray").labelStyle(BadgeLabelStyle()).fixedSize())
        let icon = badge.root.all("Image").first, title = badge.root.text("Inbox")
        #expect(abs((icon?.frame.maxY ?? 0) + 2 - (title?.frame.minY ?? 0)) <= 0.5)
        // A built-in style inside a custom one wins.
        let inner = Layouts.layout(
            Label("Inbox", systemImage: "tray").labelStyle(.titleOnly).labelStyle(BadgeLabelStyle()).fixedSize())
        #expect(inner.root.all("Image").isEmpty)
        let closure = Layouts.layout(
            Label {
                Text("Custom")
            } icon: {
                Circle().frame(width: 10, height: 10)
            }.fixedSize())
        #expect(closure.root.all("Circle").count == 1)
    }

    @Test("Slider(value:in:step:) and its value labels lay out as SliderBox: 28 points tall, as wide as offered")
    func sliders() {
        let volume = 0.4
        sameLayout(Slider(value: .constant(volume), in: 0...1), SliderBox(value: 0.4))
        sameLayout(Slider(value: .constant(Float(7)), in: 0...10, step: 5), SliderBox(value: 7, in: 0...10, step: 5))
        sameLayout(
            Slider(value: .constant(0.5)) {
                Text("Volume")
            } minimumValueLabel: {
                Text("0")
            } maximumValueLabel: {
                Text("11")
            },
            SliderBox(value: 0.5, minimumValueLabel: AnyView(Text("0")), maximumValueLabel: AnyView(Text("11")))
        )
        #expect(Layouts.layout(Slider(value: .constant(Double.nan), in: 0...1)).root.frame.height == 28)
    }

    @Test("Stepper: the 94 × 32 control trailing; a side at its bound greys out, as StepperBox draws it")
    func steppers() {
        sameLayout(Stepper("Guests", value: .constant(10), in: 1...10), StepperBox("Guests", canIncrement: false))
        sameLayout(Stepper("Count", onIncrement: {}, onDecrement: nil), StepperBox("Count", canDecrement: false))
        #expect(Layouts.layout(Stepper(value: .constant(3), in: 0...5) { Text("Items") }).root.frame.height == 32)
    }

    @Test(
        """
        Picker reads its options' tags (ForEach or written out): the menu shows the selected one; .segmented draws \
        UISegmentedControl
        """
    )
    func pickers() {
        let flavor = Flavor.vanilla
        let menu = Layouts.layout(
            Picker("Flavor", selection: .constant(flavor)) {
                ForEach(Flavor.allCases) { Text($0.rawValue.capitalized).tag($0) }
            })
        #expect(menu.root.text("Vanilla") != nil)
        #expect(menu.root.text("Chocolate") == nil)
        sameLayout(
            Picker("Flavor", selection: .constant("Vanilla")) {
                Text("Chocolate").tag("Chocolate"); Text("Vanilla").tag("Vanilla")
            },
            PickerBox("Flavor", selection: "Vanilla", options: ["Chocolate", "Vanilla"])
        )
        sameLayout(
            Picker("View", selection: .constant(1)) {
                Text("Day").tag(0); Text("Week").tag(1)
            }.pickerStyle(.segmented),
            PickerBox(
                title: nil, selection: 1,
                options: AnyView(
                    Group {
                        Text("Day").tag(0); Text("Week").tag(1)
                    }), style: .segmented)
        )
        // An optional selection matches plain tags; a selection no tag equals selects nothing.
        let optional: Flavor? = .strawberry
        let picked = Layouts.layout(
            Picker("Flavor", selection: .constant(optional)) {
                ForEach(Flavor.allCases) { Text($0.rawValue).tag(Optional($0)) }
            })
        #expect(picked.root.text("strawberry") != nil)
        let none = Layouts.layout(Picker("Flavor", selection: .constant("Mint")) { Text("Chocolate").tag("Chocolate") })
        #expect(none.root.text("Chocolate") == nil)
        let empty = Layouts.layout(Picker("Flavor", selection: .constant(0)) { EmptyView() }.pickerStyle(.segmented))
        #expect(empty.root.frame.height == 32)
    }

    @Test("Link and Menu draw their labels alone; a menu's content is never built")
    func linkAndMenu() throws {
        let url = try #require(URL(string: "https://example.com"))
        let link = Layouts.layout(Link("Terms", destination: url).fixedSize())
        #expect(link.root.all("Link").count == 1)
        #expect(link.root.frame.size == Layouts.layout(Text("Terms").fixedSize()).root.frame.size)
        let labelled = Layouts.layout(Link(destination: url) { Label("Web", systemImage: "star") }.fixedSize())
        #expect(
            labelled.root.frame.size == Layouts.layout(LabelBox("Web", systemImage: "star").fixedSize()).root.frame.size
        )
        let menu = Layouts.layout(Menu("Sort") { Button("By Name") {} }.fixedSize())
        #expect(menu.root.textLines == [["Sort"]])
        let labelledMenu = Layouts.layout(
            Menu {
                Button("A") {}
            } label: {
                Label("More", systemImage: "star")
            } primaryAction: {
            }.fixedSize())
        #expect(labelledMenu.root.textLines == [["More"]])
        #expect(
            Layouts.layout(Menu("Options", systemImage: "star") { EmptyView() }.fixedSize()).root.all("Image").count
                == 1)
    }

    @Test("DatePicker shows the binding's date in the environment's locale and time zone, as DatePickerBox")
    func datePickers() throws {
        let date = try #require(ISO8601DateFormatter().date(from: "2026-11-25T13:13:00Z"))
        let utc = try #require(TimeZone(identifier: "UTC"))
        let picker = Layouts.layout(DatePicker("Start", selection: .constant(date)).environment(\.timeZone, utc))
        #expect(picker.root.textLines == [["Start"], ["Nov 25, 2026"], ["1:13 PM"]])
        sameLayout(
            DatePicker("Day", selection: .constant(date), displayedComponents: .date).datePickerStyle(.compact)
                .environment(\.timeZone, utc),
            DatePickerBox("Day", date: date, components: .date)
        )
    }

    @Test("GroupBox, DisclosureGroup and ContentUnavailableView lay out as Galley's views")
    func containers() {
        sameLayout(
            GroupBox("Settings") { Text("On") },
            GroupBox {
                Text("On")
            } label: {
                Text("Settings")
            })
        sameLayout(
            DisclosureGroup("Details", isExpanded: .constant(true)) { Text("More") },
            DisclosureBox("Details", isExpanded: true, content: AnyView(Text("More")))
        )
        let collapsed = Layouts.layout(DisclosureGroup("Details") { Text("More") })
        #expect(collapsed.root.textLines == [["Details"]])
        sameLayout(
            ContentUnavailableView("No Mail", systemImage: "tray", description: Text("Nothing yet")),
            ContentUnavailableView(
                label: { LabelBox("No Mail", systemImage: "tray") }, description: { Text("Nothing yet") })
        )
        let custom = Layouts.layout(
            ContentUnavailableView {
                Label("Offline", systemImage: "star")
            } description: {
                Text("Check your connection.")
            } actions: {
                Button("Retry") {}.buttonStyle(.borderedProminent)
            })
        #expect(custom.root.textLines == [["Offline"], ["Check your connection."], ["Retry"]])
        #expect(
            Layouts.layout(ContentUnavailableView.search(text: "kiwi")).root.text("No Results for \u{201C}kiwi\u{201D}")
                != nil)
    }
}
