internal import CFreeType
import Foundation
import Synchronization

/// The fonts text can use: the bundled families and any registered from
/// files, with the faces loaded on first use and kept.
///
/// A library is immutable once made; registering a file gives a new library
/// that shares the loaded faces of the old one.
public final class FontLibrary: Sendable {
    /// One face a family offers.
    struct FaceRecord: Hashable, Sendable {
        var path: String
        /// The face's index in its file, with a variable font's named
        /// instance (from 1) in the bits above the low 16, as FreeType takes it.
        var index: Int
        var weight: Int
        var isItalic: Bool
        /// The OpenType width class: 1 (ultra-condensed) to 9, 5 normal.
        var width: Int = Font.Width.standardClass
    }

    /// Family name, lowercased → the family's faces.
    private let families: [String: [FaceRecord]]
    private let store: FaceStore
    /// Which family draws each design at each size, and the tracking the
    /// system font's faces get wherever they draw as the system font (and
    /// as its fallback): Inter's calibration to SF Pro's widths for the
    /// bundled fonts, Apple's table for SF Pro from a folder.
    package let roles: SystemFontRoles
    /// What reading a folder of Apple's fonts warned of (a family lacking
    /// weights); empty for the bundled fonts.
    public let warnings: [String]

    /// The tracking the system font's faces take; nil for none.
    package var systemTracking: TrackingTable? { roles.tracking }

    /// The families text falls back to, in order, after a font's own: the
    /// system font, the scripts Inter lacks (Arabic, Hebrew, Devanagari,
    /// Thai, Lao, then CJK: Simplified Chinese and Japanese before Korean),
    /// the serif and monospaced families, and colour emoji last. A cluster
    /// takes the first face that covers it, so emoji come from Noto Color
    /// Emoji only where no text face has the character (its digits, `#`,
    /// `*` and space are never reached).
    static let fallbackFamilies = [
        BundledFonts.system, BundledFonts.arabic, BundledFonts.hebrew, BundledFonts.devanagari,
        BundledFonts.thai, BundledFonts.lao, BundledFonts.cjk, BundledFonts.korean,
        BundledFonts.serif, BundledFonts.monospaced, BundledFonts.emoji,
    ]

    /// The chains made so far (see ``chain(family:system:weight:italic:)``).
    private let chains = Mutex<[ChainKey: FallbackChain]>([:])

    private init(families: [String: [FaceRecord]], store: FaceStore, roles: SystemFontRoles, warnings: [String] = []) {
        self.families = families
        self.store = store
        self.roles = roles
        self.warnings = warnings
    }

    /// This library with another tracking for the system font (nil: none),
    /// sharing the loaded faces; for comparisons with shapers that know
    /// nothing of it.
    package func withSystemTracking(_ tracking: TrackingTable?) -> FontLibrary {
        var roles = roles
        roles.tracking = tracking
        return FontLibrary(families: families, store: store, roles: roles, warnings: warnings)
    }

    /// The library of the bundled fonts, found as `BundledFonts` describes,
    /// with Apple's fonts from the folder `GALLEY_SYSTEM_FONTS` names, when
    /// it is set (read once, at the first call).
    public static func bundled() throws(FontError) -> FontLibrary {
        try bundledLibrary.get()
    }

    /// The environment variable naming a folder of Apple's fonts (SF Pro,
    /// SF Compact, SF Mono, New York) to draw the system font with.
    public static let systemFontsEnvironmentVariable = SystemFontFolder.environmentVariable

    /// The environment variable naming the folder of the bundled fonts.
    package static let bundledFontsEnvironmentVariable = BundledFonts.environmentVariable

    /// The folder the bundled fonts are read from, found as `BundledFonts` describes.
    package static func bundledDirectory() throws(FontError) -> String {
        try BundledFonts.locateDirectory()
    }

    /// The library of the bundled fonts alone, whatever
    /// `GALLEY_SYSTEM_FONTS` says (read once, at the first call).
    package static func bundledOnly() throws(FontError) -> FontLibrary {
        try bundledFontsOnly.get()
    }

    private static let bundledFontsOnly: Result<FontLibrary, FontError> = Result {
        () throws(FontError) -> FontLibrary in try FontLibrary(directory: try BundledFonts.locateDirectory())
    }

    private static let bundledLibrary: Result<FontLibrary, FontError> = Result {
        () throws(FontError) -> FontLibrary in
        let bundled = try bundledOnly()
        if let folder = ProcessInfo.processInfo.environment[systemFontsEnvironmentVariable], !folder.isEmpty {
            return try bundled.addingSystemFonts(at: folder)
        }
        return bundled
    }

