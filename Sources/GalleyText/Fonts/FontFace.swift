internal import CFreeType
internal import CHarfBuzz
import Foundation
import Synchronization

/// One loaded font face: a file (and a face index within a collection),
/// ready for shaping and for reading metrics and outlines.
///
/// Shaping goes through a HarfBuzz font made immutable after creation, which
/// HarfBuzz allows to be used from many threads at once. FreeType faces are
/// not thread-safe, so the FreeType side is reached only under a lock.
public final class FontFace: @unchecked Sendable, Hashable, CustomStringConvertible {
    /// Where the face was loaded from.
    public let path: String
    /// The face's index within a font collection (0 for a single font),
    /// with a variable font's named instance (from 1) above the low 16 bits.
    public let index: Int
    /// The family name from the font's name table.
    public let familyName: String
    /// The style name from the font's name table ("Regular", "Bold Italic" …).
    public let styleName: String
    /// Font units per em.
    public let unitsPerEm: Double
    /// Distance from the baseline to the top of a line, in em (positive).
    public let ascender: Double
    /// Distance from the baseline to the bottom of a line, in em (positive).
    public let descender: Double
    /// Extra space between lines, in em.
    public let lineGap: Double
    /// The face draws colour bitmaps (CBDT strikes, as Noto Color Emoji)
    /// rather than outlines: a painter draws its glyphs as images, in their
    /// own colours, each strike scaled to the font size.
    public let hasColorBitmaps: Bool

    let hbFont: OpaquePointer
    private let hbFace: OpaquePointer
    private let blob: OpaquePointer
    private let freeType: Mutex<FreeTypeFace>

    /// A FreeType library and face, owned together.
    struct FreeTypeFace: @unchecked Sendable {
        let library: FT_Library
        let face: FT_Face
    }

    /// Loads the face at `index` of the font file at `path` (a named
    /// instance of a variable font in the bits above the low 16).
    public init(path: String, index: Int = 0) throws(FontError) {
        let file = try MappedFontFile(path: path)
        guard let bytes = file.bytes else { throw FontError.notAFont(path) }

        var library: FT_Library?
        let started = FT_Init_FreeType(&library)
        guard started == 0, let library else {
            throw started == Self.freeTypeOutOfMemory ? .outOfMemory(path) : .notAFont(path)
        }
        var ftFace: FT_Face?
        let error = FT_New_Memory_Face(
            library, bytes.assumingMemoryBound(to: FT_Byte.self), FT_Long(file.count), FT_Long(index), &ftFace)
        // FreeType leaves the em and the line metrics at 0 for a face of
        // bitmap strikes only; those come from its head and hhea tables.
        guard error == 0, let ftFace, let metrics = Self.fontUnitMetrics(of: ftFace) else {
            if let ftFace { FT_Done_Face(ftFace) }
            FT_Done_FreeType(library)
            throw error == Self.freeTypeOutOfMemory ? .outOfMemory(path) : .notAFont(path)
        }

        // The blob keeps the mapping alive for HarfBuzz and FreeType alike
        // (FreeType's face is done before the blob, in deinit).
        let blob: OpaquePointer = hb_blob_create(
            bytes.assumingMemoryBound(to: CChar.self), UInt32(clamping: file.count),
            HB_MEMORY_MODE_READONLY, Unmanaged.passRetained(file).toOpaque(),
            { $0.map { Unmanaged<MappedFontFile>.fromOpaque($0).release() } }
        )
        // The low 16 bits are the face in a collection; the bits above, a
        // variable font's named instance, from 1 (FreeType's convention).
        let hbFace: OpaquePointer = hb_face_create(blob, UInt32(index & 0xFFFF))
        let hbFont: OpaquePointer = hb_font_create(hbFace)
        if index >> 16 > 0 { hb_font_set_var_named_instance(hbFont, UInt32(index >> 16 - 1)) }
        hb_font_make_immutable(hbFont)

        let face = ftFace.pointee
        let upem = Double(metrics.unitsPerEm)
        self.path = path
        self.index = index
        self.familyName = face.family_name.map { String(cString: $0) } ?? ""
        self.styleName = face.style_name.map { String(cString: $0) } ?? ""
        self.unitsPerEm = upem
        self.ascender = Double(metrics.ascender) / upem
        self.descender = -Double(metrics.descender) / upem
        self.lineGap = max(0, Double(metrics.height - metrics.ascender + metrics.descender) / upem)
        let flags = face.face_flags
        self.hasColorBitmaps =
            flags & FT_Long(FT_FACE_FLAG_COLOR) != 0 && flags & FT_Long(FT_FACE_FLAG_FIXED_SIZES) != 0
            && flags & FT_Long(FT_FACE_FLAG_SCALABLE) == 0 && face.num_fixed_sizes > 0
        self.blob = blob
        self.hbFace = hbFace
        self.hbFont = hbFont
        self.freeType = Mutex(FreeTypeFace(library: library, face: ftFace))
    }

