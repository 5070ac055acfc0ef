import Foundation
import Testing
@testable import Galley

/// Right-to-left layout: "SwiftUI horizontally flips the x position of each
/// view within its parent" (Apple, `LayoutDirection`). The placing
/// container's environment decides.
@Suite("Layout direction")
struct LayoutDirectionTests {
    /// `view` laid out in a right-to-left environment.
    func rightToLeft<V: View>(
        _ view: V, proposal: ProposedViewSize = ProposedViewSize(width: 390, height: 763)
    ) -> LayoutResult {
        Layouts.layout(view.environment(\.layoutDirection, .rightToLeft), proposal: proposal)
    }

    func frame(_ id: String, in result: LayoutResult) throws -> [Double] {
        try #require(result.root.view(withID: id)).frame.doubles
    }

    @Test("An HStack places its first view at the right, the rest leftwards, with the same spacing")
    func hStackOrder() throws {
        let view = HStack(spacing: 10) {
            Color.red.frame(width: 50, height: 20).id("a")
            Color.green.frame(width: 30, height: 40).id("b")
        }
        .frame(width: 200, height: 100)
        let ltr = Layouts.layout(view), rtl = rightToLeft(view)
        // The stack (90 wide) is centred in the frame either way: 55…145.
        #expect(try frame("a", in: ltr)[0] == 55)
        #expect(try frame("b", in: ltr)[0] == 115)
        #expect(try frame("a", in: rtl)[0] == 95)
        #expect(try frame("b", in: rtl)[0] == 55)
        // Vertical positions stay.
        #expect(try frame("a", in: rtl)[1] == frame("a", in: ltr)[1])
    }

    @Test("VStack(alignment: .leading) lines its views up on the right")
    func vStackLeading() throws {
        let view = VStack(alignment: .leading, spacing: 0) {
            Color.red.frame(width: 100, height: 20).id("wide")
            Color.blue.frame(width: 40, height: 20).id("narrow")
        }
        let rtl = rightToLeft(view, proposal: ProposedViewSize(width: 300, height: 300))
        let wide = try frame("wide", in: rtl), narrow = try frame("narrow", in: rtl)
        #expect(wide[0] + wide[2] == narrow[0] + narrow[2])
        #expect(narrow[0] == wide[0] + 60)
    }

    @Test("padding(.leading) pads the right-hand side")
    func paddingLeading() throws {
        let view = Color.red.frame(width: 50, height: 50).id("box").padding(.leading, 30).id("padding")
        let rtl = rightToLeft(view)
        let padding = try frame("padding", in: rtl), box = try frame("box", in: rtl)
        #expect(padding[2] == 80)
        #expect(box[0] == padding[0])
        #expect(padding[0] + padding[2] - (box[0] + box[2]) == 30)
    }

    @Test("frame(maxWidth: .infinity, alignment: .leading) puts its view at the right")
    func frameLeading() throws {
        let view = Color.red.frame(width: 50, height: 20).id("box").frame(maxWidth: .infinity, alignment: .leading)
        let ltr = Layouts.layout(view, proposal: ProposedViewSize(width: 300, height: 100))
        let rtl = rightToLeft(view, proposal: ProposedViewSize(width: 300, height: 100))
        #expect(try frame("box", in: ltr)[0] == 0)
        #expect(try frame("box", in: rtl)[0] == 250)
    }

    @Test("overlay(alignment: .topLeading) and ZStack(alignment: .leading) align at the right")
    func overlayAndZStack() throws {
        let overlay = Color.gray.frame(width: 100, height: 100)
            .overlay(alignment: .topLeading) { Color.red.frame(width: 20, height: 10).id("badge") }
        let rtl = rightToLeft(overlay, proposal: ProposedViewSize(width: 100, height: 100))
        #expect(try frame("badge", in: rtl) == [80, 0, 20, 10])

        let stack = ZStack(alignment: .leading) {
            Color.gray.frame(width: 100, height: 50)
            Color.red.frame(width: 30, height: 10).id("small")
        }
        let rtlStack = rightToLeft(stack, proposal: ProposedViewSize(width: 100, height: 50))
        #expect(try frame("small", in: rtlStack) == [70, 20, 30, 10])
    }

    @Test("A Grid's first column is at the right")
    func gridColumns() throws {
        let grid = Grid(horizontalSpacing: 10, verticalSpacing: 0) {
            GridRow {
                Color.red.frame(width: 40, height: 10).id("first")
                Color.blue.frame(width: 60, height: 10).id("second")
            }
        }
        let rtl = rightToLeft(grid, proposal: ProposedViewSize(width: 110, height: 10))
        #expect(try frame("first", in: rtl)[0] == 70)
        #expect(try frame("second", in: rtl)[0] == 0)
    }