    /// A library of the bundled fonts read from `directory`.
    public convenience init(directory: String) throws(FontError) {
        var families: [String: [FaceRecord]] = [:]
        for entry in BundledFonts.entries {
            let record = FaceRecord(
                path: directory + "/" + entry.file, index: 0, weight: entry.weight, isItalic: entry.isItalic)
            families[entry.family.lowercased(), default: []].append(record)
        }
        self.init(families: families, store: FaceStore(), roles: .bundled)
        // Fail now, with the file named, if the folder's primary face is unusable.
        guard
            let primary = families[BundledFonts.system.lowercased()]?.first(where: { $0.weight == 400 && !$0.isItalic })
        else {
            throw FontError.unknownFamily(BundledFonts.system)
        }
        _ = try store.face(path: primary.path, index: primary.index)
    }

    /// A library of the bundled fonts read from `directory`, whose system
    /// font, rounded, serif and monospaced designs come from the Apple font
    /// files in the folder `systemFonts` (`SystemFontFolder` says which
    /// file plays which part); designs the folder lacks keep their bundled
    /// stand-ins. Throws, naming the folder, when it is missing, not a
    /// folder, unreadable, empty, or holds none of Apple's fonts.
    public convenience init(directory: String, systemFonts: String) throws(FontError) {
        let library = try FontLibrary(directory: directory).addingSystemFonts(at: systemFonts)
        self.init(families: library.families, store: library.store, roles: library.roles, warnings: library.warnings)
    }

    /// This library with the system font, rounded, serif and monospaced
    /// designs drawn from the Apple font files in the folder at `path`
    /// (`SystemFontFolder` says which file plays which part), its other
    /// families kept. Throws, naming the folder, as
    /// ``init(directory:systemFonts:)`` does.
    public func addingSystemFonts(at path: String) throws(FontError) -> FontLibrary {
        let folder = try SystemFontFolder(path: path, store: store)
        var families = families
        for (name, records) in folder.families { families[name, default: []] += records }
        return FontLibrary(families: families, store: store, roles: folder.roles, warnings: folder.warnings)
    }

    /// A library with the font file at `path` added, under `family` or, when
    /// that is nil, under the family name the file gives. Its weight and
    /// italic flag come from the file.
    public func registeringFont(atPath path: String, family: String? = nil) throws(FontError) -> FontLibrary {
        let face = try store.face(path: path, index: 0)
        let traits = Self.traits(of: face)
        let name = (family ?? face.familyName).lowercased()
        var families = self.families
        families[name, default: []].append(
            FaceRecord(path: path, index: 0, weight: traits.weight, isItalic: traits.isItalic, width: traits.width))
        return FontLibrary(families: families, store: store, roles: roles, warnings: warnings)
    }

    /// A face's weight class, whether it is italic, and its width class:
    /// a variable font's named instance by its `wght` and `wdth`
    /// coordinates, else OS/2's classes (or 700 or 400 by FreeType's bold
    /// flag, and normal width).
    static func traits(of face: FontFace) -> (weight: Int, isItalic: Bool, width: Int) {
        face.withFreeTypeFace { ft -> (Int, Bool, Int) in
            let italic = ft.pointee.style_flags & FT_Long(FT_STYLE_FLAG_ITALIC) != 0
            var weight = ft.pointee.style_flags & FT_Long(FT_STYLE_FLAG_BOLD) != 0 ? 700 : 400
            var width = Font.Width.standardClass
            if let os2 = FT_Get_Sfnt_Table(ft, FT_SFNT_OS2)?.assumingMemoryBound(to: TT_OS2.self) {
                weight = Int(os2.pointee.usWeightClass)
                if (1...9).contains(os2.pointee.usWidthClass) { width = Int(os2.pointee.usWidthClass) }
            }
            let coordinates = VariationCoordinates(of: ft)
            if let wght = coordinates["wght"] { weight = Int(wght.rounded()) }
            if let wdth = coordinates["wdth"] { width = Font.Width.widthClass(percent: wdth) }
            return (weight, italic || (coordinates["ital"] ?? 0) > 0.5 || (coordinates["slnt"] ?? 0) != 0, width)
        }
    }

    /// The paths of the font files loaded so far, sorted.
    var loadedPaths: [String] { store.loadedPaths }

    /// The families of the bundled fonts, as `--font` and `.custom(_:size:)` name them.
    public static var bundledFamilies: [String] {
        var seen = Set<String>()
        return BundledFonts.entries.map(\.family).filter { seen.insert($0).inserted }
    }

    /// The faces of a bundled family (any case), by their files' names
    /// without the extension, which are their PostScript names
    /// (`Inter-Bold`, `NotoSerif-Italic`); empty for a family not bundled.
    public static func bundledFaceNames(inFamily family: String) -> [String] {
        BundledFonts.entries.filter { $0.family.lowercased() == family.lowercased() }.map {
            ($0.file as NSString).deletingPathExtension
        }
    }

    /// Whether a family of that name (any case) is bundled or registered.
    public func hasFamily(_ name: String) -> Bool {
        families[name.lowercased()] != nil
    }

