import Foundation
import Testing
@testable import Galley
import GalleyTestSupport

/// Seed 000 (ideal size, ViewThatFits) and the examples seed 002 repeats
/// from it: every example the catalog lists that no older suite covers.
/// The rest are in SeedExampleTests (ViewThatFits widths, the replica,
/// IdealSizeDemo).
@Suite("Seed 000: ideal sizes and ViewThatFits")
struct Seed000Tests {
    static let sentence1 = "1: GeometryReader has been present since the birth of SwiftUI, playing a crucial role in many scenarios."
    static let sentence2 = "2: In addition, some views believe that:"

    // MARK: 000-VStackInFrame200

    struct VStackInFrame200: View {
        var body: some View {
            VStack {
                Text("Hello, World!")
                    .background(Color.blue)
            }
            .frame(width: 200) // 仅指定宽度
        }
    }

    // Seed: 000-VStackInFrame200
    @Test("A VStack in frame(width: 200): the text keeps its ideal size, the blue background matches it, the frame is 200 × the text's height")
    func vstackInFrame200() throws {
        let result = Layouts.layout(VStackInFrame200())
        let ideal = Layouts.textSize("Hello, World!")
        let frame = result.root
        #expect(frame.name == "frame")
        #expect(frame.frame.size.doubles == [200, Double(ideal.height)])
        let stack = try #require(frame.first("VStack"))
        #expect(stack.frame.size.doubles == ideal.doubles)
        let blue = try #require(frame.first("Color"))
        let text = try #require(frame.first("Text"))
        #expect(text.frame.size.doubles == ideal.doubles)
        #expect(blue.frame == text.frame)
        #expect(nearlyEqual(stack.frame.midX, frame.frame.midX))
    }

    // MARK: 000-FrameNilDebug

    struct FrameNilDebug: View {
        var body: some View {
            Text("Hello, World!")
                .background(Color.blue)
                .frame(width: nil, height: nil)
                .border(Color.red)
        }
    }

    // Seed: 000-FrameNilDebug
    @Test("frame(width: nil, height: nil) adds nothing: red border = blue background = the text's ideal size")
    func frameNilDebug() throws {
        let result = Layouts.layout(FrameNilDebug())
        let ideal = Layouts.textSize("Hello, World!")
        #expect(result.root.name == "border")
        #expect(result.root.frame.size.doubles == ideal.doubles)
        let blue = try #require(result.root.first("Color"))
        let text = try #require(result.root.first("Text"))
        #expect(blue.frame == result.root.frame)
        #expect(text.frame == result.root.frame)
    }

    // MARK: 000-IdealSizeDemo3 / 002-IdealSizeDemo3

    struct IdealSizeDemo3: View {
        var body: some View {
            HStack {
                // ViewThatFits result
                ViewThatFits(in: .vertical) {
                    Text("1: GeometryReader has been present since the birth of SwiftUI, playing a crucial role in many scenarios.")
                    Text("2: In addition, some views believe that:")
                }
                .border(.blue)
                .frame(width: 200, height: 100, alignment: .top)
                .border(.red)

                // Text1's ideal size ,only vetical fixed
                Text("1: GeometryReader has been present since the birth of SwiftUI, playing a crucial role in many scenarios.")
                    .fixedSize(horizontal: false, vertical: true)
                    .border(.blue)
                    .frame(width: 200, height: 100, alignment: .top)
                    .border(.red)

                // Text2's ideal size ,only vetical fixed
                Text("2: In addition, some views believe that:")
                    .fixedSize(horizontal: false, vertical: true)
                    .border(.blue)
                    .frame(width: 200, height: 100, alignment: .top)
                    .border(.red)
            }
        }
    }

