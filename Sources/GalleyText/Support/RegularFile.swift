import Foundation

/// Reading a file the user named, which may be anything: a folder, a FIFO
/// that no one writes to, `/dev/zero`. Opening never blocks (`O_NONBLOCK`),
/// and only a regular file is read.
public enum RegularFile {
    /// Why a file could not be read; `description` says it in words, for
    /// a message that names the file first.
    public enum Failure: Error, Sendable, Equatable, CustomStringConvertible {
        case missing
        case folder
        /// A FIFO, device or socket.
        case notRegular
        case tooLarge(limit: Int)
        case unreadable(String)

        public var description: String {
            switch self {
            case .missing: "no such file"
            case .folder: "a folder, not a file"
            case .notRegular: "not a regular file (a FIFO, device or socket)"
            case .tooLarge(let limit): "the file is larger than \(Self.size(limit))"
            case .unreadable(let reason): "cannot read the file: \(reason)"
            }
        }

        private static func size(_ bytes: Int) -> String {
            bytes >= 1 << 20 && bytes % (1 << 20) == 0 ? "\(bytes >> 20) MiB" : "\(bytes) bytes"
        }
    }

    /// The bytes of the regular file at `path`, at most `limit` of them.
    public static func read(_ path: String, limit: Int) throws(Failure) -> Data {
        let descriptor = try open(path)
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { throw .unreadable(String(cString: strerror(errno))) }
        guard Int(status.st_size) <= limit else { throw .tooLarge(limit: limit) }
        var data = Data()
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = buffer.withUnsafeMutableBytes { Foundation.read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                throw .unreadable(String(cString: strerror(errno)))
            }
            if count == 0 { return data }
            data.append(contentsOf: buffer[0..<count])
            // A file that grows while it is read is still held to the limit.
            guard data.count <= limit else { throw .tooLarge(limit: limit) }
        }
    }

    /// A descriptor open for reading on the regular file at `path`, in
    /// blocking mode again once it is known to be one.
    public static func open(_ path: String) throws(Failure) -> Int32 {
        let descriptor = Foundation.open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC | O_NOCTTY)
        guard descriptor >= 0 else {
            switch errno {
            case ENOENT, ENOTDIR: throw .missing
            case EISDIR: throw .folder
            default: throw .unreadable(String(cString: strerror(errno)))
            }
        }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else {
            let reason = String(cString: strerror(errno))
            close(descriptor)
            throw .unreadable(reason)
        }
        switch status.st_mode & S_IFMT {
        case S_IFREG:
            _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) & ~O_NONBLOCK)
            return descriptor
        case S_IFDIR:
            close(descriptor)
            throw .folder
        default:
            close(descriptor)
            throw .notRegular
        }
    }
}
