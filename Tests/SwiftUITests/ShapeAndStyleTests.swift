import Foundation
import SwiftUI
import Testing
import GalleyTestSupport

@Suite("Shapes, shape styles and ids as SwiftUI spells them")
struct ShapeAndStyleTests {
    @Test("RoundedRectangle(cornerRadius:style:) and (cornerSize:style:) draw rounded rectangles")
    func roundedRectangles() {
        let continuous = Layouts.layout(
            RoundedRectangle(cornerRadius: 12, style: .continuous).frame(width: 100, height: 50)
        ).root
        #expect(continuous.children.first?.paint == .fill(.color(.primary), .roundedRectangle(cornerRadius: 12)))
        let sized = Layouts.layout(
            RoundedRectangle(cornerSize: CGSize(width: 8, height: 8), style: .circular).fill(.blue).frame(
                width: 40, height: 40)
        ).root
        #expect(sized.children.first?.paint == .fill(.color(.blue), .roundedRectangle(cornerRadius: 8)))
        let stroked = Layouts.layout(
            Circle().stroke(style: StrokeStyle(lineWidth: 3, dash: [4, 2])).frame(width: 30, height: 30)
        ).root
        if case .stroke(_, .circle, let style, _) = stroked.children.first?.paint {
            #expect(style.lineWidth == 3)
        } else {
            Issue.record("a stroked circle")
        }
    }

    @Test(
        """
        Shape-style shorthands: .background(.blue), .foregroundStyle(.secondary), .fill(.blue.gradient), \
        materials, .tertiary, .tint
        """
    )
    func shorthands() throws {
        let view = VStack {
            Text("Material").padding().background(.ultraThinMaterial)
            Text("Secondary").foregroundStyle(.secondary)
            Text("Tertiary").foregroundStyle(.tertiary)
            Text("Gradient text").foregroundStyle(.blue.gradient)
            Rectangle().fill(.blue.gradient).frame(width: 10, height: 10)
            Rectangle().fill(.orange.opacity(0.5)).frame(width: 10, height: 10)
            Capsule().fill(.tint).frame(width: 10, height: 10)
            Text("Blue").padding().background(.blue, in: RoundedRectangle(cornerRadius: 8, style: .continuous))
        }
        let root = Layouts.layout(view).root
        #expect(root.text("Secondary")?.paint == .text([.secondary]))
        #expect(root.text("Gradient text")?.paint == .text([.blue]))
        if case .text(let colors, _) = root.text("Tertiary")?.paint {
            #expect(colors.first?.opacity == 0.3)
        } else {
            Issue.record("tertiary text")
        }
        let fills = root.allViews.compactMap { view -> Paint.Style? in
            if case .fill(let style, _) = view.paint { return style }
            return nil
        }
        #expect(fills.contains(.gradient(Color.blue.gradient)))
        #expect(fills.contains(.color(Color.orange.opacity(0.5))))
        #expect(fills.contains(.color(.blue)))
        #expect(fills.contains { if case .color(let color) = $0 { color.opacity == 0.35 } else { false } })
    }

    @Test(".id(_:) takes any Hashable and names the view with its description")
    func hashableIDs() {
        enum Section: Hashable { case header }
        let view = VStack {
            Text("One").id(1)
            Text("Two").id(Section.header)
            Text("Three").id("three")
        }
        let root = Layouts.layout(view).root
        #expect(root.view(withID: "1")?.text?.lineStrings == ["One"])
        #expect(root.view(withID: "header")?.text?.lineStrings == ["Two"])
        #expect(root.view(withID: "three")?.text?.lineStrings == ["Three"])
    }
}
