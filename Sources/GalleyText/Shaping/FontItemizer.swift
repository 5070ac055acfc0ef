internal import CHarfBuzz

/// Splits a stretch of text at one bidirectional level into runs that one
/// HarfBuzz call can shape: each in one face and one script.
///
/// Fonts fall back per grapheme cluster: a cluster takes the first face in
/// its font's chain that has every character of it, so "Hello 世界" takes
/// Inter for the Latin letters and the CJK face for the ideographs. A
/// cluster shown as emoji (``EmojiPresentation``) takes the first colour
/// face that has it, even when a text face has its characters. A cluster
/// no face covers stays with the primary face and shapes as .notdef.
struct FontItemizer {
    struct Item {
        var range: Range<Int>
        var faceIndex: Int
        var script: hb_script_t
        /// The bidirectional level: odd levels shape right to left.
        var level: UInt8
        /// The item's text holds control characters (tabs included), which
        /// are given to the shaper as substitutes.
        var hasControls: Bool
    }

    private static let unicodeFuncs = UnicodeFuncs()

    /// HarfBuzz's Unicode functions, which are immutable and shareable.
    private struct UnicodeFuncs: @unchecked Sendable {
        let pointer: OpaquePointer = hb_unicode_funcs_get_default()
    }

    /// The items covering `range` of `text`, all at `level`, in the faces of
    /// `faces`. Spaces and controls at the start take `previous`, the face
    /// of the text before them (nil: the primary face), unless it is a
    /// colour face.
    static func items(
        in text: UnsafeBufferPointer<UInt16>, range: Range<Int>, level: UInt8, faces: FallbackChain,
        previous: Int? = nil
    ) -> [Item] {
        guard let primaryIndex = faces.primaryIndex, let primary = faces.face(at: primaryIndex), !range.isEmpty else {
            return []
        }
        var allCovered = true
        var isNeutral = true
        var mayHoldEmoji = false
        var hasControls = false
        forEachScalar(in: text, range: range) { _, scalar in
            if CharacterClasses.shapingSubstitute(for: scalar) != nil { hasControls = true }
            if !CharacterClasses.isFontNeutral(scalar) {
                isNeutral = false
                if allCovered && !primary.covers(scalar) { allCovered = false }
            }
            if !mayHoldEmoji && EmojiPresentation.mayBeEmoji(scalar) { mayHoldEmoji = true }
        }
        var faceRuns: [(range: Range<Int>, face: Int)] = []
        if isNeutral {
            faceRuns = [(range, neutralFace(after: previous ?? primaryIndex, faces: faces, primary: primaryIndex))]
        } else if (allCovered && !mayHoldEmoji && (previous ?? primaryIndex) == primaryIndex)
            || faces.count == primaryIndex + 1
        {
            faceRuns = [(range, primaryIndex)]
        } else {
            var start = range.lowerBound
            var previousFace = previous ?? primaryIndex
            for end in GraphemeClusters.boundaries(in: text, range: range) {
                let face = faceIndex(
                    for: text, cluster: start..<end, faces: faces, primary: primaryIndex, previous: previousFace)
                if let last = faceRuns.last, last.face == face {
                    faceRuns[faceRuns.count - 1].range = last.range.lowerBound..<end
                } else {
                    faceRuns.append((start..<end, face))
                }
                previousFace = face
                start = end
            }
        }
        var items: [Item] = []
        for run in faceRuns {
            splitByScript(text, run.range) { subrange, script in
                items.append(
                    Item(range: subrange, faceIndex: run.face, script: script, level: level, hasControls: hasControls))
            }
        }
        return items
    }

    /// The face a cluster takes: the first that covers all its characters
    /// that need a glyph (for an emoji, the first colour face that does);
    /// for a cluster of only spaces and controls, the face before it (the
    /// primary after an emoji); else the first face with its first character, else
    /// the primary face. Faces are loaded only as far as the search goes.
    private static func faceIndex(
        for text: UnsafeBufferPointer<UInt16>, cluster: Range<Int>, faces: FallbackChain, primary: Int, previous: Int
    ) -> Int {
        var all: [UInt32] = []
        forEachScalar(in: text, range: cluster) { _, scalar in all.append(scalar) }
        let scalars = all.filter { !CharacterClasses.isFontNeutral($0) }
        guard let first = scalars.first else { return neutralFace(after: previous, faces: faces, primary: primary) }
        let indices = primary..<faces.count
        func covers(_ index: Int) -> Bool {
            faces.face(at: index).map { face in scalars.allSatisfy { face.covers($0) } } ?? false
        }
        if EmojiPresentation.isEmoji(all),
            let index = indices.first(where: { faces.face(at: $0)?.hasColorBitmaps == true && covers($0) })
        {
            return index
        }
        if let index = indices.first(where: covers) {
            return index
        }
        return indices.first { faces.face(at: $0)?.covers(first) ?? false } ?? primary
    }

    /// The face of spaces and controls after text in `previous`: that face,
    /// so that they measure as the text around them, unless it is a colour
    /// face, whose space is as wide as an emoji; then the primary face.
    private static func neutralFace(after previous: Int, faces: FallbackChain, primary: Int) -> Int {
        faces.face(at: previous)?.hasColorBitmaps == true ? primary : previous
    }

    /// Calls `body` with consecutive ranges of one script each; characters
    /// of no script (spaces, punctuation, marks) join the run they sit in.
    private static func splitByScript(
        _ text: UnsafeBufferPointer<UInt16>, _ range: Range<Int>, _ body: (Range<Int>, hb_script_t) -> Void
    ) {
        var start = range.lowerBound
        var current: hb_script_t? = nil
        forEachScalar(in: text, range: range) { offset, scalar in
            let script = hb_unicode_script(unicodeFuncs.pointer, scalar)
            if script == HB_SCRIPT_COMMON || script == HB_SCRIPT_INHERITED || script == HB_SCRIPT_UNKNOWN { return }
            guard let known = current else {
                current = script
                return
            }
            if script != known {
                body(start..<offset, known)
                start = offset
                current = script
            }
        }
        body(start..<range.upperBound, current ?? HB_SCRIPT_COMMON)
    }

    /// Decodes the scalars of `range` (lone surrogates read as U+FFFD).
    @inline(__always)
    static func forEachScalar(
        in text: UnsafeBufferPointer<UInt16>, range: Range<Int>, _ body: (Int, UInt32) -> Void
    ) {
        var index = range.lowerBound
        while index < range.upperBound {
            let unit = text[index]
            if unit < 0xD800 || unit > 0xDFFF {
                body(index, UInt32(unit))
                index += 1
            } else if UTF16.isLeadSurrogate(unit), index + 1 < range.upperBound, UTF16.isTrailSurrogate(text[index + 1])
            {
                let scalar = 0x10000 + ((UInt32(unit) - 0xD800) << 10) + (UInt32(text[index + 1]) - 0xDC00)
                body(index, scalar)
                index += 2
            } else {
                body(index, 0xFFFD)
                index += 1
            }
        }
    }
}
