import Foundation
import Testing
@testable import Galley
import GalleyTestSupport

/// `view` laid out on an iPhone 13 Pro's canvas: proposed the 390 × 763
/// safe area of the 390 × 844 screen (47 above, 34 below), centred in it, at @3x.
func onPhone(_ view: some View) -> LayoutResult {
    do {
        return try Canvas(device: .iPhone13Pro).layout(view, using: Layouts.engine).result
    } catch {
        Issue.record("\(error)")
        return Layouts.layout(EmptyView())
    }
}

@Suite("Safe areas")
struct SafeAreaTests {
    @Test("Color.red.ignoresSafeArea() as the root fills the whole screen; the modifier keeps the safe area's frame")
    func rootIgnoresEverything() {
        let result = onPhone(Color.red.ignoresSafeArea())
        #expect(result.root.frame.doubles == [0, 47, 390, 763])
        #expect(result.root.first("Color")?.frame.doubles == [0, 0, 390, 844])
    }

    @Test("ignoresSafeArea(edges: .top) reaches under the status bar only")
    func topOnly() {
        #expect(onPhone(Color.red.ignoresSafeArea(edges: .top)).root.first("Color")?.frame.doubles == [0, 0, 390, 810])
    }

    @Test("A bar at the top of a VStack that ignores the safe area grows up to the screen's edge")
    func barTouchingTheTop() {
        let result = onPhone(
            VStack {
                Color.red.ignoresSafeArea().frame(height: 100); Spacer()
            })
        #expect(result.root.first("Color")?.frame.doubles == [0, 0, 390, 147])
    }

    @Test("A view that does not touch the safe area's edge is not changed by ignoresSafeArea")
    func notTouching() {
        let result = onPhone(Color.red.frame(width: 100, height: 100).ignoresSafeArea())
        #expect(result.root.first("Color")?.frame == result.root.frame)
        #expect(result.root.frame.size.doubles == [100, 100])
    }

    @Test("ignoresSafeArea(.keyboard) leaves the container safe area alone")
    func keyboardOnly() {
        #expect(onPhone(Color.red.ignoresSafeArea(.keyboard)).root.first("Color")?.frame.doubles == [0, 47, 390, 763])
    }

    @Test("Without a safe area (a fixed canvas) ignoresSafeArea changes nothing")
    func noSafeArea() {
        let result = Layouts.layout(Color.red.ignoresSafeArea(), proposal: ProposedViewSize(width: 200, height: 100))
        #expect(result.root.first("Color")?.frame.doubles == [0, 0, 200, 100])
    }

    @Test(
        "safeAreaInset(edge: .bottom) puts the bar on the safe area's bottom edge and insets the content by its height")
    func insetAtTheBottom() {
        let result = onPhone(Color.blue.safeAreaInset(edge: .bottom, spacing: 0) { Color.red.frame(height: 50) })
        let colors = result.root.all("Color")
        #expect(colors[0].frame.doubles == [0, 47, 390, 713])
        #expect(colors[1].frame.doubles == [0, 760, 390, 50])
    }

    @Test(
        """
        Content that ignores the safe area reaches under a safeAreaInset bar and the home indicator; the bar's \
        background reaches the screen's edge
        """
    )
    func contentUnderTheBar() {
        let result = onPhone(
            Color.blue.ignoresSafeArea()
                .safeAreaInset(edge: .bottom) {
                    Text("Bar").frame(maxWidth: .infinity).background(Color.white)
                }
        )
        let colors = result.root.all("Color")
        #expect(colors[0].frame.doubles == [0, 0, 390, 844])
        let bar = result.root.first("Text")?.frame ?? .zero
        #expect(nearlyEqual(bar.maxY, 810))
        // The white background of the bar: its top at the bar, its bottom at the screen's.
        #expect(nearlyEqual(colors[1].frame.minY, bar.minY))
        #expect(colors[1].frame.maxY == 844)
    }

