import Foundation
import Testing
@testable import Galley
import GalleyTestSupport

// Seed 003's views, as written but for `Image(systemName: "heart")`, left out.
struct HeartView: View {
    var body: some View {
        Circle()
            .fill(.yellow)
            .frame(width: 30, height: 30)
    }
}

struct ButtonView: View {
    var body: some View {
        RoundedRectangle(cornerRadius: 12)
            .fill(Color.blue.gradient)
            .frame(width: 150, height: 50)
    }
}

struct IconDemo1: View {
    var body: some View {
        ZStack(alignment: .topTrailing) {
            ButtonView()
            HeartView()
                .alignmentGuide(.top, computeValue: { $0.height / 2 })
                .alignmentGuide(.trailing, computeValue: { $0.width / 2 })
        }
    }
}

struct IconDemo2: View {
    var body: some View {
        ButtonView()
            .overlay(alignment: .topTrailing) {
                HeartView()
                    .alignmentGuide(.top, computeValue: { $0.height / 2 })
                    .alignmentGuide(.trailing, computeValue: { $0.width / 2 })
            }
    }
}

struct IconDemo3: View {
    var body: some View {
        HeartView()
            .background(alignment: .center) {
                ButtonView()
                    .alignmentGuide(HorizontalAlignment.center, computeValue: { $0[.trailing] })
                    .alignmentGuide(VerticalAlignment.center, computeValue: { $0[.top] })
            }
    }
}

/// A guide of our own, as seed 004 writes them.
private enum MidAccountAndName: AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat { context[.bottom] }
}

extension VerticalAlignment {
    fileprivate static let midAccountAndName = VerticalAlignment(MidAccountAndName.self)
}

@Suite("Alignment, guides and priorities")
struct AlignmentTests {
    // Seed: 003-IconDemo1, 003-IconDemo2, 003-IconDemo3
    @Test("IconDemo 1, 2 and 3 look alike but have three different sizes")
    func iconDemos() throws {
        let one = Layouts.layout(IconDemo1())
        let two = Layouts.layout(IconDemo2())
        let three = Layouts.layout(IconDemo3())
        #expect(one.root.frame.size.doubles == [165, 65])
        #expect(two.root.frame.size.doubles == [150, 50])
        #expect(three.root.frame.size.doubles == [30, 30])
        // The heart sits on the button's top-trailing corner in all three.
        func heart(_ result: LayoutResult) -> CGRect? { result.root.allViews.first { $0.name == "Circle" }?.frame }
        func button(_ result: LayoutResult) -> CGRect? {
            result.root.allViews.first { $0.name == "RoundedRectangle" }?.frame
        }
        for result in [one, two, three] {
            let heartFrame = try #require(heart(result))
            let buttonFrame = try #require(button(result))
            #expect(heartFrame.midX == buttonFrame.maxX)
            #expect(heartFrame.midY == buttonFrame.minY)
        }
    }

    // Seed: 001-PoemLayoutPriority, 001-PoemEqualPriority
    @Test("The layoutPriority poem: in a 100 × 100 frame the favoured text gets all the lines it needs")
    func layoutPriorityPoem() throws {
        func poem(priority: Double) -> some View {
            VStack {
                Text("床前明月光，疑是地上霜")
                    .background(Color.green)
                Text("举头望明月，低头思故乡")
                    .background(Color.blue)
                    .layoutPriority(priority)
            }
            .frame(width: 100, height: 100)
        }
        let full = Layouts.textSize("举头望明月，低头思故乡", width: 100)
        let favoured = Layouts.layout(poem(priority: 1))
        let texts = favoured.root.allViews.filter { $0.name == "Text" }
        #expect(texts.count == 2)
        #expect(texts[1].frame.size.doubles == full.doubles)
        #expect(texts[1].text?.isTruncated == false)
        #expect(texts[0].text?.isTruncated == true)
        // The first is left less than a line (100 − 8 − the second's height),
        // and a text always shows at least one line.
        #expect(100 - 8 - Double(full.height) < Double(Layouts.textSize("床").height))
        #expect(texts[0].text?.lineCount == 1)
        // Without the priority they share: neither gets all it needs.
        let shared = Layouts.layout(poem(priority: 0)).root.allViews.filter { $0.name == "Text" }
        #expect(shared.allSatisfy { $0.text?.isTruncated == true })
    }

    @Test("HStack(alignment: .firstTextBaseline) lines up baselines of different fonts")
    func baselines() throws {
        let result = Layouts.layout(
            HStack(alignment: .firstTextBaseline) {
                Text("Big").font(.largeTitle)
                Text("small").font(.caption)
                VStack {
                    Text("stacked").font(.body); Text("second")
                }
            })
        let texts = result.root.allViews.filter { $0.name == "Text" }
        let baselines = texts.prefix(3).map { Double($0.frame.minY) + ($0.text?.firstBaseline ?? 0) }
        #expect(abs(baselines[0] - baselines[1]) < 0.34)
        #expect(abs(baselines[0] - baselines[2]) < 0.34)
        // A view without text aligns its bottom on the baseline.
        let withRectangle = Layouts.layout(
            HStack(alignment: .lastTextBaseline) {
                Text("Text")
                Rectangle().frame(width: 10, height: 10)
            })
        let text = try #require(withRectangle.root.allViews.first { $0.name == "Text" })
        let rectangle = try #require(withRectangle.root.allViews.first { $0.name == "Rectangle" })
        #expect(abs(Double(rectangle.frame.maxY) - (Double(text.frame.minY) + (text.text?.lastBaseline ?? 0))) < 0.34)
    }

