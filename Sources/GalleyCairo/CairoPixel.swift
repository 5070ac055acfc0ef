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

extension CairoPixel {
    /// Writes `count` pixels of a surface row as a PNG row: red, green and
    /// blue, un-premultiplied, then alpha when `hasAlpha` (without it, the
    /// pixels are taken to be opaque and written as they are).
    static func write(_ words: UnsafePointer<UInt32>, count: Int, into row: UnsafeMutablePointer<UInt8>, hasAlpha: Bool) {
        guard hasAlpha else {
            for x in 0..<count {
                let word = words[x]
                row[x * 3] = UInt8(truncatingIfNeeded: word >> 16)
                row[x * 3 + 1] = UInt8(truncatingIfNeeded: word >> 8)
                row[x * 3 + 2] = UInt8(truncatingIfNeeded: word)
            }
            return
        }
        for x in 0..<count {
            let pixel = CairoPixel(word: words[x])
            let color = pixel.straight
            row[x * 4] = color.red
            row[x * 4 + 1] = color.green
            row[x * 4 + 2] = color.blue
            row[x * 4 + 3] = pixel.alpha
        }
    }
}
