import CDeflate
import CZlib
import Foundation

/// Decodes a PNG to its rows of RGB or RGBA bytes: the PNGs Galley writes,
/// and any other 8-bit, non-interlaced grey, grey-alpha, RGB or RGBA PNG
/// (grey is widened to RGB).
///
/// Cairo's reader (through libpng) premultiplies alpha, so a translucent
/// pixel read back through it is not always the one written; this one
/// keeps the bytes as they are, and is faster. What it does not handle
/// (palettes, 16-bit channels, interlacing, a transparent colour key) it
/// leaves to Cairo: ``decode(_:maximumPixels:)`` says
/// ``Outcome/unsupported``.
enum PNGRowDecoder {
    enum Outcome {
        case decoded(PNGPixels)
        /// A PNG this decoder leaves to libpng.
        case unsupported
        /// Not a PNG, damaged, or over the pixel limit.
        case invalid
    }

    private struct Header {
        var width = 0, height = 0
        /// 1 (grey), 2 (grey, alpha), 3 (RGB) or 4 (RGBA).
        var channels = 0
    }

    static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    static func decode(_ png: Data, maximumPixels: Int) -> Outcome {
        let bytes = [UInt8](png)
        guard bytes.count >= 8, Array(bytes[0..<8]) == signature else { return .invalid }
        var header: Header?
        var compressed: [UInt8] = []
        var offset = 8
        var isSupported = true
        while true {
            guard offset + 12 <= bytes.count else { return .invalid }
            let length = bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
            guard length <= Int(Int32.max), offset + 12 + length <= bytes.count else { return .invalid }
            let type = String(decoding: bytes[offset + 4..<offset + 8], as: UTF8.self)
            let data = offset + 8..<offset + 8 + length
            let storedCRC = bytes[data.upperBound..<data.upperBound + 4].reduce(0) { $0 << 8 | UInt($1) }
            let crc = bytes.withUnsafeBufferPointer { buffer in
                crc32(0, buffer.baseAddress.map { $0 + offset + 4 }, UInt32(length + 4))
            }
            guard crc == storedCRC else { return .invalid }
            offset = data.upperBound + 4
            switch type {
            case "IHDR":
                guard header == nil, length == 13 else { return .invalid }
                let field = Array(bytes[data])
                let width = field[0..<4].reduce(0) { $0 << 8 | Int($1) }
                let height = field[4..<8].reduce(0) { $0 << 8 | Int($1) }
                guard width > 0, height > 0, width <= Int(Int32.max), height <= Int(Int32.max),
                    width.multipliedReportingOverflow(by: height).partialValue <= maximumPixels,
                    !width.multipliedReportingOverflow(by: height).overflow
                else { return .invalid }
                let depth = field[8], colorType = field[9], interlace = field[12]
                guard field[10] == 0, field[11] == 0 else { return .invalid }
                let channels: [UInt8: Int] = [0: 1, 4: 2, 2: 3, 6: 4]
                if depth != 8 || interlace != 0 || channels[colorType] == nil { isSupported = false }
                header = Header(width: width, height: height, channels: channels[colorType] ?? 0)
            case "IDAT":
                guard header != nil else { return .invalid }
                compressed += bytes[data]
            case "tRNS", "PLTE":
                isSupported = false
            case "IEND":
                guard let header else { return .invalid }
                guard isSupported else { return .unsupported }
                return decode(compressed, header: header).map { .decoded($0) } ?? .invalid
            default:
                guard header != nil || type == "IHDR" else { return .invalid }
            }
        }
    }

