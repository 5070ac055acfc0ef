import Foundation

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
