/// Character classes that layout treats specially.
enum CharacterClasses {
    /// White space that hangs past the end of a line instead of counting
    /// toward its width, including the characters that force a break.
    @inline(__always)
    static func hangs(_ unit: UInt16) -> Bool {
        switch unit {
        case 0x20, 0x09, 0x0A, 0x0B, 0x0C, 0x0D, 0x85, 0x1680, 0x2000...0x2006, 0x2008...0x200A,
            0x2028, 0x2029, 0x205F, 0x3000:
            return true
        default:
            return false
        }
    }

    /// What the shaper is given in place of `scalar`: tabs shape as spaces,
    /// and control characters and line separators as the invisible U+200B,
    /// so none of them draws a missing-glyph box.
    @inline(__always)
    static func shapingSubstitute(for scalar: UInt32) -> UInt32? {
        switch scalar {
        case 0x09: return 0x20
        case 0x00...0x1F, 0x7F...0x9F, 0x2028, 0x2029: return 0x200B
        default: return nil
        }
    }

    /// Characters that never decide which font a cluster uses: they draw
    /// nothing of their own (controls, joiners, variation selectors) or
    /// every face has them (spaces).
    @inline(__always)
    static func isFontNeutral(_ scalar: UInt32) -> Bool {
        switch scalar {
        case 0x00...0x20, 0x7F...0xA0, 0x200B...0x200F, 0x2028...0x202E, 0x2060...0x206F,
            0xFE00...0xFE0F, 0xFEFF, 0xE0000...0xE0FFF, 0x3000:
            return true
        default:
            return false
        }
    }
}
