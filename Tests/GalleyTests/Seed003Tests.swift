import Foundation
import Testing
@testable import Galley
import GalleyTestSupport

// 003-PrintSizeInfo's helper, as the seed writes it.
fileprivate extension View {
    func printSizeInfo(_ label: String = "") -> some View {
        background(
            GeometryReader { proxy in
                Color.clear
                    // ⟦GALLEY: removed `.task(id: proxy.size) { print(label, proxy.size) }`; a test reads proxy.size instead⟧
            }
        )
    }
}

/// Seed 003 (layout dimensions): every example the catalog lists that no
/// older suite covers. The rest are in AlignmentTests (IconDemo),
/// OffsetTests, FrameReplicaTests and SeedExampleTests (the replicas).
@Suite("Seed 003: proposals, required sizes and modifiers")
struct Seed003Tests {
    static let screen = ProposedViewSize(width: 390, height: 763)

    // MARK: 003-ZStackText

    struct ContentView: View {
        var body: some View {
            ZStack {
                Text("Hello world")
            }
        }
    }

    // Seed: 003-ZStackText
    @Test("A ZStack around a text is the text's size, centred in the safe area (390 × 763 from y = 47 on an iPhone 13 Pro)")
    func zstackText() throws {
        // The device: the root is proposed the safe area and centred in it.
        let device = try Layouts.engine.layout(
            ContentView().frame(width: 390, height: 763), proposal: Self.screen, at: CGPoint(x: 0, y: 47), displayScale: 3
        )
        let ideal = Layouts.textSize("Hello world")
        let zstack = try #require(device.root.first("ZStack"))
        let text = try #require(zstack.children.first)
        #expect(zstack.frame.size.doubles == ideal.doubles)
        #expect(text.frame == zstack.frame)
        #expect(text.text?.lineCount == 1 && text.text?.isTruncated == false)
        // (152.33, 418.33) for the article's 85.33 × 20.33: ((390 − w) / 2, 47 + (763 − h) / 2).
        #expect(nearlyEqual(zstack.frame.minX, (390 - ideal.width) / 2))
        #expect(nearlyEqual(zstack.frame.minY, 47 + (763 - ideal.height) / 2))
    }

    // MARK: 003-FrameHi100, 003-VStackFrameHi50

    // Seed: 003-FrameHi100
    @Test("frame(width: 100, height: 100) is 100 × 100 with the text centred at its own size")
    func frameHi100() throws {
        let result = Layouts.layout(
            Text("Hi")
                .frame(width: 100,height: 100)
        )
        #expect(result.root.frame.size.doubles == [100, 100])
        let text = try #require(result.root.children.first)
        #expect(text.frame.size.doubles == Layouts.textSize("Hi").doubles)
        #expect(nearlyEqual(text.frame.midX, result.root.frame.midX))
        #expect(nearlyEqual(text.frame.midY, result.root.frame.midY))
    }

    // Seed: 003-VStackFrameHi50
    @Test("In a VStack, frame(width: 50, height: 50) ignores the stack's proposal: the VStack is 50 × 50")
    func vstackFrameHi50() throws {
        let result = Layouts.layout(
            VStack {
                Text("Hi")
                   .frame(width: 50,height: 50)
            }
        )
        #expect(result.root.name == "VStack")
        #expect(result.root.frame.size.doubles == [50, 50])
        let frame = try #require(result.root.children.first)
        #expect(frame.frame == result.root.frame)
        let text = try #require(frame.children.first)
        #expect(text.frame.size.doubles == Layouts.textSize("Hi").doubles)
        #expect(nearlyEqual(text.frame.midX, frame.frame.midX) && nearlyEqual(text.frame.midY, frame.frame.midY))
    }

    // MARK: 003-RectangleProposalModes, 003-TextProposalModes

    // Seed: 003-RectangleProposalModes
    @Test("A Rectangle answers each proposal mode per dimension: 0 → 0, ∞ → ∞, explicit → explicit, nil → 10")
    func rectangleProposalModes() {
        let proposals: [ProposedViewSize] = [
            .zero, .infinity, ProposedViewSize(width: 200, height: 50), .unspecified,
            ProposedViewSize(width: 0, height: .infinity), ProposedViewSize(width: nil, height: 40), ProposedViewSize(width: .infinity, height: nil),
        ]
        let answers: [[Double]] = Layouts.answers(Rectangle(), to: proposals).map(\.doubles)
        let infinity = Double.infinity
        let expected: [[Double]] = [[0, 0], [infinity, infinity], [200, 50], [10, 10], [0, infinity], [10, 40], [infinity, 10]]
        #expect(answers == expected)
    }

