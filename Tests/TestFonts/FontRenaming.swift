import Foundation

/// Copies of the bundled font files under other names: the family and
/// style names of the `name` table rewritten (IDs 1, 2, 4, 6, 16 and 17),
/// every other table kept byte for byte. Stands in for fonts the tests
/// cannot ship, such as Apple's SF Pro.
public enum FontRenaming {
    public struct Failure: Error, CustomStringConvertible {
        public var description: String
    }

    /// Writes `source` renamed to `family` / `style` at `destination`.
    public static func copy(_ source: String, to destination: String, family: String, style: String) throws {
        let data = try Data(contentsOf: URL(fileURLWithPath: source))
        try renamed(data, family: family, style: style).write(to: URL(fileURLWithPath: destination))
    }

    /// The font in `data` with a new `name` table.
    public static func renamed(_ data: Data, family: String, style: String) throws -> Data {
        let bytes = [UInt8](data)
        func u16(_ at: Int) -> Int { Int(bytes[at]) << 8 | Int(bytes[at + 1]) }
        guard bytes.count >= 12 else { throw Failure(description: "not an sfnt font") }
        let tableCount = u16(4)
        guard bytes.count >= 12 + 16 * tableCount else { throw Failure(description: "truncated table directory") }
        guard
            let record = (0..<tableCount).map({ 12 + 16 * $0 }).first(where: {
                Array(bytes[$0..<$0 + 4]) == Array("name".utf8)
            })
        else {
            throw Failure(description: "no name table")
        }
        let postScript = (family + "-" + style).filter { !$0.isWhitespace }
        let names: [(id: Int, value: String)] = [
            (1, family), (2, style), (4, family + " " + style), (6, postScript), (16, family), (17, style),
        ]
        var strings: [UInt8] = []
        var records: [UInt8] = []
        func put16(_ value: Int, into array: inout [UInt8]) {
            array += [UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
        }
        for (id, value) in names {
            let encoded = value.utf16.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] }
            for field in [3, 1, 0x409, id, encoded.count, strings.count] { put16(field, into: &records) }
            strings += encoded
        }
        var table: [UInt8] = []
        for field in [0, names.count, 6 + records.count] { put16(field, into: &table) }
        table += records + strings
        var output = bytes
        while output.count % 4 != 0 { output.append(0) }
        let offset = output.count
        output += table
        while output.count % 4 != 0 { output.append(0) }
        var checksum: UInt32 = 0
        var padded = table
        while padded.count % 4 != 0 { padded.append(0) }
        for word in stride(from: 0, to: padded.count, by: 4) {
            checksum =
                checksum
                &+ (UInt32(padded[word]) << 24 | UInt32(padded[word + 1]) << 16 | UInt32(padded[word + 2]) << 8
                    | UInt32(padded[word + 3]))
        }
        func put32(_ value: UInt32, at position: Int) {
            for byte in 0..<4 { output[position + byte] = UInt8(value >> (24 - 8 * UInt32(byte)) & 0xFF) }
        }
        put32(checksum, at: record + 4)
        put32(UInt32(offset), at: record + 8)
        put32(UInt32(table.count), at: record + 12)
        return Data(output)
    }
}
