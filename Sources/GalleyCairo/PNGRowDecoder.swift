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

    /// Inflates a zlib stream that must fill `count` bytes at `output`.
    /// The stream's checksum is not checked: the chunks' CRCs were.
    private static func inflate(_ compressed: [UInt8], into output: UnsafeMutablePointer<UInt8>, count outputCount: Int) -> Bool {
        // The two-byte zlib header: deflate, no preset dictionary.
        guard compressed.count >= 2, compressed[0] & 0x0F == 8, compressed[0] >> 4 <= 7, compressed[1] & 0x20 == 0,
            (Int(compressed[0]) << 8 | Int(compressed[1])) % 31 == 0
        else { return false }
        var stream = z_stream()
        guard inflateInit2_(&stream, -15, zlibVersion(), Int32(MemoryLayout<z_stream>.size)) == Z_OK else { return false }
        defer { inflateEnd(&stream) }
        return compressed.withUnsafeBufferPointer { input in
            var inputOffset = 2, produced = 0
            while produced < outputCount {
                // avail_in and avail_out are 32-bit: large buffers go in pieces.
                let inputPiece = min(input.count - inputOffset, 1 << 30)
                let outputPiece = min(outputCount - produced, 1 << 30)
                stream.next_in = UnsafeMutablePointer(mutating: input.baseAddress.map { $0 + inputOffset })
                stream.avail_in = UInt32(inputPiece)
                stream.next_out = output + produced
                stream.avail_out = UInt32(outputPiece)
                let status = CZlib.inflate(&stream, Z_NO_FLUSH)
                let consumed = inputPiece - Int(stream.avail_in), made = outputPiece - Int(stream.avail_out)
                inputOffset += consumed
                produced += made
                if produced == outputCount { break }
                guard status == Z_OK, consumed > 0 || made > 0 else { return false }
            }
            return true
        }
    }

    /// Undoes one row's filter in place; false for an unknown filter.
    private static func unfilter(
        _ row: UnsafeMutablePointer<UInt8>, kind: UInt8, above: UnsafeMutablePointer<UInt8>?, count: Int, channels: Int
    ) -> Bool {
        switch kind {
        case 0:
            break
        case 1:
            for index in channels..<max(channels, count) { row[index] &+= row[index - channels] }
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
