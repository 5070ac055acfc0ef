import Foundation
import Testing
@testable import Galley

@Suite("Controls drawn as iOS draws them")
struct ControlTests {
    private func layout<V: View>(_ view: V, width: CGFloat = 390) throws -> LayoutResult {
        try DynamicTypeTests.engine.layout(view, proposal: ProposedViewSize(width: width, height: nil))
    }

    @Test(
        """
        Toggle: the label leading, the 51 × 31 switch (UISwitch's size) at the trailing edge, the row as wide as \
        offered
        """
    )
    func toggleSwitch() throws {
        let on = try layout(SwitchToggle("Wi-Fi", isOn: true))
        #expect(on.root.name == "Toggle")
        #expect(on.root.frame.size == CGSize(width: 390, height: 31))
        let label = try #require(on.root.allViews.first { $0.text != nil })
        #expect(label.frame.minX == 0)
        let track = try #require(on.root.allViews.first { $0.name == "Capsule" })
        #expect(track.frame == CGRect(x: 390 - 51, y: 0, width: 51, height: 31))
        // The 27-point knob sits 2 points inside the track's trailing end when on, its leading end when off.
        let knob = try #require(on.root.allViews.first { $0.name == "Circle" })
        #expect(knob.frame == CGRect(x: 390 - 2 - 27, y: 2, width: 27, height: 27))
        let off = try layout(SwitchToggle("Wi-Fi", isOn: false))
        let offKnob = try #require(off.root.allViews.first { $0.name == "Circle" })
        #expect(offKnob.frame == CGRect(x: 390 - 51 + 2, y: 2, width: 27, height: 27))
    }

    @Test("A label taller than the switch sets the row's height")
    func tallLabel() throws {
        let toggle = try layout(SwitchToggle(isOn: true) { Text("Large").font(.largeTitle) })
        let text = try #require(toggle.root.allViews.first { $0.text != nil })
        #expect(toggle.root.frame.height == max(31, text.frame.height))
        #expect(text.frame.height > 31)
    }

    @Test(
        """
        ProgressView with a value: a 4-point bar as wide as offered, the done part value / total of it; without \
        one, a 20 × 20 spinner
        """
    )
    func progress() throws {
        let bar = try layout(ProgressView(value: 0.4), width: 300)
        #expect(bar.root.name == "ProgressView")
        #expect(bar.root.frame.size == CGSize(width: 300, height: 4))
        let capsules = bar.root.allViews.filter { $0.name == "Capsule" }
        #expect(capsules.map(\.frame.width) == [300, 120])
        #expect(
            try layout(ProgressView(value: 3.0, total: 4), width: 200).root.allViews.filter { $0.name == "Capsule" }
                .last?.frame.width == 150)
        // Out of range and NaN values are clamped.
        #expect(
            try layout(ProgressView(value: 7.0), width: 200).root.allViews.filter { $0.name == "Capsule" }.last?.frame
                .width == 200)
        #expect(
            try layout(ProgressView(value: Double.nan), width: 200).root.allViews.filter { $0.name == "Capsule" }.last?
                .frame.width == 0)
        let spinner = try layout(ProgressView())
        #expect(spinner.root.frame.size == CGSize(width: 20, height: 20))
        let titled = try layout(ProgressView("Uploading", value: 0.5), width: 300)
        let title = try #require(titled.root.allViews.first { $0.text != nil })
        #expect(titled.root.frame.height == title.frame.height + 4 + 4)
    }

    @Test(
        """
        TextField: one line as wide as offered; the prompt in the secondary colour when empty, the text otherwise; \
        bullets when secure
        """
    )
    func textField() throws {
        let empty = try layout(TextFieldBox(text: "", prompt: "Name"), width: 300)
        #expect(empty.root.name == "TextField")
        let prompt = try #require(empty.root.allViews.first { $0.text != nil })
        #expect(empty.root.frame.size == CGSize(width: 300, height: prompt.frame.height))
        #expect(prompt.text?.lineStrings == ["Name"])
        #expect(prompt.frame.minX == 0)
        let filled = try layout(TextFieldBox(text: "Ada", prompt: "Name"), width: 300)
        #expect(filled.root.allViews.first { $0.text != nil }?.text?.lineStrings == ["Ada"])
        let secure = try layout(TextFieldBox(text: "secret", prompt: "Password", isSecure: true), width: 300)
        #expect(secure.root.name == "SecureField")
        #expect(secure.root.allViews.first { $0.text != nil }?.text?.lineStrings == ["••••••"])
        // A long text stays on one line.
        let long = try layout(TextFieldBox(text: String(repeating: "word ", count: 40), prompt: ""), width: 200)
        #expect(long.root.allViews.first { $0.text != nil }?.text?.lineStrings.count == 1)
    }

    @Test("The rounded border: at least UITextField's 34 points tall, the text 7 points in")
    func roundedBorder() throws {
        let field = try layout(TextFieldBox(text: "", prompt: "Email", roundedBorder: true), width: 300)
        #expect(field.root.frame.size == CGSize(width: 300, height: 34))
        let prompt = try #require(field.root.allViews.first { $0.text != nil })
        #expect(prompt.frame.minX == 7)
        #expect(!field.root.allViews.filter { $0.name == "RoundedRectangle" }.isEmpty)
    }
}
