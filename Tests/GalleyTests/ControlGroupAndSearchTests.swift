import Foundation
import Testing
@testable import Galley

@Suite("ControlGroup and searchable, as iOS 17 draws them")
struct ControlGroupAndSearchTests {
    private func layout<V: View>(_ view: V, width: CGFloat? = 390) throws -> LayoutResult {
        try DynamicTypeTests.engine.layout(view, proposal: ProposedViewSize(width: width, height: nil))
    }

    private func onPhone<V: View>(_ view: V) throws -> LayoutResult {
        try Canvas(device: .iPhone13Pro).layout(view, using: DynamicTypeTests.engine).result
    }

    private func group(_ style: ControlGroupBuiltInStyle = .automatic) -> some View {
        ControlGroup {
            ButtonBox(label: AnyView(Image(systemName: "plus")))
            ButtonBox(label: AnyView(Image(systemName: "minus")))
            ButtonBox(label: AnyView(Text("Reset")))
        }
        .controlGroupStyle(style)
    }

    @Test(
        """
        ControlGroup: one 44-point platter (the HIG's minimum hit target) as wide as offered, its controls in \
        equal thirds, a separator before each but the first
        """
    )
    func platter() throws {
        let result = try layout(group(), width: 300)
        let box = try #require(result.root.allViews.first { $0.name == "ControlGroup" })
        #expect(box.frame.size == CGSize(width: 300, height: 44))
        let platter = try #require(box.allViews.first { $0.name == "RoundedRectangle" })
        #expect(platter.frame == box.frame)
        // Each control is centred in its third.
        let reset = try #require(box.allViews.first { $0.text?.lineStrings == ["Reset"] })
        #expect(abs(reset.frame.midX - (box.frame.minX + 250)) < 0.5)
        #expect(abs(reset.frame.midY - box.frame.midY) <= 0.5)
        let separators = box.allViews.filter { $0.name == "Rectangle" }
        #expect(separators.map(\.frame.minX) == [box.frame.minX + 100, box.frame.minX + 200])
        #expect(separators.allSatisfy { $0.frame.width == 1 && $0.frame.height == 24 })
    }

    @Test("ControlGroup unoffered a width: the widest control's ideal width plus 16 points, for every control")
    func idealWidth() throws {
        let result = try layout(group(), width: nil)
        let box = try #require(result.root.allViews.first { $0.name == "ControlGroup" })
        let reset = try layout(Text("Reset"), width: nil).root.frame.width
        #expect(abs(box.frame.width - 3 * (reset + 16)) < 0.01)
    }

    @Test("ControlGroup in the menu styles: only the label (ellipsis.circle without one), as a closed menu")
    func menuStyle() throws {
        let plain = try layout(group(.menu), width: 300)
        #expect(plain.root.allViews.first { $0.name == "RoundedRectangle" } == nil)
        #expect(plain.root.allViews.filter { $0.text != nil }.isEmpty)
        let labelled = try layout(
            ControlGroup {
                ButtonBox("A")
            } label: {
                Text("Edit")
            }.controlGroupStyle(.compactMenu), width: 300
        )
        #expect(labelled.root.allViews.compactMap { $0.text?.lineStrings }.flatMap { $0 } == ["Edit"])
    }

    @Test(
        """
        searchable in a NavigationStack: a 36-point field, 16 points in, centred in a 52-point row under the large \
        title; the content starts 96 + 52 points below the status bar
        """
    )
    func searchField() throws {
        let result = try onPhone(
            NavigationStack {
                Text("Body").frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
                    .navigationTitle("Products")
                    .searchable(text: "")
            })
        let prompt = try #require(result.root.allViews.first { $0.text?.lineStrings == ["Search"] })
        let field = try #require(result.root.allViews.first { $0.name == "RoundedRectangle" && $0.frame.height == 36 })
        #expect(field.frame.minX == 16 && field.frame.width == 390 - 32)
        #expect(abs(field.frame.midY - (47 + 96 + 26)) < 0.01)
        #expect(prompt.frame.minX > field.frame.minX + 8)
        #expect(abs(prompt.frame.midY - field.frame.midY) < 1)
        let body = try #require(result.root.allViews.first { $0.text?.lineStrings == ["Body"] })
        #expect(abs(body.frame.minY - (47 + 96 + 52)) < 0.01)
    }

    @Test(
        """
        searchable shows its text when there is some, the given prompt when empty, and nothing outside a \
        navigation stack
        """
    )
    func searchText() throws {
        let typed = try onPhone(NavigationStack { Color.clear.searchable(text: "Kiwi", prompt: "Fruit") })
        #expect(typed.root.allViews.contains { $0.text?.lineStrings == ["Kiwi"] })
        #expect(!typed.root.allViews.contains { $0.text?.lineStrings == ["Fruit"] })
        let prompted = try onPhone(NavigationStack { Color.clear.searchable(text: "", prompt: "Fruit") })
        #expect(prompted.root.allViews.contains { $0.text?.lineStrings == ["Fruit"] })
        // Inline title: the row sits under the 44-point bar.
        let inline = try onPhone(
            NavigationStack {
                Color.clear.navigationTitle("T").navigationBarTitleDisplayMode(.inline).searchable(text: "")
            })
        let field = try #require(inline.root.allViews.first { $0.name == "RoundedRectangle" && $0.frame.height == 36 })
        #expect(abs(field.frame.midY - (47 + 44 + 26)) < 0.01)
        let bare = try onPhone(Color.clear.searchable(text: "Kiwi"))
        #expect(!bare.root.allViews.contains { $0.text != nil })
    }
}
