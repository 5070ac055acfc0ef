import Foundation
import GalleyCairo
import SwiftUI
import Testing
import GalleyTestSupport

/// APIs a corpus run of public SwiftUI code found missing, written as that code writes them.
@Suite(
    """
    Corpus gaps: Angle arithmetic, border styles, .link, label-last steppers, .spring(), explicit-return readers, \
    UIKit bridges
    """
)
struct CorpusGapTests {
    static func paint(_ view: some View, width: CGFloat = 40, height: CGFloat = 40) throws -> RasterImage {
        try Layouts.paint(view, width: width, height: height)
    }

    static func rgb(_ image: RasterImage, _ x: Int, _ y: Int) -> [Int] { Layouts.rgb(image, x, y) }

    @Test("Angle: +, -, unary -, scaled by a number either side, divided, and the compound assignments")
    func angleArithmetic() {
        var angle = Angle.degrees(30) + .degrees(60)
        #expect(abs(angle.degrees - 90) < 1e-9)
        #expect(abs((angle - .degrees(45)).degrees - 45) < 1e-9)
        #expect(abs((-angle).degrees + 90) < 1e-9)
        #expect(abs((angle * 2).degrees - 180) < 1e-9)
        #expect(abs((0.5 * angle).degrees - 45) < 1e-9)
        #expect(abs((angle / 3).degrees - 30) < 1e-9)
        angle += .degrees(10)
        angle -= .degrees(40)
        angle *= 2
        #expect(abs(angle.degrees - 120) < 1e-9)
        let index = 3
        let turn = Angle.degrees(360) / Double(6) * Double(index)
        #expect(abs(turn.degrees - 180) < 1e-9)
        #expect([Angle.degrees(10), .degrees(20)].reduce(.zero, +) == .degrees(10) + .degrees(20))
    }

    @Test(
        "border(_:width:) takes any shape style: .tint draws the accent blue, a gradient its colours, inside the bounds"
    )
    func borderStyles() throws {
        let tint = try Self.paint(Color.white.frame(width: 40, height: 40).border(.tint, width: 4))
        #expect(Self.rgb(tint, 1, 20) == [0, 122, 255])
        #expect(Self.rgb(tint, 20, 20) == [255, 255, 255])
        let quaternary = try Self.paint(Color.white.frame(width: 40, height: 40).border(.quaternary, width: 4))
        let grey = Self.rgb(quaternary, 1, 20)
        #expect(grey[0] < 255 && grey[0] > 200)
        let gradient = LinearGradient(colors: [.red, .blue], startPoint: .leading, endPoint: .trailing)
        let image = try Self.paint(Color.white.frame(width: 40, height: 40).border(gradient, width: 4))
        let left = Self.rgb(image, 1, 20), right = Self.rgb(image, 38, 20)
        #expect(left[0] > left[2] && right[2] > right[0])
        // A width that is not a number draws no border.
        let none = try Self.paint(Color.white.frame(width: 40, height: 40).border(.red, width: .nan))
        #expect(Self.rgb(none, 0, 20) == [255, 255, 255])
    }

    @Test(".link fills with UIColor.link: #007AFF")
    func linkStyle() throws {
        let image = try Self.paint(Rectangle().fill(.link))
        #expect(Self.rgb(image, 20, 20) == [0, 122, 255])
        let text = try Self.paint(Rectangle().foregroundStyle(.link))
        #expect(Self.rgb(text, 20, 20) == [0, 122, 255])
    }

    @Test("Stepper with the label last, as a trailing closure, lays out as the label-first forms")
    func labelLastSteppers() {
        func same(_ one: some View, _ other: some View) {
            let a = Layouts.layout(one).root, b = Layouts.layout(other).root
            #expect(a.frames == b.frames)
            #expect(a.textLines == b.textLines)
        }
        same(Stepper(onIncrement: {}, onDecrement: nil) { Text("Count") }, StepperBox("Count", canDecrement: false))
        same(
            Stepper(value: .constant(10), in: 1...10, onEditingChanged: { _ in }) { Text("Guests") },
            StepperBox("Guests", canIncrement: false))
        same(Stepper(value: .constant(2), step: 2, onEditingChanged: { _ in }) { Text("Pairs") }, StepperBox("Pairs"))
        // A trailing label alone still picks the label-first form.
        same(Stepper(value: .constant(3), in: 0...5) { Text("Items") }, StepperBox("Items"))
    }

    @Test("withAnimation(.spring(), { … }) and .animation(.spring(), value:) compile and run the body")
    func springCompiles() {
        var ran = false
        withAnimation(.spring(), { ran = true })
        #expect(ran)
        let animation: Animation = .spring()
        #expect(animation == .spring(response: 0.5, dampingFraction: 0.825))
        _ = Layouts.layout(Text("x").animation(.spring(), value: ran))
    }

