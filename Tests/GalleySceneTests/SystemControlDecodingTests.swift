import Foundation
import Galley
import Testing
@testable import GalleyScene

/// Issue 15's controls in scenes lay out as the Galley views, and bad forms are named.
@Suite("System controls in scenes")
struct SystemControlDecodingTests {
    @Test(
        """
        {\"Button\": …}: title or label, the five styles, role, controlSize, buttonBorderShape and disabled, as \
        ButtonBox
        """
    )
    func buttons() throws {
        try expectSameLayout(#"{"Button": "Save"}"#, ButtonBox("Save"))
        try expectSameLayout(
            #"{"Button": {"title": "Save", "style": "borderedProminent"}}"#,
            ButtonBox("Save", style: .borderedProminent))
        try expectSameLayout(
            #"""
            {"Button": {"title": "Delete", "style": "bordered", "role": "destructive", "controlSize": "large", \#
            "buttonBorderShape": "capsule"}}
            """#,
            ButtonBox("Delete", style: .bordered, role: .destructive).controlSize(.large).buttonBorderShape(.capsule)
        )
        try expectSameLayout(
            #"""
            {"Button": {"label": {"Text": "Go"}, "style": "bordered", "buttonBorderShape": {"roundedRectangle": \#
            4}, "disabled": true}}
            """#,
            ButtonBox(label: AnyView(Text("Go")), style: .bordered, isEnabled: false).buttonBorderShape(
                .roundedRectangle(radius: 4))
        )
        try expectSameLayout(
            #"""
            {"VStack": {"content": [{"Button": {"title": "A", "style": "bordered"}}]}, "modifiers": \#
            [{"controlSize": "mini"}, {"buttonBorderShape": "circle"}]}
            """#,
            VStack { ButtonBox("A", style: .bordered) }.controlSize(.mini).buttonBorderShape(.circle)
        )
        #expect(
            Fixtures.failure(#"{"Button": {"title": "A", "style": "fancy"}}"#)?.contains(
                "unknown button style \"fancy\"") == true)
        #expect(
            Fixtures.failure(#"{"Button": {"title": "A", "controlSize": "huge"}}"#)?.contains("control size") == true)
        #expect(
            Fixtures.failure(#"{"Button": {"title": "A", "label": {"Text": "B"}}}"#)?.contains(
                #"has "title" or "label", not both"#) == true)
        #expect(Fixtures.failure(#"{"Button": {"style": "plain"}}"#)?.contains(#"missing "title""#) == true)
    }

    @Test("{\"Label\": …} and the labelStyle modifier, as LabelBox")
    func labels() throws {
        try expectSameLayout(
            #"{"Label": {"title": "Favourites", "systemImage": "star"}}"#, LabelBox("Favourites", systemImage: "star"))
        try expectSameLayout(
            #"{"Label": {"title": "Favourites", "systemImage": "star"}, "modifiers": [{"labelStyle": "iconOnly"}]}"#,
            LabelBox("Favourites", systemImage: "star").labelStyle(.iconOnly)
        )
        try expectSameLayout(
            #"""
            {"Label": {"title": "Dot", "icon": {"Circle": {}, "modifiers": [{"frame": {"width": 8, "height": \#
            8}}]}, "style": "titleAndIcon"}}
            """#,
            LabelBox(
                title: AnyView(Text("Dot")), icon: AnyView(Circle().frame(width: 8, height: 8)), style: .titleAndIcon)
        )
        #expect(Fixtures.failure(#"{"Label": {"title": "A"}}"#)?.contains(#"missing "systemImage""#) == true)
        #expect(
            Fixtures.failure(
                #"{"Label": {"title": "A", "systemImage": "star"}, "modifiers": [{"labelStyle": "big"}]}"#)?.contains(
                    "label style") == true)
    }

    @Test("{\"Slider\": …}: value, range, step and value labels, as SliderBox; a bad range or a step of 0 is an error")
    func sliders() throws {
        try expectSameLayout(#"{"Slider": {"value": 0.3, "in": [0, 1]}}"#, SliderBox(value: 0.3))
        try expectSameLayout(
            #"""
            {"Slider": {"value": 7, "in": [0, 10], "step": 5, "minimumValueLabel": {"Text": "0"}, \#
            "maximumValueLabel": {"Text": "10"}}}
            """#,
            SliderBox(
                value: 7, in: 0...10, step: 5, minimumValueLabel: AnyView(Text("0")),
                maximumValueLabel: AnyView(Text("10")))
        )
        #expect(
            Fixtures.failure(#"{"Slider": {"value": 1, "in": [5, 5]}}"#)?.contains("lower bound below its upper bound")
                == true)
        #expect(Fixtures.failure(#"{"Slider": {"value": 1, "in": [0]}}"#)?.contains("two numbers") == true)
        #expect(
            Fixtures.failure(#"{"Slider": {"value": 1, "in": [0, "infinity"]}}"#)?.contains("expected a number") == true
        )
        #expect(Fixtures.failure(#"{"Slider": {"value": "infinity"}}"#)?.contains("value: expected a number") == true)
        #expect(Fixtures.failure(#"{"Slider": {"value": 1, "step": 0}}"#)?.contains("a step above 0") == true)
        #expect(Fixtures.failure(#"{"Slider": {"in": [0, 1]}}"#)?.contains(#"missing "value" in Slider"#) == true)
    }

    @Test("{\"Stepper\": …}: a side greys out at its bound, as StepperBox")
    func steppers() throws {
        try expectSameLayout(
            #"{"Stepper": {"title": "Guests", "value": 10, "in": [1, 10]}}"#, StepperBox("Guests", canIncrement: false))
        try expectSameLayout(#"{"Stepper": {"title": "Guests"}}"#, StepperBox("Guests"))
        #expect(
            Fixtures.failure(#"{"Stepper": {"title": "A", "in": [1, 2]}}"#)?.contains(#"needs its "value""#) == true)
    }

    @Test(
        """
        {\"Picker\": …}: options as strings, the selection and a style, as PickerBox; a selection not among them \
        selects none
        """
    )
    func pickers() throws {
        try expectSameLayout(
            #"""
            {"Picker": {"title": "Flavor", "selection": "Chocolate", "options": ["Chocolate", "Vanilla"], \#
            "style": "segmented"}}
            """#,
            PickerBox("Flavor", selection: "Chocolate", options: ["Chocolate", "Vanilla"], style: .segmented)
        )
        try expectSameLayout(
            #"""
            {"Picker": {"title": "Flavor", "selection": "Mint", "options": ["Chocolate"]}, "modifiers": \#
            [{"pickerStyle": "menu"}]}
            """#,
            PickerBox("Flavor", selection: "Mint", options: ["Chocolate"]).pickerStyle(.menu)
        )
        try expectSameLayout(#"{"Picker": {"options": []}}"#, PickerBox("", selection: nil, options: []))
        #expect(
            Fixtures.failure(#"{"Picker": {"title": "A", "options": [1]}}"#)?.contains("options[0]: expected a string")
                == true)
        #expect(
            Fixtures.failure(#"{"Picker": {"title": "A", "options": ["x"], "style": "dial"}}"#)?.contains(
                "picker style") == true)
    }

    @Test("{\"Link\": …} and {\"Menu\": …}: the label in the tint; a Link needs a URL")
    func linkAndMenu() throws {
        let url = try #require(URL(string: "https://example.com"))
        try expectSameLayout(
            #"{"Link": {"title": "Terms", "destination": "https://example.com"}}"#, Link("Terms", destination: url))
        try expectSameLayout(
            #"{"Menu": {"title": "Sort", "content": [{"Text": "By name"}]}}"#, Menu("Sort") { EmptyView() })
        #expect(
            Fixtures.failure(#"{"Link": {"title": "Terms", "destination": ""}}"#)?.contains("expected a URL") == true)
        #expect(
            Fixtures.failure(#"{"Menu": {"title": "Sort", "content": [{"Txt": "x"}]}}"#)?.contains("unknown view")
                == true)
    }

    @Test(
        "{\"DatePicker\": …}: an ISO 8601 date in en_US and UTC (or the locale and time zone given), as DatePickerBox")
    func datePickers() throws {
        let date = try #require(ISO8601DateFormatter().date(from: "2026-11-25T13:00:00Z"))
        try expectSameLayout(
            #"""
            {"DatePicker": {"title": "Start", "date": "2026-11-25T13:00:00Z", "components": ["date", \#
            "hourAndMinute"]}}
            """#,
            DatePickerBox("Start", date: date)
        )
        let paris = try #require(TimeZone(identifier: "Europe/Paris"))
        try expectSameLayout(
            #"""
            {"DatePicker": {"title": "Start", "date": "2026-11-25T13:00:00Z", "components": ["hourAndMinute"], \#
            "timeZone": "Europe/Paris"}}
            """#,
            DatePickerBox("Start", date: date, components: .hourAndMinute, timeZone: paris)
        )
        #expect(Fixtures.failure(#"{"DatePicker": {"title": "A", "date": "tomorrow"}}"#)?.contains("ISO 8601") == true)
        #expect(
            Fixtures.failure(#"{"DatePicker": {"title": "A", "date": "2026-11-25T13:00:00Z", "components": []}}"#)?
                .contains("both") == true)
        #expect(
            Fixtures.failure(
                #"{"DatePicker": {"title": "A", "date": "2026-11-25T13:00:00Z", "timeZone": "Mars/Base"}}"#)?.contains(
                    "time zone") == true)
    }

    @Test("{\"GroupBox\": …} and {\"DisclosureGroup\": …} lay out as GroupBox and DisclosureBox")
    func groups() throws {
        try expectSameLayout(
            #"{"GroupBox": {"label": "Settings", "content": [{"Text": "On"}]}}"#,
            GroupBox {
                Text("On")
            } label: {
                Text("Settings")
            })
        try expectSameLayout(#"{"GroupBox": {"content": {"Text": "On"}}}"#, GroupBox { Text("On") })
        try expectSameLayout(
            #"{"GroupBox": {"label": {"Text": "Bold", "modifiers": [{"bold": true}]}, "content": {"Text": "On"}}}"#,
            GroupBox {
                Text("On")
            } label: {
                Text("Bold").bold()
            }
        )
        try expectSameLayout(
            #"{"DisclosureGroup": {"title": "Details", "isExpanded": true, "content": {"Text": "More"}}}"#,
            DisclosureBox("Details", isExpanded: true, content: AnyView(Text("More")))
        )
        #expect(Fixtures.failure(#"{"GroupBox": {"label": "A"}}"#)?.contains(#"missing "content""#) == true)
    }

    @Test("{\"ContentUnavailableView\": …}: a title, symbol and description, \"search\" and {\"search\": text}")
    func contentUnavailable() throws {
        try expectSameLayout(
            #"{"ContentUnavailableView": {"title": "No Mail", "systemImage": "tray", "description": "Nothing yet"}}"#,
            ContentUnavailableView("No Mail", systemImage: "tray", description: Text("Nothing yet"))
        )
        try expectSameLayout(#"{"ContentUnavailableView": "search"}"#, ContentUnavailableView.search)
        try expectSameLayout(
            #"{"ContentUnavailableView": {"search": "kiwi"}}"#, ContentUnavailableView.search(text: "kiwi"))
        #expect(Fixtures.failure(#"{"ContentUnavailableView": "serch"}"#)?.contains("did you mean \"search\"") == true)
        #expect(
            Fixtures.failure(#"{"ContentUnavailableView": {"search": "x", "title": "y"}}"#)?.contains("not both")
                == true)
    }

    @Test("Empty and 10,000-character titles decode and lay out within the canvas's width")
    func badTitles() throws {
        let long = String(repeating: "word ", count: 2_000)
        for title in ["", long] {
            for view in [
                #"{"Button": {"title": "\#(title)", "style": "bordered"}}"#,
                #"{"Stepper": {"title": "\#(title)"}}"#,
                #"{"DisclosureGroup": {"title": "\#(title)"}}"#,
                #"{"Link": {"title": "\#(title)", "destination": "https://a.b"}}"#,
                #"{"Label": {"title": "\#(title)", "systemImage": "star"}}"#,
                #"{"Picker": {"title": "\#(title)", "selection": "\#(title)", "options": ["\#(title)"]}}"#,
                #"{"DatePicker": {"title": "\#(title)", "date": "2026-11-25T13:00:00Z"}}"#,
            ] {
                let result = try Fixtures.scene(view).layout(using: Fixtures.engine).result
                #expect(result.root.frame.width <= 390)
            }
        }
    }
}
