/// A pixel of a Cairo ARGB32 surface: a native-endian word, alpha in the
/// top byte, colours premultiplied by it.
struct CairoPixel {
    let word: UInt32

    var alpha: UInt8 { UInt8(truncatingIfNeeded: word >> 24) }

    /// Red, green and blue divided by alpha, rounded as Cairo's own PNG
    /// writer does; zero for a clear pixel.
    var straight: (red: UInt8, green: UInt8, blue: UInt8) {
        let alpha = word >> 24
        func channel(_ shift: UInt32) -> UInt8 {
            let value = word >> shift & 0xFF
            switch alpha {
            case 0: return 0
            case 255: return UInt8(truncatingIfNeeded: value)
            default: return UInt8(min(255, (value * 255 + alpha / 2) / alpha))
            }
        }
        return (channel(16), channel(8), channel(0))
    }
}
