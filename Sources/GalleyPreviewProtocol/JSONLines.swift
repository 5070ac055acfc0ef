import Foundation

/// The preview protocol's framing: one JSON value a line. A reader takes
/// at most a set number of bytes and lines, skips a line that is not the
/// value it expects (invalid UTF-8 included), and never holds more than
/// one over-long line's start.
public enum JSONLines {
    /// The longest line read; a longer one is skipped.
    public static let maximumLineLength = 1 << 20

    /// `value` as one line of JSON, newline included.
    public static func line(_ value: some Encodable) -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        guard let data = try? encoder.encode(value) else { return Data() }
        return data + Data("\n".utf8)
    }

    /// The values of type `T` among `data`'s lines.
    public static func values<T: Decodable>(_ type: T.Type, in data: Data) -> [T] {
        let decoder = JSONDecoder()
        return data.split(separator: UInt8(ascii: "\n")).compactMap { line in
            guard line.count <= maximumLineLength else { return nil }
            return try? decoder.decode(T.self, from: Data(line))
        }
    }

    /// The values of type `T` in the regular file at `path`, from its first
    /// `limit` bytes; none when it is missing or not a regular file.
    public static func values<T: Decodable>(_ type: T.Type, inFileAt path: String, limit: Int) -> [T] {
        values(type, in: BoundedRead.head(of: path, limit: limit))
    }
}
