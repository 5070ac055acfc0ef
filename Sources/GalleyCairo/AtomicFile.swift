import Foundation

/// Writing a file all at once or not at all.
public enum AtomicFile {
    /// Writes `data` to a new temporary file beside `url`, then renames it
    /// over `url`. On failure the temporary file is removed and whatever was
    /// at `url` is left as it was.
    public static func write(_ data: Data, to url: URL) throws(PaintError) {
        let path = url.path
        let folder = url.deletingLastPathComponent().path
        func failure(_ code: Int32) -> PaintError {
            .cannotWrite(path: path, reason: String(cString: strerror(code)))
        }
        // A new name of our own: O_EXCL never opens someone else's file.
        var temporary = ""
        var descriptor: Int32 = -1
        var attempts = 0
        while descriptor < 0 {
            temporary = folder + "/." + url.lastPathComponent + "." + String(UInt32.random(in: .min ... .max), radix: 16) + ".tmp"
            descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
            attempts += 1
            if descriptor < 0, errno != EEXIST || attempts == 8 { throw failure(errno) }
        }

        var error: Int32 = 0
        data.withUnsafeBytes { bytes in
            guard let base = bytes.baseAddress else { return }
            var offset = 0
            while offset < bytes.count {
                let written = Foundation.write(descriptor, base + offset, bytes.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    error = errno
                    return
                }
                offset += written
            }
        }
        if close(descriptor) != 0, error == 0 { error = errno }
        if error == 0, rename(temporary, path) != 0 { error = errno }
        guard error == 0 else {
            unlink(temporary)
            throw failure(error)
        }
    }
}
