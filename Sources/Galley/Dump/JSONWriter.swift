import Foundation

/// Writes text as UTF-8 bytes into a buffer, with JSON's numbers and
/// strings written the way ``JSONOutput`` writes them, and hands the bytes
/// to a sink whenever the buffer fills: output as fast as layout, without
/// building strings or trees first.
///
/// ```swift
/// var writer = JSONWriter(sink: .standardOutput)
/// writer.write("{\"width\": ")
/// writer.writeNumber(117.333)   // 117.33
/// writer.write("}\n")
/// writer.flush()
/// ```
public struct JSONWriter {
    /// Where full buffers go.
    public enum Sink {
        /// Kept in ``bytes``, for the caller to take.
        case memory
        /// Written to standard output.
        case standardOutput
    }

    /// What has been written and not yet handed to the sink.
    public private(set) var bytes: [UInt8] = []
    private let sink: Sink
    /// The buffer size at which bytes go to the sink.
    private static let chunk = 1 << 16

    /// A writer to `sink`; a memory writer starts with room for `capacity` bytes.
    public init(sink: Sink = .memory, capacity: Int = 256) {
        self.sink = sink
        bytes.reserveCapacity(sink == .memory ? capacity : Self.chunk + 4_096)
    }

    /// The bytes written, as text (for a ``Sink/memory`` writer).
    public var text: String {
        String(decoding: bytes, as: UTF8.self)
    }

    /// Appends `text` as it is.
    public mutating func write(_ text: String) {
        var text = text
        text.withUTF8 { bytes.append(contentsOf: $0) }
        flushIfFull()
    }

    /// Appends bytes another writer wrote.
    public mutating func write(bytes other: [UInt8]) {
        bytes.append(contentsOf: other)
    }

    /// Appends one ASCII character.
    public mutating func write(byte: UInt8) {
        bytes.append(byte)
    }

    /// A number with at most two decimals and no trailing zeros (117.33, 20,
    /// 0.5, -3.1); `null` when it is not finite.
    public mutating func writeNumber(_ value: Double) {
        guard value.isFinite else { return write("null") }
        let hundredths = (value * 100).rounded()
        guard hundredths != 0 else { return bytes.append(UInt8(ascii: "0")) }
        // Below 10^13 the hundredths are exact in a Double, and their digits
        // are those `%.2f` prints; above, `%.2f` itself decides.
        guard abs(value) < 1e13 else { return write(Self.formatLarge(value)) }
        var whole = Int64(hundredths)
        if whole < 0 {
            bytes.append(UInt8(ascii: "-"))
            whole = -whole
        }
        let fraction = Int(whole % 100)
        writeDigits(whole / 100)
        guard fraction != 0 else { return }
        bytes.append(UInt8(ascii: "."))
        bytes.append(UInt8(ascii: "0") + UInt8(fraction / 10))
        if fraction % 10 != 0 { bytes.append(UInt8(ascii: "0") + UInt8(fraction % 10)) }
    }

    /// Numbers of 10^13 and more: rounded to hundredths below 10^15, where a
    /// Double still has them, printed with `%.2f`, trailing zeros removed.
    private static func formatLarge(_ value: Double) -> String {
        let rounded = abs(value) < 1e15 ? (value * 100).rounded() / 100 : value
        var text = String(format: "%.2f", rounded)
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text
    }

    private mutating func writeDigits(_ value: Int64) {
        // Least significant digit first, then turned around in place.
        let start = bytes.count
        var rest = value
        repeat {
            bytes.append(UInt8(ascii: "0") + UInt8(rest % 10))
            rest /= 10
        } while rest > 0
        bytes[start...].reverse()
    }

    /// A JSON string literal: quotes, backslashes and control characters
    /// (and U+2028/U+2029, which JavaScript cannot hold) escaped.
    public mutating func writeString(_ value: String) {
        bytes.append(UInt8(ascii: "\""))
        var value = value
        value.withUTF8 { utf8 in
            var start = 0
            var index = 0
            while index < utf8.count {
                let byte = utf8[index]
                let escape: Escape?
                if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") || byte < 0x20 || byte == 0x7F {
                    escape = .ascii(byte)
                } else if byte == 0xE2, index + 2 < utf8.count, utf8[index + 1] == 0x80, utf8[index + 2] & 0xFE == 0xA8
                {
                    escape = .lineSeparator(utf8[index + 2] == 0xA8 ? 0x2028 : 0x2029)
                } else {
                    escape = nil
                }
                guard let escape else {
                    index += 1
                    continue
                }
                bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[start..<index]))
                switch escape {
                case .ascii(let byte): writeEscaped(byte)
                case .lineSeparator(let scalar): writeUnicodeEscape(scalar)
                }
                index += escape.length
                start = index
            }
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[start...]))
        }
        bytes.append(UInt8(ascii: "\""))
        flushIfFull()
    }

    private enum Escape {
        case ascii(UInt8)
        case lineSeparator(UInt32)

        var length: Int {
            if case .lineSeparator = self { 3 } else { 1 }
        }
    }

    private mutating func writeEscaped(_ byte: UInt8) {
        let short: UInt8? =
            switch byte {
            case UInt8(ascii: "\""): UInt8(ascii: "\"")
            case UInt8(ascii: "\\"): UInt8(ascii: "\\")
            case 0x0A: UInt8(ascii: "n")
            case 0x0D: UInt8(ascii: "r")
            case 0x09: UInt8(ascii: "t")
            case 0x08: UInt8(ascii: "b")
            case 0x0C: UInt8(ascii: "f")
            default: nil
            }
        if let short {
            bytes.append(UInt8(ascii: "\\"))
            bytes.append(short)
        } else {
            writeUnicodeEscape(UInt32(byte))
        }
    }

    /// `\u001B`: four upper-case hexadecimal digits.
    private mutating func writeUnicodeEscape(_ scalar: UInt32) {
        bytes.append(UInt8(ascii: "\\"))
        bytes.append(UInt8(ascii: "u"))
        for shift in stride(from: 12, through: 0, by: -4) {
            let digit = UInt8((scalar >> UInt32(shift)) & 0xF)
            bytes.append(digit < 10 ? UInt8(ascii: "0") + digit : UInt8(ascii: "A") + digit - 10)
        }
    }

    /// Hands the bytes to the sink once the buffer is full.
    public mutating func flushIfFull() {
        if sink != .memory, bytes.count >= Self.chunk { flush() }
    }

    /// Hands every byte written so far to the sink.
    public mutating func flush() {
        guard sink == .standardOutput, !bytes.isEmpty else { return }
        Self.writeToStandardOutput(bytes)
        bytes.removeAll(keepingCapacity: true)
    }

    /// Writes `bytes` to standard output, after whatever `print` left in
    /// its buffer.
    public static func writeToStandardOutput(_ bytes: [UInt8]) {
        fflush(nil)
        bytes.withUnsafeBytes { buffer in
            guard let base = buffer.baseAddress else { return }
            var offset = 0
            while offset < buffer.count {
                let written = Foundation.write(1, base + offset, buffer.count - offset)
                if written <= 0 {
                    if written < 0 && errno == EINTR { continue }
                    break
                }
                offset += written
            }
        }
    }
}
