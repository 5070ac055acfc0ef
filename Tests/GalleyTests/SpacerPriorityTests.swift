import Foundation
import Testing
@testable import Galley
import GalleyTestSupport

/// Spacers yield to the views beside them: iOS keeps a text beside a spacer
/// on one line when the row holds it (the ScanNow project's reference),
/// while a text between two colours still gets a third (the field guide).
@Suite("Stacks: spacers yield to the views beside them")
struct SpacerPriorityTests {
    static let label = "A fairly long label of text"

    @Test("HStack { Text; Spacer() } in 300: the text is offered 300 − 8 and stays on one line at its ideal width")
    func textBesideSpacerGetsTheRow() throws {
        let ideal = Layouts.textSize(Self.label)
        #expect(ideal.width > 150 && ideal.width < 292, "the label must be wider than half the row and fit in it")
        let result = Layouts.layout(
            HStack {
                Text(Self.label); Spacer()
            }, proposal: ProposedViewSize(width: 300, height: 100))
        let text = try #require(result.root.first("Text"))
        #expect(text.text?.lineCount == 1)
        #expect(text.text?.isTruncated == false)
        #expect(Double(text.frame.width) == Double(ideal.width))
        let spacer = try #require(result.root.first("Spacer"))
        #expect(nearlyEqual(spacer.frame.width, 300 - ideal.width, within: 0.001))
        #expect(result.root.frame.width == 300)
    }

    @Test(
        """
        HStack { icon; Spacer(); Text } in a 350-point row: the icon and the text are sized first, the text on one \
        line (ScanNow's about row on iOS 18)
        """
    )
    func iconSpacerText() throws {
        let name = "WezSieTato/ScanNow"
        let ideal = Layouts.textSize(name)
        let result = Layouts.layout(
            HStack {
                Color.gray.frame(width: 25, height: 25); Spacer(); Text(name)
            },
            proposal: ProposedViewSize(width: 350, height: 100)
        )
        let text = try #require(result.root.first("Text"))
        #expect(text.text?.lineCount == 1)
        #expect(Double(text.frame.width) == Double(ideal.width))
        #expect(nearlyEqual(text.frame.maxX, 350, within: 0.001))
        // An equal share would have offered the text (350 − 8 − 25 − 8) / 2.
        #expect(ideal.width > (350 - 41) / 2)
    }

    @Test(
        """
        HStack { Color.purple; Text(\"Hello, world\"); Color.pink } in 200: the text is offered a third of 184 and \
        wraps (swiftuifieldguide.com)
        """
    )
    func textBetweenColoursGetsAThird() throws {
        let result = Layouts.layout(
            HStack {
                Color.purple; Text("Hello, world"); Color.pink
            },
            proposal: ProposedViewSize(width: 200, height: 200)
        )
        let text = try #require(result.root.first("Text"))
        let third = (200.0 - 16) / 3
        let expected = Layouts.textSize("Hello, world", width: third)
        #expect(text.frame.size == expected)
        #expect(text.text?.lineCount == 2)
    }

    @Test(
        """
        Text wider than the row beside a Spacer is offered the row less the spacer's 8-point minimum, and the \
        spacer keeps 8
        """
    )
    func longTextKeepsSpacerMinimum() throws {
        let long = "This sentence is much too long to fit on one line of a two hundred point row"
        let result = Layouts.layout(
            HStack {
                Text(long).lineLimit(1); Spacer()
            }, proposal: ProposedViewSize(width: 200, height: 100))
        let text = try #require(result.root.first("Text"))
        #expect(text.text?.isTruncated == true)
        let alone = Layouts.layout(Text(long).lineLimit(1), proposal: ProposedViewSize(width: 192, height: 100)).root
        #expect(text.frame.size == alone.frame.size)
        let spacer = try #require(result.root.first("Spacer"))
        #expect(nearlyEqual(spacer.frame.width, 200 - text.frame.width, within: 0.001))
        #expect(spacer.frame.width >= 8)
    }

    @Test("Two Spacers around a Text share what it leaves equally: Spacer(); Text; Spacer() centres the text")
    func spacersShareTheRest() throws {
        let result = Layouts.layout(
            HStack {
                Spacer(); Text("Hi"); Spacer()
            }, proposal: ProposedViewSize(width: 300, height: 100))
        let spacers = result.root.all("Spacer")
        #expect(spacers.count == 2)
        #expect(nearlyEqual(spacers[0].frame.width, spacers[1].frame.width, within: 0.001))
        let text = try #require(result.root.first("Text"))
        #expect(nearlyEqual(text.frame.midX, 150, within: 0.34))
    }

