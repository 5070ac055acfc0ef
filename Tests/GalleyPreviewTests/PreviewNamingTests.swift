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
}
