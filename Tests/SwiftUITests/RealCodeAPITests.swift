import Foundation
import SwiftUI
import Testing
import GalleyTestSupport

/// APIs that real apps' previews use and the module lacked (issue 29's
/// list): each does what SwiftUI does with it, or is the documented no-op.
@Suite("APIs real code uses")
struct RealCodeAPITests {
    @Test("LazyVStack is as wide as offered, its rows placed as a VStack places them; LazyHStack as tall")
    func lazyStacks() throws {
        let lazy = Layouts.layout(
            LazyVStack(alignment: .leading, spacing: 4, pinnedViews: [.sectionHeaders]) {
                Text("One"); Text("Two")
            }, width: 300)
        let plain = Layouts.layout(
            VStack(alignment: .leading, spacing: 4) {
                Text("One"); Text("Two")
            }, width: 300)
        #expect(lazy.root.frame.width == 300 && plain.root.frame.width < 60)
        #expect(lazy.root.frame.height == plain.root.frame.height)
        let one = try #require(lazy.root.text("One")), two = try #require(lazy.root.text("Two"))
        #expect(one.frame.minX == 0 && two.frame.minY - one.frame.maxY == 4)
        let row = Layouts.layout(
            LazyHStack {
                Text("A"); Text("B")
            }, width: 300, height: 80)
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
        let clipped = Layouts.layout(
            Color.red.frame(width: 40, height: 20).clipShape(.capsule).background(
                Color.blue, in: .rect(cornerRadius: 4)))
        #expect(clipped.root.frame.size == CGSize(width: 40, height: 20))
    }

    @Test("navigationBarItems puts its views in the bar, leading and trailing, as toolbar items")
    func navigationBarItems() throws {
        let result = Layouts.layout(
            NavigationStack {
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
        #expect(
            frames(Button("Tap") {}.buttonStyle(PlainButtonStyle())) == frames(Button("Tap") {}.buttonStyle(.plain)))
        #expect(
            frames(Button("Tap") {}.buttonStyle(BorderedProminentButtonStyle()))
                == frames(Button("Tap") {}.buttonStyle(.borderedProminent)))
        #expect(
            frames(Button("Tap") {}.buttonStyle(BorderedButtonStyle())) != frames(Button("Tap") {}.buttonStyle(.plain)))
        let navigation = Layouts.layout(
            NavigationView { Text("One") }.navigationViewStyle(StackNavigationViewStyle()).statusBar(hidden: true))
        #expect(navigation.root.text("One") != nil)
    }

    @Test("\\.sizeCategory is the Dynamic Type size; \\.accessibilityEnabled is false")
    func environment() throws {
        let category = Layouts.layout(Text("Big").environment(\.sizeCategory, .extraExtraExtraLarge))
        let size = Layouts.layout(Text("Big").dynamicTypeSize(.xxxLarge))
        #expect(category.root.frames == size.root.frames)
        #expect(
            ContentSizeCategory.accessibilityMedium.isAccessibilityCategory
                && !ContentSizeCategory.large.isAccessibilityCategory)
        #expect(!EnvironmentValues().accessibilityEnabled)
        let dark = Layouts.layout(Text("Night").colorScheme(.dark)).root
        #expect(dark.text("Night")?.environment.colorScheme == .dark)
        #expect(EnvironmentValues().sizeCategory == .large)
    }

    @Test(
        """
        LocalizedStringResource shows its default value, else its key; deprecated accessibility modifiers leave \
        the view as it is
        """
    )
    func textAndAccessibility() throws {
        let resource = Layouts.layout(
            VStack {
                Text(LocalizedStringResource("greeting", defaultValue: "Hello")); Text("plain")
            })
        #expect(resource.root.text("Hello") != nil && resource.root.text("plain") != nil)
        #expect(String(localized: LocalizedStringResource("Key")) == "Key")
        let plain = Layouts.layout(Text("Label")).root.frames
        let described = Layouts.layout(
            Text("Label").accessibility(label: Text("A label")).accessibility(addTraits: .isHeader).accessibility(
                hint: Text("Hint"))
        ).root
        #expect(described.frames.last == plain.last)
    }
}

/// Views real apps use that the module lacked: drawn as iOS draws them.
@Suite("Views real code uses")
struct RealCodeViewTests {
    @Test("LabeledContent: the label leading, the value trailing in the secondary colour, on one baseline")
    func labeledContent() throws {
        let root = Layouts.layout(LabeledContent("Version", value: "2.1"), width: 300).root
        let label = try #require(root.text("Version")), value = try #require(root.text("2.1"))
        #expect(label.frame.minX == 0 && value.frame.maxX == 300)
        #expect(abs(label.frame.maxY - value.frame.maxY) < 0.01)
        #expect(value.paint == .text([Color.secondary]))
    }

    @Test("TextEditor fills what it is offered, its text 5 points in and 8 down, as UITextView insets it")
    func textEditor() throws {
        let root = Layouts.layout(TextEditor(text: .constant("Notes")).frame(width: 200, height: 120), width: 300).root
        let text = try #require(root.text("Notes"))
        #expect(root.frame.size == CGSize(width: 200, height: 120))
        #expect(text.frame.minX - root.frame.minX == 5 && text.frame.minY - root.frame.minY == 8)
    }

    @Test("Gauge: its label over a 4-point bar tinted to the value's fraction")
    func gauge() throws {
        let root = Layouts.layout(Gauge(value: 30, in: 0...120) { Text("Battery") }, width: 200).root
        #expect(root.text("Battery") != nil)
        let track = try #require(root.all("Capsule").first)
        #expect(track.frame.size == CGSize(width: 200, height: 4))
        // The tint reaches a quarter of the way: 30 of 0…120.
        let tinted = root.allViews.compactMap { view -> CGRect? in
            guard case .fill(.color(Color.accentColor), .path(let path, _)) = view.paint else { return nil }
            return path.boundingRect
        }
        #expect(tinted.map(\.width) == [50] && tinted.map(\.height) == [4])
    }

