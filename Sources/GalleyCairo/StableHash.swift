/// A 64-bit FNV-1a hash: the same bytes give the same name on every run
/// and machine, unlike `Hasher`.
public struct StableHash: Sendable {
    public private(set) var value: UInt64 = 0xcbf2_9ce4_8422_2325

    public init() {}

    public mutating func combine(_ text: String) {
        for byte in text.utf8 { combine(byte) }
        combine(0xFF)
    }

    public mutating func combine(_ bytes: some Sequence<UInt8>) {
        for byte in bytes { combine(byte) }
    }

    private mutating func combine(_ byte: UInt8) {
        value = (value ^ UInt64(byte)) &* 0x0000_0100_0000_01B3
    }

    /// 16 hexadecimal digits.
    public var hex: String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}
