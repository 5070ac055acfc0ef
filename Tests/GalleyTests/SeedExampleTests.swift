import Foundation
import Testing
@testable import Galley
import GalleyTestSupport

/// Seed 000 and 002: ViewThatFits, ideal sizes, and the seeds' replicas.
@Suite("Seed examples: ViewThatFits and ideal sizes")
struct SeedExampleTests {
    static let texts = ["Hello Beautiful World", "Hello World", "Hi"]

    func viewThatFits(width: CGFloat, fixHi: Bool = false) -> some View {
        ViewThatFits(in: .horizontal) {
            Text("Hello Beautiful World")
            Text("Hello World")
            if fixHi {
                Text("Hi").fixedSize(horizontal: true, vertical: false)
            } else {
                Text("Hi")
            }
        }
        .border(.blue)
        .frame(width: width)
        .border(.red)
    }

    /// The chosen child of the ViewThatFits inside `result`.
    func chosen(_ result: LayoutResult) -> PlacedView? {
        result.root.allViews.first { $0.name == "ViewThatFits" }?.children.first
    }

    // Seed: 000-VTFWidth100, 000-VTFWidth10, 000-VTFHiFixedSize, 002-VTFWidth100, 002-VTFWidth10, 002-VTFHiFixedSize
    @Test("ViewThatFits(in: .horizontal) at widths 200, 100 and 10 picks each text in turn")
    func viewThatFitsWidths() throws {
        let ideal = Self.texts.map { Double(Layouts.textSize($0).width) }
        #expect(ideal[0] > 100 && ideal[0] < 200 && ideal[1] > 20 && ideal[1] < 100 && ideal[2] > 10 && ideal[2] < 20)
        for (width, expected) in [(200.0, 0), (100.0, 1), (10.0, 2)] {
            let result = Layouts.layout(viewThatFits(width: width))
            let text = try #require(chosen(result))
            #expect(text.text?.string == Self.texts[expected], "at \(width)")
            // Only the chosen child is shown.
            #expect(result.root.allViews.filter { $0.name == "Text" }.count == 1)
        }
        // At 10 the last text is chosen and wraps onto two lines…
        let narrow = try #require(chosen(Layouts.layout(viewThatFits(width: 10))))
        #expect(narrow.text?.lineStrings == ["H", "i"])
        // …unless it is fixed horizontally.
        let fixed = try #require(chosen(Layouts.layout(viewThatFits(width: 10, fixHi: true))))
        #expect(fixed.name == "fixedSize")
        #expect(fixed.children.first?.text?.lineStrings == ["Hi"])
        #expect(Double(fixed.frame.width) == ideal[2])
    }

    // Seed: 000-MyViewThatFitsLayout, 002-MyViewThatFitsLayout
    @Test("The seed's replica behaves exactly like ViewThatFits when both axes are constrained")
    func replicaBothAxes() throws {
        for width in [200.0, 100, 60, 10] {
            for height in [100.0, 30, 10] {
                let builtIn = Layouts.layout(
                    ViewThatFits { ForEach(Self.texts, id: \.self) { Text($0) } }.frame(width: width, height: height)
                )
                let replica = Layouts.layout(
                    MyViewThatFitsByLayout { ForEach(Self.texts, id: \.self) { Text($0) } }.frame(width: width, height: height)
                )
                let builtInText = try #require(builtIn.root.allViews.first { $0.name == "Text" })
                let replicaText = try #require(replica.root.allViews.first { $0.name == "Text" && $0.frame.minX < 1_000 })
                #expect(builtInText.text?.string == replicaText.text?.string, "\(width) × \(height)")
                #expect(builtInText.frame == replicaText.frame, "\(width) × \(height)")
                #expect(builtIn.root.children[0].frame == replica.root.children[0].frame)
            }
        }
    }

    // Seed: 000-MyViewThatFitsLayout, 002-MyViewThatFitsLayout, 000-IdealSizeDemo3, 002-IdealSizeDemo3
    @Test("With one constrained axis the replica differs: it asks for the ideal size on both axes (IdealSizeDemo3)")
    func replicaSingleAxis() throws {
        let first = "1: GeometryReader has been present since the birth of SwiftUI, playing a crucial role in many scenarios."
        let second = "2: In addition, some views believe that:"
        let builtIn = Layouts.layout(
            ViewThatFits(in: .vertical) { Text(first); Text(second) }.frame(width: 200, height: 100, alignment: .top)
        )
        let replica = Layouts.layout(
            MyViewThatFitsByLayout(axis: .vertical) { Text(first); Text(second) }.frame(width: 200, height: 100, alignment: .top)
        )
        // Wrapped at 200 the first text is taller than 100: ViewThatFits takes the second.
        #expect(Layouts.textSize(first, width: 200).height > 100)
        #expect(builtIn.root.allViews.first { $0.name == "Text" }?.text?.string == second)
        // Asked for its ideal size on both axes, the first text is one line high: the replica takes it.
        let replicaText = replica.root.allViews.first { $0.name == "Text" && $0.frame.minX < 1_000 }
        #expect(replicaText?.text?.string == first)
        #expect(replicaText?.text?.isTruncated == true)
    }

