import SwiftUI
import Testing
import GalleyTestSupport

@Suite("Toggle and its styles")
struct ToggleTests {
    struct CheckboxStyle: ToggleStyle {
        func makeBody(configuration: Configuration) -> some View {
            HStack {
                RoundedRectangle(cornerRadius: 4).stroke(lineWidth: 2).frame(width: 20, height: 20)
                    .overlay(configuration.isOn ? Circle().fill(Color.blue).padding(4) : nil)
                configuration.label
            }
        }
    }

    @Test("Toggle(_:isOn:) draws the switch in the binding's state")
    func binding() {
        let on = Layouts.layout(Toggle("Wi-Fi", isOn: .constant(true)))
        #expect(on.root.frame.size == CGSize(width: 390, height: 31))
        #expect(abs((on.root.all("Circle").first?.frame.minX ?? 0) - (390 - 2 - 27)) < 0.01)
        let off = Layouts.layout(Toggle("Wi-Fi", isOn: .constant(false)))
        #expect(abs((off.root.all("Circle").first?.frame.minX ?? 0) - (390 - 51 + 2)) < 0.01)
    }

    @Test("A custom ToggleStyle is drawn as written, with the state")
    func customStyle() {
        let on = Layouts.layout(Toggle("Remember me", isOn: .constant(true)).toggleStyle(CheckboxStyle()).fixedSize())
        #expect(on.root.all("Circle").count == 1)
        #expect(on.root.all("Capsule").isEmpty)
        let off = Layouts.layout(Toggle("Remember me", isOn: .constant(false)).toggleStyle(CheckboxStyle()).fixedSize())
        #expect(off.root.all("Circle").isEmpty)
        #expect(Layouts.layout(Toggle("Wi-Fi", isOn: .constant(true)).toggleStyle(.switch)).root.frame.height == 31)
    }

    @Test("TextField and SecureField show the binding's text, or the title as the prompt; .roundedBorder frames them")
    func textFields() {
        let empty = Layouts.layout(TextField("Name", text: .constant("")))
        #expect(empty.root.textLines == [["Name"]])
        #expect(empty.root.frame.width == 390)
        #expect(Layouts.layout(TextField("Name", text: .constant("Ada"))).root.textLines == [["Ada"]])
        #expect(Layouts.layout(SecureField("Password", text: .constant("abc"))).root.textLines == [["•••"]])
        let bordered = Layouts.layout(TextField("Email", text: .constant("")).textFieldStyle(.roundedBorder))
        #expect(bordered.root.frame.height == 34)
        #expect(!bordered.root.all("RoundedRectangle").isEmpty)
    }
}