    // Seed: 003-TextProposalModes
    @Test("Text('Hello world') under each proposal mode: 0 in either dimension → 0 × 0; ∞, nil or wider → its one line; narrower → wraps, as wide as its widest line; too low → still one line")
    func textProposalModes() {
        let ideal = Layouts.textSize("Hello world")
        let narrowest = max(Layouts.textSize("Hello").width, Layouts.textSize("world").width)
        let proposals: [ProposedViewSize] = [
            .zero, ProposedViewSize(width: 0, height: 100), ProposedViewSize(width: 100, height: 0),
            .infinity, .unspecified, ProposedViewSize(width: 200, height: 100),
            ProposedViewSize(width: 60, height: 100), ProposedViewSize(width: 200, height: 5),
        ]
        let answers = Layouts.answers(Text("Hello world"), to: proposals)
        #expect(answers.count == proposals.count)
        guard answers.count == proposals.count else { return }
        let zero: [Double] = [0, 0]
        #expect(answers[0].doubles == zero)
        #expect(answers[1].doubles == zero)
        #expect(answers[2].doubles == zero)
        #expect(answers[3].doubles == ideal.doubles)
        #expect(answers[4].doubles == ideal.doubles)
        #expect(answers[5].doubles == ideal.doubles)
        // Narrower than the line: "Hello" / "world", as wide as the wider word
        // (rules §2; the article says the proposed width, open question 4).
        #expect(Double(ideal.width) > 60 && Double(narrowest) < 60)
        #expect(answers[6].doubles == [Double(narrowest), Double(Layouts.text("Hello world", width: 60, height: 100).size.height)])
        #expect(Layouts.text("Hello world", width: 60, height: 100).lineStrings == ["Hello", "world"])
        // Two lines: the first line's box and body's 22-point line height (iOS's).
        #expect(nearlyEqual(answers[6].height, ideal.height + 22))
        // A height below one line still shows one line.
        #expect(answers[7].doubles == ideal.doubles)
    }

    // MARK: 003-PrintSizeInfo

    // Seed: 003-PrintSizeInfo
    @Test("printSizeInfo: the GeometryReader in the background is proposed the text's size, so proxy.size is the text's size; layout is unchanged")
    func printSizeInfo() throws {
        let result = Layouts.layout(
            VStack {
                Text("Hello world")
                    .printSizeInfo() // 打印视图尺寸
            }
        )
        let ideal = Layouts.textSize("Hello world")
        #expect(result.root.frame.size.doubles == ideal.doubles)
        let text = try #require(result.root.first("Text"))
        let reader = try #require(result.root.first("GeometryReader"))
        #expect(reader.frame == text.frame)
        #expect(result.root.first("Color")?.frame == text.frame)
    }

    // MARK: 003-BorderLayers

    // Seed: 003-BorderLayers
    @Test("Borders at each level: red the text at the bottom-left of blue 100 × 100; padding makes green 132 × 132")
    func borderLayers() throws {
        let result = Layouts.layout(
            VStack {
                Text("Hello world")
                    .border(.red)
                    .frame(width: 100, height: 100, alignment: .bottomLeading)
                    .border(.blue)
                    .padding()
            }
            .border(.green)
        )
        let borders = result.root.all("border")
        #expect(borders.count == 3)
        let (green, blue, red) = (borders[0].frame, borders[1].frame, borders[2].frame)
        #expect(green.size.doubles == [132, 132])
        #expect(result.root.first("VStack")?.frame == green)
        #expect(blue.doubles == [Double(green.minX) + 16, Double(green.minY) + 16, 100, 100])
        #expect(red.size.doubles == Layouts.textSize("Hello world").doubles)
        #expect(red.minX == blue.minX)
        #expect(nearlyEqual(red.maxY, blue.maxY))
    }

    // MARK: 003-IdealFrameFixedSize, 003-IdealFrameFixedSizeIn200

