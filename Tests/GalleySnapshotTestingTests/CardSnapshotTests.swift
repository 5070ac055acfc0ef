import GalleySnapshotTesting
import Testing

/// The library used as an app's tests would use it: references live in
/// `__Snapshots__/CardSnapshotTests/` next to this file.
@Suite(.snapshots(record: recordMode))
struct CardSnapshotTests {
    @Test func card() {
        assertSnapshot(of: Card(), as: .image(layout: .device(.iPhone13Pro)))
        assertSnapshot(of: Card(), as: .dump(layout: .device(.iPhone13Pro)))
    }

    @Test func cardWithALongTitle() {
        assertSnapshot(
            of: Card(title: "A title long enough to wrap onto a second line"),
            as: .image(layout: .fixed(width: 320, height: 320, scale: 2)))
    }
}
