import Foundation

/// An exclusive advisory lock (`flock`) on a file or a folder, held until
/// unlocked or the process ends: two `render preview`s share the scratch
/// package one at a time, and two `render check --record`s write each
/// reference pair (picture and dump) whole, one after the other. Each
/// lock has a descriptor of its own, so two threads of one process
/// exclude each other too.
public struct FileLock: Sendable {
    private let descriptor: Int32

    /// Why a lock could not be taken: the path and the system's reason.
    public struct Failure: Error, CustomStringConvertible {
        public let path: String
        public let reason: String
        public var description: String { "\(path): cannot lock: \(reason)" }
    }

    /// Locks the file at `url`, made when missing; waits for another holder.
    public init(_ url: URL) throws(Failure) {
        try self.init(url.path, flags: O_RDWR | O_CREAT)
    }

    /// Locks the folder at `url` itself, leaving no lock file in it; waits
    /// for another holder.
    public init(folder url: URL) throws(Failure) {
        try self.init(url.path, flags: O_RDONLY | O_DIRECTORY)
    }

    private init(_ path: String, flags: Int32) throws(Failure) {
        descriptor = open(path, flags | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw Failure(path: path, reason: String(cString: strerror(errno))) }
        while flock(descriptor, LOCK_EX) != 0 {
            let code = errno
            guard code == EINTR else {
                close(descriptor)
                throw Failure(path: path, reason: String(cString: strerror(code)))
            }
        }
    }

    public func unlock() {
        flock(descriptor, LOCK_UN)
        close(descriptor)
    }
}
