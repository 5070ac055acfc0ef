import CTemporaryFiles
import Foundation

/// Writing a file all at once or not at all: every output Galley writes
/// (pictures, dumps, references, artifacts) goes through here.
///
/// The bytes go to a new temporary file in the target's folder, are
/// fsynced, and the file is renamed over the target; then the folder is
/// fsynced, so the rename survives a crash. A reader sees the old file or
/// the new one, never part of one. An existing target keeps its
/// permissions; a target that is a symbolic link is written through (the
/// file it points to is replaced, the link stays).
public enum AtomicFile {
    /// Writes `data` to `url` atomically. On failure the temporary file is
    /// removed and whatever was at `url` is left as it was.
    public static func write(_ data: Data, to url: URL) throws(PaintError) {
        func failure(_ reason: String) -> PaintError { .cannotWrite(path: url.relativePath, reason: reason) }
        func failure(code: Int32) -> PaintError { failure(String(cString: strerror(code))) }
        let (path, mode) = try destination(url)
        let folder = (path as NSString).deletingLastPathComponent
        let name = (path as NSString).lastPathComponent

        // A new name of our own: O_EXCL never opens someone else's file.
        var temporary = ""
        var descriptor: Int32 = -1
        var slot: Int32 = -1
        for attempt in 1...8 {
            temporary =
                (folder.isEmpty ? "." : folder) + "/." + name + "."
                + String(UInt32.random(in: .min ... .max), radix: 16) + ".tmp"
            slot = galley_temporary_register(temporary)
            descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
            if descriptor >= 0 { break }
            let code = errno
            galley_temporary_release(slot)
            if code != EEXIST || attempt == 8 { throw failure(code: code) }
        }
        defer { galley_temporary_release(slot) }
        // A terminating signal arrived while the file was being made: the
        // handler may have missed it, so it goes here, and the signal ends us.
        if galley_temporary_is_ending() != 0 { abandon(descriptor, temporary) }

        var error: Int32 = 0
        if let mode, fchmod(descriptor, mode) != 0 { error = errno }
        if error == 0 { error = writeAll(data, to: descriptor) }
        if error == 0, fsync(descriptor) != 0 { error = errno }
        if close(descriptor) != 0, error == 0 { error = errno }
        if error == 0, rename(temporary, path) != 0 { error = errno }
        guard error == 0 else {
            unlink(temporary)
            throw failure(code: error)
        }
        syncFolder(folder.isEmpty ? "." : folder)
    }

    /// Moves the file `source` to `url` by renaming it: the same promise as
    /// ``write(_:to:)`` (an existing target keeps its permissions, a link
    /// is written through, the file is on disk before it replaces the
    /// old one) without reading and writing the bytes again. `source` must
    /// be a regular file with no other name; across file systems its bytes
    /// are copied and it is removed.
    public static func move(_ source: URL, to url: URL) throws(PaintError) {
        func failure(_ reason: String) -> PaintError { .cannotWrite(path: url.relativePath, reason: reason) }
        func failure(code: Int32) -> PaintError { failure(String(cString: strerror(code))) }
        let (path, mode) = try destination(url)
        let descriptor = open(source.path, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { throw failure("cannot open \(source.path): \(String(cString: strerror(errno)))") }
        var status = stat()
        guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG, status.st_nlink == 1 else {
            close(descriptor)
            throw failure("\(source.path) is not a regular file of its own")
        }
        var error: Int32 = 0
        if let mode, fchmod(descriptor, mode) != 0 { error = errno }
        if error == 0, fsync(descriptor) != 0 { error = errno }
        guard error == 0 else {
            close(descriptor)
            throw failure(code: error)
        }
        if rename(source.path, path) == 0 {
            close(descriptor)
            syncFolder(Self.folder(of: path))
            return
        }
        let code = errno
        guard code == EXDEV else {
            close(descriptor)
            throw failure(code: code)
        }
        let data = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true).readDataToEndOfFile()
        try write(data, to: url)
        unlink(source.path)
    }

    /// The file a write to `url` replaces, links followed, and the
    /// permissions it has; throws when `url` names a folder or a file that
    /// is not a regular one.
    private static func destination(_ url: URL) throws(PaintError) -> (path: String, mode: mode_t?) {
        let given = url.path
        func failure(_ reason: String) -> PaintError { .cannotWrite(path: url.relativePath, reason: reason) }
        var isFolder: ObjCBool = false
        if url.hasDirectoryPath || url.lastPathComponent == "/" {
            let exists = FileManager.default.fileExists(atPath: given, isDirectory: &isFolder)
            throw failure(
                exists && isFolder.boolValue
                    ? "a folder is in the way" : "the path ends in \"/\": it names a folder, not a file")
        }
        let path = try target(of: given)
        var status = stat()
        var mode: mode_t?
        if lstat(path, &status) == 0 {
            switch status.st_mode & S_IFMT {
            case S_IFREG: mode = status.st_mode & 0o7777
            case S_IFDIR: throw failure("a folder is in the way")
            default: throw failure("not a regular file (a device, FIFO or socket); choose another output")
            }
        }
        return (path, mode)
    }

    private static func folder(of path: String) -> String {
        let folder = (path as NSString).deletingLastPathComponent
        return folder.isEmpty ? "." : folder
    }

    /// Removes in-flight temporary files on SIGINT, SIGTERM, SIGHUP and
    /// SIGQUIT before the signal ends the process (non-zero, as the signal
    /// would), and makes a write over the file size limit (SIGXFSZ) fail
    /// with an error instead of killing the process. For command-line tools.
    public static func removeTemporariesOnSignals() {
        galley_temporary_install_handlers()
    }

    /// The file `path` finally names: symbolic links followed (at most 40),
    /// relative ones against their own folder. A dangling link names the
    /// file it would point to.
    private static func target(of path: String) throws(PaintError) -> String {
        var current = path
        for _ in 0..<40 {
            var status = stat()
            guard lstat(current, &status) == 0, status.st_mode & S_IFMT == S_IFLNK else { return current }
            var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
            let length = readlink(current, &buffer, Int(PATH_MAX))
            guard length > 0 else { return current }
            let link = String(decoding: buffer[0..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
            current =
                link.hasPrefix("/")
                ? link : ((current as NSString).deletingLastPathComponent as NSString).appendingPathComponent(link)
        }
        throw .cannotWrite(path: path, reason: "too many levels of symbolic links")
    }

    /// Writes every byte of `data`; 0, or the errno of the failure.
    private static func writeAll(_ data: Data, to descriptor: Int32) -> Int32 {
        data.withUnsafeBytes { bytes -> Int32 in
            guard let base = bytes.baseAddress else { return 0 }
            var offset = 0
            while offset < bytes.count {
                let written = Foundation.write(descriptor, base + offset, bytes.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    return errno
                }
                offset += written
            }
            return 0
        }
    }

    /// Makes a rename in `folder` durable; best effort (some file systems refuse).
    private static func syncFolder(_ folder: String) {
        let descriptor = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else { return }
        fsync(descriptor)
        close(descriptor)
    }

    /// Removes a temporary made after a terminating signal and waits for
    /// the signal to end the process.
    private static func abandon(_ descriptor: Int32, _ temporary: String) -> Never {
        close(descriptor)
        unlink(temporary)
        while true { pause() }
    }
}
