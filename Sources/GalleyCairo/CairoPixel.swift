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
    /// How a surface row is written out as bytes.
    enum RowFormat {
        /// Red, green, blue: the pixels are taken to be opaque.
        case rgb
        /// Red, green, blue un-premultiplied, then alpha.
        case rgba
        /// Red, green, blue as they are, then 255: the pixels are taken to
        /// be opaque, as an RGB PNG decodes.
        case opaqueRGBA
    }

    /// An opaque pixel's word as the four bytes red, green, blue, alpha in
    /// memory order: red and blue trade places.
    @inline(__always)
    private static func rgbaWord(_ word: UInt32) -> UInt32 {
        (word & 0xFF00_FF00 | (word >> 16 & 0xFF) | (word & 0xFF) << 16).littleEndian
    }

    /// Writes `count` pixels of a surface row as `format`.
    static func write(
        _ words: UnsafePointer<UInt32>, count: Int, into row: UnsafeMutablePointer<UInt8>, format: RowFormat
    ) {
        let target = UnsafeMutableRawPointer(row)
        switch format {
        case .rgb:
            // Four pixels make twelve bytes: three little-endian words.
            var x = 0
            while x + 4 <= count {
                let p0 = words[x], p1 = words[x + 1], p2 = words[x + 2], p3 = words[x + 3]
                let first = p0 >> 16 & 0xFF | p0 & 0xFF00 | (p0 & 0xFF) << 16 | (p1 >> 16 & 0xFF) << 24
                let second = p1 >> 8 & 0xFF | (p1 & 0xFF) << 8 | (p2 >> 16 & 0xFF) << 16 | (p2 >> 8 & 0xFF) << 24
                let third = p2 & 0xFF | (p3 >> 16 & 0xFF) << 8 | (p3 >> 8 & 0xFF) << 16 | (p3 & 0xFF) << 24
                target.storeBytes(of: first.littleEndian, toByteOffset: x * 3, as: UInt32.self)
                target.storeBytes(of: second.littleEndian, toByteOffset: x * 3 + 4, as: UInt32.self)
                target.storeBytes(of: third.littleEndian, toByteOffset: x * 3 + 8, as: UInt32.self)
                x += 4
            }
            for x in x..<count {
                let word = words[x]
                row[x * 3] = UInt8(truncatingIfNeeded: word >> 16)
                row[x * 3 + 1] = UInt8(truncatingIfNeeded: word >> 8)
                row[x * 3 + 2] = UInt8(truncatingIfNeeded: word)
            }
        case .opaqueRGBA:
            for x in 0..<count {
                target.storeBytes(of: rgbaWord(words[x] | 0xFF00_0000), toByteOffset: x * 4, as: UInt32.self)
            }
        case .rgba:
            for x in 0..<count {
                let word = words[x]
                if word >> 24 == 255 {
                    target.storeBytes(of: rgbaWord(word), toByteOffset: x * 4, as: UInt32.self)
                    continue
                }
                let pixel = CairoPixel(word: word)
                let color = pixel.straight
                row[x * 4] = color.red
                row[x * 4 + 1] = color.green
                row[x * 4 + 2] = color.blue
                row[x * 4 + 3] = pixel.alpha
            }
        }
    }
}