    // Seed: 000-IdealSizeDemo3, 002-IdealSizeDemo3
    @Test("IdealSizeDemo3: ViewThatFits(in: .vertical) picks text 2, because text 1 wrapped at 200 is taller than 100 (the right-hand panels show why)")
    func idealSizeDemo3() throws {
        let result = Layouts.layout(IdealSizeDemo3())
        let stack = result.root
        #expect(stack.name == "HStack")
        let stackWidth: Double = 3 * 200 + 2 * 8
        #expect(stack.frame.size.doubles == [stackWidth, 100])
        let text1 = Layouts.textSize(Self.sentence1, width: 200)
        let text2 = Layouts.textSize(Self.sentence2, width: 200)
        #expect(Double(text1.height) > 100)
        #expect(Double(text2.height) <= 100)

        // Each panel: a red border (200 × 100) around a frame, a blue border inside.
        let panels = stack.children
        #expect(panels.count == 3)
        var blues: [PlacedView] = []
        for panel in panels {
            #expect(panel.name == "border")
            #expect(panel.frame.size.doubles == [200, 100])
            let borders = panel.all("border")
            #expect(borders.count == 2)
            let blue = try #require(borders.last)
            // Top-aligned and centred horizontally in the red frame.
            #expect(blue.frame.minY == panel.frame.minY)
            #expect(nearlyEqual(blue.frame.midX, panel.frame.midX))
            blues.append(blue)
        }
        // Panel 1: the ViewThatFits shows text 2, at its size wrapped at 200.
        let chosen = try #require(panels[0].first("ViewThatFits")?.children.first)
        #expect(chosen.text?.string == Self.sentence2)
        #expect(panels[0].all("Text").count == 1)
        #expect(blues[0].frame.size.doubles == text2.doubles)
        // Panel 2: text 1 at its ideal height for width 200, past the red frame's bottom.
        #expect(blues[1].frame.size.doubles == text1.doubles)
        #expect(Double(blues[1].frame.maxY - panels[1].frame.maxY) == Double(text1.height) - 100)
        #expect(panels[1].first("Text")?.text?.isTruncated == false)
        // Panel 3: text 2 fits.
        #expect(blues[2].frame.size.doubles == text2.doubles)
    }

    // MARK: 000-SetIdealSize / 002-SetIdealSize

    struct SetIdealSize: View {
        var useIdealSize = false // ⟦GALLEY: was `@State var useIdealSize = false`, toggled by the Button; test false and true⟧
        var body: some View {
            VStack {
                // ⟦GALLEY: removed the first child: `Button("Use Ideal Size") { useIdealSize.toggle() }.buttonStyle(.bordered)`⟧

                Rectangle()
                    .fill(.orange)
                    .frame(width: 100, height: 100)
                    .fixedSize(horizontal: useIdealSize ? true : false, vertical: useIdealSize ? true : false)

                Rectangle()
                    .fill(.cyan)
                    .frame(idealWidth: 100, idealHeight: 100)
                    .fixedSize(horizontal: useIdealSize ? true : false, vertical: useIdealSize ? true : false)

                Rectangle()
                    .fill(.green)
                    .fixedSize(horizontal: useIdealSize ? true : false, vertical: useIdealSize ? true : false)
            }
            // ⟦GALLEY: removed `.animation(.easeInOut, value: useIdealSize)`⟧
        }
    }

    // Seed: 000-SetIdealSize, 002-SetIdealSize
    @Test("SetIdealSize: frame(width:height:) always counts; frame(idealWidth:idealHeight:) only when the ideal size is asked for")
    func setIdealSize() throws {
        let free = Layouts.layout(SetIdealSize(useIdealSize: false))
        let freeRectangles = free.root.all("Rectangle")
        #expect(freeRectangles.count == 3)
        // Orange is 100 × 100; cyan and green share the height that is left, full width.
        let shared = (763.0 - 100 - 2 * 8) / 2
        #expect(freeRectangles[0].frame.size.doubles == [100, 100])
        #expect(freeRectangles[1].frame.size.doubles == [390, shared])
        #expect(freeRectangles[2].frame.size.doubles == [390, shared])
        #expect(free.root.frame.size.doubles == [390, 763])

        let ideal = Layouts.layout(SetIdealSize(useIdealSize: true))
        let idealRectangles = ideal.root.all("Rectangle")
        let idealSizes: [[Double]] = idealRectangles.map(\.frame.size.doubles)
        #expect(idealSizes == [[100, 100], [100, 100], [10, 10]])
        let stackHeight: Double = 100 + 100 + 10 + 2 * 8
        #expect(ideal.root.frame.size.doubles == [100, stackHeight])
        // Centred in the VStack.
        #expect(idealRectangles.allSatisfy { nearlyEqual($0.frame.midX, ideal.root.frame.midX) })
    }

