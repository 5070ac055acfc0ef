import Foundation
import Testing
@testable import Galley
import GalleyTestSupport

// 004-LogSizeInfo's helper, as the seed writes it.
fileprivate extension View {
    func logSizeInfo(_ label: String = "") -> some View {
        background(
            GeometryReader { proxy in
                Color.clear
                    // ⟦GALLEY: removed `.onAppear(perform: { debugPrint("\(label) Size: \(proxy.size)") })`; a test reads proxy.size instead⟧
            }
        )
    }
}

// 004-RankLayoutValueKey, as the seed writes it.
private struct Rank: LayoutValueKey {
  static let defaultValue: Int = 1
}

extension View {
  func rank(_ value: Int) -> some View { // 👈🏻 convenience method
    layoutValue(key: Rank.self, value: value) // 👈🏻 the new modifier
  }
}

/// ⟦GALLEY: not from the seed: a layout around the seed's `placeSubviews`
/// fragment. It lays its subviews out in a row, in rank order.⟧
private struct RankedRow: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
        let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
        return CGSize(width: sizes.map(\.width).reduce(0, +), height: sizes.map(\.height).max() ?? 0)
    }

func placeSubviews(
  in bounds: CGRect,
  proposal: ProposedViewSize,
  subviews: Subviews,
  cache: inout Void
) {
  let ranks = subviews.map { subview in
    subview[Rank.self] // 👈🏻
  }

  // ...
        // ⟦GALLEY: the seed stops at `// ...`; from here on it is ours⟧
        var x = bounds.minX
        for index in ranks.indices.sorted(by: { ranks[$0] < ranks[$1] }) {
            let subview = subviews[subviews.startIndex + index]
            subview.place(at: CGPoint(x: x, y: bounds.minY), anchor: .topLeading, proposal: .unspecified)
            x += subview.sizeThatFits(.unspecified).width
        }
}
}

/// Seed 004 (starming.com's pamphlet): every layout example the catalog
/// lists that no older suite covers. The rest are in GridTests,
/// FrameReplicaTests (the equal-width stacks) and Seed003Tests (the
/// modifier summary this seed repeats with other numbers).
@Suite("Seed 004: spacers, alignment, ViewThatFits and custom layouts")
struct Seed004Tests {
    // MARK: 004-StrokedRectangle

    enum StrokedRectangle {
        struct ContentView: View {

            var body: some View {
                Rectangle()
                    .stroke(Color.orange, style: StrokeStyle(lineWidth: 10, lineCap: .round, dash: [30]))
                    .padding(30)
            }
        }
    }

    // Seed: 004-StrokedRectangle
    @Test("A stroked rectangle fills the proposal less the padding: 330 × 703 at (30, 30)")
    func strokedRectangle() throws {
        let result = Layouts.layout(StrokedRectangle.ContentView())
        #expect(result.root.name == "padding")
        #expect(result.root.frame.size.doubles == [390, 763])
        let rectangle = try #require(result.root.first("Rectangle"))
        #expect(rectangle.frame.doubles == [30, 30, 330, 703])
    }

    // MARK: 004-FrameTopLeading200x100, 004-FrameTopLeading100x50

    // Seed: 004-FrameTopLeading200x100, 004-FrameTopLeading100x50
    @Test("frame(width:height:alignment: .topLeading) puts its content at its top-left corner", arguments: [(200.0, 100.0), (100, 50)])
    func frameTopLeading(width: Double, height: Double) throws {
        // The seed gives no receiver; a Text stands in.
        let result = Layouts.layout(Text("Hello").frame(width: width, height:height, alignment: .topLeading))
        #expect(result.root.frame.size.doubles == [width, height])
        let text = try #require(result.root.children.first)
        #expect(text.frame.origin == result.root.frame.origin)
        #expect(text.frame.size.doubles == Layouts.textSize("Hello").doubles)
    }

    // MARK: 004-SpacerLeftMiddleRight, 004-SpacerTrailing, 004-CenterWithSpacers

