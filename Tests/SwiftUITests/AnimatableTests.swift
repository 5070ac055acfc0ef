import Foundation
import GalleyTestSupport
import SwiftUI
import Testing

/// A band across the middle whose height and inset animate together, as
/// apps write wave and progress shapes. `nonisolated`, as Swift 6 mode asks
/// of a shape with `animatableData`: `Animatable` is not isolated, a view is.
nonisolated private struct Band: Shape {
    var height: Double
    var inset: Double

    var animatableData: AnimatablePair<Double, Double> {
        get { AnimatablePair(height, inset) }
        set { (height, inset) = (newValue.first, newValue.second) }
    }

    func path(in rect: CGRect) -> Path {
        Path(CGRect(x: rect.minX + inset, y: rect.midY - height / 2, width: rect.width - 2 * inset, height: height))
    }
}

/// A modifier that shifts its content by its animatable offset.
nonisolated private struct Shift: AnimatableModifier {
    var offset: CGFloat
    var animatableData: CGFloat {
        get { offset }
        set { offset = newValue }
    }

    func body(content: Content) -> some View { content.offset(x: offset) }
}

/// A value of its own that animates as a whole.
private struct Level: VectorArithmetic, Animatable {
    var value: Double
    static var zero: Level { Level(value: 0) }
    static func + (lhs: Level, rhs: Level) -> Level { Level(value: lhs.value + rhs.value) }
    static func - (lhs: Level, rhs: Level) -> Level { Level(value: lhs.value - rhs.value) }
    mutating func scale(by rhs: Double) { value *= rhs }
    var magnitudeSquared: Double { value * value }
}

@MainActor
@Suite("Animatable")
struct AnimatableTests {
    @Test("A shape's animatableData is read and written through AnimatablePair, and the shape draws what it holds")
    func shapeData() throws {
        var band = Band(height: 10, inset: 0)
        band.animatableData = AnimatablePair(20, 5)
        #expect(band.height == 20 && band.inset == 5)
        let image = try Layouts.paint(band.fill(Color.black), width: 40, height: 40)
        // 20 high in the middle (10 to 30), 5 in from each side.
        #expect(Layouts.rgb(image, 20, 12) == [0, 0, 0] && Layouts.rgb(image, 20, 8) == [255, 255, 255])
        #expect(Layouts.rgb(image, 7, 20) == [0, 0, 0] && Layouts.rgb(image, 3, 20) == [255, 255, 255])
    }

    @Test("Shapes that declare no data have EmptyAnimatableData; values, pairs and CGRect interpolate as vectors")
    func vectors() {
        #expect(Circle().animatableData == EmptyAnimatableData())
        let pair = AnimatablePair(1.0, CGFloat(2)).scaled(by: 3) - AnimatablePair(1, 1)
        #expect(pair == AnimatablePair(2, 5) && pair.magnitudeSquared == 29)
        var level = Level(value: 2)
        level.animatableData = level.animatableData.scaled(by: 2)
        #expect(level.value == 4)
        var rect = CGRect(x: 0, y: 0, width: 10, height: 10)
        rect.animatableData = rect.animatableData + CGRect(x: 1, y: 2, width: 3, height: 4).animatableData
        #expect(rect == CGRect(x: 1, y: 2, width: 13, height: 14))
        #expect(Angle.degrees(180).animatableData == .pi)
    }

    @Test("An AnimatableModifier draws its content as its data stands")
    func modifier() {
        let placed = Layouts.layout(Text("Moved").modifier(Shift(offset: 30)), width: 200, height: 100)
        let text = placed.root.text("Moved")
        let unmoved = Layouts.layout(Text("Moved"), width: 200, height: 100).root.text("Moved")
        #expect(text != nil && unmoved != nil)
        if let text, let unmoved { #expect(text.frame.minX - unmoved.frame.minX == 30) }
    }
}
