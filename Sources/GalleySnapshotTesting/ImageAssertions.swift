import Foundation
import SnapshotTesting

// swift-snapshot-testing records whatever a strategy produced when a
// reference is missing (or always, or on failure, by record mode). A view
// Galley cannot paint produces no picture, only a reason: these overloads
// of its functions, chosen for every image strategy of this module, turn
// that into a failure and never write a reference from it.

/// Asserts an image snapshot, as swift-snapshot-testing's `assertSnapshot`
/// does, except that a view Galley cannot lay out or paint fails with the
/// reason and records no reference, whatever the record mode.
public func assertSnapshot<Value>(
    of value: @autoclosure () throws -> Value,
    as snapshotting: Snapshotting<Value, SnapshotImage>,
    named name: String? = nil,
    record: SnapshotTestingConfiguration.Record? = nil,
    timeout: TimeInterval = 5,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    testName: String = #function,
    line: UInt = #line,
    column: UInt = #column
) {
    let failure = verifySnapshot(
        of: try value(), as: snapshotting, named: name, record: record, timeout: timeout,
        fileID: fileID, file: filePath, testName: testName, line: line, column: column
    )
    guard let failure else { return }
    recordFailure(failure, fileID: fileID, filePath: filePath, line: line, column: column)
}

/// Verifies an image snapshot, as swift-snapshot-testing's `verifySnapshot`
/// does, except that a view Galley cannot lay out or paint returns the
/// reason and records no reference, whatever the record mode.
public func verifySnapshot<Value>(
    of value: @autoclosure () throws -> Value,
    as snapshotting: Snapshotting<Value, SnapshotImage>,
    named name: String? = nil,
    record: SnapshotTestingConfiguration.Record? = nil,
    snapshotDirectory: String? = nil,
    timeout: TimeInterval = 5,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    testName: String = #function,
    line: UInt = #line,
    column: UInt = #column
) -> String? {
    let taken: Value
    do {
        taken = try value()
    } catch {
        return error.localizedDescription
    }
    var picture: SnapshotImage?
    snapshotting.snapshot(taken).run { picture = $0 }
    guard let picture else {
        // A strategy that answers later: swift-snapshot-testing waits for it.
        return FailureImages.collecting(fileID: fileID, filePath: filePath, line: line, column: column) {
            SnapshotTesting.verifySnapshot(
                of: taken, as: snapshotting, named: name, record: record, snapshotDirectory: snapshotDirectory,
                timeout: timeout,
                fileID: fileID, file: filePath, testName: testName, line: line, column: column
            )
        }
    }
    let stored = Snapshotting<SnapshotImage, SnapshotImage>(
        pathExtension: snapshotting.pathExtension, diffing: snapshotting.diffing)
    guard let reason = picture.failureReason else {
        return FailureImages.collecting(fileID: fileID, filePath: filePath, line: line, column: column) {
            SnapshotTesting.verifySnapshot(
                of: picture, as: stored, named: name, record: record, snapshotDirectory: snapshotDirectory,
                timeout: timeout,
                fileID: fileID, file: filePath, testName: testName, line: line, column: column
            )
        }
    }
    // Counted as a snapshot all the same (recording nothing), so the
    // unnamed snapshots after it keep their numbers; its comparison's
    // pictures are dropped, since the message is this one.
    _ = FailureImages.$current.withValue(FailureImages()) {
        SnapshotTesting.verifySnapshot(
            of: picture, as: stored, named: name, record: .never, snapshotDirectory: snapshotDirectory,
            timeout: timeout,
            fileID: fileID, file: filePath, testName: testName, line: line, column: column
        )
    }
    return "\(reason)\nNo reference was recorded: a reference is only ever recorded from a picture."
}