    @Test(
        """
        safeAreaInset with no spacing given leaves the views' own spacing between content and bar, as a stack \
        does: 8 from a colour, the lower text's leading between texts
        """
    )
    func defaultSpacing() {
        let a = Layouts.textSize("A"), b = Layouts.textSize("B")
        let result = Layouts.layout(
            Color.red.frame(width: 10, height: 10).safeAreaInset(edge: .top) { Text("B") }, proposal: .unspecified)
        #expect(nearlyEqual(result.root.frame.height, 10 + b.height + 8, within: 1e-6))
        #expect(nearlyEqual(result.root.first("Color")?.frame.minY ?? 0, b.height + 8))
        let texts = Layouts.layout(Text("A").safeAreaInset(edge: .top) { Text("B") }, proposal: .unspecified)
        #expect(nearlyEqual(texts.root.frame.height, a.height + b.height + TextSpacingTests.bodyLeading, within: 1e-6))
        #expect(texts.root.all("Text")[1].frame.minY == 0)
    }

    @Test("safeAreaInset on a leading edge takes width, aligned by its vertical alignment")
    func leadingInset() {
        let result = Layouts.layout(
            Color.blue.safeAreaInset(edge: .leading, alignment: .top, spacing: 10) {
                Color.red.frame(width: 30, height: 30)
            },
            proposal: ProposedViewSize(width: 200, height: 100)
        )
        let colors = result.root.all("Color")
        #expect(colors[0].frame.doubles == [40, 0, 160, 100])
        #expect(colors[1].frame.doubles == [0, 0, 30, 30])
    }

    @Test("safeAreaPadding lays out as padding, and content ignoring the safe area reaches into it")
    func safeAreaPadding() {
        let padded = Layouts.layout(Text("Hi").safeAreaPadding(20), proposal: .unspecified)
        let plain = Layouts.layout(Text("Hi").padding(20), proposal: .unspecified)
        #expect(padded.root.frame == plain.root.frame)
        let result = onPhone(Color.red.ignoresSafeArea().safeAreaPadding(20).frame(width: 200, height: 200))
        #expect(result.root.first("Color")?.frame == result.root.first("safeAreaPadding")?.frame)
        #expect(result.root.first("Color")?.frame.width == 200)
    }

    @Test("background(Color) fills behind the safe area when its view touches it, and only its view otherwise")
    func backgroundReachesTheScreen() {
        let full = onPhone(Text("Hi").frame(maxWidth: .infinity, maxHeight: .infinity).background(Color.yellow))
        #expect(full.root.first("Color")?.frame.doubles == [0, 0, 390, 844])
        let centred = onPhone(Text("Hi").background(Color.yellow))
        #expect(centred.root.first("Color")?.frame == centred.root.first("Text")?.frame)
        // A view as the background (not a shape style) keeps to the view.
        let view = onPhone(
            Text("Hi").frame(maxWidth: .infinity, maxHeight: .infinity).background(Color.yellow.frame(width: 500)))
        #expect(view.root.first("Color")?.frame.height == 763)
        // ignoresSafeAreaEdges: [] keeps the fill inside the safe area.
        let kept = onPhone(
            Text("Hi").frame(maxWidth: .infinity, maxHeight: .infinity).background(
                Color.yellow, ignoresSafeAreaEdges: []))
        #expect(kept.root.first("Color")?.frame.doubles == [0, 47, 390, 763])
    }
}

@Suite("safeAreaInset anchors its view to the edge of the space offered")
struct SafeAreaInsetPlacementTests {
    @Test(
        """
        Seed 004: VStack { Text } .safeAreaInset(edge: .bottom, spacing: 10) { button } puts the button at the \
        bottom of the safe area, the text centred above it
        """
    )
    func seedExample() {
        let result = onPhone(
            VStack { Text("Hello, World!") }
                .safeAreaInset(edge: .bottom, spacing: 10) { Text("Press me") }
        )
        #expect(result.root.frame.doubles == [0, 47, 390, 763])
        let texts = result.root.all("Text")
        let button = texts[1].frame
        #expect(nearlyEqual(button.maxY, 810))
        #expect(nearlyEqual(button.midX, 195))
        // The content is centred in what is left above the button and the spacing.
        #expect(nearlyEqual(texts[0].frame.midY, (47 + button.minY - 10) / 2))
    }

    @Test("The inset view is aligned along its edge by the alignment")
    func alignment() {
        let result = onPhone(Color.blue.safeAreaInset(edge: .top, alignment: .leading) { Text("Title") })
        #expect(result.root.first("Text")?.frame.minX == 0)
        #expect(result.root.first("Text")?.frame.minY == 47)
    }
}