    @Test("ScrollViewReader draws its content (scrollTo does nothing); TimelineView draws its schedule's first date")
    func readersAndTimelines() throws {
        let scrolled = Layouts.layout(
            ScrollViewReader { proxy in
                Button("Top") { proxy.scrollTo("top") }
            }
        ).root
        #expect(scrolled.text("Top") != nil)
        let start = Date(timeIntervalSince1970: 86_400)
        let timeline = Layouts.layout(
            TimelineView(.periodic(from: start, by: 60)) { context in
                Text("\(Int(context.date.timeIntervalSince1970))")
            }
        ).root
        #expect(timeline.text("86400") != nil)
        let explicit = Layouts.layout(
            TimelineView(.explicit([start.addingTimeInterval(5)])) { Text("\(Int($0.date.timeIntervalSince1970))") }
        ).root
        #expect(explicit.text("86405") != nil)
    }
}

/// Path building and the remaining forms real code writes.
@Suite("Paths and older initialisers real code uses")
struct RealCodePathTests {
    @Test(
        """
        addArc(tangent1End:tangent2End:radius:) rounds a corner as arcTo does: tangent points and centre where the \
        geometry puts them
        """
    )
    func tangentArc() throws {
        var path = Path()
        path.move(to: CGPoint(x: 0, y: 0))
        path.addArc(tangent1End: CGPoint(x: 10, y: 0), tangent2End: CGPoint(x: 10, y: 10), radius: 5)
        let end = try #require(path.currentPoint)
        #expect(abs(end.x - 10) < 1e-9 && abs(end.y - 5) < 1e-9)
        // The quarter circle around (5, 5) bulges no further than the corner.
        let bounds = path.boundingRect
        #expect(abs(bounds.maxX - 10) < 1e-9 && abs(bounds.minY) < 1e-9)
        // Points in a line: a line to the first end.
        var straight = Path()
        straight.move(to: .zero)
        straight.addArc(tangent1End: CGPoint(x: 5, y: 0), tangent2End: CGPoint(x: 9, y: 0), radius: 3)
        #expect(straight.currentPoint == CGPoint(x: 5, y: 0))
    }

    @Test("addRelativeArc sweeps by its delta; addPath appends; applying moves every point")
    func relativeArcsAndTransforms() throws {
        var arc = Path()
        arc.addRelativeArc(center: CGPoint(x: 10, y: 10), radius: 10, startAngle: .zero, delta: .degrees(90))
        let end = try #require(arc.currentPoint)
        #expect(abs(end.x - 10) < 1e-9 && abs(end.y - 20) < 1e-9)
        var both = Path(CGRect(x: 0, y: 0, width: 4, height: 4))
        both.addPath(Path(CGRect(x: 10, y: 0, width: 4, height: 4)))
        #expect(both.boundingRect == CGRect(x: 0, y: 0, width: 14, height: 4))
        let moved = both.applying(CGAffineTransform(translationX: 5, y: 1).scaledBy(x: 2, y: 1))
        #expect(moved.boundingRect == CGRect(x: 5, y: 1, width: 28, height: 4))
        var withTransform = Path()
        withTransform.addPath(
            Path(CGRect(x: 0, y: 0, width: 1, height: 1)), transform: CGAffineTransform(scaleX: 3, y: 3))
        #expect(withTransform.boundingRect == CGRect(x: 0, y: 0, width: 3, height: 3))
    }

    @Test("The label-last Slider forms and TextField(_:value:formatter:) draw as their modern forms")
    func olderInitialisers() throws {
        let modern = Layouts.layout(
            Slider(value: .constant(0.5), in: 0...1) {
                Text("Volume")
            } minimumValueLabel: {
                Text("0")
            } maximumValueLabel: {
                Text("1")
            }
        ).root
        let older = Layouts.layout(
            Slider(
                value: .constant(0.5), in: 0...1, onEditingChanged: { _ in }, minimumValueLabel: Text("0"),
                maximumValueLabel: Text("1")
            ) { Text("Volume") }
        ).root
        #expect(older.frames == modern.frames)
        // One trailing closure is the label, with or without a step, as before.
        let labelled = Layouts.layout(Slider(value: .constant(0.5), in: 0...1) { Text("Volume") }).root
        let stepped = Layouts.layout(Slider(value: .constant(0.5), in: 0...1, step: 0.1) { Text("Volume") }).root
        #expect(labelled.frames == stepped.frames)
        let formatter = NumberFormatter()
        formatter.numberStyle = .decimal
        formatter.locale = Locale(identifier: "en_US")
        let field = Layouts.layout(TextField("Amount", value: .constant(1234.5), formatter: formatter)).root
        #expect(field.text("1,234.5") != nil)
    }

    @Test(
        """
        TextField(_:text:prompt:) shows its prompt, not its title, while the text is empty; the title when there \
        is no prompt
        """
    )
    func textFieldPrompt() {
        let prompted = Layouts.layout(TextField("Email", text: .constant(""), prompt: Text("name@example.com"))).root
        #expect(prompted.text("name@example.com") != nil)
        #expect(prompted.text("Email") == nil)
        let plain = Layouts.layout(TextField("Email", text: .constant(""), prompt: nil)).root
        #expect(plain.text("Email") != nil)
        let filled = Layouts.layout(
            TextField("Email", text: .constant("me@example.com"), prompt: Text("name@example.com"))
        ).root
        #expect(filled.text("me@example.com") != nil && filled.text("name@example.com") == nil)
    }
}