    enum SpacerLeftMiddleRight {
        struct ContentView: View {
            var body: some View {
                HStack {
                    Text("左边")
                    Spacer()
                    Text("中间")
                    Spacer()
                    Text("右边")
                }
            }
        }
    }

    // Seed: 004-SpacerLeftMiddleRight
    @Test("Two Spacers push the outer texts to the ends and share the rest equally, with no spacing next to them")
    func spacerLeftMiddleRight() throws {
        let result = Layouts.layout(SpacerLeftMiddleRight.ContentView())
        let stack = result.root
        #expect(stack.frame.width == 390)
        let texts = stack.all("Text")
        let spacers = stack.all("Spacer")
        #expect(texts.count == 3 && spacers.count == 2)
        let widths = ["左边", "中间", "右边"].map { Double(Layouts.textSize($0).width) }
        let spacer: Double = (390 - widths.reduce(0, +)) / 2
        #expect(texts.map { Double($0.frame.width) } == widths)
        #expect(spacers.allSatisfy { nearlyEqual($0.frame.width, spacer) })
        #expect(texts[0].frame.minX == 0)
        #expect(nearlyEqual(texts[1].frame.minX, widths[0] + spacer))
        #expect(nearlyEqual(texts[2].frame.maxX, 390))
        // The middle text is centred only because the outer two are equally wide.
        #expect(widths[0] == widths[2])
        #expect(nearlyEqual(texts[1].frame.midX, 195))
    }

    enum SpacerTrailing {
        struct ContentView: View {
            var body: some View {
                HStack {
                    Spacer()
                    Text("视图1")
                    Text("视图2")
                    Text("视图3")
                }
            }
        }
    }

    // Seed: 004-SpacerTrailing
    @Test("A leading Spacer puts the three texts, 8 apart, against the right edge")
    func spacerTrailing() throws {
        let result = Layouts.layout(SpacerTrailing.ContentView())
        // The spacer takes 390 less the texts and gaps, summed back in floating point.
        #expect(nearlyEqual(result.root.frame.width, 390))
        let texts = result.root.all("Text")
        #expect(texts.count == 3)
        let widths = ["视图1", "视图2", "视图3"].map { Double(Layouts.textSize($0).width) }
        #expect(nearlyEqual(texts[2].frame.maxX, 390))
        #expect(nearlyEqual(texts[1].frame.minX - texts[0].frame.maxX, 8))
        #expect(nearlyEqual(texts[2].frame.minX - texts[1].frame.maxX, 8))
        let start: Double = 390 - widths.reduce(0, +) - 16
        #expect(nearlyEqual(texts[0].frame.minX, start))
        let spacer = try #require(result.root.first("Spacer"))
        #expect(nearlyEqual(spacer.frame.width, start))
    }

    // Seed: 004-CenterWithSpacers
    @Test("A Spacer on each side centres the text in a full-width HStack")
    func centerWithSpacers() throws {
        let result = Layouts.layout(
            HStack {
                Spacer()
                Text("居中")
                Spacer()
            }
        )
        #expect(result.root.frame.width == 390)
        let text = try #require(result.root.first("Text"))
        let width = Layouts.textSize("居中").width
        #expect(Double(text.frame.width) == Double(width))
        #expect(nearlyEqual(text.frame.minX, (390 - width) / 2))
    }

    // MARK: 004-FirstTextBaseline

    // Seed: 004-FirstTextBaseline
    @Test("HStack(alignment: .firstTextBaseline): body and largeTitle texts share a baseline")
    func firstTextBaseline() throws {
        let result = Layouts.layout(
            HStack(alignment: .firstTextBaseline) {
                Text("Hello")
                Text("World").font(.largeTitle)
            }
        )
        let texts = result.root.all("Text")
        #expect(texts.count == 2)
        let hello = Layouts.text("Hello")
        let world = Layouts.text("World", font: .largeTitle)
        let baselines = texts.map { Double($0.frame.minY) + ($0.text?.firstBaseline ?? 0) }
        #expect(abs(baselines[0] - baselines[1]) < 0.34)
        #expect(Double(texts[0].frame.minY) > Double(texts[1].frame.minY))
        // As wide as both and the spacing; as tall as the larger ascent plus the larger descent.
        let width: Double = Double(hello.size.width) + 8 + Double(world.size.width)
        #expect(nearlyEqual(result.root.frame.width, width))
        let above = max(hello.firstBaseline, world.firstBaseline)
        let below = max(Double(hello.size.height) - hello.firstBaseline, Double(world.size.height) - world.firstBaseline)
        #expect(nearlyEqual(result.root.frame.height, above + below))
    }