    // Seed: 000-SetIdealSize, 002-SetIdealSize
    @Test("frame(idealWidth: 100, idealHeight: 100).fixedSize() is 100 × 100; without fixedSize it takes the proposal")
    func idealFrame() {
        let fixed = Layouts.layout(Rectangle().frame(idealWidth: 100, idealHeight: 100).fixedSize())
        #expect(fixed.root.frame.size.doubles == [100, 100])
        let free = Layouts.layout(Rectangle().frame(idealWidth: 100, idealHeight: 100))
        #expect(free.root.frame.size.doubles == [390, 763])
    }

    // Seed: 001-MinWidth300, 001-MaxWidth300, 001-MinMax40to300, 001-MinWidthDoc
    @Test("Text with frame(minWidth: 300), frame(maxWidth: 300), frame(minWidth: 40, maxWidth: 300)")
    func flexibleFrames() {
        let text = "Hello, World!"
        let ideal = Layouts.textSize(text)
        let minimum = Layouts.layout(Text(text).frame(minWidth: 300))
        #expect(Double(minimum.root.frame.width) == 300)
        let maximum = Layouts.layout(Text(text).frame(maxWidth: 300))
        #expect(Double(maximum.root.frame.width) == 300)
        let both = Layouts.layout(Text(text).frame(minWidth: 40, maxWidth: 300))
        #expect(Double(both.root.frame.width) == 300)
        for result in [minimum, maximum, both] {
            #expect(result.root.children[0].frame.size.doubles == ideal.doubles)
            #expect(result.root.frame.height == ideal.height)
        }
        // In a narrow parent the max-only frame takes the proposal; the min-only one keeps its minimum.
        let narrow = ProposedViewSize(width: 80, height: 100)
        #expect(Double(Layouts.layout(Text(text).frame(maxWidth: 300), proposal: narrow).root.frame.width) == 80)
        #expect(Double(Layouts.layout(Text(text).frame(minWidth: 300), proposal: narrow).root.frame.width) == 300)
    }

    // Seed: 003-MyFixedSizeLayout, 003-FixedSizeLayoutExcerpts
    @Test("The seed's MyFixedSizeLayout matches fixedSize on the same trees")
    func fixedSizeReplica() {
        let sentence = "GeometryReader has been present since the birth of SwiftUI"
        for (horizontal, vertical) in [(true, true), (true, false), (false, true)] {
            for width in [50.0, 150, 400] {
                let proposal = ProposedViewSize(width: width, height: 60)
                let builtIn = Layouts.layout(Text(sentence).fixedSize(horizontal: horizontal, vertical: vertical).border(.red), proposal: proposal)
                let replica = Layouts.layout(Text(sentence).myFixedSize(horizontal: horizontal, vertical: vertical).border(.red), proposal: proposal)
                #expect(builtIn.root.frame == replica.root.frame)
                #expect(builtIn.root.children[0].children[0].frame == replica.root.children[0].children[0].frame)
                #expect(builtIn.root.children[0].children[0].text?.lineStrings == replica.root.children[0].children[0].text?.lineStrings)
            }
        }
    }
}

/// Seed 000's IdealSizeDemo: every kind of view at its ideal size.
@Suite("Seed example: IdealSizeDemo")
struct IdealSizeDemoTests {
    static let sentence = "GeometryReader has been present since the birth of SwiftUI, playing a crucial role in many scenarios."

    struct IdealSizeDemo: View {
        var body: some View {
            VStack {
                Text(IdealSizeDemoTests.sentence)
                    .fixedSize()
                Rectangle().fill(.orange)
                    .fixedSize()
                Circle().fill(.red)
                    .fixedSize()
                ScrollView(.horizontal) {
                    HStack {
                        ForEach(0 ..< 50) { i in
                            Rectangle().fill(.blue).frame(width: 30, height: 30)
                                .overlay(Text("\(i)").foregroundStyle(.white))
                        }
                    }
                }
                .fixedSize()
                VStack {
                    Text(IdealSizeDemoTests.sentence)
                    Rectangle().fill(.yellow)
                }
                .fixedSize()
            }
        }
    }

    // Seed: 000-IdealSizeDemo, 002-IdealSizeDemo, 000-VStackFixedSize, 002-VStackFixedSize
    @Test("Text on one line, shapes 10 × 10, the ScrollView all its squares, the VStack its widest child with the rectangle as wide")
    func idealSizes() throws {
        let result = Layouts.layout(IdealSizeDemo())
        let children = result.root.children
        #expect(children.count == 5)
        let text = Layouts.textSize(Self.sentence)
        #expect(children[0].frame.size == text)
        #expect(children[1].frame.size.doubles == [10, 10])
        #expect(children[2].frame.size.doubles == [10, 10])
        // Computed apart: in one expression it is slow to type-check.
        let squaresWidth: Double = 50 * 30 + 49 * 8
        #expect(children[3].frame.size.doubles == [squaresWidth, 30])
        let stack = children[4]
        #expect(stack.frame.size.doubles == [Double(text.width), Double(text.height) + 8 + 10])
        let yellow = try #require(stack.allViews.first { $0.name == "Rectangle" })
        #expect(yellow.frame.size.doubles == [Double(text.width), 10])
        #expect(Double(result.root.frame.width) == 50 * 30 + 49 * 8)
    }
}
