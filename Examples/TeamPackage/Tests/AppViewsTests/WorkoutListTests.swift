// XCTest, as older suites are written: the same on iOS and Linux.
#if os(Linux)
    import GalleySnapshotTesting
#else
    import SnapshotTesting
#endif
import SwiftUI
import UIKit
import XCTest

@testable import AppViews

// `@MainActor` on each test, `async`: swift-corelibs-xctest (Linux) cannot
// run a `@MainActor` XCTestCase class or a synchronous `@MainActor` test
// ("Could not cast value of type …"); this form runs on both platforms.
final class WorkoutListTests: XCTestCase {
    @MainActor func testList() async {
        assertSnapshot(of: WorkoutList(), as: .image(layout: .device(config: .iPhone13)))
    }

    @MainActor func testListLandscape() async {
        assertSnapshot(
            of: WorkoutList(), as: .image(layout: .device(config: .iPhone13(.landscape))), named: "landscape")
    }

    @MainActor func testAccessibilitySize() async {
        assertSnapshot(
            of: WorkoutList(),
            as: .image(
                layout: .device(config: .iPhone13),
                traits: UITraitCollection(preferredContentSizeCategory: .accessibilityExtraLarge))
        )
    }
}
