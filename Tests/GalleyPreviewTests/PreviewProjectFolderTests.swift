import Foundation
import Testing
@testable import GalleyPreview
import GalleyPreviewScan
@testable import GalleyPreviewScanner

@Suite("Reading a project's folders")
struct PreviewProjectFolderTests {
    @Test("A folder given as a symbolic link is read where it leads")
    func linkedFolder() throws {
        let link = FileManager.default.temporaryDirectory.appendingPathComponent(
            "galley-linked-cards-\(UUID().uuidString)")
        try FileManager.default.createSymbolicLink(
            at: link, withDestinationURL: PreviewFixtures.folder.appendingPathComponent("Cards"))
        defer { try? FileManager.default.removeItem(at: link) }
        let linked = try PreviewProject(inputs: [link], scanner: PreviewFixtures.scanner)
        let direct = try PreviewFixtures.project("Cards")
        #expect(linked.previews.count == direct.previews.count && direct.previews.count == 5)
    }
}
