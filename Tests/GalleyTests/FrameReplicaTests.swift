import Foundation
import Testing
@testable import Galley

/// Seed 003's frame replicas against the built-in frames.
@Suite("Seed replicas: frames")
struct FrameReplicaTests {
    static let sentence = "GeometryReader has been present since the birth of SwiftUI"

    /// The frame of the modifier's node and of the text inside it.
    func frames(_ result: LayoutResult) -> (outer: CGRect, text: CGRect?) {
        (result.root.frame, result.root.allViews.first { $0.name == "Text" }?.frame)
    }

    // Seed: 003-MyFrameLayout
    @Test("MyFrameLayout places and sizes like frame(width:height:alignment:)")
    func fixedFrame() {
        let alignments: [Alignment] = [.center, .topLeading, .bottomTrailing, .leading]
        let sizes: [(CGFloat?, CGFloat?)] = [(200, nil), (nil, 100), (120, 80), (nil, nil), (60, 30)]
        for alignment in alignments {
            for (width, height) in sizes {
                let builtIn = frames(Layouts.layout(Text(Self.sentence).frame(width: width, height: height, alignment: alignment)))
                let replica = frames(Layouts.layout(Text(Self.sentence).myFrame(width: width, height: height, alignment: alignment)))
                #expect(builtIn.outer == replica.outer, "\(String(describing: width)) × \(String(describing: height))")
                #expect(builtIn.text == replica.text, "\(String(describing: width)) × \(String(describing: height))")
            }
        }
    }

    // Seed: 003-MyFlexFrameLayout
    @Test("The flex-frame replica's sizeThatFits and clamp match the built-in where the child is within min…max")
    func flexibleFrame() {
        let cases: [(CGFloat?, CGFloat?, CGFloat?)] = [(300, nil, nil), (nil, nil, 300), (40, nil, 300), (nil, 100, nil), (40, 100, 300)]
        let proposals = [ProposedViewSize(width: 390, height: 763), ProposedViewSize(width: 80, height: 100), .unspecified]
        for (minWidth, idealWidth, maxWidth) in cases {
            // An ideal width with no proposed width is where the two part ways: see below.
            for proposal in proposals where idealWidth == nil || proposal.width != nil {
                let builtIn = Layouts.layout(Text("Hello, World!").frame(minWidth: minWidth, idealWidth: idealWidth, maxWidth: maxWidth), proposal: proposal)
                let replica = Layouts.layout(Text("Hello, World!").myFrame(minWidth: minWidth, idealWidth: idealWidth, maxWidth: maxWidth), proposal: proposal)
                #expect(builtIn.root.frame.size == replica.root.frame.size, "\(String(describing: minWidth)) \(String(describing: idealWidth)) \(String(describing: maxWidth)) at \(proposal)")
            }
        }
    }

    // Seed: 003-MyFlexFrameLayout
    @Test("Where the proposal is below min and a max is set, the seed's clamp lets max win over min; the built-in keeps min")
    func clampDifference() {
        let proposal = ProposedViewSize(width: 20, height: 100)
        let builtIn = Layouts.layout(Text("Hi").frame(minWidth: 40, maxWidth: 300), proposal: proposal)
        let replica = Layouts.layout(Text("Hi").myFrame(minWidth: 40, maxWidth: 300), proposal: proposal)
        #expect(builtIn.root.frame.width == 40)
        #expect(replica.root.frame.width == 20)
    }

    // Seed: 003-MyFlexFrameLayout
    @Test("With an ideal width and no proposed width, the built-in offers the child the ideal width (Apple's documentation); the replica offers nil")
    func idealProposalDifference() throws {
        let text = "Hello, World! Hello, World!"
        let builtIn = Layouts.layout(Text(text).frame(idealWidth: 100), proposal: .unspecified)
        let replica = Layouts.layout(Text(text).myFrame(idealWidth: 100), proposal: .unspecified)
        #expect(builtIn.root.frame.width == 100 && replica.root.frame.width == 100)
        let wrapped = try #require(builtIn.root.allViews.first { $0.name == "Text" }?.text)
        #expect(wrapped.lineCount > 1)
        #expect(builtIn.root.frame.height == wrapped.size.height)
        #expect(replica.root.frame.height == Layouts.textSize(text).height)
    }
}

@Suite("Seed replicas: equal-width stacks")
struct EqualWidthStackTests {
    static let labels = ["One", "A longer label", "Mid"]

    // Seed: 004-MyEqualWidthHStack, 004-OptimizedEqualWidthHStack
    @Test("MyEqualWidthHStack and OptimizedEqualWidthHStack place like an HStack of frames as wide as the widest child")
    func equalWidths() throws {
        let widest = Self.labels.map { Layouts.textSize($0).width }.max() ?? 0
        let height = Layouts.textSize("One").height
        let builtIn = Layouts.layout(HStack {
            ForEach(Self.labels, id: \.self) { Text($0).frame(width: widest, height: height) }
        })
        let mine = Layouts.layout(MyEqualWidthHStack() {
            ForEach(Self.labels, id: \.self) { Text($0) }
        })
        let optimized = Layouts.layout(OptimizedEqualWidthHStack() {
            ForEach(Self.labels, id: \.self) { Text($0) }
        })
        let expected = builtIn.root.allViews.filter { $0.name == "Text" }.map(\.frame)
        for result in [mine, optimized] {
            #expect(result.root.frame == builtIn.root.frame)
            #expect(result.root.allViews.filter { $0.name == "Text" }.map(\.frame) == expected)
        }
    }
}

@Suite("Seed replicas: ZStack")
struct ZStackReplicaTests {
    // Seed: 003-MyZStackLayoutFragment
    @Test("My_ZStackLayout's sizing (unchanged) matches ZStack's for every alignment, with alignment guides")
    func zstackSizing() {
        let alignments: [Alignment] = [.center, .topLeading, .topTrailing, .bottomLeading, .bottom, .trailing]
        for alignment in alignments {
            let builtIn = Layouts.layout(ZStack(alignment: alignment) {
                ButtonView()
                HeartView()
                    .alignmentGuide(.top, computeValue: { $0.height / 2 })
                    .alignmentGuide(.trailing, computeValue: { $0.width / 2 })
                Text("Label")
            })
            let replica = Layouts.layout(My_ZStackLayout(alignment: alignment)() {
                ButtonView()
                HeartView()
                    .alignmentGuide(.top, computeValue: { $0.height / 2 })
                    .alignmentGuide(.trailing, computeValue: { $0.width / 2 })
                Text("Label")
            })
            #expect(builtIn.root.frame.size == replica.root.frame.size)
            #expect(builtIn.root.children.map(\.frame) == replica.root.children.map(\.frame))
        }
    }
}
