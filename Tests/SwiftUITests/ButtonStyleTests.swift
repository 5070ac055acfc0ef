import SwiftUI
import Testing
import GalleyTestSupport

@Suite("Button styles")
struct ButtonStyleTests {
    /// A style written as apps write them: padding and a capsule behind the label.
    struct PillStyle: ButtonStyle {
        func makeBody(configuration: Configuration) -> some View {
            configuration.label
                .padding(.horizontal, 10)
                .padding(.vertical, 4)
                .background(Capsule().fill(configuration.isPressed ? Color.green : Color.mint))
        }
    }

    private func size(_ view: some View) -> CGSize {
        Layouts.layout(view.fixedSize()).root.frame.size
    }

    @Test("A custom ButtonStyle draws its makeBody around the label")
    func customStyle() throws {
        let plain = size(Text("Follow"))
        let styled = Layouts.layout(Button("Follow") {}.buttonStyle(PillStyle()).fixedSize())
        #expect(styled.root.frame.width == plain.width + 20)
        #expect(styled.root.frame.height == plain.height + 8)
        #expect(!styled.root.all("Capsule").isEmpty)
    }

    @Test("bordered and borderedProminent add 12 × 7 of padding around a tinted shape; plain and automatic add nothing")
    func builtInStyles() {
        let plain = size(Text("Follow"))
        for style in [BuiltInButtonStyle.bordered, .borderedProminent] {
            let bordered = size(Button("Follow") {}.buttonStyle(style))
            #expect(bordered == CGSize(width: plain.width + 24, height: plain.height + 14))
        }
        for style in [BuiltInButtonStyle.plain, .automatic, .borderless] {
            #expect(size(Button("Follow") {}.buttonStyle(style)) == plain)
        }
    }

    @Test("A style set on a container reaches every button inside")
    func inherited() {
        let result = Layouts.layout(
            VStack {
                Button("One") {}; Button("Two") {}
            }.buttonStyle(PillStyle()))
        #expect(result.root.all("Capsule").count == 2)
    }
}
