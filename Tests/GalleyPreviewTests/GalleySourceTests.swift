import Foundation
@testable import GalleyPreview
import Testing

@Suite("Galley's fingerprint in the preview cache")
struct GalleySourceTests {
    @Test(
        """
        It changes with a module previews compile, the manifest or the fonts, not with render's or the scanner's \
        sources
        """
    )
    func fingerprint() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("galley-root-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        func write(_ text: String, to path: String) throws {
            let file = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: file)
        }
        try write("// manifest", to: "Package.swift")
        try write("font", to: "Fonts/Inter.otf")
        try write("struct A {}", to: "Sources/SwiftUI/A.swift")
        try write("struct B {}", to: "Sources/render/B.swift")
        try write("struct C {}", to: "Sources/GalleyPreviewScanner/C.swift")
        var fingerprint = GalleySource.fingerprint(of: root)
        try write("struct B { var changed = 1 }", to: "Sources/render/B.swift")
        try write("struct C { var changed = 1 }", to: "Sources/GalleyPreviewScanner/C.swift")
        #expect(GalleySource.fingerprint(of: root) == fingerprint)
        for (path, text) in [
            ("Sources/SwiftUI/A.swift", "struct A { var changed = 1 }"), ("Sources/UIKit/New.swift", "struct N {}"),
            ("Package.swift", "// manifest, changed"), ("Fonts/Inter.otf", "font, changed"),
        ] {
            try write(text, to: path)
            let changed = GalleySource.fingerprint(of: root)
            #expect(changed != fingerprint, "\(path)")
            fingerprint = changed
        }
    }
}
