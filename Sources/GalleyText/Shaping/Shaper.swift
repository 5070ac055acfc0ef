internal import CHarfBuzz

/// Shapes UTF-16 text with HarfBuzz into ``ShapedGlyph``s in logical order.
///
/// A right-to-left run is shaped right to left, and its glyphs, which
/// HarfBuzz gives in visual order, are kept reversed: in logical order like
/// every other run, so that widths of logical ranges are sums and lines
/// break in logical order. Reversing them again gives the visual order.
struct Shaper: ~Copyable {
    private let buffer: OpaquePointer

    init() {
        buffer = hb_buffer_create()
    }

    deinit {
        hb_buffer_destroy(buffer)
    }

    /// Features turned off everywhere: `trak`, a font's own tracking table
    /// (Apple's fonts have one), since the system font's tracking is
    /// Galley's (``TrackingTable``), the same whichever files draw it.
    private static let defaultFeatures = off(["trak"])

    /// The default features, and ligatures off (for `tracking(_:)`).
    private static let noLigatures = off(["trak", "liga", "clig", "dlig", "hlig"])

    private static func off(_ tags: [String]) -> [hb_feature_t] {
        tags.map { tag in
            var feature = hb_feature_t()
            feature.tag = tag.utf8.reduce(0) { $0 << 8 | UInt32($1) }
            feature.value = 0
            feature.start = 0
            feature.end = UInt32.max
            return feature
        }
    }

    /// Shapes `range` of `text`, seeing `context` around it (HarfBuzz
    /// looks a few characters either side, for joining scripts), in `run`'s
    /// face, size and spacing. Glyphs are appended to `glyphs`; `unsafe` is
    /// called with the cluster of each cluster-starting glyph HarfBuzz
    /// flags unsafe to break before.
    mutating func shape(
        _ text: UnsafeBufferPointer<UInt16>,
        range: Range<Int>,
        context: Range<Int>,
        run: ShapedRun,
        into glyphs: inout [ShapedGlyph],
        unsafe: (Int) -> Void = { _ in }
    ) {
        guard !range.isEmpty, let base = text.baseAddress else { return }
        hb_buffer_clear_contents(buffer)
        hb_buffer_add_utf16(
            buffer, base + context.lowerBound, Int32(context.count),
            UInt32(range.lowerBound - context.lowerBound), Int32(range.count)
        )
        hb_buffer_set_direction(buffer, run.isRightToLeft ? HB_DIRECTION_RTL : HB_DIRECTION_LTR)
        hb_buffer_set_script(buffer, hb_script_t(run.script))
        // A fixed language: HarfBuzz would otherwise take the process
        // locale's, and glyph choices (locl) would vary between machines.
        hb_buffer_set_language(buffer, Self.language.pointer)
        if run.substitutesControls { substituteControls() }
        (run.disablesLigatures ? Self.noLigatures : Self.defaultFeatures).withUnsafeBufferPointer { features in
            hb_shape(run.face.hbFont, buffer, features.baseAddress, UInt32(features.count))
        }

        var count: UInt32 = 0
        guard let infos = hb_buffer_get_glyph_infos(buffer, &count),
            let positions = hb_buffer_get_glyph_positions(buffer, &count)
        else { return }
        let scale = run.size / run.face.unitsPerEm
        let shift = Int32(context.lowerBound)
        let spacing = run.extraSpacing
        let itemEnd = UInt32(range.upperBound - context.lowerBound)
        glyphs.reserveCapacity(glyphs.count + Int(count))
        var previousCluster: UInt32 = .max
        let last = Int(count) - 1
        let reversed = run.isRightToLeft
        for logical in 0..<Int(count) {
            // The glyph `logical` places in logical order.
            let index = reversed ? last - logical : logical
            let info = infos[index]
            let position = positions[index]
            var advance = Double(position.x_advance) * scale
            // Kerning and tracking add their space after each character: at
            // the last glyph of a cluster, once per grapheme cluster in it.
            if spacing != 0 {
                let clusterEnd = logical == last ? itemEnd : infos[reversed ? index - 1 : index + 1].cluster
                if clusterEnd != info.cluster {
                    let source = Int(info.cluster) + Int(shift)..<Int(clusterEnd) + Int(shift)
                    advance += spacing * Double(Self.spacedCharacters(in: text, range: source))
                }
            }
            glyphs.append(
                ShapedGlyph(
                    id: info.codepoint,
                    cluster: Int32(bitPattern: info.cluster) + shift,
                    advance: advance,
                    xOffset: Double(position.x_offset) * scale,
                    yOffset: Double(position.y_offset) * scale
                ))
            if info.cluster != previousCluster {
                previousCluster = info.cluster
                var mutableInfo = info
                if hb_glyph_info_get_glyph_flags(&mutableInfo).rawValue & HB_GLYPH_FLAG_UNSAFE_TO_BREAK.rawValue != 0 {
                    unsafe(Int(info.cluster) + Int(shift))
                }
            }
        }
    }

    private struct Language: @unchecked Sendable {
        let pointer: hb_language_t = hb_language_from_string("und", -1)
    }

    private static let language = Language()

    /// The characters (grapheme clusters) of `range` that take letter
    /// spacing: all but control characters, which take no room.
    private static func spacedCharacters(in text: UnsafeBufferPointer<UInt16>, range: Range<Int>) -> Int {
        if range.count == 1 {
            return CharacterClasses.shapingSubstitute(for: UInt32(text[range.lowerBound])) == 0x200B ? 0 : 1
        }
        if range.count == 2 && UTF16.isLeadSurrogate(text[range.lowerBound]) { return 1 }
        var count = 0
        var start = range.lowerBound
        GraphemeClusters.forEachBoundary(in: text, range: range) { end in
            if end - start != 1 || CharacterClasses.shapingSubstitute(for: UInt32(text[start])) != 0x200B { count += 1 }
            start = end
            return true
        }
        return count
    }

    /// Gives the shaper tabs as spaces and controls as U+200B (invisible)
    /// before shaping; cluster values still point at the original text.
    private func substituteControls() {
        var count: UInt32 = 0
        guard let infos = hb_buffer_get_glyph_infos(buffer, &count) else { return }
        for index in 0..<Int(count) {
            if let substitute = CharacterClasses.shapingSubstitute(for: infos[index].codepoint) {
                infos[index].codepoint = substitute
            }
        }
    }
}
