// The same test file on iOS (swift-snapshot-testing on the Simulator) and
// on Linux (Galley): only the import differs. iOS records card.1.png,
// Galley card.1.linux.png, side by side in __Snapshots__/CardViewTests/.
#if os(Linux)
    import GalleySnapshotTesting
#else
    import SnapshotTesting
#endif
import SwiftUI
import Testing
import UIKit

@testable import AppViews

@MainActor
@Suite struct CardViewTests {
    @Test func card() {
        assertSnapshot(of: CardView(), as: .image(layout: .device(config: .iPhone13)))
    }

    @Test func cardAtItsSize() {
        assertSnapshot(of: CardView(), as: .image(layout: .sizeThatFits))
    }

    @Test func emptyWeek() {
        assertSnapshot(
            of: CardView(workouts: [], goalMinutes: 120), as: .image(layout: .fixed(width: 375, height: 220)))
    }

    @Test func darkLargeText() {
        let traits = UITraitCollection(traitsFrom: [
            UITraitCollection(userInterfaceStyle: .dark),
            UITraitCollection(preferredContentSizeCategory: .extraExtraLarge),
        ])
        assertSnapshot(
            of: CardView(),
            as: .image(
                drawHierarchyInKeyWindow: false, precision: 0.99, perceptualPrecision: 0.98,
                layout: .device(config: .iPhone13), traits: traits)
        )
    }
}