    // Seed: 003-IdealFrameFixedSize
    @Test("frame(idealWidth: 100, idealHeight: 100).fixedSize(): green 100 × 100, the text at its size centred")
    func idealFrameFixedSize() throws {
        let result = Layouts.layout(
            Text("Hello world")
                .border(.red)
                .frame(idealWidth: 100, idealHeight: 100)
                .fixedSize()
                .border(.green)
        )
        let ideal = Layouts.textSize("Hello world")
        #expect(Double(ideal.width) <= 100)
        let green = result.root
        #expect(green.frame.size.doubles == [100, 100])
        let frame = try #require(green.first("frame"))
        #expect(frame.frame == green.frame)
        let red = try #require(green.all("border").last)
        #expect(red.frame.size.doubles == ideal.doubles)
        #expect(nearlyEqual(red.frame.midX, green.frame.midX) && nearlyEqual(red.frame.midY, green.frame.midY))
    }

    // Seed: 003-IdealFrameFixedSize, 003-MyFixedSizeLayout
    @Test("The seed's myFixedSize() answers the same 100 × 100, but places its child with the bounds as proposal: the ideal frame, offered 100 × 100, is then the text's size, at the top-left")
    func idealFrameMyFixedSize() throws {
        let replica = Layouts.layout(
            Text("Hello world")
                .border(.red)
                .frame(idealWidth: 100, idealHeight: 100)
                .myFixedSize()
                .border(.green)
        )
        let ideal = Layouts.textSize("Hello world")
        let green = replica.root
        #expect(green.frame.size.doubles == [100, 100])
        // Offered 100 × 100 (not nil), a frame with only ideal values is its child's size.
        let frame = try #require(green.first("frame"))
        #expect(frame.frame.size.doubles == ideal.doubles)
        #expect(frame.frame.origin == green.frame.origin)
        let red = try #require(green.all("border").last)
        #expect(red.frame == frame.frame)
        // Where the ideal frame is asked with nil, as the built-in fixedSize places it, it is 100 × 100.
        let answers: [[Double]] = Layouts.answers(
            Text("Hello world").frame(idealWidth: 100, idealHeight: 100), to: [.unspecified, ProposedViewSize(width: 100, height: 100)]
        ).map(\.doubles)
        #expect(answers == [[100, 100], ideal.doubles])
    }

    // Seed: 003-IdealFrameFixedSizeIn200
    @Test("The same in a 200 × 200 frame: fixedSize ignores the 200 × 200 proposal; green stays 100 × 100, centred")
    func idealFrameFixedSizeIn200() throws {
        let result = Layouts.layout(
            Text("Hello world")
                .border(.red)
                .frame(idealWidth: 100, idealHeight: 100)
                .fixedSize(horizontal: true, vertical: true)
                .border(.green)
                .frame(width: 200, height: 200)
                .border(.yellow)
        )
        let borders = result.root.all("border")
        #expect(borders.count == 3)
        let (yellow, green, red) = (borders[0].frame, borders[1].frame, borders[2].frame)
        #expect(yellow.size.doubles == [200, 200])
        #expect(green.doubles == [Double(yellow.minX) + 50, Double(yellow.minY) + 50, 100, 100])
        #expect(red.size.doubles == Layouts.textSize("Hello world").doubles)
        #expect(nearlyEqual(red.midX, green.midX) && nearlyEqual(red.midY, green.midY))
    }

    // MARK: 003-HelloFrame100Borders

    // Seed: 003-HelloFrame100Borders
    @Test("The last modifier is the outermost: green is the 100-wide frame, red the text inside it")
    func helloFrame100Borders() throws {
        let result = Layouts.layout(
            Text("Hello")
                .border(.red)
                .frame(width: 100)
                .border(.green)
        )
        let hello = Layouts.textSize("Hello")
        #expect(result.root.allViews.map(\.name) == ["border", "frame", "border", "Text", "Rectangle", "Rectangle"])
        let borders = result.root.all("border")
        #expect(borders[0].frame.size.doubles == [100, Double(hello.height)])
        #expect(borders[1].frame.size.doubles == hello.doubles)
        #expect(nearlyEqual(borders[1].frame.midX, borders[0].frame.midX))
    }

    // MARK: 003-ModifierSummary (and 004-SizingFacts, the same list with other numbers)

    static let modes: [ProposedViewSize] = [.zero, .infinity, .unspecified, ProposedViewSize(width: 200, height: 200)]

