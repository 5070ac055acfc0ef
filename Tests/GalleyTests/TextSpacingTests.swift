import Foundation
import Testing
@testable import Galley
import GalleyTestSupport

/// Text above text in a stack keeps only the lower text's leading, as
/// SwiftUI's text-to-text spacing does (iOS draws ferrostar's three-text
/// speed-limit sign in 76 points at full size); other pairs keep 8.
@Suite("Stacks: spacing between texts")
struct TextSpacingTests {
    /// Body's leading at the default size: iOS's 22-point line height less
    /// the 20.29-point line box of 17-point SF Pro.
    static let bodyLeading = 22 - 17 * 2444.0 / 2048

    /// Whether a gap is `leading`, to the half pixel that placing views on
    /// the 3× pixel grid may move it.
    private func isLeading(_ gap: Double, _ leading: Double) -> Bool {
        abs(gap - leading) <= 1.0 / 6 + 1e-9
    }

    private func gap(_ view: some View, _ upper: String, _ lower: String) throws -> Double {
        let root = Layouts.layout(view, proposal: .unspecified).root
        let texts = root.allViews.filter { $0.text != nil }
        let top = try #require(texts.first { $0.text?.lineStrings.joined() == upper })
        let bottom = try #require(texts.first { $0.text?.lineStrings.joined() == lower })
        return Double(bottom.frame.minY - top.frame.maxY)
    }

    @Test(
        """
        VStack { Text; Text } keeps the lower text's leading between them: 1.71 for body (22 − 20.29), 2.68 for \
        caption (16 − 13.32), not 8
        """
    )
    func textOverText() throws {
        let body = try gap(
            VStack {
                Text("Title").font(.headline); Text("Subtitle")
            }, "Title", "Subtitle")
        #expect(isLeading(body, Self.bodyLeading))
        let caption = try gap(
            VStack {
                Text("Title").font(.headline); Text("Note").font(.caption)
            }, "Title", "Note")
        #expect(isLeading(caption, 16 - 12 * 2444.0 / 2048))
        // A font of a size has no leading: the texts touch.
        #expect(
            try gap(
                VStack {
                    Text("A"); Text("B").font(.system(size: 17))
                }, "A", "B") == 0)
    }

    @Test(
        """
        A lower text whose line is taller than its style's 22-point line height, as CJK body text is, has no \
        leading: the texts touch
        """
    )
    func tallLowerLine() throws {
        #expect(Layouts.textSize("戴铭").height > 22)
        #expect(
            try gap(
                VStack {
                    Text("Starming.com"); Text("戴铭")
                }, "Starming.com", "戴铭") == 0)
    }

    @Test("A text and a colour keep 8 either way")
    func textAndColour() throws {
        let root = Layouts.layout(
            VStack {
                Text("Top"); Color.red.frame(width: 10, height: 10)
            }, proposal: .unspecified
        ).root
        let text = try #require(root.first("Text")), colour = try #require(root.first("Color"))
        #expect(colour.frame.minY - text.frame.maxY == 8)
    }

    @Test(
        """
        Horizontal padding, a frame or a background keeps a text a text above and below; vertical padding makes it \
        8 plus the padding
        """
    )
    func modifiersKeepTextEdges() throws {
        #expect(
            isLeading(
                try gap(
                    VStack {
                        Text("Speed").padding(.horizontal, 2); Text("50").padding(.horizontal, 2)
                    }, "Speed", "50"), Self.bodyLeading))
        #expect(
            isLeading(
                try gap(
                    VStack {
                        Text("A").frame(width: 80).background(Color.yellow); Text("B")
                    }, "A", "B"), Self.bodyLeading))
        #expect(
            abs(
                try gap(
                    VStack {
                        Text("A").padding(.vertical, 4); Text("B")
                    }, "A", "B") - 12) < 1e-9)
    }

    @Test("A nested VStack of texts is a text at its ends: its last text sits on the next text")
    func nestedStacks() throws {
        #expect(
            isLeading(
                try gap(
                    VStack {
                        VStack {
                            Text("One"); Text("Two")
                        }; Text("Three")
                    }, "Two", "Three"), Self.bodyLeading))
    }

    @Test("HStack of texts still keeps 8 between them")
    func horizontal() throws {
        let root = Layouts.layout(
            HStack {
                Text("Left"); Text("Right")
            }, proposal: .unspecified
        ).root
        let texts = root.all("Text")
        #expect(texts[1].frame.minX - texts[0].frame.maxX == 8)
    }
}
