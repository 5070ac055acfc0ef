import Foundation
import Testing
@testable import Galley

@Suite("Drawing modifiers and paths: layout unchanged, bad values harmless")
struct DrawingModifierTests {
    @Test(
        """
        shadow, blur, rotationEffect, scaleEffect and zIndex are passthrough nodes named as written, with their \
        child's frame
        """
    )
    func layoutUnchanged() throws {
        let plain = Layouts.layout(
            HStack {
                Text("Hello").id("t"); Color.red.frame(width: 30, height: 20).id("c")
            })
        let drawn = Layouts.layout(
            HStack {
                Text("Hello").id("t").shadow(radius: 3).blur(radius: 2).rotationEffect(.degrees(30)).scaleEffect(2)
                    .zIndex(1)
                Color.red.frame(width: 30, height: 20).id("c").scaleEffect(x: 0.5, y: 3, anchor: .bottom)
                    .rotationEffect(.radians(1), anchor: .topLeading)
                    .shadow(color: .blue, radius: 0, x: 4, y: 4)
            })
        for id in ["t", "c"] {
            #expect(drawn.root.view(withID: id)?.frame == plain.root.view(withID: id)?.frame)
        }
        #expect(drawn.root.frame == plain.root.frame)
        let names = drawn.root.allViews.map(\.name)
        #expect(
            names == [
                "HStack", "zIndex", "scaleEffect", "rotationEffect", "blur", "shadow", "Text",
                "shadow", "rotationEffect", "scaleEffect", "frame", "Color",
            ])
        for view in drawn.root.allViews
        where ["zIndex", "scaleEffect", "rotationEffect", "blur", "shadow"].contains(view.name) {
            #expect(view.frame == view.children.first?.frame, "\(view.name)")
        }
        let effects = drawn.root.allViews.compactMap(\.effect)
        #expect(
            effects == [
                .scale(CGSize(width: 2, height: 2), anchor: .center), .rotation(.degrees(30), anchor: .center),
                .blur(radius: 2, opaque: false),
                .shadow(color: Color(white: 0, opacity: 0.33), radius: 3, offset: .zero),
                .shadow(color: .blue, radius: 0, offset: CGSize(width: 4, height: 4)),
                .rotation(.radians(1), anchor: .topLeading),
                .scale(CGSize(width: 0.5, height: 3), anchor: .bottom),
            ])
        #expect(drawn.root.children[0].zIndex == 1 && drawn.root.children[1].zIndex == 0)
    }

    @Test("zIndex keeps the layout's child order; modifiers around the view pass it on")
    func zIndexOrder() throws {
        let result = Layouts.layout(
            ZStack {
                Text("A").zIndex(2).padding(); Text("B")
            })
        #expect(result.root.children.map(\.name) == ["padding", "Text"])
        #expect(result.root.children.map(\.zIndex) == [2, 0])
        #expect(Layouts.layout(Text("A").zIndex(.nan)).root.zIndex == 0)
    }

    @Test("Not-finite angles, scales and radii leave the drawing as it is; radii are clamped to 0…1,000")
    func badValues() throws {
        func effect(_ view: some View) -> DrawingEffect? { Layouts.layout(view).root.effect }
        let text = Text("Hi")
        #expect(effect(text.rotationEffect(.radians(.nan))) == .rotation(.zero, anchor: .center))
        #expect(
            effect(text.rotationEffect(.degrees(.infinity), anchor: UnitPoint(x: .nan, y: 0)))
                == .rotation(.zero, anchor: .center))
        #expect(effect(text.scaleEffect(.nan)) == .scale(CGSize(width: 1, height: 1), anchor: .center))
        #expect(
            effect(text.scaleEffect(x: .infinity, y: 1e12))
                == .scale(CGSize(width: 1, height: EffectLimits.maximumScale), anchor: .center))
        #expect(effect(text.blur(radius: .nan)) == .blur(radius: 0, opaque: false))
        #expect(effect(text.blur(radius: -4)) == .blur(radius: 0, opaque: false))
        #expect(effect(text.blur(radius: 1e9)) == .blur(radius: EffectLimits.maximumRadius, opaque: false))
        #expect(
            effect(text.shadow(radius: .infinity, x: .nan, y: 2))
                == .shadow(color: Color(white: 0, opacity: 0.33), radius: 0, offset: CGSize(width: 0, height: 2)))
    }

    @Test(
        """
        A Path view takes its proposal (10 where unspecified) and is named Path; user shapes are named after their \
        type
        """
    )
    func pathViews() throws {
        let path = Path(CGRect(x: 0, y: 0, width: 100, height: 100))
        let result = Layouts.layout(
            VStack(spacing: 0) {
                path.frame(width: 20, height: 30).id("sized")
                path.fill(Color.red).fixedSize().id("ideal")
                Circle().trim(from: 0, to: 0.5).stroke(Color.blue).frame(width: 10, height: 10).id("trimmed")
            })
        #expect(result.root.view(withID: "sized")?.children.first?.frame.size == CGSize(width: 20, height: 30))
        #expect(result.root.view(withID: "ideal")?.children.first?.frame.size == CGSize(width: 10, height: 10))
        #expect(result.root.view(withID: "sized")?.children.first?.name == "Path")
        #expect(result.root.view(withID: "trimmed")?.children.first?.name == "Circle")
        guard
            case .stroke(_, .path(let trimmed, _), _, false)? = result.root.view(withID: "trimmed")?.children.first?
                .paint
        else {
            Issue.record("a trimmed shape strokes its trimmed path")
            return
        }
        #expect(
            abs(trimmed.boundingRect.minY - 5) < 0.01 && abs(trimmed.boundingRect.maxY - 10) < 0.01,
            "the lower half: \(trimmed.boundingRect)")
    }

    @Test("Path's rectangles, ellipses and arcs have the bounds and elements SwiftUI gives them")
    func pathGeometry() throws {
        #expect(Path(CGRect(x: 1, y: 2, width: 3, height: 4)).boundingRect == CGRect(x: 1, y: 2, width: 3, height: 4))
        let ellipse = Path(ellipseIn: CGRect(x: 0, y: 0, width: 40, height: 20)).boundingRect
        #expect(abs(ellipse.width - 40) < 1e-9 && abs(ellipse.height - 20) < 0.01)
        #expect(Path().boundingRect.isNull && Path().isEmpty)
        var elements: [Path.Element] = []
        Path(CGRect(x: 0, y: 0, width: 1, height: 1)).forEach { elements.append($0) }
        #expect(
            elements == [
                .move(to: .zero), .line(to: CGPoint(x: 1, y: 0)), .line(to: CGPoint(x: 1, y: 1)),
                .line(to: CGPoint(x: 0, y: 1)), .closeSubpath,
            ])
        var quarter = Path()
        quarter.addArc(center: .zero, radius: 10, startAngle: .zero, endAngle: .degrees(90), clockwise: false)
        #expect(
            abs(quarter.boundingRect.width - 10) < 1e-9 && abs(quarter.boundingRect.height - 10) < 1e-9,
            "increasing angles, y down: into +x +y")
        var longWay = Path()
        longWay.addArc(center: .zero, radius: 10, startAngle: .zero, endAngle: .degrees(90), clockwise: true)
        #expect(
            abs(longWay.boundingRect.minX + 10) < 1e-9 && abs(longWay.boundingRect.minY + 10) < 1e-9,
            "the other way, three quarters")
    }

    @Test("trimmedPath keeps the fraction of the outline's length from the path's start")
    func trimming() throws {
        let square = Path(CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(square.trimmedPath(from: 0, to: 0.25).boundingRect == CGRect(x: 0, y: 0, width: 10, height: 0))
        #expect(square.trimmedPath(from: 0.25, to: 0.5).boundingRect == CGRect(x: 10, y: 0, width: 0, height: 10))
        #expect(square.trimmedPath(from: 0.5, to: 0.2).isEmpty)
        #expect(square.trimmedPath(from: -1, to: .nan).isEmpty)
        var whole: [Path.Element] = []
        square.trimmedPath(from: 0, to: 1).forEach { whole.append($0) }
        #expect(whole.last == .closeSubpath, "a whole subpath stays closed")
        let circle = Circle().path(in: CGRect(x: 0, y: 0, width: 20, height: 20)).trimmedPath(from: 0, to: 0.25)
            .boundingRect
        #expect(
            abs(circle.minX - 10) < 0.01 && abs(circle.maxX - 20) < 0.01 && abs(circle.minY - 10) < 0.01
                && abs(circle.maxY - 20) < 0.01)
    }

    @Test("Points, radii and angles that are not finite are left out of a path")
    func badPathInput() throws {
        var path = Path()
        path.move(to: CGPoint(x: CGFloat.nan, y: 0))
        path.addLine(to: CGPoint(x: 1, y: CGFloat.infinity))
        path.addArc(center: .zero, radius: .nan, startAngle: .zero, endAngle: .degrees(90), clockwise: false)
        path.addRect(CGRect(x: 0, y: 0, width: CGFloat.infinity, height: 1))
        #expect(path.isEmpty)
    }
}