    @Test("VStack { Spacer(); Color; Spacer() }: the colour takes all the height but the spacers' 8-point minimums")
    func spacersYieldToAColour() throws {
        let result = Layouts.layout(
            VStack {
                Spacer(); Color.red; Spacer()
            })
        let colour = try #require(result.root.first("Color"))
        #expect(colour.frame.doubles == [0, 8, 390, 763 - 16])
        #expect(result.root.all("Spacer").map(\.frame.height) == [8, 8])
    }

    @Test("A custom Layout reads a Spacer's priority as −∞ and a Text's as 0; layoutPriority(2) on a Spacer is 2")
    func customLayoutSeesSpacerPriority() {
        let recorder = PriorityRecorder()
        _ = Layouts.layout(
            recorder.layout {
                Text("a"); Spacer(); Spacer().layoutPriority(2)
            })
        #expect(recorder.priorities == [0, -.infinity, 2])
    }

    @Test(
        """
        A custom Layout that declares a horizontal stackOrientation gets spacers that grow along it and dividers \
        that stand across it, as an HStack does; without one they grow both ways and lie flat
        """
    )
    func customLayoutOrientsSpacers() {
        let proposal = ProposedViewSize(width: 50, height: 40)
        let oriented = SizeRecorder(orientation: .horizontal, proposal: proposal)
        _ = Layouts.layout(
            oriented.layout {
                Spacer(); Divider()
            })
        #expect(oriented.sizes == [CGSize(width: 50, height: 0), CGSize(width: 1.0 / 3, height: 40)])
        let plain = SizeRecorder(orientation: nil, proposal: proposal)
        _ = Layouts.layout(
            plain.layout {
                Spacer(); Divider()
            })
        #expect(plain.sizes == [CGSize(width: 50, height: 40), CGSize(width: 50, height: 1.0 / 3)])
        // The orientation reaches the layout's own subviews only: a Spacer in a frame inside it grows both ways.
        let framed = SizeRecorder(orientation: .horizontal, proposal: proposal)
        _ = Layouts.layout(framed.layout { Spacer().frame(minWidth: 10) })
        #expect(framed.sizes == [CGSize(width: 50, height: 40)])
    }

    @Test("A Spacer given layoutPriority(1) is sized before a Text of priority 0 and takes all but the text's minimum")
    func spacerWithPriorityComesFirst() throws {
        let result = Layouts.layout(
            HStack {
                Text("Hello"); Spacer().layoutPriority(1)
            }, proposal: ProposedViewSize(width: 300, height: 100))
        let text = try #require(result.root.first("Text"))
        let minimum = Layouts.textSize("Hello", width: 0).width
        #expect(nearlyEqual(text.frame.width, minimum, within: 0.001))
    }
}

/// A layout that records its subviews' priorities, as any custom layout could read them.
final class PriorityRecorder: @unchecked Sendable {
    var priorities: [Double] = []

    struct Recording: Layout {
        let recorder: PriorityRecorder
        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
            recorder.priorities = subviews.map(\.priority)
            return proposal.replacingUnspecifiedDimensions()
        }
        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
    }

    func layout<Content: View>(@ViewBuilder _ content: () -> Content) -> some View {
        Recording(recorder: self) { content() }
    }
}

/// A layout that declares a stack orientation (or none) and records its
/// subviews' sizes for one proposal.
final class SizeRecorder: @unchecked Sendable {
    let orientation: Axis?
    let proposal: ProposedViewSize
    var sizes: [CGSize] = []

    init(orientation: Axis?, proposal: ProposedViewSize) {
        self.orientation = orientation
        self.proposal = proposal
    }

    struct Horizontal: Layout {
        let recorder: SizeRecorder
        static var layoutProperties: LayoutProperties {
            var properties = LayoutProperties()
            properties.stackOrientation = .horizontal
            return properties
        }
        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
            recorder.sizes = subviews.map { $0.sizeThatFits(recorder.proposal) }
            return proposal.replacingUnspecifiedDimensions()
        }
        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
    }

    struct Unoriented: Layout {
        let recorder: SizeRecorder
        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
            recorder.sizes = subviews.map { $0.sizeThatFits(recorder.proposal) }
            return proposal.replacingUnspecifiedDimensions()
        }
        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
    }

    func layout<Content: View>(@ViewBuilder _ content: () -> Content) -> AnyView {
        orientation == .horizontal
            ? AnyView(Horizontal(recorder: self) { content() }) : AnyView(Unoriented(recorder: self) { content() })
    }
}