    /// The faces that draw `font`, primary first, then the fallbacks; and
    /// its size. A custom family that is not registered resolves to the
    /// system font, as in SwiftUI. The system font's faces take the
    /// library's system tracking, unless a custom font names their family.
    public func resolve(_ font: Font) -> ResolvedFont {
        let weight = font.resolvedWeight.value
        let size = Self.usableSize(font.pointSize)
        let system = roles.family(for: .default, size: size)
        let family: String
        var isCustom = false
        switch font.base {
        case .custom(let name, _, _) where hasFamily(name):
            family = name
            isCustom = true
        default:
            family = roles.family(for: font.design ?? .default, size: size)
        }
        let width = font.width?.widthClass ?? Font.Width.standardClass
        let chain = chain(family: family, system: system, weight: weight, italic: font.isItalic, width: width)
        let primaryIsItalic = chain.primaryIndex.flatMap { chain.loadedRecord(at: $0) }?.isItalic ?? false
        let systemIndex = isCustom && family.lowercased() == system.lowercased() ? nil : chain.systemIndex
        return ResolvedFont(
            chain: chain, size: size, needsSyntheticItalic: font.isItalic && !primaryIsItalic,
            systemFaceIndex: systemIndex,
            systemTracking: systemIndex == nil ? 0 : systemTracking?.tracking(atSize: size) ?? 0,
            systemLineBox: systemIndex == nil ? nil : roles.lineBox,
            lineHeight: isCustom ? nil : font.textStyleLineHeight
        )
    }

    /// The chain of faces for a family, weight, slant and width, the system font's
    /// family (at the text's size) first among the fallbacks: made once per
    /// library and kept, so resolving a font costs a lookup, and the faces a
    /// chain has loaded stay loaded for the next text in that font.
    private func chain(family: String, system: String, weight: Int, italic: Bool, width: Int) -> FallbackChain {
        let key = ChainKey(
            family: family.lowercased(), system: system.lowercased(), weight: weight, italic: italic, width: width)
        if let chain = chains.withLock({ $0[key] }) { return chain }
        // Each family offers its faces best first; a face is loaded when a
        // character first needs it, so text in one script never reads the
        // fallback fonts (the CJK faces alone are megabytes).
        var candidates: [[FaceRecord]] = []
        var seenFamilies: Set<String> = []
        var systemIndex: Int?
        for name in [family, system] + Self.fallbackFamilies where seenFamilies.insert(name.lowercased()).inserted {
            guard let records = families[name.lowercased()] else { continue }
            if name.lowercased() == system.lowercased() { systemIndex = candidates.count }
            candidates.append(
                Self.preferenceOrder(records, weight: weight, italic: italic && name == family, width: width))
        }
        let chain = FallbackChain(candidates: candidates, store: store, systemIndex: systemIndex)
        return chains.withLock { chains in
            if let existing = chains[key] { return existing }
            chains[key] = chain
            return chain
        }
    }

    /// A family (lowercased), a weight, a slant and a width class: what
    /// picks a chain. The keys are bounded: the library's families × the
    /// weights × two slants × nine widths.
    private struct ChainKey: Hashable {
        var family: String
        var system: String
        var weight: Int
        var italic: Bool
        var width: Int
    }

    /// The largest font size text is set at, in points.
    static let maximumSize = 100_000.0

    /// A size layout can compute with: NaN and negatives are 0, and sizes
    /// are capped so that sums of advances stay finite.
    static func usableSize(_ size: Double) -> Double {
        size.isNaN ? 0 : min(max(0, size), maximumSize)
    }

    /// A family's faces from best to worst match for a weight, slant and
    /// width class, following CSS font matching: the width first (at or
    /// below normal, narrower ones before wider; above it, wider first),
    /// then the slant, then the weight.
    static func preferenceOrder(
        _ records: [FaceRecord], weight: Int, italic: Bool, width: Int = Font.Width.standardClass
    ) -> [FaceRecord] {
        func widthRank(_ candidate: Int) -> Int {
            let distance = abs(candidate - width)
            let preferNarrower = width <= Font.Width.standardClass
            let onPreferredSide = preferNarrower ? candidate <= width : candidate >= width
            return (onPreferredSide ? 0 : 10) + distance
        }
        func weightRank(_ candidate: Int) -> Int {
            let distance = abs(candidate - weight)
            if weight >= 400 && weight <= 500 {
                if candidate >= weight && candidate <= 500 { return distance }
                if candidate < weight { return 1_000 + distance }
                return 2_000 + distance
            }
            let preferLighter = weight < 400
            let onPreferredSide = preferLighter ? candidate <= weight : candidate >= weight
            return (onPreferredSide ? 0 : 1_000) + distance
        }
        return records.sorted { lhs, rhs in
            let lhsKey = widthRank(lhs.width) * 100_000 + (lhs.isItalic == italic ? 0 : 10_000) + weightRank(lhs.weight)
            let rhsKey = widthRank(rhs.width) * 100_000 + (rhs.isItalic == italic ? 0 : 10_000) + weightRank(rhs.weight)
            return lhsKey < rhsKey
        }
    }
}
