import Foundation
import Testing
@testable import Galley

@Suite("Bad input through the API")
struct BadLayoutInputTests {
    func isFinite(_ rect: CGRect) -> Bool {
        [rect.minX, rect.minY, rect.width, rect.height].allSatisfy(\.isFinite)
    }

    @Test("NaN and negative sizes are clamped; every frame stays finite")
    func nanAndNegative() {
        let views: [AnyView] = [
            AnyView(Text("Hi").frame(width: .nan, height: -5)),
            AnyView(Color.red.frame(width: -10)),
            AnyView(Text("Hi").padding(-20)),
            AnyView(Text("Hi").offset(x: .nan, y: .infinity)),
            AnyView(Text("Hi").position(x: .nan, y: -.infinity)),
            AnyView(Text("Hi").frame(minWidth: .nan, maxWidth: -3)),
        ]
        for view in views {
            let result = Layouts.layout(view)
            #expect(result.root.allViews.allSatisfy { isFinite($0.frame) })
            #expect(result.root.allViews.allSatisfy { $0.frame.width >= 0 && $0.frame.height >= 0 })
        }
    }

    @Test(
        """
        A negative or non-finite frame length is dropped with SwiftUI's warning 'Invalid frame dimension (negative \
        or non-finite)'
        """
    )
    func invalidFrameDimension() {
        let negative = Layouts.layout(
            Color.red.frame(width: -10, height: 20), proposal: ProposedViewSize(width: 100, height: 100))
        #expect(negative.root.frame.size.doubles == [100, 20])
        #expect(negative.warnings == ["Invalid frame dimension (negative or non-finite)"])
        let flexible = Layouts.layout(
            Color.red.frame(minWidth: .nan, maxWidth: -3), proposal: ProposedViewSize(width: 100, height: 100))
        #expect(flexible.root.frame.size.doubles == [100, 100])
        #expect(flexible.warnings == ["Invalid frame dimension (negative or non-finite)"])
        // An infinite maximum is what `maxWidth: .infinity` means; an infinite width is not.
        let infiniteMaximum = Layouts.layout(
            Text("Hi").frame(maxWidth: .infinity), proposal: ProposedViewSize(width: 100, height: 100))
        #expect(infiniteMaximum.warnings.isEmpty)
        #expect(infiniteMaximum.root.frame.width == 100)
        let infiniteWidth = Layouts.layout(
            Text("Hi").frame(width: .infinity), proposal: ProposedViewSize(width: 100, height: 100))
        #expect(infiniteWidth.warnings == ["Invalid frame dimension (negative or non-finite)"])
        #expect(infiniteWidth.root.frame.width == Layouts.textSize("Hi").width)
    }

    @Test("Infinite sizes that reach placement never crash: maxWidth .infinity under fixedSize, infinite frames")
    func infinities() {
        let fixed = Layouts.layout(Text("Hi").frame(maxWidth: .infinity).fixedSize())
        #expect(fixed.root.frame.width == Layouts.textSize("Hi").width)
        let infiniteFrame = Layouts.layout(
            Color.red.frame(maxWidth: .infinity, maxHeight: .infinity), proposal: .infinity)
        #expect(isFinite(infiniteFrame.root.frame))
        #expect(infiniteFrame.warnings.contains { $0.contains("infinite size") })
        let infiniteProposal = Layouts.layout(Color.red, proposal: .infinity)
        #expect(isFinite(infiniteProposal.root.frame))
    }

    @Test("A position too large to snap to the pixel grid stays finite: VStack spacing −1e308 at @3x")
    func hugePositions() {
        let result = Layouts.layout(
            VStack(spacing: -1e308) {
                Text("a"); Text("b")
            })
        #expect(result.root.allViews.allSatisfy { isFinite($0.frame) })
        #expect(result.root.children.last?.frame.minY == -1e308)
    }

    @Test("aspectRatio fits or fills the proposal")
    func aspectRatio() {
        let proposal = ProposedViewSize(width: 300, height: 100)
        #expect(
            Layouts.layout(Color.red.aspectRatio(2, contentMode: .fit), proposal: proposal).root.frame.size.doubles == [
                200, 100,
            ])
        #expect(
            Layouts.layout(Color.red.aspectRatio(2, contentMode: .fill), proposal: proposal).root.frame.size.doubles
                == [300, 150])
        #expect(
            Layouts.layout(
                Color.red.aspectRatio(1.5, contentMode: .fit), proposal: ProposedViewSize(width: 90, height: nil)
            ).root.frame.size.doubles == [90, 60])
    }
}
