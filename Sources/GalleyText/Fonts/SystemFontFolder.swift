import Foundation

/// Apple's fonts read from a folder its owner points Galley at
/// (`GALLEY_SYSTEM_FONTS`, `render --system-fonts`): the files recognised
/// by the family name in their name table, and the part each family plays.
///
/// SF Pro Text draws the system font below 20 points and SF Pro Display from
/// 20 (either alone draws every size; "SF Pro", the variable file, when
/// neither is there); SF Compact stands in when there is no SF Pro; SF Pro
/// Rounded (else SF Compact Rounded) draws `.rounded`, SF Mono
/// `.monospaced`, New York `.serif` (Small below 20 points, Medium from 20,
/// Large from 36, Extra Large from 54). A design the folder lacks keeps its
/// bundled stand-in. The system font takes Apple's SF Pro tracking table
/// when it is SF Pro, none otherwise.
struct SystemFontFolder {
    static let environmentVariable = "GALLEY_SYSTEM_FONTS"

    /// Family name, lowercased → the folder's faces of it.
    let families: [String: [FontLibrary.FaceRecord]]
    let roles: SystemFontRoles
    /// Designs that fall back to another weight, in words.
    let warnings: [String]

    /// Reads the font files directly in `path` (not in its subfolders),
    /// in name order.
    init(path: String, store: FaceStore) throws(FontError) {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw .systemFonts(path, problem: "no such folder")
        }
        guard isDirectory.boolValue else { throw .systemFonts(path, problem: "not a folder") }
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: path) else {
            throw .systemFonts(path, problem: "the folder cannot be read")
        }
        let files = names.filter { !$0.hasPrefix(".") }.sorted()
        guard !files.isEmpty else { throw .systemFonts(path, problem: "the folder is empty") }

        var families: [String: [FontLibrary.FaceRecord]] = [:]
        var displayNames: [String: String] = [:]
        for name in files {
            let file = path.hasSuffix("/") ? path + name : path + "/" + name
            guard let face = try? store.face(path: file, index: 0) else { continue }
            let traits = FontLibrary.traits(of: face)
            let key = face.familyName.lowercased()
            families[key, default: []].append(FontLibrary.FaceRecord(path: file, index: 0, weight: traits.weight, isItalic: traits.isItalic))
            displayNames[key] = face.familyName
        }
        guard !families.isEmpty else { throw .systemFonts(path, problem: "the folder holds no font file FreeType can read") }

        func present(_ candidates: [(String, Double)]) -> [SystemFontRoles.Optical] {
            candidates.filter { families[$0.0] != nil }.map { SystemFontRoles.Optical(family: $0.0, fromSize: $0.1) }
        }
        func first(_ options: [[(String, Double)]]) -> [SystemFontRoles.Optical] {
            options.lazy.map(present).first { !$0.isEmpty } ?? []
        }
        let sfPro = first([[("sf pro text", 0), ("sf pro display", 20)], [("sf pro", 0)]])
        let system = sfPro.isEmpty ? first([[("sf compact text", 0), ("sf compact display", 20)], [("sf compact", 0)]]) : sfPro
        let rounded = first([[("sf pro rounded", 0)], [("sf compact rounded", 0)]])
        let serif = first([
            [("new york small", 0), ("new york medium", 20), ("new york large", 36), ("new york extra large", 54)], [("new york", 0)],
        ])
        let monospaced = present([("sf mono", 0)])
        guard !(system.isEmpty && rounded.isEmpty && serif.isEmpty && monospaced.isEmpty) else {
            let found = displayNames.values.sorted().joined(separator: ", ")
            throw .systemFonts(path, problem: "the folder holds none of SF Pro, SF Compact, SF Mono or New York (its fonts: \(found))")
        }
        let bundled = SystemFontRoles.bundled
        roles = SystemFontRoles(
            system: system.isEmpty ? bundled.system : system,
            rounded: rounded.isEmpty ? bundled.rounded : rounded,
            serif: serif.isEmpty ? bundled.serif : serif,
            monospaced: monospaced.isEmpty ? bundled.monospaced : monospaced,
            tracking: !sfPro.isEmpty ? .sfPro : system.isEmpty ? bundled.tracking : nil,
            lineBox: system.isEmpty ? bundled.lineBox : nil
        )
        self.families = families

        var warnings: [String] = []
        for optical in system + rounded + serif + monospaced {
            let weights = Set((families[optical.family] ?? []).filter { !$0.isItalic }.map(\.weight))
            let missing = Font.Weight.allCases.filter { !weights.contains($0.value) }
            guard !missing.isEmpty else { continue }
            let name = displayNames[optical.family] ?? optical.family
            let list = missing.map { "\($0.rawValue) (\($0.value))" }.joined(separator: ", ")
            warnings.append(weights.isEmpty
                ? "\(name) has only italics: upright text is slanted"
                : "\(name) has no \(list): text in \(missing.count == 1 ? "that weight" : "those weights") uses the nearest weight it has")
        }
        self.warnings = warnings
    }
}