    // MARK: 004-CenterVStack, 004-CenterMaxFrame

    // Seed: 004-CenterVStack
    @Test("VStack(alignment: .center) around one text is the text")
    func centerVStack() throws {
        let result = Layouts.layout(
            VStack(alignment: .center) {
                Text("居中")
            }
        )
        #expect(result.root.frame.size.doubles == Layouts.textSize("居中").doubles)
        #expect(result.root.children.first?.frame == result.root.frame)
    }

    // Seed: 004-CenterMaxFrame
    @Test("frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .center) takes the whole 390 × 763 and centres the text")
    func centerMaxFrame() throws {
        let result = Layouts.layout(
            Text("居中")
                .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .center)
        )
        #expect(result.root.frame.size.doubles == [390, 763])
        let text = try #require(result.root.children.first)
        #expect(text.frame.size.doubles == Layouts.textSize("居中").doubles)
        #expect(nearlyEqual(text.frame.midX, 195) && nearlyEqual(text.frame.midY, 381.5))
    }

    // MARK: 004-OffsetDemo

    struct OffsetDemo: View {
        var offset: CGFloat = 0 // ⟦GALLEY: was `@State var offset: CGFloat = 0`, driven by the Slider (-100...100); test 0 and e.g. -100, 50⟧
        var body: some View {
            VStack {
                Text("Hello, World!")
                    .font(.largeTitle)
                    .offset(y: offset)
                // ⟦GALLEY: removed `Slider(value: $offset, in: -100...100).padding()` (second child)⟧
            }
        }
    }

    // Seed: 004-OffsetDemo
    @Test("offset(y:) moves the drawing only: the VStack keeps the text's size and place", arguments: [0.0, -100, 50])
    func offsetDemo(offset: Double) throws {
        let result = Layouts.layout(OffsetDemo(offset: offset))
        let ideal = Layouts.text("Hello, World!", font: .largeTitle).size
        let stack = result.root
        #expect(stack.frame.size.doubles == ideal.doubles)
        let offsetNode = try #require(stack.children.first)
        #expect(offsetNode.frame == stack.frame)
        let text = try #require(stack.first("Text"))
        #expect(text.frame.size.doubles == ideal.doubles)
        #expect(text.frame.minX == stack.frame.minX)
        #expect(Double(text.frame.minY - stack.frame.minY) == offset)
    }

    // MARK: 004-WeatherLayout

    struct WeatherLayout: View {
        var changeLayout = false // ⟦GALLEY: was `@State private var changeLayout = false`, toggled by tapping; test false and true⟧

        var body: some View {
            let layout = changeLayout ? AnyLayout(HStackLayout()) : AnyLayout(VStackLayout())

            layout {
                WeatherView(icon: "sun.max.fill", temperature: 25, color: .yellow)
                WeatherView(icon: "cloud.rain.fill", temperature: 18, color: .blue)
                WeatherView(icon: "snow", temperature: -5, color: .white)
            }
            // ⟦GALLEY: removed `.animation(.default, value: changeLayout)` and `.onTapGesture { changeLayout.toggle() }`⟧
        }
    }

    struct WeatherView: View {
        let icon: String
        let temperature: Int
        let color: Color

        var body: some View {
            VStack {
                color.frame(width: 80, height: 80) // ⟦GALLEY: was `Image(systemName: icon).font(.system(size: 80)).foregroundColor(color)`; the symbol's real size is unknown (≈ 80 pt). WeatherView is 120 × 120 whatever it is⟧
                Text("\(temperature)°")
                    .font(.system(size: 50))
                    .foregroundColor(color)
            }
            .frame(width: 120, height: 120)
        }
    }

    // Seed: 004-WeatherLayout
    @Test("AnyLayout switches three 120 × 120 weather views between a column (120 × 376) and a row (376 × 120); each view's content overflows its frame evenly", arguments: [false, true])
    func weatherLayout(changeLayout: Bool) throws {
        let result = Layouts.layout(WeatherLayout(changeLayout: changeLayout))
        let expected: [Double] = changeLayout ? [376, 120] : [120, 376]
        #expect(result.root.frame.size.doubles == expected)
        let frames = result.root.children
        #expect(frames.count == 3)
        for (index, (frame, temperature)) in zip(frames, [25, 18, -5]).enumerated() {
            #expect(frame.name == "frame")
            #expect(frame.frame.size.doubles == [120, 120])
            let origin: Double = Double(index) * 128
            #expect(Double(changeLayout ? frame.frame.minX : frame.frame.minY) == origin)
            let label = Layouts.text("\(temperature)°", font: .system(size: 50)).size
            let stack = try #require(frame.first("VStack"))
            let stackHeight: Double = 80 + 8 + Double(label.height)
            #expect(stack.frame.size.doubles == [max(80, Double(label.width)), stackHeight])
            #expect(stackHeight > 120)
            #expect(nearlyEqual(stack.frame.midY, frame.frame.midY) && nearlyEqual(stack.frame.midX, frame.frame.midX))
            #expect(stack.first("Text")?.frame.size.doubles == label.doubles)
        }
    }

    // MARK: 004-WeatherViewThatFits

    static let weatherTexts = ["晴天，气温25°", "晴天，25°", "晴25"]

    // Seed: 004-WeatherViewThatFits
    @Test("The weather ViewThatFits shows the first title that fits the parent's width (the code's 200, and the article's narrower widths)", arguments: [200.0, 150, 100])
    func weatherViewThatFits(width: Double) throws {
        let result = Layouts.layout(
            ViewThatFits(in: .horizontal) {
                Text("晴天，气温25°") // 宽度在200到300之间
                    .font(.title)
                    .foregroundColor(.yellow)
                Text("晴天，25°") // 宽度在150到200之间
                    .font(.title)
                    .foregroundColor(.gray)
                Text("晴25") // 宽度在100到150之间
                    .font(.title)
                    .foregroundColor(.white)
            }
            .border(Color.green) // ViewThatFits所需的大小
            .frame(width:width) // ⟦GALLEY: the seed has `.frame(width:200)`; tested at 200, 150 and 100⟧
            .border(Color.orange) // 父视图提议的大小
        )
        let ideals = Self.weatherTexts.map { Layouts.text($0, font: .title).size }
        let expected = ideals.dropLast().firstIndex { Double($0.width) <= width } ?? 2
        let shown = try #require(result.root.first("ViewThatFits")?.children.first)
        #expect(result.root.all("Text").count == 1)
        #expect(shown.text?.string == Self.weatherTexts[expected])
        let presented = Layouts.text(Self.weatherTexts[expected], font: .title, width: width, height: 763).size
        #expect(shown.frame.size.doubles == presented.doubles)
        let borders = result.root.all("border")
        #expect(borders[0].frame.size.doubles == [width, Double(presented.height)])
        #expect(borders[1].frame.size.doubles == presented.doubles)
    }

    // Seed: 004-WeatherViewThatFits
    @Test("The weather widths reach all three texts")
    func weatherCoversEveryText() {
        let ideals = Self.weatherTexts.map { Double(Layouts.text($0, font: .title).size.width) }
        let chosen = Set([200.0, 150, 100].map { width in ideals.dropLast().firstIndex { $0 <= width } ?? 2 })
        #expect(chosen == [0, 1, 2])
    }

    // MARK: 004-ScrollableViewThatFits

    enum ScrollableViewThatFits {
        struct ContentView: View {
            var step: CGFloat = 3 // ⟦GALLEY: was `@State var step: CGFloat = 3`, driven by the Stepper (3...20); test 3, 9, 10, 20⟧
            var count: Int {
                Int(step)
            }

            var body: some View {
                VStack(alignment:.leading) {
                    Text("数量: \(count)")
                        .font(.title)
                        .foregroundColor(.blue)
                    // ⟦GALLEY: removed `Stepper("数量", value: $step, in: 3...20)`⟧

                    ViewThatFits {
                        content
                        ScrollView(.horizontal,showsIndicators: true) {
                            content
                        }
                    }
                }
                .padding()
            }

            var content: some View {
                HStack {
                    ForEach(0 ..< count, id: \.self) { i in
                        Rectangle()
                            .fill(Color.green)
                            .frame(width: 30, height: 30)
                            .overlay(
                                Text("\(i)")
                                    .font(.headline)
                                    .foregroundColor(.white)
                            )
                    }
                }
            }
        }
    }

    // Seed: 004-ScrollableViewThatFits
    @Test("In 358 (390 less the padding) up to 9 squares show plainly; from 10 the ScrollView, 358 wide, filling the height left", arguments: [3, 9, 10, 20])
    func scrollableViewThatFits(count: Int) throws {
        let result = Layouts.layout(ScrollableViewThatFits.ContentView(step: CGFloat(count)))
        #expect(result.root.name == "padding")
        let stack = try #require(result.root.first("VStack"))
        let caption = try #require(stack.children.first)
        let label = Layouts.text("数量: \(count)", font: .title).size
        #expect(caption.frame.size.doubles == label.doubles)
        let fits = try #require(stack.first("ViewThatFits"))
        let chosen = try #require(fits.children.first)
        #expect(caption.frame.minX == fits.frame.minX)
        #expect(Double(caption.frame.minX - result.root.frame.minX) == 16)
        let idealWidth = Double(38 * count - 8)
        if idealWidth <= 358 {
            #expect(chosen.name == "HStack")
            #expect(chosen.frame.size.doubles == [idealWidth, 30])
        } else {
            #expect(chosen.name == "ScrollView")
            // Rules §3: the ScrollView fills the proposal (open question 8).
            let remaining: Double = 763 - 32 - 8 - Double(label.height)
            #expect(chosen.frame.size.doubles == [358, remaining])
        }
        #expect(chosen.all("Rectangle").count == count)
    }

    // MARK: 004-SizingFacts

    // Seed: 004-SizingFacts
    @Test("The sizing facts: frame(60 × 60), fixedSize(), frame(minWidth: 120, maxWidth: 360), frame(idealWidth: 120, idealHeight: 120), GeometryReader")
    func sizingFacts() {
        Seed003Tests.checkModifierSummary(fixed: 60, minWidth: 120, maxWidth: 360, ideal: 120)
    }

    // MARK: 004-LogSizeInfo

    enum LogSizeInfo {
        struct ContentView: View {
            var body: some View {
                VStack {
                    Text("大标题")
                        .font(.largeTitle)
                        .logSizeInfo("大标题视图") // 打印视图尺寸
                    Text("正文")
                        .logSizeInfo("正文视图")
                }
            }
        }
    }

    // Seed: 004-LogSizeInfo
    @Test("logSizeInfo: each background GeometryReader reads its text's size")
    func logSizeInfo() throws {
        let result = Layouts.layout(LogSizeInfo.ContentView())
        let title = Layouts.text("大标题", font: .largeTitle).size
        let body = Layouts.textSize("正文")
        let readers = result.root.all("GeometryReader")
        let texts = result.root.all("Text")
        #expect(readers.count == 2 && texts.count == 2)
        #expect(readers.map(\.frame) == texts.map(\.frame))
        #expect(texts[0].frame.size.doubles == title.doubles)
        #expect(texts[1].frame.size.doubles == body.doubles)
        // Text under text keeps the lower text's line gap (SwiftUI's text-to-text spacing), 0 for Inter.
        let stackSize: [Double] = [Double(max(title.width, body.width)), Double(title.height) + Double(body.height)]
        #expect(result.root.frame.size.doubles == stackSize)
    }

    // MARK: 004-CircleView

    struct CircleView: View {
        var body: some View {
            GeometryReader { proxy in
                // ⟦GALLEY: was `Path { path in … path.addArc(center: center, radius: radius, startAngle: .zero, endAngle: .init(degrees: 360), clockwise: false) }.fill(Color.blue)`; Galley has no Path. The same circle from the same numbers:⟧
                let radius = min(proxy.size.width, proxy.size.height) / 2
                let center = CGPoint(x: proxy.size.width / 2, y: proxy.size.height / 2)
                Circle()
                    .fill(Color.blue)
                    .frame(width: radius * 2, height: radius * 2)
                    .position(x: center.x, y: center.y)
            }
        }
    }

    // Seed: 004-CircleView
    @Test("CircleView: the GeometryReader is the whole 390 × 763; the circle's radius is half the smaller side, centred")
    func circleView() throws {
        let result = Layouts.layout(CircleView())
        #expect(result.root.name == "GeometryReader")
        #expect(result.root.frame.size.doubles == [390, 763])
        let circle = try #require(result.root.first("Circle")).frame
        #expect(circle.size.doubles == [390, 390])
        #expect(nearlyEqual(circle.midX, 195) && nearlyEqual(circle.midY, 381.5))
    }

    // MARK: 004-AlignmentGuideCircles

    enum AlignmentGuideCircles {
        struct ContentView: View {
            var body: some View {
                HStack(alignment: .top) {
                    CircleView()
                        .alignmentGuide(.top) { vd in
                            vd[.top] + 50
                        }
                    CircleView()
                }
                .padding()
                .border(Color.gray)
            }

            struct CircleView: View {
                var body: some View {
                    Circle()
                        .fill(Color.mint)
                        .frame(width: 50, height: 50)
                }
            }
        }
    }

    // Seed: 004-AlignmentGuideCircles
    @Test("alignmentGuide(.top) { vd[.top] + 50 } puts the first circle 50 above the second (not below, as the article says)")
    func alignmentGuideCircles() throws {
        let result = Layouts.layout(AlignmentGuideCircles.ContentView())
        let gray = result.root
        #expect(gray.frame.size.doubles == [140, 132])
        let stack = try #require(gray.first("HStack"))
        #expect(stack.frame.size.doubles == [108, 100])
        let circles = gray.all("Circle")
        #expect(circles.count == 2)
        #expect(circles[0].frame.doubles == [Double(stack.frame.minX), Double(stack.frame.minY), 50, 50])
        #expect(circles[1].frame.doubles == [Double(stack.frame.minX) + 58, Double(stack.frame.minY) + 50, 50, 50])
    }

    // MARK: 004-PlayStackView

    struct PlayStackView: View {
        var body: some View {
            // 默认是 VStack 竖排

            // 横排
            HStack {
                Text("左")
                Spacer()
                Text("右")
            }
            .padding()

            // Z 轴排
            ZStack(alignment: .top) {
                Color.gray.frame(width: 300, height: 150) // ⟦GALLEY: was `Image("logo")` — an asset of unknown size; this placeholder is arbitrary⟧
                Text("戴铭的开发小册子")
                    .font(.title)
                    .bold()
                    .foregroundColor(.white)
                    // ⟦GALLEY: removed `.shadow(color: .black, radius: 1, x: 0, y: 2)` (paint only); Galley has no shadow modifier⟧
                    .padding()
            }

            Color.cyan
                .cornerRadius(10)
                .frame(width: 100, height: 100)
                .overlay(
                    Text("一段文字")
                )
        }
    }

    // Seed: 004-PlayStackView
    @Test("PlayStackView: the body's three views stack vertically; the padded HStack spans the width, the title sits at the ZStack's top, the text in the middle of the cyan square")
    func playStackView() throws {
        let result = Layouts.layout(PlayStackView())
        let root = result.root
        #expect(root.name == "VStack")
        #expect(root.children.count == 3)
        let (row, zstack, square) = (root.children[0], root.children[1], root.children[2])
        // Stacked 8 apart.
        #expect(nearlyEqual(zstack.frame.minY - row.frame.maxY, 8))
        #expect(nearlyEqual(square.frame.minY - zstack.frame.maxY, 8))
        // The padded HStack fills the width: "左" 16 from the left, "右" 16 from the right.
        #expect(Double(row.frame.width) == 390)
        let rowTexts = row.all("Text")
        let leftRight = Layouts.textSize("左")
        #expect(nearlyEqual(rowTexts[0].frame.minX, 16))
        #expect(nearlyEqual(rowTexts[1].frame.maxX, 374))
        #expect(nearlyEqual(row.frame.height, leftRight.height + 32))
        // The ZStack is the placeholder's size (the padded title is smaller), the title at its top centre.
        let title = Layouts.text("戴铭的开发小册子", font: Font.title.bold()).size
        #expect(Double(title.width) + 32 < 300 && Double(title.height) + 32 < 150)
        #expect(zstack.frame.size.doubles == [300, 150])
        let padded = try #require(zstack.first("padding"))
        #expect(padded.frame.minY == zstack.frame.minY)
        #expect(nearlyEqual(padded.frame.midX, zstack.frame.midX))
        #expect(padded.first("Text")?.frame.size.doubles == title.doubles)
        // The cyan square is 100 × 100 with its text centred.
        #expect(square.frame.size.doubles == [100, 100])
        let cyan = try #require(square.first("Color"))
        #expect(cyan.frame == square.frame)
        let text = try #require(square.first("Text"))
        #expect(text.frame.size.doubles == Layouts.textSize("一段文字").doubles)
        #expect(nearlyEqual(text.frame.midX, square.frame.midX) && nearlyEqual(text.frame.midY, square.frame.midY))
    }

    // MARK: 004-RankLayoutValueKey

    // Seed: 004-RankLayoutValueKey
    @Test("A LayoutValueKey reaches the layout: unmarked subviews read the default 1, ranked ones their rank")
    func rankLayoutValueKey() throws {
        let result = Layouts.layout(RankedRow() {
            Color.red.frame(width: 10, height: 10).rank(3).id("three")
            Color.green.frame(width: 20, height: 10).id("one")
            Color.blue.frame(width: 30, height: 10).rank(2).id("two")
        })
        #expect(result.root.frame.size.doubles == [60, 10])
        // Placed in rank order: one (the default, 1), two, three.
        let one = try #require(result.root.view(withID: "one")).frame
        let two = try #require(result.root.view(withID: "two")).frame
        let three = try #require(result.root.view(withID: "three")).frame
        #expect([Double(one.minX), Double(two.minX), Double(three.minX)] == [0, 20, 50])
    }

    // MARK: 004-PAnyLayout

    struct PAnyLayout: View {
        var isVertical = false // ⟦GALLEY: was `@State private var isVertical = false`, toggled by the Button; test false and true⟧
        var body: some View {
            let layout = isVertical ? AnyLayout(VStackLayout()) : AnyLayout(HStackLayout()) // ⟦GALLEY: the seed has `AnyLayout(VStack())` / `AnyLayout(HStack())`, which does not compile in SwiftUI⟧
            layout {
                Color.yellow.frame(width: 20, height: 20) // ⟦GALLEY: was `Image(systemName: "star").foregroundColor(.yellow)` — SF Symbol; placeholder of roughly its size at body size⟧
                Text("Starming.com")
                Text("戴铭")
            }
            // ⟦GALLEY: removed the second top-level view `Button("Click") { withAnimation { isVertical.toggle() } }`⟧
        } // end body
    }

    // Seed: 004-PAnyLayout
    @Test("PAnyLayout: a centred row, or a centred column, of the star and the two texts", arguments: [false, true])
    func pAnyLayout(isVertical: Bool) throws {
        let result = Layouts.layout(PAnyLayout(isVertical: isVertical))
        let children = result.root.children
        #expect(children.count == 3)
        let site = Layouts.textSize("Starming.com")
        let name = Layouts.textSize("戴铭")
        #expect(children[1].frame.size.doubles == site.doubles)
        #expect(children[2].frame.size.doubles == name.doubles)
        #expect(children[0].frame.size.doubles == [20, 20])
        if isVertical {
            // 8 between the star and a text, the texts' line gap (0 for Inter) between the texts.
            let size: [Double] = [Double(max(20, site.width, name.width)), 20 + 8 + Double(site.height) + Double(name.height)]
            #expect(result.root.frame.size.doubles == size)
            #expect(children.allSatisfy { nearlyEqual($0.frame.midX, result.root.frame.midX) })
            #expect(nearlyEqual(children[1].frame.minY - children[0].frame.maxY, 8))
        } else {
            let size: [Double] = [20 + 8 + Double(site.width) + 8 + Double(name.width), Double(max(20, site.height, name.height))]
            #expect(result.root.frame.size.doubles == size)
            #expect(children.allSatisfy { nearlyEqual($0.frame.midY, result.root.frame.midY) })
            #expect(nearlyEqual(children[1].frame.minX - children[0].frame.maxX, 8))
        }
    }

    // MARK: 004-PTextTransitions

    struct PTextTransitionsView: View {
        var expandMessage = true // ⟦GALLEY: was `@State private var expandMessage = true`, toggled by tapping; test true and false⟧
        // ⟦GALLEY: removed `mintWithShadow` / `primaryWithoutShadow` (AnyShapeStyle with `.shadow(.drop(radius:))`)⟧

        var body: some View {
            Text("Dai Ming Swift Pamphlet")
                .font(expandMessage ? .largeTitle.weight(.heavy) : .body)
                .foregroundStyle(expandMessage ? Color.mint : Color.primary) // ⟦GALLEY: was `expandMessage ? mintWithShadow : primaryWithoutShadow`⟧
                // ⟦GALLEY: removed `.onTapGesture { withAnimation { expandMessage.toggle() }}`⟧
                .frame(maxWidth: expandMessage ? 150 : 250)
                // ⟦GALLEY: removed `.drawingGroup()` (rendering only)⟧
                .padding(20)
                .background(RoundedRectangle(cornerRadius: 6).fill(.cyan.opacity(0.3))) // ⟦GALLEY: was `.background(.cyan.opacity(0.3), in: RoundedRectangle(cornerRadius: 6))`; Galley has no background(_:in:)⟧
        }
    }

    // Seed: 004-PTextTransitions
    @Test("PTextTransitions: expanded, the heavy largeTitle wraps in the 150 max width; collapsed, the body text is centred in 250", arguments: [true, false])
    func pTextTransitions(expandMessage: Bool) throws {
        let result = Layouts.layout(PTextTransitionsView(expandMessage: expandMessage))
        let string = "Dai Ming Swift Pamphlet"
        let maxWidth: Double = expandMessage ? 150 : 250
        let font: Font = expandMessage ? Font.largeTitle.weight(.heavy) : .body
        // padding(20) offers 350; maxWidth clamps it.
        let presented = Layouts.text(string, font: font, width: maxWidth, height: 763 - 40)
        let text = try #require(result.root.first("Text"))
        #expect(text.frame.size.doubles == presented.size.doubles)
        #expect(text.text?.lineStrings == presented.lineStrings)
        if expandMessage {
            #expect(presented.lineCount > 1)
            #expect(Double(Layouts.text(string, font: font).size.width) > 150)
        } else {
            #expect(presented.lineCount == 1)
        }
        let frame = try #require(result.root.first("frame"))
        #expect(frame.frame.size.doubles == [maxWidth, Double(presented.size.height)])
        #expect(nearlyEqual(text.frame.midX, frame.frame.midX))
        let backgroundSize: [Double] = [maxWidth + 40, Double(presented.size.height) + 40]
        #expect(result.root.frame.size.doubles == backgroundSize)
        #expect(result.root.first("RoundedRectangle")?.frame == result.root.frame)
    }
}