    /// FreeType's `FT_Err_Out_Of_Memory`.
    private static let freeTypeOutOfMemory: FT_Error = 0x40

    /// Units per em, ascender, descender (negative) and line height in font
    /// units: FreeType's for a scalable face, else the head and hhea
    /// tables'; nil without an em.
    private static func fontUnitMetrics(
        of ftFace: FT_Face
    ) -> (unitsPerEm: Int, ascender: Int, descender: Int, height: Int)? {
        let face = ftFace.pointee
        if face.units_per_EM > 0 {
            return (Int(face.units_per_EM), Int(face.ascender), Int(face.descender), Int(face.height))
        }
        guard let head = FT_Get_Sfnt_Table(ftFace, FT_SFNT_HEAD)?.assumingMemoryBound(to: TT_Header.self),
            head.pointee.Units_Per_EM > 0,
            let hhea = FT_Get_Sfnt_Table(ftFace, FT_SFNT_HHEA)?.assumingMemoryBound(to: TT_HoriHeader.self)
        else { return nil }
        let ascender = Int(hhea.pointee.Ascender), descender = Int(hhea.pointee.Descender)
        return (Int(head.pointee.Units_Per_EM), ascender, descender, ascender - descender + Int(hhea.pointee.Line_Gap))
    }

    deinit {
        freeType.withLock { ft in
            FT_Done_Face(ft.face)
            FT_Done_FreeType(ft.library)
        }
        hb_font_destroy(hbFont)
        hb_face_destroy(hbFace)
        hb_blob_destroy(blob)
    }

    /// The glyph the face maps `scalar` to, or nil when it has none.
    public func glyph(for scalar: UInt32) -> UInt32? {
        var glyph: hb_codepoint_t = 0
        return hb_font_get_nominal_glyph(hbFont, scalar, &glyph) != 0 ? glyph : nil
    }

    /// Whether the face has a glyph for `scalar`.
    @inline(__always)
    func covers(_ scalar: UInt32) -> Bool {
        glyph(for: scalar) != nil
    }

    /// Runs `body` with the face's FreeType handle, under the face's lock.
    func withFreeTypeFace<Result>(_ body: (FT_Face) throws -> Result) rethrows -> Result {
        try freeType.withLock { try body($0.face) }
    }

    /// Runs `body` with the face's FreeType handle (an `FT_Face`, opaque so
    /// that clients of GalleyText need not see FreeType's module), under the face's lock.
    package func withFreeTypeFaceHandle<Result>(_ body: (OpaquePointer) throws -> Result) rethrows -> Result {
        try freeType.withLock { try body(OpaquePointer($0.face)) }
    }

    public var description: String { "\(familyName) \(styleName)" }

    public static func == (lhs: FontFace, rhs: FontFace) -> Bool { lhs === rhs }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// A font file's bytes, mapped read-only: only the pages FreeType and
/// HarfBuzz touch are read, so a large fallback font that supplies a few
/// glyphs costs little memory.
final class MappedFontFile {
    /// The mapped bytes; nil for an empty file.
    let bytes: UnsafeRawPointer?
    let count: Int

    /// Maps the file at `path`. Opening never blocks on a FIFO, and only a
    /// regular file is mapped.
    init(path: String) throws(FontError) {
        let descriptor: Int32
        do {
            descriptor = try RegularFile.open(path)
        } catch .folder {
            throw .notRegularFile(path, kind: "a folder")
        } catch .notRegular {
            throw .notRegularFile(path, kind: "a FIFO, device or socket")
        } catch {
            throw .unreadableFile(path)
        }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { throw .unreadableFile(path) }
        count = Int(status.st_size)
        guard count > 0 else {
            bytes = nil
            return
        }
        let mapped = mmap(nil, count, PROT_READ, MAP_PRIVATE, descriptor, 0)
        guard let mapped, mapped != MAP_FAILED else {
            throw errno == ENOMEM ? .outOfMemory(path) : .unreadableFile(path)
        }
        bytes = UnsafeRawPointer(mapped)
    }

    deinit {
        if let bytes { munmap(UnsafeMutableRawPointer(mutating: bytes), count) }
    }
}
