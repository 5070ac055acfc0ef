internal import CICU

/// Whether a grapheme cluster is shown as a colour emoji (UTS #51): a
/// character whose default presentation is emoji, or any character asked
/// for as emoji with U+FE0F, a keycap, a flag, a skin tone or a ZWJ
/// sequence of pictographs. U+FE0E asks for text presentation.
enum EmojiPresentation {
    /// Whether the cluster of `scalars` asks for emoji presentation.
    static func isEmoji(_ scalars: [UInt32]) -> Bool {
        guard let first = scalars.first else { return false }
        var hasZeroWidthJoiner = false
        for scalar in scalars {
            switch scalar {
            case 0xFE0E: return false
            case 0xFE0F, 0x20E3: return true
            case 0x200D: hasZeroWidthJoiner = true
            default: break
            }
        }
        guard first >= 0x2000 else { return false }
        let properties = galley_emojiProperties(first)
        if properties & (GALLEY_EMOJI_PRESENTATION | GALLEY_REGIONAL_INDICATOR) != 0 { return true }
        if properties & GALLEY_EMOJI_MODIFIER_BASE != 0,
            scalars.dropFirst().contains(where: { galley_emojiProperties($0) & GALLEY_EMOJI_MODIFIER != 0 })
        {
            return true
        }
        return hasZeroWidthJoiner && properties & GALLEY_EXTENDED_PICTOGRAPHIC != 0
    }

    /// Whether `scalar` might start or mark an emoji cluster: a quick test
    /// that lets text without any skip the cluster-by-cluster look.
    @inline(__always)
    static func mayBeEmoji(_ scalar: UInt32) -> Bool {
        scalar >= 0x203C
            && (scalar == 0xFE0F || scalar == 0x20E3
                || galley_emojiProperties(scalar) & (GALLEY_EMOJI_PRESENTATION | GALLEY_REGIONAL_INDICATOR) != 0)
    }
}