    /// What the modifier summary says, checked on a Rectangle and on
    /// Text("Hello world") under each proposal mode (0, ∞, nil, 200 × 200).
    static func checkModifierSummary(fixed: CGFloat, minWidth: CGFloat, maxWidth: CGFloat, ideal: CGFloat) {
        let text = Layouts.textSize("Hello world")
        let (tw, th) = (Double(text.width), Double(text.height))
        let infinity = Double.infinity
        let (f, lo, hi, i) = (Double(fixed), Double(minWidth), Double(maxWidth), Double(ideal))
        // The explicit mode (200) lies within min…max, and the text's ideal width below min.
        #expect(lo < 200 && 200 < hi && tw < lo)

        // frame(width:height:) answers its size whatever it is offered…
        let fixedAnswer: [[Double]] = Array(repeating: [f, f], count: modes.count)
        #expect(Layouts.answers(Rectangle().frame(width: fixed, height: fixed), to: modes).map(\.doubles) == fixedAnswer)
        #expect(Layouts.answers(Text("Hello world").frame(width: fixed, height: fixed), to: modes).map(\.doubles) == fixedAnswer)
        // …and proposes it to its child.
        let framed = Layouts.layout(Text("Hello world").frame(width: fixed, height: fixed))
        let framedText = Layouts.text("Hello world", width: f, height: f).size
        #expect(framed.root.first("Text")?.frame.size.doubles == framedText.doubles)
        #expect(Layouts.layout(Rectangle().frame(width: fixed, height: fixed)).root.first("Rectangle")?.frame.size.doubles == [f, f])

        // fixedSize() proposes nil: the child's ideal size, whatever the proposal.
        let rectangleIdeal: [[Double]] = Array(repeating: [10, 10], count: modes.count)
        let textIdeal: [[Double]] = Array(repeating: [tw, th], count: modes.count)
        #expect(Layouts.answers(Rectangle().fixedSize(), to: modes).map(\.doubles) == rectangleIdeal)
        #expect(Layouts.answers(Text("Hello world").fixedSize(), to: modes).map(\.doubles) == textIdeal)

        // frame(minWidth:maxWidth:): the proposal clamped (the child's width when nil),
        // not the child's width clamped (rules §3; open question 5).
        let clampedRectangle: [[Double]] = [[lo, 0], [hi, infinity], [lo, 10], [200, 200]]
        let clampedText: [[Double]] = [[lo, 0], [hi, th], [lo, th], [200, th]]
        #expect(Layouts.answers(Rectangle().frame(minWidth: minWidth, maxWidth: maxWidth), to: modes).map(\.doubles) == clampedRectangle)
        #expect(Layouts.answers(Text("Hello world").frame(minWidth: minWidth, maxWidth: maxWidth), to: modes).map(\.doubles) == clampedText)

        // frame(idealWidth:idealHeight:): the ideal size only when proposed nil.
        let idealRectangle: [[Double]] = [[0, 0], [infinity, infinity], [i, i], [200, 200]]
        let idealText: [[Double]] = [[0, 0], [tw, th], [i, i], [tw, th]]
        #expect(Layouts.answers(Rectangle().frame(idealWidth: ideal, idealHeight: ideal), to: modes).map(\.doubles) == idealRectangle)
        #expect(Layouts.answers(Text("Hello world").frame(idealWidth: ideal, idealHeight: ideal), to: modes).map(\.doubles) == idealText)

        // GeometryReader answers the proposal (nil → 10): it fills what it is offered.
        let filling: [[Double]] = [[0, 0], [infinity, infinity], [10, 10], [200, 200]]
        #expect(Layouts.answers(GeometryReader { _ in Text("Hello world") }, to: modes).map(\.doubles) == filling)
        #expect(Layouts.answers(GeometryReader { _ in Rectangle() }, to: modes).map(\.doubles) == filling)
    }

    // Seed: 003-ModifierSummary
    @Test("The modifier summary: frame(50 × 50), fixedSize(), frame(minWidth: 100, maxWidth: 300), frame(idealWidth: 100, idealHeight: 100), GeometryReader")
    func modifierSummary() {
        Self.checkModifierSummary(fixed: 50, minWidth: 100, maxWidth: 300, ideal: 100)
    }
}
