import Foundation
import Testing
@testable import Galley

// Seed 001's LittleSquares, as the catalog gives it: the Slider and Toggle
// state became plain properties, and the Form was left out.
struct ExampleView: View {
    // ⟦GALLEY: was `@State private var width: CGFloat = 150`, driven by the Slider
    // (0...proxy.size.width); test 150 (and e.g. 100, 200)⟧
    var width: CGFloat = 150
    // ⟦GALLEY: was `@State private var fixedSize: Bool = true`, driven by the Toggle; test true and false⟧
    var fixedSize: Bool = true

    var body: some View {
        GeometryReader { proxy in

            VStack {
                Spacer()

                VStack {
                    LittleSquares(total: 7)
                        .border(Color.green)
                        .fixedSize(horizontal: self.fixedSize, vertical: false)
                }
                .frame(width: self.width)
                .border(Color.primary)
                .background(MyGradient())

                Spacer()

                // ⟦GALLEY: removed the last child `Form { Slider(value: self.$width, in: 0...proxy.size.width);
                // Toggle(isOn: self.$fixedSize) { Text("Fixed Width") } }` (a greedy view: removing it changes the
                // vertical split)⟧
            }
        }.padding(.top, 140)
    }
}

struct LittleSquares: View {
    let sqSize: CGFloat = 20
    let total: Int

    var body: some View {
        GeometryReader { proxy in
            HStack(spacing: 5) {
                ForEach(0..<self.maxSquares(proxy), id: \.self) { _ in
                    RoundedRectangle(cornerRadius: 5).frame(width: self.sqSize, height: self.sqSize)
                        .foregroundColor(self.allFit(proxy) ? .green : .red)
                }
            }
        }.frame(idealWidth: (5 + self.sqSize) * CGFloat(self.total), maxWidth: (5 + self.sqSize) * CGFloat(self.total))
    }

    func maxSquares(_ proxy: GeometryProxy) -> Int {
        return min(Int(proxy.size.width / (sqSize + 5)), total)
    }

    func allFit(_ proxy: GeometryProxy) -> Bool {
        return maxSquares(proxy) == total
    }
}

struct MyGradient: View {
    var body: some View {
        LinearGradient(
            gradient: Gradient(colors: [Color.red.opacity(0.1), Color.green.opacity(0.1)]),
            startPoint: UnitPoint(x: 0, y: 0), endPoint: UnitPoint(x: 1, y: 1))
    }
}

@Suite("Seed example: LittleSquares")
struct LittleSquaresTests {
    func squares(_ result: LayoutResult) -> [PlacedView] {
        result.root.allViews.filter { $0.name == "RoundedRectangle" }
    }

    // Seed: 001-LittleSquares
    @Test("With fixedSize the ideal width (175) holds all seven squares, green; without it, six red ones in 150")
    func idealWidth() throws {
        let fixed = Layouts.layout(ExampleView(width: 150, fixedSize: true))
        let fixedSquares = squares(fixed)
        #expect(fixedSquares.count == 7)
        #expect(
            fixedSquares.allSatisfy {
                $0.paint.map { if case .fill(.color(let color), _) = $0 { color == .green } else { false } } == true
            })
        #expect(fixedSquares.allSatisfy { $0.frame.size.doubles == [20, 20] })
        // 5 points apart, give or take the pixel grid (origins snap to 1/3 pt).
        #expect(abs(Double(fixedSquares[1].frame.minX - fixedSquares[0].frame.maxX) - 5) < 0.34)

        let free = Layouts.layout(ExampleView(width: 150, fixedSize: false))
        let freeSquares = squares(free)
        #expect(freeSquares.count == 6)
        #expect(
            freeSquares.allSatisfy {
                $0.paint.map { if case .fill(.color(let color), _) = $0 { color == .red } else { false } } == true
            })

        // The block is 175 wide with fixedSize (over the 150 frame), 150 without.
        let fixedBlock = try #require(fixed.root.allViews.first { $0.name == "fixedSize" })
        #expect(Double(fixedBlock.frame.width) == 175)
        let freeBlock = try #require(free.root.allViews.first { $0.name == "fixedSize" })
        #expect(Double(freeBlock.frame.width) == 150)
    }
}
