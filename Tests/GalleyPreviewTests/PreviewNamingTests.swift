import Foundation
import Testing
@testable import GalleyPreview

@Suite("Preview file names")
struct PreviewNamingTests {
    private func outcome(
        _ kind: PreviewDeclaration.Kind, file: String = "/src/Card View.swift", pictures: [String?]
    ) -> PreviewOutcome {
        let declaration = PreviewDeclaration(kind: kind, file: URL(fileURLWithPath: file), line: 1, column: 1)
        var outcome = PreviewOutcome(declaration: declaration)
        outcome.pictures = pictures.enumerated().map { index, name in
            RenderedPreview(
                declaration: declaration, number: index + 1, name: name, png: nil, dump: nil, warnings: [], error: nil)
        }
        return outcome
    }

    @Test("Named previews keep their names; unnamed ones are numbered per file in source order")
    func macroNames() {
        let names = PreviewNaming.names(for: [
            outcome(.macro(name: nil), pictures: [nil]),
            outcome(.macro(name: "Dark mode"), pictures: ["Dark mode"]),
            outcome(.macro(name: nil), pictures: [nil]),
            outcome(.macro(name: nil), file: "/src/Other.swift", pictures: [nil]),
        ])
        #expect(names == [["Card_View-1"], ["Card_View-Dark_mode"], ["Card_View-2"], ["Other-1"]])
    }

    @Test("A provider's pictures: display names, else the type, numbered when several; clashes get a suffix")
    func providerNames() {
        let names = PreviewNaming.names(for: [
            outcome(.provider(typeName: "Screens.Card_Previews"), pictures: [nil]),
            outcome(.provider(typeName: "Row_Previews"), pictures: ["Light", nil, nil]),
            outcome(.macro(name: "Light"), pictures: ["Light"]),
            outcome(.macro(name: "卡片"), pictures: ["卡片"]),
        ])
        #expect(
            names == [
                ["Card_View-Card_Previews"],
                ["Card_View-Light", "Card_View-Row_Previews-2", "Card_View-Row_Previews-3"],
                ["Card_View-Light-2"], ["Card_View-卡片"],
            ])
    }

    @Test("A name too long for a file: a start and a hash, stable, unique, at most 250 bytes (issue 33, item 7)")
    func longNames() {
        let title = String(repeating: "Déjà vu ", count: 40)
        let longFile = "/src/" + String(repeating: "F", count: 251) + ".swift"
        let outcomes = [
            outcome(.macro(name: title), pictures: [title]),
            outcome(.macro(name: title), pictures: [title]),
            outcome(.macro(name: title + "!"), pictures: [title + "!"]),
            outcome(.macro(name: nil), file: longFile, pictures: [nil]),
        ]
        let names = PreviewNaming.names(for: outcomes).flatMap { $0 }
        #expect(names == PreviewNaming.names(for: outcomes).flatMap { $0 })
        #expect(Set(names).count == names.count)
        for name in names {
            #expect(name.utf8.count <= 250, "\(name.utf8.count) bytes")
            #expect(name.utf8.count >= 240, "the start kept is as long as fits: \(name)")
            #expect(!name.contains("/") && !name.contains("\0") && name != "..")
        }
        #expect(names[0].hasPrefix("Card_View-Déjà_vu_Déjà_vu_"))
        #expect(names[0].contains("~"))
        // A short name is never changed.
        #expect(PreviewNaming.names(for: [outcome(.macro(name: "Dark"), pictures: ["Dark"])]) == [["Card_View-Dark"]])
    }
}
