import CCairo
import CZlib
import Dispatch
import Foundation

/// Writes PNG files: 8-bit RGB when every pixel is opaque, else RGBA.
///
/// Cairo's own writer (through libpng) tries all five row filters on every
/// row and deflates at level 6 on one core, which took most of `render`'s
/// time on a card. This encoder picks, per row, whichever of None, Sub and
/// Up has the smallest sum of absolute differences, and deflates with
/// zlib's run-length strategy: filtered user-interface pictures are mostly
/// runs of zeros. The rows are cut into stripes of about 256 KiB compressed
/// on all cores and joined into one zlib stream (each stripe but the last
/// ends on a byte boundary, the checksums are combined). Stripes depend on
/// the width only, so the same pixels give the same bytes on any machine.
/// A stripe's first row never uses Up, so each stripe needs its own rows
/// only: a caller can produce them a band at a time, on any core, rather
/// than hold the whole picture.
struct PNGEncoder: Sendable {
    let width: Int
    let height: Int
    /// Whether the image keeps an alpha channel (RGBA) or not (RGB).
    let hasAlpha: Bool

    /// Writes row `y`: `width` pixels of 3 (RGB) or 4 (RGBA) bytes.
    typealias RowWriter = @Sendable (_ y: Int, _ row: UnsafeMutablePointer<UInt8>) -> Void
    /// The writer of the rows in `rows` (one stripe's), asked for once per
    /// stripe on the thread encoding it, and released when the stripe is
    /// done.
    typealias RowSource = @Sendable (_ rows: Range<Int>) throws(PaintError) -> RowWriter

    private var channels: Int { hasAlpha ? 4 : 3 }
    private var rowBytes: Int { width * channels }

    /// Rows per stripe: about 256 KiB of filtered bytes, at least 16 rows.
    var stripeRows: Int { max(16, (1 << 18) / (rowBytes + 1)) }

    private enum Filter: UInt8 {
        case none = 0, sub = 1, up = 2
    }

    /// One stripe deflated: its bytes, and the Adler-32 and length of what
    /// went in.
    private struct Stripe: Sendable {
        var deflated = Data()
        var adler: UInt = 1
        var inputLength = 0
        var failure: PaintError?
    }

    /// The PNG whose rows `writeRow` writes.
    func encode(writeRow: @escaping RowWriter) throws(PaintError) -> Data {
        try encode(rows: { _ throws(PaintError) in writeRow })
    }

    /// The rows of each stripe, top to bottom.
    var stripes: [Range<Int>] {
        let rows = stripeRows
        return stride(from: 0, to: max(1, height), by: rows).map { $0..<min(height, $0 + rows) }
    }

    /// The PNG whose rows come from `source`, one stripe's rows at a time.
    func encode(rows source: RowSource) throws(PaintError) -> Data {
        var png = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        var header = Data()
        header.appendBigEndian(UInt32(width))
        header.appendBigEndian(UInt32(height))
        header.append(contentsOf: [8, hasAlpha ? 6 : 2, 0, 0, 0])
        png.appendChunk("IHDR", header)

        let ranges = stripes
        let count = ranges.count
        let stripes = ParallelResults(count: count, initial: Stripe())
        DispatchQueue.concurrentPerform(iterations: count) { index in
            stripes[index] = stripe(rows: ranges[index], isLast: index == count - 1, source: source)
        }

        // A zlib stream: header (deflate, 32 KiB window, fastest), the
        // stripes' raw deflate data, the Adler-32 of everything inflated.
        var stream = Data([0x78, 0x01])
        var adler = adler32(0, nil, 0)
        for index in 0..<count {
            let stripe = stripes[index]
            if let failure = stripe.failure { throw failure }
            stream.append(stripe.deflated)
            adler = adler32_combine(adler, stripe.adler, off_t(stripe.inputLength))
        }
        stream.appendBigEndian(UInt32(truncatingIfNeeded: adler))
        let chunkSize = 1 << 20
        var offset = stream.startIndex
        repeat {
            let end = min(stream.endIndex, offset + chunkSize)
            png.appendChunk("IDAT", stream[offset..<end])
            offset = end
        } while offset < stream.endIndex
        png.appendChunk("IEND", Data())
        return png
    }

