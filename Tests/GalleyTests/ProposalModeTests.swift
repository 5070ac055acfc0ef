import Foundation
import Testing
@testable import Galley
import GalleyTestSupport

/// What views and modifiers answer to each kind of proposal, per
/// dimension: zero, infinite, explicit, and unspecified (nil), asked in
/// sizeThatFits alone, with no placement, so infinite answers stay infinite.
@Suite("Proposal modes: zero, infinity, explicit and nil")
@MainActor
struct ProposalModeTests {
    static let modes: [ProposedViewSize] = [.zero, .infinity, .unspecified, ProposedViewSize(width: 200, height: 200)]
    static let infinity = Double.infinity

    /// What `view` answers to each proposal.
    static func answers<V: View>(_ view: V, to proposals: [ProposedViewSize] = modes) -> [[Double]] {
        let box = ProposalRecorder.Answers()
        _ = Layouts.layout(ProposalRecorder(proposals: proposals, answers: box)() { view }, proposal: .unspecified)
        return box.sizes.map(\.doubles)
    }

    @Test("A Rectangle answers each dimension's mode: 0 → 0, ∞ → ∞, explicit → explicit, nil → 10")
    func rectangle() {
        let proposals: [ProposedViewSize] = [
            .zero, .infinity, ProposedViewSize(width: 200, height: 50), .unspecified,
            ProposedViewSize(width: 0, height: .infinity), ProposedViewSize(width: nil, height: 40),
            ProposedViewSize(width: .infinity, height: nil),
        ]
        let infinity = Self.infinity
        let expected: [[Double]] = [
            [0, 0], [infinity, infinity], [200, 50], [10, 10], [0, infinity], [10, 40], [infinity, 10],
        ]
        #expect(Self.answers(Rectangle(), to: proposals) == expected)
    }

    @Test(
        """
        Text(\"Hello world\"): 0 in either dimension → 0 × 0; ∞, nil or wider → its one line; narrower → wrapped, \
        as wide as its widest line; too low → still one line
        """
    )
    func text() {
        let ideal = Layouts.textSize("Hello world").doubles
        let proposals: [ProposedViewSize] = [
            .zero, ProposedViewSize(width: 0, height: 100), ProposedViewSize(width: 100, height: 0),
            .infinity, .unspecified, ProposedViewSize(width: 200, height: 100), ProposedViewSize(width: 200, height: 5),
        ]
        let zero: [Double] = [0, 0]
        #expect(Self.answers(Text("Hello world"), to: proposals) == [zero, zero, zero, ideal, ideal, ideal, ideal])
        // Narrower than the line: "Hello" / "world", as wide as the wider word
        // (rules §2; the article says the proposed width, open question 4).
        let narrowest = max(Layouts.textSize("Hello").width, Layouts.textSize("world").width)
        #expect(ideal[0] > 60 && narrowest < 60)
        let wrapped = Layouts.text("Hello world", width: 60, height: 100)
        #expect(wrapped.lineStrings == ["Hello", "world"])
        let answer = Self.answers(Text("Hello world"), to: [ProposedViewSize(width: 60, height: 100)])
        #expect(answer == [[Double(narrowest), Double(wrapped.size.height)]])
        // Two lines: the first line's box and body's 22-point line height (iOS's).
        #expect(nearlyEqual(wrapped.size.height, CGFloat(ideal[1]) + 22))
    }

    @Test("frame(width:height:) answers its size whatever it is offered, and proposes it to its child")
    func fixedFrame() throws {
        let fixed: [[Double]] = Array(repeating: [50, 50], count: Self.modes.count)
        #expect(Self.answers(Rectangle().frame(width: 50, height: 50)) == fixed)
        #expect(Self.answers(Text("Hello world").frame(width: 50, height: 50)) == fixed)
        let framed = Layouts.layout(Text("Hello world").frame(width: 50, height: 50))
        let text = try #require(framed.root.first("Text"))
        #expect(text.frame.size == Layouts.text("Hello world", width: 50, height: 50).size)
    }

    @Test("fixedSize() proposes nil: the child's ideal size whatever the proposal")
    func fixedSize() {
        let text = Layouts.textSize("Hello world").doubles
        #expect(Self.answers(Rectangle().fixedSize()) == Array(repeating: [10, 10], count: Self.modes.count))
        #expect(Self.answers(Text("Hello world").fixedSize()) == Array(repeating: text, count: Self.modes.count))
    }

    @Test(
        """
        frame(minWidth: 100, maxWidth: 300) answers the proposal clamped (the child's width for nil), not the \
        child's width clamped
        """
    )
    func flexibleFrame() {
        // Rules §3; open question 5. The text's ideal width is below the minimum.
        let (width, height) = (Layouts.textSize("Hello world").width, Double(Layouts.textSize("Hello world").height))
        #expect(width < 100)
        let infinity = Self.infinity
        let rectangle: [[Double]] = [[100, 0], [300, infinity], [100, 10], [200, 200]]
        let text: [[Double]] = [[100, 0], [300, height], [100, height], [200, height]]
        #expect(Self.answers(Rectangle().frame(minWidth: 100, maxWidth: 300)) == rectangle)
        #expect(Self.answers(Text("Hello world").frame(minWidth: 100, maxWidth: 300)) == text)
    }

    @Test("frame(idealWidth: 100, idealHeight: 100) answers its ideal size only when proposed nil")
    func idealFrame() {
        let ideal = Layouts.textSize("Hello world").doubles
        let infinity = Self.infinity
        let rectangle: [[Double]] = [[0, 0], [infinity, infinity], [100, 100], [200, 200]]
        #expect(Self.answers(Rectangle().frame(idealWidth: 100, idealHeight: 100)) == rectangle)
        let text: [[Double]] = [[0, 0], ideal, [100, 100], ideal]
        #expect(Self.answers(Text("Hello world").frame(idealWidth: 100, idealHeight: 100)) == text)
    }

    @Test("A GeometryReader answers the proposal (10 for nil), whatever its content")
    func geometryReader() {
        let infinity = Self.infinity
        let filling: [[Double]] = [[0, 0], [infinity, infinity], [10, 10], [200, 200]]
        #expect(Self.answers(GeometryReader { _ in Text("Hello world") }) == filling)
        #expect(Self.answers(GeometryReader { _ in Rectangle() }) == filling)
    }
}

/// A layout that asks its only subview for its size under several
/// proposals and keeps the answers.
private struct ProposalRecorder: Layout {
    final class Answers {
        var sizes: [CGSize] = []
    }

    let proposals: [ProposedViewSize]
    let answers: Answers

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        guard let subview = subviews.first else { return .zero }
        answers.sizes = proposals.map { subview.sizeThatFits($0) }
        return .zero
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
}
