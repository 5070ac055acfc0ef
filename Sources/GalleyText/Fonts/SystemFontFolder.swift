import Foundation

/// Apple's fonts read from a folder its owner points Galley at
/// (`GALLEY_SYSTEM_FONTS`, `render --system-fonts`) and its subfolders: the
/// files recognised by the family name in their name table (a width word at
/// its end, "SF Pro Display Condensed", naming a width of SF Pro Display),
/// a variable font's named instances each a face with the weight and width
/// of its coordinates; and the part each family plays.
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

    /// Reads the font files in `path` and its subfolders (to
    /// ``maximumDepth``, not through links to folders), in path order.
    init(path: String, store: FaceStore) throws(FontError) {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw .systemFonts(path, problem: "no such folder")
        }
        guard isDirectory.boolValue else { throw .systemFonts(path, problem: "not a folder") }
        guard let files = Self.files(in: path, depth: 0) else {
            throw .systemFonts(path, problem: "the folder cannot be read")
        }
        guard !files.isEmpty else { throw .systemFonts(path, problem: "the folder is empty") }

        var families: [String: [FontLibrary.FaceRecord]] = [:]
        var displayNames: [String: String] = [:]
        for file in files {
            guard let face = try? store.face(path: file, index: 0) else { continue }
            // A variable font offers its named instances (SF-Pro.ttf's
            // weights and widths), each a face of its own; a static font, itself.
            let instances = face.withFreeTypeFace { Int($0.pointee.style_flags >> 16) }
            for index in instances == 0 ? [0] : (1...min(instances, Self.maximumInstances)).map({ $0 << 16 }) {
                guard let instance = index == 0 ? face : try? store.face(path: file, index: index) else { continue }
                let traits = FontLibrary.traits(of: instance)
                let (family, namedWidth) = Self.family(of: instance.familyName)
                let key = family.lowercased()
                let width = traits.width != Font.Width.standardClass ? traits.width : namedWidth ?? traits.width
                families[key, default: []].append(
                    FontLibrary.FaceRecord(
                        path: file, index: index, weight: traits.weight, isItalic: traits.isItalic, width: width
                    ))
                displayNames[key] = family
            }
        }
        guard !families.isEmpty else {
            throw .systemFonts(path, problem: "the folder holds no font file FreeType can read")
        }

        func present(_ candidates: [(String, Double)]) -> [SystemFontRoles.Optical] {
            candidates.filter { families[$0.0] != nil }.map { SystemFontRoles.Optical(family: $0.0, fromSize: $0.1) }
        }
        func first(_ options: [[(String, Double)]]) -> [SystemFontRoles.Optical] {
            options.lazy.map(present).first { !$0.isEmpty } ?? []
        }
        let sfPro = first([[("sf pro text", 0), ("sf pro display", 20)], [("sf pro", 0)]])
        let system =
            sfPro.isEmpty ? first([[("sf compact text", 0), ("sf compact display", 20)], [("sf compact", 0)]]) : sfPro
        let rounded = first([[("sf pro rounded", 0)], [("sf compact rounded", 0)]])
        let serif = first([
            [("new york small", 0), ("new york medium", 20), ("new york large", 36), ("new york extra large", 54)],
            [("new york", 0)],
        ])
        let monospaced = present([("sf mono", 0)])
        guard !(system.isEmpty && rounded.isEmpty && serif.isEmpty && monospaced.isEmpty) else {
            let found = displayNames.values.sorted().joined(separator: ", ")
            throw .systemFonts(
                path, problem: "the folder holds none of SF Pro, SF Compact, SF Mono or New York (its fonts: \(found))")
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
        // Widths only the variable SF Pro has (Apple ships its static Text
        // and Display files in the standard width alone) reach the static
        // families, so `.width(.condensed)` finds them at every size.
        for optical in sfPro where optical.family != "sf pro" {
            let present = Set((families[optical.family] ?? []).map(\.width))
            families[optical.family, default: []] += (families["sf pro"] ?? []).filter { !present.contains($0.width) }
        }
        self.families = families

        var warnings: [String] = []
        for optical in system + rounded + serif + monospaced {
            let weights = Set((families[optical.family] ?? []).filter { !$0.isItalic }.map(\.weight))
            let missing = Font.Weight.allCases.filter { !weights.contains($0.value) }
            guard !missing.isEmpty else { continue }
            let name = displayNames[optical.family] ?? optical.family
            let list = missing.map { "\($0.rawValue) (\($0.value))" }.joined(separator: ", ")
            warnings.append(
                weights.isEmpty
                    ? "\(name) has only italics: upright text is slanted"
                    : """
                    \(name) has no \(list): text in \(missing.count == 1 ? "that weight" : "those weights") uses \
                    the nearest weight it has
                    """
            )
        }
        self.warnings = warnings
    }

    /// How deep subfolders are read: `DIR/SF Pro/Text/…` is depth 2.
    static let maximumDepth = 4
    /// The named instances read of one variable font.
    static let maximumInstances = 512

    /// The regular files in `folder` and its subfolders, by path; nil when
    /// `folder` itself cannot be read. Hidden entries, links to folders,
    /// devices and pipes are skipped.
    private static func files(in folder: String, depth: Int) -> [String]? {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return nil }
        var files: [String] = []
        for name in names.sorted() where !name.hasPrefix(".") {
            let path = folder.hasSuffix("/") ? folder + name : folder + "/" + name
            guard let attributes = try? FileManager.default.attributesOfItem(atPath: path) else { continue }
            switch attributes[.type] as? FileAttributeType {
            case .typeDirectory?:
                if depth < maximumDepth { files += Self.files(in: path, depth: depth + 1) ?? [] }
            case .typeRegular?:
                files.append(path)
            case .typeSymbolicLink?:
                // A link is followed to a regular file only: never to a
                // folder (no loops) nor to a device or a pipe.
                let target = try? FileManager.default.attributesOfItem(
                    atPath: (path as NSString).resolvingSymlinksInPath)
                if target?[.type] as? FileAttributeType == .typeRegular { files.append(path) }
            default:
                break
            }
        }
        return files
    }

    /// A family name without a width word at its end ("SF Pro Display
    /// Condensed" is SF Pro Display), and the width class the word names.
    static func family(of name: String) -> (family: String, width: Int?) {
        let words: [(String, Int)] = [
            ("Ultra Condensed", 1), ("Extra Condensed", 2), ("Compressed", 2), ("Semi Condensed", 4), ("Condensed", 3),
            ("Semi Expanded", 6), ("Extra Expanded", 8), ("Ultra Expanded", 9), ("Expanded", 7),
        ]
        for (word, width) in words
        where name.count > word.count + 1 && name.lowercased().hasSuffix(" " + word.lowercased()) {
            return (String(name.dropLast(word.count + 1)), width)
        }
        return (name, nil)
    }
}
