import Foundation
import SwiftUI
import Testing

/// APIs that real apps' previews use and the module lacked (issue 29's
/// list): each does what SwiftUI does with it, or is the documented no-op.
@Suite("APIs real code uses")
struct RealCodeAPITests {
    @Test("LazyVStack is as wide as offered, its rows placed as a VStack places them; LazyHStack as tall")
    func lazyStacks() throws {
        let lazy = Layouts.layout(LazyVStack(alignment: .leading, spacing: 4, pinnedViews: [.sectionHeaders]) { Text("One"); Text("Two") }, width: 300)
        let plain = Layouts.layout(VStack(alignment: .leading, spacing: 4) { Text("One"); Text("Two") }, width: 300)
        #expect(lazy.root.frame.width == 300 && plain.root.frame.width < 60)
        #expect(lazy.root.frame.height == plain.root.frame.height)
        let one = try #require(lazy.root.text("One")), two = try #require(lazy.root.text("Two"))
        #expect(one.frame.minX == 0 && two.frame.minY - one.frame.maxY == 4)
        let row = Layouts.layout(LazyHStack { Text("A"); Text("B") }, width: 300, height: 80)
        #expect(row.root.frame.height == 80 && row.root.frame.width < 60)
        // At its ideal size it is as wide as its widest row.
        let ideal = try Layouts.engine.layout(LazyVStack { Text("Wide enough") }, proposal: .unspecified)
        #expect(ideal.root.frame.width == Layouts.layout(Text("Wide enough")).root.frame.width)
    }

    @Test("remove(atOffsets:) and move(fromOffsets:toOffset:) change arrays as onDelete and onMove expect")
    func offsets() {
        var letters = ["a", "b", "c", "d"]
        letters.move(fromOffsets: IndexSet(integer: 0), toOffset: 3)
        #expect(letters == ["b", "c", "a", "d"])
        letters.move(fromOffsets: IndexSet([2, 3]), toOffset: 0)
        #expect(letters == ["a", "d", "b", "c"])
        letters.move(fromOffsets: IndexSet(integer: 1), toOffset: 4)
        #expect(letters == ["a", "b", "c", "d"])
        letters.remove(atOffsets: IndexSet([1, 3]))
        #expect(letters == ["a", "c"])
        letters.remove(atOffsets: IndexSet([7]))
        #expect(letters == ["a", "c"])
    }

    @Test("Shapes by name where a shape is expected, and AnyShape")
    func shapeNames() {
        let rect = CGRect(x: 0, y: 0, width: 40, height: 20)
        #expect(AnyShape(.circle).path(in: rect) == Circle().path(in: rect))
        #expect(AnyShape(.rect(cornerRadius: 6)).path(in: rect) == RoundedRectangle(cornerRadius: 6).path(in: rect))
        #expect(AnyShape(.capsule).path(in: rect) == Capsule().path(in: rect))
        let clipped = Layouts.layout(Color.red.frame(width: 40, height: 20).clipShape(.capsule).background(Color.blue, in: .rect(cornerRadius: 4)))
        #expect(clipped.root.frame.size == CGSize(width: 40, height: 20))
    }

    @Test("navigationBarItems puts its views in the bar, leading and trailing, as toolbar items")
    func navigationBarItems() throws {
        let result = Layouts.layout(NavigationStack {
            Text("Body").navigationTitle("Title").navigationBarTitleDisplayMode(.inline)
                .navigationBarItems(leading: Text("Edit"), trailing: Text("Add"))
        })
        let edit = try #require(result.root.text("Edit")), add = try #require(result.root.text("Add"))
        let title = try #require(result.root.text("Title"))
        #expect(edit.frame.maxX < title.frame.minX && add.frame.minX > title.frame.maxX)
        #expect(abs(edit.frame.midY - title.frame.midY) < 1 && abs(add.frame.midY - title.frame.midY) < 1)
    }

    @Test("PlainButtonStyle() and the other style types draw as .plain and the other built-in styles")
    func styleTypes() {
        func frames(_ view: some View) -> [CGRect] { Layouts.layout(view).root.frames }
        #expect(frames(Button("Tap") {}.buttonStyle(PlainButtonStyle())) == frames(Button("Tap") {}.buttonStyle(.plain)))
        #expect(frames(Button("Tap") {}.buttonStyle(BorderedProminentButtonStyle())) == frames(Button("Tap") {}.buttonStyle(.borderedProminent)))
        #expect(frames(Button("Tap") {}.buttonStyle(BorderedButtonStyle())) != frames(Button("Tap") {}.buttonStyle(.plain)))
        let navigation = Layouts.layout(NavigationView { Text("One") }.navigationViewStyle(StackNavigationViewStyle()).statusBar(hidden: true))
        #expect(navigation.root.text("One") != nil)
    }

    @Test("\\.sizeCategory is the Dynamic Type size; \\.accessibilityEnabled is false")
    func environment() throws {
        let category = Layouts.layout(Text("Big").environment(\.sizeCategory, .extraExtraExtraLarge))
        let size = Layouts.layout(Text("Big").dynamicTypeSize(.xxxLarge))
        #expect(category.root.frames == size.root.frames)
        #expect(ContentSizeCategory.accessibilityMedium.isAccessibilityCategory && !ContentSizeCategory.large.isAccessibilityCategory)
        #expect(!EnvironmentValues().accessibilityEnabled)
        #expect(EnvironmentValues().sizeCategory == .large)
    }

    @Test("LocalizedStringResource shows its default value, else its key; deprecated accessibility modifiers leave the view as it is")
    func textAndAccessibility() throws {
        let resource = Layouts.layout(VStack { Text(LocalizedStringResource("greeting", defaultValue: "Hello")); Text("plain") })
        #expect(resource.root.text("Hello") != nil && resource.root.text("plain") != nil)
        #expect(String(localized: LocalizedStringResource("Key")) == "Key")
        let plain = Layouts.layout(Text("Label")).root.frames
        let described = Layouts.layout(Text("Label").accessibility(label: Text("A label")).accessibility(addTraits: .isHeader).accessibility(hint: Text("Hint"))).root
        #expect(described.frames.last == plain.last)
    }
}
