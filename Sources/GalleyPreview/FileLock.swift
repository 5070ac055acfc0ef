import Foundation

/// An exclusive lock on a file, held by this process until unlocked: two
/// `render preview`s share the scratch package one at a time.
struct FileLock {
    private let descriptor: Int32

    init(_ url: URL) throws(PreviewError) {
        descriptor = open(url.path, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw .build("cannot open \(url.path): \(String(cString: strerror(errno)))") }
        while flock(descriptor, LOCK_EX) != 0 && errno == EINTR {}
    }

    func unlock() {
        flock(descriptor, LOCK_UN)
        close(descriptor)
    }
}
