import Foundation
import SwiftUI
import Testing
import GalleyTestSupport

/// Phase and keyframe animators and symbol effects draw their first moment.
@Suite("Animators in a still frame")
struct AnimatorTests {
    enum Pulse: CaseIterable { case small, large }

    struct Values {
        var scale = 1.0
        var offset = 0.0
    }

    @Test("PhaseAnimator and phaseAnimator draw their content in the first phase")
    func phases() throws {
        let view = PhaseAnimator(Pulse.allCases) { phase in
            Text(phase == .small ? "small" : "large")
        }
        #expect(Layouts.layout(view).root.textLines == [["small"]])
        let modified = Text("Card").phaseAnimator([20.0, 40.0]) { content, padding in
            content.padding(padding)
        }
        let card = try #require(Layouts.layout(modified).root.allViews.first { $0.name == "padding" })
        let text = try #require(Layouts.layout(modified).root.text("Card"))
        #expect(card.frame.width == text.frame.width + 40)
        // No phases: nothing to draw.
        #expect(Layouts.layout(PhaseAnimator([Pulse]()) { _ in Text("never") }).root.textLines.isEmpty)
    }

    @Test(
        """
        KeyframeAnimator and keyframeAnimator draw their initial value; the keyframes written as apps write them \
        compile
        """
    )
    func keyframes() throws {
        let view = KeyframeAnimator(initialValue: Values(scale: 2), repeating: true) { values in
            Text("Scale \(values.scale, specifier: "%.1f")")
        } keyframes: { _ in
            KeyframeTrack(\.scale) {
                LinearKeyframe(1.2, duration: 0.2)
                SpringKeyframe(0.8, duration: 0.3, spring: .bouncy)
                CubicKeyframe(1.0, duration: 0.2)
            }
            KeyframeTrack(\.offset) {
                MoveKeyframe(0)
                LinearKeyframe(-20, duration: 0.1, timingCurve: .easeOut)
            }
        }
        #expect(Layouts.layout(view).root.textLines == [["Scale 2.0"]])
        let modified = Text("Bell").keyframeAnimator(initialValue: Values(offset: 12), trigger: 1) { content, values in
            content.offset(x: values.offset)
        } keyframes: { _ in
            KeyframeTrack(\.offset) { LinearKeyframe(0, duration: 1) }
        }
        let bell = try #require(Layouts.layout(modified).root.text("Bell"))
        let plain = try #require(Layouts.layout(Text("Bell")).root.text("Bell"))
        #expect(bell.frame.minX == plain.frame.minX + 12)
    }

    @Test("symbolEffect and symbolEffectsRemoved leave the symbol as drawn")
    func symbolEffects() {
        let plain = Layouts.layout(Image(systemName: "bell")).root.frames
        let pulsing = Layouts.layout(
            Image(systemName: "bell").symbolEffect(.pulse.byLayer, options: .repeating, isActive: true)
        ).root.frames
        let bouncing = Layouts.layout(
            Image(systemName: "bell").symbolEffect(.bounce.up, value: 3).symbolEffectsRemoved()
        ).root.frames
        #expect(pulsing == plain && bouncing == plain)
        _ = ContentTransition.symbolEffect(.replace.downUp)
    }
}
