import GalleySnapshotTesting
import XCTest

/// The same with XCTest: references live in `__Snapshots__/CardXCTests/`.
final class CardXCTests: XCTestCase {
    override func invokeTest() {
        withSnapshotTesting(record: recordMode) {
            super.invokeTest()
        }
    }

    func testCard() {
        assertSnapshot(of: Card(), as: .image(layout: .sizeThatFits(scale: 2)))
        assertSnapshot(of: Card(), as: .dump)
    }
}