    /// Inflates and unfilters the image data, then drops the filter bytes
    /// (and widens grey to RGB).
    private static func decode(_ compressed: [UInt8], header: Header) -> PNGPixels? {
        let rowBytes = header.width * header.channels
        let (filteredCount, overflow) = (rowBytes + 1).multipliedReportingOverflow(by: header.height)
        guard !overflow else { return nil }
        var isValid = true
        let filtered = [UInt8](unsafeUninitializedCapacity: filteredCount) { buffer, count in
            count = filteredCount
            guard let base = buffer.baseAddress, inflate(compressed, into: base, count: filteredCount) else {
                buffer.initialize(repeating: 0)
                isValid = false
                return
            }
            var above: UnsafeMutablePointer<UInt8>?
            for y in 0..<header.height {
                let line = base + y * (rowBytes + 1)
                guard unfilter(line + 1, kind: line[0], above: above, count: rowBytes, channels: header.channels) else {
                    isValid = false
                    return
                }
                above = line + 1
            }
        }
        guard isValid else { return nil }
        let hasAlpha = header.channels % 2 == 0
        let channels = hasAlpha ? 4 : 3
        let byteCount = header.width * header.height * channels
        let bytes = [UInt8](unsafeUninitializedCapacity: byteCount) { target, count in
            count = byteCount
            filtered.withUnsafeBufferPointer { source in
                guard let source = source.baseAddress, let target = target.baseAddress else { return }
                for y in 0..<header.height {
                    let row = source + y * (rowBytes + 1) + 1, out = target + y * header.width * channels
                    switch header.channels {
                    case 1:
                        for x in 0..<header.width { (out + x * 3).initialize(repeating: row[x], count: 3) }
                    case 2:
                        for x in 0..<header.width {
                            (out + x * 4).initialize(repeating: row[x * 2], count: 3)
                            out[x * 4 + 3] = row[x * 2 + 1]
                        }
                    default:
                        out.initialize(from: row, count: rowBytes)
                    }
                }
            }
        }
        return PNGPixels(width: header.width, height: header.height, hasAlpha: hasAlpha, bytes: bytes)
    }

    /// Inflates a zlib stream that must fill exactly `count` bytes at
    /// `output`, checksum checked. libdeflate, which inflates a whole
    /// buffer at once, does this about twice as fast as zlib's streaming
    /// inflate (measured on `render check`'s references).
    private static func inflate(_ compressed: [UInt8], into output: UnsafeMutablePointer<UInt8>, count: Int) -> Bool {
        guard let decompressor = libdeflate_alloc_decompressor() else { return false }
        defer { libdeflate_free_decompressor(decompressor) }
        var produced = 0
        let result = compressed.withUnsafeBytes { input in
            libdeflate_zlib_decompress(decompressor, input.baseAddress, input.count, output, count, &produced)
        }
        return result == LIBDEFLATE_SUCCESS && produced == count
    }

    /// The four bytes of `a` and `b` added lane by lane, each wrapping on
    /// its own.
    @inline(__always)
    private static func bytewiseSum(_ a: UInt32, _ b: UInt32) -> UInt32 {
        ((a & 0x7F7F_7F7F) &+ (b & 0x7F7F_7F7F)) ^ ((a ^ b) & 0x8080_8080)
    }

    /// Undoes one row's filter in place; false for an unknown filter.
    private static func unfilter(
        _ row: UnsafeMutablePointer<UInt8>, kind: UInt8, above: UnsafeMutablePointer<UInt8>?, count: Int, channels: Int
    ) -> Bool {
        switch kind {
        case 0:
            break
        case 1:
            var index = channels
            if channels >= 3 {
                // A pixel at a time: its bytes added lane by lane in one
                // little-endian word; for RGB the fourth lane, the next
                // pixel's first byte, is kept as it is.
                let raw = UnsafeMutableRawPointer(row)
                let kept: UInt32 = channels == 3 ? 0xFF00_0000 : 0
                while index + 4 <= count {
                    let left = UInt32(
                        littleEndian: raw.loadUnaligned(fromByteOffset: index - channels, as: UInt32.self))
                    let value = UInt32(littleEndian: raw.loadUnaligned(fromByteOffset: index, as: UInt32.self))
                    let sum = Self.bytewiseSum(left, value) & ~kept | value & kept
                    raw.storeBytes(of: sum.littleEndian, toByteOffset: index, as: UInt32.self)
                    index += channels
                }
            }
            while index < count {
                row[index] &+= row[index - channels]
                index += 1
            }
        case 2:
            guard let above else { break }
            for index in 0..<count { row[index] &+= above[index] }
        case 3:
            for index in 0..<count {
                let left = index >= channels ? Int(row[index - channels]) : 0
                let up = above.map { Int($0[index]) } ?? 0
                row[index] &+= UInt8((left + up) / 2)
            }
        case 4:
            for index in 0..<count {
                let left = index >= channels ? Int(row[index - channels]) : 0
                let up = above.map { Int($0[index]) } ?? 0
                let upLeft = index >= channels ? above.map { Int($0[index - channels]) } ?? 0 : 0
                let estimate = left + up - upLeft
                let toLeft = abs(estimate - left), toUp = abs(estimate - up), toUpLeft = abs(estimate - upLeft)
                let predictor = toLeft <= toUp && toLeft <= toUpLeft ? left : toUp <= toUpLeft ? up : upLeft
                row[index] &+= UInt8(predictor)
            }
        default:
            return false
        }
        return true
    }
}