    @Test("GeometryReader whose closure declares its type and returns explicitly draws what it returns")
    func explicitReturnReader() {
        let view = GeometryReader { proxy -> AnyView in
            let half = proxy.size.width / 2
            return AnyView(Color.red.frame(width: half, height: 10))
        }
        .frame(width: 200, height: 100)
        let result = Layouts.layout(view).root
        let colour = result.allViews.first { $0.frame.height == 10 }
        #expect(colour?.frame.width == 100)
    }

    @Test("UIHostingController holds its root view; Path(_:) draws a UIBezierPath's cgPath")
    func hostingAndCGPath() throws {
        let controller = UIHostingController(rootView: Text("Hosted"))
        #expect(Layouts.layout(controller.rootView).root.text("Hosted") != nil)
        let bezier = UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 40, height: 40), cornerRadius: 10)
        let path = Path(bezier.cgPath)
        #expect(path.boundingRect == CGRect(x: 0, y: 0, width: 40, height: 40))
        let image = try Self.paint(path.fill(Color.red))
        #expect(Self.rgb(image, 20, 20) == [255, 59, 48])
        #expect(Self.rgb(image, 0, 0) != [255, 59, 48], "the corner is rounded off")
        #expect(Path(path.cgPath).boundingRect == path.boundingRect)
    }

    @Test("blendMode composites the view's layer with Cairo's operator: multiply, screen, difference, plusLighter")
    func blendModes() throws {
        let red = Color(red: 1, green: 0, blue: 0), blue = Color(red: 0, green: 0, blue: 1)
        func blended(_ top: Color, _ mode: BlendMode, over bottom: Color) throws -> [Int] {
            try Self.rgb(
                Self.paint(
                    ZStack {
                        bottom; top.blendMode(mode)
                    }), 20, 20)
        }
        #expect(try blended(red, .multiply, over: .white) == [255, 0, 0])
        #expect(try blended(red, .multiply, over: blue) == [0, 0, 0])
        #expect(try blended(red, .screen, over: blue) == [255, 0, 255])
        #expect(try blended(.white, .difference, over: red) == [0, 255, 255])
        #expect(try blended(red, .plusLighter, over: blue) == [255, 0, 255])
        #expect(try blended(red, .darken, over: blue) == [0, 0, 0])
        #expect(try blended(red, .normal, over: blue) == [255, 0, 0])
        // Layout is unchanged.
        #expect(
            Layouts.layout(Text("x").blendMode(.multiply)).root.text("x")?.frame
                == Layouts.layout(Text("x")).root.text("x")?.frame)
    }

    @Test(
        """
        UnevenRoundedRectangle and .rect(cornerRadii:) round only the corners given, in clipShape and \
        background(_:in:)
        """
    )
    func unevenCorners() throws {
        let radii = RectangleCornerRadii(topLeading: 16, bottomTrailing: 16)
        let clipped = try Self.paint(Color.red.clipShape(.rect(cornerRadii: radii)))
        #expect(Self.rgb(clipped, 0, 0) == [255, 255, 255], "top leading rounded")
        #expect(Self.rgb(clipped, 39, 0) == [255, 59, 48], "top trailing square")
        #expect(Self.rgb(clipped, 0, 39) == [255, 59, 48], "bottom leading square")
        #expect(Self.rgb(clipped, 39, 39) == [255, 255, 255], "bottom trailing rounded")
        let background = try Self.paint(
            Color.clear.background(.red, in: .rect(topLeadingRadius: 0, topTrailingRadius: 16)))
        #expect(Self.rgb(background, 0, 0) == [255, 59, 48] && Self.rgb(background, 39, 0) == [255, 255, 255])
        let shape = UnevenRoundedRectangle(
            topLeadingRadius: 10, bottomLeadingRadius: .nan, bottomTrailingRadius: -4, topTrailingRadius: 1000)
        #expect(
            shape.path(in: CGRect(x: 0, y: 0, width: 40, height: 20)).boundingRect
                == CGRect(x: 0, y: 0, width: 40, height: 20))
        #expect(
            shape.inset(by: 2).path(in: CGRect(x: 0, y: 0, width: 40, height: 20)).boundingRect
                == CGRect(x: 2, y: 2, width: 36, height: 16))
        let border = try Self.paint(UnevenRoundedRectangle(cornerRadii: radii).strokeBorder(Color.red, lineWidth: 2))
        #expect(Self.rgb(border, 20, 0) == [255, 59, 48] && Self.rgb(border, 20, 20) == [255, 255, 255])
    }

    @Test(
        "iOS 17 scroll modifiers compile and change nothing drawn (Galley draws no indicators; a render never scrolls)")
    func scrollNoOps() {
        let plain = ScrollView { VStack { ForEach(0..<3) { Text("Row \($0)") } } }
        let modified = ScrollView { VStack { ForEach(0..<3) { Text("Row \($0)") } }.scrollTargetLayout() }
            .scrollIndicators(.hidden)
            .scrollTargetBehavior(.viewAligned)
            .scrollPosition(id: .constant(Int?.none))
        #expect(Layouts.layout(plain).root.frames == Layouts.layout(modified).root.frames)
        _ = Layouts.layout(
            ScrollView(.horizontal) { Text("x") }.scrollTargetBehavior(.paging).scrollIndicators(
                .never, axes: .horizontal))
    }

    @Test(
        """
        labelsHidden(): a toggle is its 51 × 31 switch, a stepper its 94 × 32 control, a menu picker its value; no \
        label text
        """
    )
    func hiddenLabels() {
        let toggle = Layouts.layout(Toggle("Wi-Fi", isOn: .constant(true)).labelsHidden()).root
        #expect(toggle.frame.size == CGSize(width: 51, height: 31))
        #expect(toggle.textLines.isEmpty)
        let stepper = Layouts.layout(Stepper("Guests", value: .constant(2), in: 1...5).labelsHidden()).root
        #expect(stepper.frame.size == CGSize(width: 94, height: 32))
        #expect(stepper.textLines.isEmpty)
        let picker = Layouts.layout(
            List {
                Picker("Flavor", selection: .constant(1)) {
                    Text("Vanilla").tag(1); Text("Mint").tag(2)
                }.labelsHidden()
            }
        ).root
        #expect(picker.text("Flavor") == nil && picker.text("Vanilla") != nil)
        let date = Date(timeIntervalSince1970: 1_700_000_000)
        let dated = Layouts.layout(DatePicker("Start", selection: .constant(date)).labelsHidden()).root
        let labelled = Layouts.layout(DatePicker("Start", selection: .constant(date))).root
        #expect(dated.text("Start") == nil && labelled.text("Start") != nil)
        #expect(dated.frame.width < labelled.frame.width, "the pills alone, at their own width")
        // Without it, the labels are there.
        #expect(Layouts.layout(Toggle("Wi-Fi", isOn: .constant(true))).root.text("Wi-Fi") != nil)
    }

    @Test("scenePadding pads by iPhone's 16 points on the edges given")
    func scenePadding() {
        #expect(
            Layouts.layout(Color.red.frame(width: 10, height: 10).scenePadding()).root.frame.size
                == CGSize(width: 42, height: 42))
        #expect(
            Layouts.layout(Color.red.frame(width: 10, height: 10).scenePadding(.minimum, edges: .horizontal)).root.frame
                .size == CGSize(width: 42, height: 10))
    }

    @Test("visualEffect applies the returned effects with the view's geometry; the layout keeps the view's frame")
    func visualEffects() throws {
        let square = Color(red: 1, green: 0, blue: 0).frame(width: 20, height: 20)
        let moved = square.visualEffect { content, proxy in content.offset(x: proxy.size.width) }.frame(
            width: 40, height: 40, alignment: .topLeading)
        let image = try Self.paint(moved)
        #expect(Self.rgb(image, 5, 5) == [255, 255, 255], "moved away")
        #expect(Self.rgb(image, 25, 5) == [255, 0, 0], "by its own width")
        let faded = try Self.paint(
            square.visualEffect { content, _ in content.opacity(0.5) }.frame(
                width: 40, height: 40, alignment: .topLeading))
        #expect(abs(Self.rgb(faded, 5, 5)[1] - 128) <= 1)
        #expect(
            Layouts.layout(moved).root.frames.first
                == Layouts.layout(square.frame(width: 40, height: 40, alignment: .topLeading)).root.frames.first)
    }

    @Test(
        """
        scrollTransition gives each view its phase by where it lies on the canvas: identity within it, \
        bottomTrailing beyond; the effect for that phase is drawn
        """
    )
    func scrollTransitions() throws {
        let width = UIScreen.main.bounds.width
        final class Phases: @unchecked Sendable { var byIndex: [Int: ScrollTransitionPhase] = [:] }
        let phases = Phases()
        // Three squares of half the canvas: the third lies wholly past its trailing edge,
        // a fourth is a sliver past it (a tenth visible) and a fifth is nine tenths in.
        let row = HStack(spacing: 0) {
            ForEach(0..<3) { index in
                Color(red: 1, green: 0, blue: 0)
                    .frame(width: width / 2, height: 20)
                    .scrollTransition(axis: .horizontal) { effect, phase in
                        phases.byIndex[index] = phase
                        return effect.opacity(phase.isIdentity ? 1 : 0)
                    }
            }
        }
        .fixedSize()
        .frame(width: width * 1.5, height: 20, alignment: .leading)
        let image = try Self.paint(row, width: width * 1.5, height: 20)
        #expect(phases.byIndex == [0: .identity, 1: .identity, 2: .bottomTrailing])
        #expect(Self.rgb(image, Int(width / 4), 10) == [255, 0, 0])
        #expect(
            Self.rgb(image, Int(width * 1.25), 10) == [255, 255, 255], "beyond the canvas: the bottomTrailing effect")

        func phase(
            at start: CGFloat, _ configuration: ScrollTransitionConfiguration = .interactive
        ) -> ScrollTransitionPhase {
            var found = ScrollTransitionPhase.identity
            _ = Layouts.layout(
                Color.red.frame(width: 100, height: 100)
                    .scrollTransition(configuration) { effect, phase in
                        found = phase; return effect
                    }
                    .offset(y: start)
                    .frame(width: 100, height: 2000, alignment: .top),
                width: 100
            )
            return found
        }
        #expect(phase(at: -90) == .topLeading, "a tenth visible")
        #expect(phase(at: -40) == .identity, "six tenths visible")
        #expect(
            phase(at: -40, ScrollTransitionConfiguration.interactive.threshold(.visible(1)).threshold(.visible(0.9)))
                == .identity)
        #expect(phase(at: -90, .identity) == .identity)
        #expect(phase(at: 3000) == .bottomTrailing)
    }

    @Test("GeometryProxy.frame(in:): .local at the origin, .global where the reader lies on the canvas")
    func proxyFrames() {
        var local = CGRect.null, global = CGRect.null
        _ = Layouts.layout(
            VStack(spacing: 0) {
                Color.clear.frame(height: 30)
                GeometryReader { proxy -> Color in
                    local = proxy.frame(in: .local)
                    global = proxy.frame(in: .global)
                    return Color.clear
                }
                .frame(width: 100, height: 50)
            }.frame(width: 200, height: 200, alignment: .top))
        #expect(local == CGRect(x: 0, y: 0, width: 100, height: 50))
        #expect(global == CGRect(x: 50, y: 30, width: 100, height: 50))
    }

    @Test("containerRelativeFrame sizes by the canvas (UIScreen.main): whole, and a span of columns with spacing")
    func containerRelative() {
        let width = UIScreen.main.bounds.width
        let whole = Layouts.layout(Color.red.containerRelativeFrame(.horizontal).frame(height: 10), width: 1000).root
        #expect(whole.allViews.contains { $0.frame.width == width })
        let third = Layouts.layout(
            Color.red.containerRelativeFrame(.horizontal, count: 3, spacing: 10).frame(height: 10), width: 1000
        ).root
        #expect(third.allViews.contains { abs($0.frame.width - (width - 20) / 3) < 0.5 })
        let two = Layouts.layout(
            Color.red.containerRelativeFrame(.horizontal, count: 3, span: 2, spacing: 10).frame(height: 10), width: 1000
        ).root
        #expect(two.allViews.contains { abs($0.frame.width - ((width - 20) / 3 * 2 + 10)) < 0.5 })
        // A count of 0 is 1; NaN lengths leave the axis alone.
        _ = Layouts.layout(Color.red.containerRelativeFrame(.horizontal, count: 0, span: 5, spacing: .nan))
        _ = Layouts.layout(Color.red.containerRelativeFrame(.vertical) { _, _ in .nan })
    }

    @Test(
        """
        AsyncImage never loads: the default placeholder is a grey fill of the offered size; custom placeholders \
        and the .empty phase draw
        """
    )
    func asyncImages() throws {
        let url = URL(string: "https://example.com/photo.png")
        let plain = try Self.paint(AsyncImage(url: url).frame(width: 40, height: 40))
        let grey = Self.rgb(plain, 20, 20)
        #expect(grey[0] < 245 && grey[0] > 220 && abs(grey[0] - grey[2]) <= 3)
        let custom = try Self.paint(
            AsyncImage(url: url) { image in
                image.resizable()
            } placeholder: {
                Color(red: 0, green: 0, blue: 1)
            })
        #expect(Self.rgb(custom, 20, 20) == [0, 0, 255])
        let phased = try Self.paint(
            AsyncImage(url: nil, transaction: Transaction(animation: .default)) { phase in
                if let image = phase.image {
                    image.resizable()
                } else if phase.error != nil {
                    Color(red: 1, green: 0, blue: 0)
                } else {
                    Color(red: 0, green: 1, blue: 0)
                }
            })
        #expect(Self.rgb(phased, 20, 20) == [0, 255, 0])
        _ = AsyncImage(url: url, scale: 2)
    }
}