    /// A custom layout that puts each subview at `bounds.minX`, one under another.
    struct LeftEdgeLayout: Layout {
        final class Seen: @unchecked Sendable { var direction: LayoutDirection? }
        let seen: Seen

        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
            proposal.replacingUnspecifiedDimensions()
        }

        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
            seen.direction = subviews.layoutDirection
            var y = bounds.minY
            for subview in subviews {
                let size = subview.sizeThatFits(.unspecified)
                subview.place(at: CGPoint(x: bounds.minX, y: y), anchor: .topLeading, proposal: .unspecified)
                y += size.height
            }
        }
    }

    @Test("A custom Layout placing at bounds.minX gets its views at the right, and reads subviews.layoutDirection")
    func customLayout() throws {
        let seen = LeftEdgeLayout.Seen()
        let view = LeftEdgeLayout(seen: seen)() {
            Color.red.frame(width: 40, height: 10).id("a")
            Color.blue.frame(width: 20, height: 10).id("b")
        }
        let ltr = Layouts.layout(view, proposal: ProposedViewSize(width: 200, height: 100))
        #expect(seen.direction == .leftToRight)
        #expect(try frame("a", in: ltr)[0] == 0)
        let rtl = rightToLeft(view, proposal: ProposedViewSize(width: 200, height: 100))
        #expect(seen.direction == .rightToLeft)
        #expect(try frame("a", in: rtl)[0] == 160)
        #expect(try frame("b", in: rtl)[0] == 180)
    }

    @Test("offset(x:) still moves the drawing to the right")
    func offsetStays() throws {
        let view = Color.red.frame(width: 50, height: 50).id("box").offset(x: 20, y: 5).id("offset")
        let rtl = rightToLeft(view, proposal: ProposedViewSize(width: 50, height: 50))
        let offset = try frame("offset", in: rtl), box = try frame("box", in: rtl)
        #expect(box[0] - offset[0] == 20)
        #expect(box[1] - offset[1] == 5)
    }

    @Test("position(x:y:) is measured from the right edge")
    func positionMirrored() throws {
        let view = Color.red.frame(width: 20, height: 20).id("dot").position(x: 30, y: 40).frame(
            width: 200, height: 100)
        let rtl = rightToLeft(view, proposal: ProposedViewSize(width: 200, height: 100))
        #expect(try frame("dot", in: rtl) == [160, 30, 20, 20])
    }

    @Test("A GeometryReader's content sits at its top right")
    func geometryReader() throws {
        let view = GeometryReader { _ in Color.red.frame(width: 30, height: 10).id("content") }
        let rtl = rightToLeft(view, proposal: ProposedViewSize(width: 100, height: 100))
        #expect(try frame("content", in: rtl) == [70, 0, 30, 10])
    }

    @Test("Left to right inside right to left: the inner stack keeps its order, the outer places it at the right")
    func nestedLeftToRight() throws {
        let inner = HStack(spacing: 0) {
            Color.red.frame(width: 10, height: 10).id("first")
            Color.blue.frame(width: 10, height: 10).id("second")
        }
        .environment(\.layoutDirection, .leftToRight)
        let view = HStack(spacing: 0) {
            Color.gray.frame(width: 50, height: 10).id("outerFirst")
            inner
        }
        let rtl = rightToLeft(view, proposal: ProposedViewSize(width: 70, height: 10))
        #expect(try frame("outerFirst", in: rtl)[0] == 20)
        #expect(try frame("first", in: rtl)[0] == 0)
        #expect(try frame("second", in: rtl)[0] == 10)
    }

    @Test("Left to right is unchanged, and an environment set inside a view does not move the view itself")
    func parentDecides() throws {
        // The frame is left to right: it places the right-to-left stack at its leading (left) edge.
        let view = HStack(spacing: 0) {
            Color.red.frame(width: 10, height: 10).id("first")
            Color.blue.frame(width: 10, height: 10).id("second")
        }
        .id("stack")
        .environment(\.layoutDirection, .rightToLeft)
        .frame(width: 100, alignment: .leading)
        let result = Layouts.layout(view, proposal: ProposedViewSize(width: 100, height: 10))
        #expect(try frame("stack", in: result)[0] == 0)
        #expect(try frame("first", in: result)[0] == 10)
        #expect(try frame("second", in: result)[0] == 0)
    }

    @Test("A horizontal ScrollView's content starts at its right edge")
    func scrollView() throws {
        let view = ScrollView(.horizontal) {
            HStack(spacing: 0) {
                Color.red.frame(width: 100, height: 10).id("first")
                Color.blue.frame(width: 100, height: 10).id("second")
            }
        }
        let rtl = rightToLeft(view, proposal: ProposedViewSize(width: 150, height: 10))
        #expect(try frame("first", in: rtl)[0] == 50)
        #expect(try frame("second", in: rtl)[0] == -50)
    }
}