    @Test(
        """
        A baseline-aligned HStack is as tall as the most any text rises above the baseline plus the most any falls \
        below
        """
    )
    func baselineStackHeight() throws {
        let result = Layouts.layout(
            HStack(alignment: .firstTextBaseline) {
                Text("Hello\nthere"); Text("World").font(.largeTitle)
            }
        )
        let lines = Layouts.text("Hello\nthere"), world = Layouts.text("World", font: .largeTitle)
        let above = max(lines.firstBaseline, world.firstBaseline)
        let below = max(
            Double(lines.size.height) - lines.firstBaseline, Double(world.size.height) - world.firstBaseline
        )
        #expect(nearlyEqual(result.root.frame.height, above + below))
        let width: Double = Double(lines.size.width) + 8 + Double(world.size.width)
        #expect(nearlyEqual(result.root.frame.width, width))
        // The two lines hang below the title: neither text is as tall as the row.
        #expect(above + below > max(Double(lines.size.height), Double(world.size.height)))
    }

    @Test("alignmentGuide overrides a guide from the view's own dimensions; custom AlignmentIDs work in stacks")
    func customGuides() throws {
        let result = Layouts.layout(
            HStack(alignment: .midAccountAndName) {
                VStack {
                    Rectangle().frame(width: 40, height: 40)
                    Text("Account").alignmentGuide(.midAccountAndName) { $0[VerticalAlignment.center] }
                }
                VStack {
                    Text("Name").alignmentGuide(.midAccountAndName) { $0[VerticalAlignment.center] }
                    Rectangle().frame(width: 20, height: 60)
                }
            })
        let texts = result.root.allViews.filter { $0.name == "Text" }
        #expect(texts.count == 2)
        #expect(abs(Double(texts[0].frame.midY - texts[1].frame.midY)) < 0.34)
        // Without an explicit guide the default (the bottom) applies.
        let plain = Layouts.layout(
            HStack(alignment: .midAccountAndName) {
                Rectangle().frame(width: 10, height: 30)
                Rectangle().frame(width: 10, height: 50)
            })
        #expect(plain.root.children[0].frame.maxY == plain.root.children[1].frame.maxY)
    }

    @Test("layoutValue hands a value to a custom layout")
    func layoutValues() {
        struct Rank: LayoutValueKey { static let defaultValue = 0 }
        struct RankedStack: Layout {
            func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
                CGSize(width: CGFloat(subviews.map { $0[Rank.self] }.reduce(0, +)), height: 1)
            }
            func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
        }
        let result = Layouts.layout(
            RankedStack() {
                Color.red.layoutValue(key: Rank.self, value: 3)
                Color.blue.layoutValue(key: Rank.self, value: 4)
                Color.green
            })
        #expect(result.root.frame.width == 7)
    }

    @Test("A subview with no layoutValue reads its key's defaultValue")
    func layoutValueDefault() {
        struct Weight: LayoutValueKey { static let defaultValue = 5 }
        struct Summing: Layout {
            func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
                CGSize(width: CGFloat(subviews.map { $0[Weight.self] }.reduce(0, +)), height: 1)
            }
            func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
        }
        let result = Layouts.layout(
            Summing() {
                Color.red.layoutValue(key: Weight.self, value: 3); Color.blue
            })
        #expect(result.root.frame.width == 8)
    }

    @Test("AnyLayout switches between HStackLayout and VStackLayout")
    func anyLayout() {
        func content(_ layout: AnyLayout) -> some View {
            layout {
                Rectangle().frame(width: 30, height: 20)
                Rectangle().frame(width: 30, height: 20)
            }
        }
        #expect(Layouts.layout(content(AnyLayout(HStackLayout(spacing: 0)))).root.frame.size.doubles == [60, 20])
        #expect(Layouts.layout(content(AnyLayout(VStackLayout(spacing: 0)))).root.frame.size.doubles == [30, 40])
        #expect(Layouts.layout(content(AnyLayout(ZStackLayout()))).root.frame.size.doubles == [30, 20])
    }

    @Test("AnyLayout(HStackLayout()) and AnyLayout(VStackLayout()) keep the stacks' default 8 points between views")
    func anyLayoutDefaultSpacing() {
        func content(_ layout: AnyLayout) -> some View {
            layout {
                Color.red.frame(width: 30, height: 20)
                Color.blue.frame(width: 30, height: 20)
            }
        }
        #expect(Layouts.layout(content(AnyLayout(HStackLayout()))).root.frame.size.doubles == [68, 20])
        #expect(Layouts.layout(content(AnyLayout(VStackLayout()))).root.frame.size.doubles == [30, 48])
    }
}
