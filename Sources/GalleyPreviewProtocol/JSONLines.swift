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

/// Reading at most a number of bytes of a file another process wrote,
/// which may be anything (a FIFO, a link, gigabytes): opening never blocks
/// or follows a link, and only a regular file is read.
public enum BoundedRead {
    /// The first `limit` bytes of the regular file at `path`; empty when
    /// it cannot be read.
    public static func head(of path: String, limit: Int) -> Data {
        read(path, limit: limit, fromEnd: false)
    }

    /// The last `limit` bytes of the regular file at `path`; empty when it
    /// cannot be read.
    public static func tail(of path: String, limit: Int) -> Data {
        read(path, limit: limit, fromEnd: true)
    }

    private static func read(_ path: String, limit: Int, fromEnd: Bool) -> Data {
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_NOFOLLOW | O_CLOEXEC | O_NOCTTY)
        guard descriptor >= 0 else { return Data() }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG, limit > 0 else { return Data() }
        if fromEnd, Int(status.st_size) > limit { lseek(descriptor, off_t(Int(status.st_size) - limit), SEEK_SET) }
        var data = Data()
        var buffer = [UInt8](repeating: 0, count: min(limit, 1 << 16))
        while data.count < limit {
            let wanted = min(buffer.count, limit - data.count)
            let count = buffer.withUnsafeMutableBytes { Foundation.read(descriptor, $0.baseAddress, wanted) }
            if count < 0, errno == EINTR { continue }
            if count <= 0 { break }
            data.append(contentsOf: buffer[0..<count])
        }
        return data
    }
}
