import GalleySnapshotTesting
import Testing

/// Every preview of a folder of SwiftUI source, asserted from a test:
/// references live in `__Snapshots__/PreviewAssertionTests/`.
@Suite(.snapshots(record: recordMode), .serialized)
struct PreviewAssertionTests {
    @Test func cards() {
        assertPreviews(in: "../GalleyPreviewTests/Fixtures/Cards")
    }

    @Test("A compile error is a test failure with the compiler's message")
    func unsupported() {
        withKnownIssue {
            assertPreviews(in: "../GalleyPreviewTests/Fixtures/Unsupported")
        } matching: { issue in
            issue.description.contains(
                "Unsupported.swift:6:14: error: value of type 'Text' has no member 'geometryGroup'")
        }
    }

    @Test(
        "Crashing, hanging and hoarding previews each fail the test, naming their lines; the others are still asserted")
    func runaway() {
        final class Seen: @unchecked Sendable { var issues: [String] = [] }
        let seen = Seen()
        withKnownIssue {
            assertPreviews(in: "../GalleyPreviewTests/Fixtures/Runaway", record: .never, timeLimit: 3, memoryLimit: 300)
        } matching: { issue in
            seen.issues.append(issue.description)
            return true
        }
        let expected = [
            "Runaway.swift:47: #Preview \"Crash\": crashed",
            "Runaway.swift:49: #Preview \"Hang\": did not finish within 3 s",
            "Runaway.swift:51: #Preview \"Hog\": used more than 300 MiB",
            "Runaway.swift:53: #Preview \"Exit\": exited before drawing",
            "Runaway.swift:70: #Preview \"Unwritten\": crashed",
            "Runaway.swift:71: #Preview \"Out of range\": crashed",
            // The six previews drawn have no reference, and record: .never writes none: their pictures and dumps.
            "No reference was found on disk",
        ]
        for text in expected {
            #expect(seen.issues.contains { $0.contains(text) }, "\(text)")
        }
        #expect(seen.issues.count == 6 + 6 * 2)
    }
}