    // MARK: 000-ScrollViewDemo / 002-ScrollViewDemo

    struct ScrollViewDemo: View {
        var step: CGFloat = 3 // ⟦GALLEY: was `@State var step: CGFloat = 3`, driven by the Slider (3 ... 20, step 1); test 3, 8, 9, 20⟧
        var count: Int {
            Int(step)
        }

        var body: some View {
            VStack(alignment:.leading) {
                Text("Count: \(count)")
                // ⟦GALLEY: removed `Slider(value: $step, in: 3 ... 20, step: 1)`⟧

                ViewThatFits {
                    content
                    ScrollView(.horizontal,showsIndicators: true) {
                        content
                    }
                }
            }
            .frame(width: 300)
            .border(.red)
        }

        var content: some View {
            HStack {
                ForEach(0 ..< count, id: \.self) { i in
                    Rectangle()
                        .fill(.orange.gradient)
                        .frame(width: 30, height: 30)
                        .overlay(
                            Text("\(i)").foregroundStyle(.white) // ⟦GALLEY: was `Text(i, format: .number)`; Galley has no Text(_:format:)⟧
                        )
                }
            }
        }
    }

    // Seed: 000-ScrollViewDemo, 002-ScrollViewDemo
    @Test("ScrollViewDemo: up to 8 squares (296 ≤ 300) the plain HStack shows; from 9 (334) the ScrollView, 300 wide, filling the height left", arguments: [3, 8, 9, 20])
    func scrollViewDemo(count: Int) throws {
        let result = Layouts.layout(ScrollViewDemo(step: CGFloat(count)))
        let red = result.root
        #expect(red.name == "border")
        #expect(Double(red.frame.width) == 300)
        let stack = try #require(red.first("VStack"))
        let caption = try #require(stack.children.first)
        let label = Layouts.textSize("Count: \(count)")
        #expect(caption.frame.size.doubles == label.doubles)
        let fits = try #require(red.first("ViewThatFits"))
        let chosen = try #require(fits.children.first)
        #expect(fits.children.count == 1)
        // Leading-aligned: the caption and the ViewThatFits start at the same x.
        #expect(caption.frame.minX == fits.frame.minX)
        #expect(Double(fits.frame.minY - caption.frame.maxY) == 8)
        let idealWidth = Double(38 * count - 8)
        if idealWidth <= 300 {
            #expect(chosen.name == "HStack")
            #expect(chosen.frame.size.doubles == [idealWidth, 30])
            #expect(chosen.all("Rectangle").count == count)
            let stackSize: [Double] = [max(idealWidth, Double(label.width)), Double(label.height) + 8 + 30]
            #expect(stack.frame.size.doubles == stackSize)
        } else {
            #expect(chosen.name == "ScrollView")
            // Rules §3: a ScrollView fills the proposal (open question 8): all
            // the height the VStack has left after the caption and the spacing.
            let remaining: Double = 763 - 8 - Double(label.height)
            #expect(chosen.frame.size.doubles == [300, remaining])
            #expect(Double(red.frame.height) == 763)
            // Its content keeps its ideal width and is clipped.
            let content = try #require(chosen.first("HStack"))
            #expect(Double(content.frame.width) == idealWidth)
            #expect(content.frame.minX == chosen.frame.minX)
        }
    }
}