    /// Filters and deflates `rows`.
    private func stripe(rows: Range<Int>, isLast: Bool, source: RowSource) -> Stripe {
        let writeRow: RowWriter
        do {
            writeRow = try source(rows)
        } catch {
            return Stripe(failure: error)
        }
        var result = Stripe()
        var stream = z_stream()
        let initialized = deflateInit2_(
            &stream, 1, Z_DEFLATED, -15, 8, Z_RLE, zlibVersion(), Int32(MemoryLayout<z_stream>.size))
        guard initialized == Z_OK else { return Stripe(failure: .cairo("zlib failed (\(initialized))")) }
        defer { deflateEnd(&stream) }

        let rowBytes = rowBytes
        let outputSize = 1 << 16
        let output = UnsafeMutablePointer<UInt8>.allocate(capacity: outputSize)
        var above = UnsafeMutablePointer<UInt8>.allocate(capacity: rowBytes)
        var row = UnsafeMutablePointer<UInt8>.allocate(capacity: rowBytes)
        let filtered = UnsafeMutablePointer<UInt8>.allocate(capacity: rowBytes + 1)
        defer { output.deallocate(); above.deallocate(); row.deallocate(); filtered.deallocate() }

        func deflate(_ count: Int, flush: Int32) {
            stream.next_in = filtered
            stream.avail_in = UInt32(count)
            repeat {
                stream.next_out = output
                stream.avail_out = UInt32(outputSize)
                let status = CZlib.deflate(&stream, flush)
                if status == Z_STREAM_ERROR { result.failure = .cairo("zlib failed (\(status))"); return }
                result.deflated.append(output, count: outputSize - Int(stream.avail_out))
            } while stream.avail_out == 0
        }

        for y in rows {
            writeRow(y, row)
            filter(row, above: y == rows.lowerBound ? nil : above, into: filtered)
            result.adler = adler32(result.adler, filtered, UInt32(rowBytes + 1))
            result.inputLength += rowBytes + 1
            deflate(rowBytes + 1, flush: Z_NO_FLUSH)
            swap(&above, &row)
        }
        // All but the last stripe end on a byte boundary, in no final block,
        // so the next stripe's data can follow.
        deflate(0, flush: isLast ? Z_FINISH : Z_SYNC_FLUSH)
        return result
    }

    /// Writes the filter byte and the filtered row: the filter among None,
    /// Sub and Up (when there is a row `above`) whose output has the
    /// smallest sum of absolute values as signed bytes, the usual predictor
    /// of what deflates best.
    private func filter(
        _ row: UnsafeMutablePointer<UInt8>, above: UnsafeMutablePointer<UInt8>?,
        into filtered: UnsafeMutablePointer<UInt8>
    ) {
        let count = rowBytes
        // The first pixel has nothing on its left: Sub sees zeros there.
        let first = min(channels, count)
        let noneCost = Self.cost(row, count: count)
        let subCost = Self.cost(row, count: first) + Self.cost(row + first, minus: row, count: count - first)
        let upCost = above.map { Self.cost(row, minus: $0, count: count) } ?? Int.max
        let choice: Filter = upCost <= subCost && upCost <= noneCost ? .up : subCost <= noneCost ? .sub : .none
        filtered[0] = choice.rawValue
        let out = filtered + 1
        switch choice {
        case .none:
            out.update(from: row, count: count)
        case .sub:
            out.update(from: row, count: first)
            Self.subtract(row + first, row, into: out + first, count: count - first)
        case .up:
            if let above { Self.subtract(row, above, into: out, count: count) }
        }
    }

    // Plain loops over bytes, which the optimizer turns into vector code;
    // unlike SIMD types, they stay fast enough in the debug builds previews
    // are compiled in.

    /// The sum of `|a[i] - b[i]|`, each difference read as a signed byte.
    private static func cost(_ a: UnsafePointer<UInt8>, minus b: UnsafePointer<UInt8>, count: Int) -> Int {
        var sum: UInt32 = 0
        for index in 0..<count {
            let difference = Int8(bitPattern: a[index] &- b[index])
            sum &+= UInt32(difference.magnitude)
        }
        return Int(sum)
    }

    /// The sum of `|a[i]|`, each read as a signed byte.
    private static func cost(_ a: UnsafePointer<UInt8>, count: Int) -> Int {
        var sum: UInt32 = 0
        for index in 0..<count { sum &+= UInt32(Int8(bitPattern: a[index]).magnitude) }
        return Int(sum)
    }

    /// `out[i] = a[i] - b[i]` for `count` bytes, wrapping.
    private static func subtract(
        _ a: UnsafePointer<UInt8>, _ b: UnsafePointer<UInt8>, into out: UnsafeMutablePointer<UInt8>, count: Int
    ) {
        for index in 0..<count { out[index] = a[index] &- b[index] }
    }
}

private extension Data {
    mutating func appendBigEndian(_ value: UInt32) {
        append(contentsOf: [
            UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF),
        ])
    }

    /// Appends a chunk: length, type, data and the CRC of type and data.
    mutating func appendChunk(_ type: String, _ bytes: Data) {
        appendBigEndian(UInt32(bytes.count))
        let typeBytes = Array(type.utf8)
        append(contentsOf: typeBytes)
        append(bytes)
        var crc = typeBytes.withUnsafeBufferPointer { crc32(0, $0.baseAddress, UInt32($0.count)) }
        crc = bytes.withUnsafeBytes { buffer in
            crc32(crc, buffer.bindMemory(to: UInt8.self).baseAddress, UInt32(buffer.count))
        }
        appendBigEndian(UInt32(truncatingIfNeeded: crc))
    }
}
