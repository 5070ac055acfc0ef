internal import CFreeType

/// Where a variable font's face sits on its axes (`wght`, `wdth` …), in
/// the axes' own units: a named instance's coordinates, or the defaults.
/// Empty for a face without variations.
struct VariationCoordinates {
    private var values: [String: Double] = [:]

    /// The coordinate on the axis tagged `tag`, if the face has that axis.
    subscript(tag: String) -> Double? { values[tag] }

    /// Reads the coordinates of a FreeType face (under the face's lock).
    init(of face: FT_Face) {
        guard face.pointee.face_flags & FT_Long(FT_FACE_FLAG_MULTIPLE_MASTERS) != 0,
            let library = face.pointee.glyph?.pointee.library
        else { return }
        var master: UnsafeMutablePointer<FT_MM_Var>?
        guard FT_Get_MM_Var(face, &master) == 0, let master else { return }
        defer { FT_Done_MM_Var(library, master) }
        let count = Int(master.pointee.num_axis)
        guard count > 0, let axes = master.pointee.axis else { return }
        var coordinates = [FT_Fixed](repeating: 0, count: count)
        guard FT_Get_Var_Design_Coordinates(face, FT_UInt(count), &coordinates) == 0 else { return }
        for index in 0..<count {
            let tag = UInt32(truncatingIfNeeded: axes[index].tag)
            let name = String(decoding: [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: tag >> $0) }, as: UTF8.self)
            values[name] = Double(coordinates[index]) / 65536
        }
    }
}
