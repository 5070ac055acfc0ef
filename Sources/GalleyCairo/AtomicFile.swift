import CTemporaryFiles
import Foundation
import Synchronization

/// Writing a file all at once or not at all: every output Galley writes
/// (pictures, dumps, references, artifacts) goes through here.
///
/// The bytes go to a new temporary file in the target's folder, are
/// fsynced, and the file is renamed over the target; then the folder is
/// fsynced, so the rename survives a crash. A reader sees the old file or
/// the new one, never part of one. An existing target keeps its
/// permissions, and its owner and group where the writer may set them
/// (root may; others keep at most the group); a target that is a symbolic
/// link is written through (the file it points to is replaced, the link
/// stays).
///
/// A temporary is named `.<name>.galley-<pid>-<random>.tmp`, `<name>`
/// shortened when long (``FileNameFitting``), so that a 255-byte target
/// can be written. One a killed writer left (SIGKILL cannot be caught) is
/// removed by the next write into its folder, of any process: once per
/// folder and process, temporaries of this form whose process is gone
/// and that no one holds locked are removed.
public enum AtomicFile {
    /// Writes `data` to `url` atomically. On failure the temporary file is
    /// removed and whatever was at `url` is left as it was.
    public static func write(_ data: Data, to url: URL) throws(PaintError) {
        func failure(_ reason: String) -> PaintError { .cannotWrite(path: url.relativePath, reason: reason) }
        func failure(code: Int32) -> PaintError { failure(String(cString: strerror(code))) }
        let (path, kept) = try destination(url)
        let folder = (path as NSString).deletingLastPathComponent
        let name = (path as NSString).lastPathComponent
        removeStaleTemporaries(in: folder.isEmpty ? "." : folder)

        // A new name of our own: O_EXCL never opens someone else's file.
        var temporary = ""
        var descriptor: Int32 = -1
        var slot: Int32 = -1
        for attempt in 1...8 {
            temporary = (folder.isEmpty ? "." : folder) + "/" + temporaryName(for: name)
            slot = galley_temporary_register(temporary)
            descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
            if descriptor >= 0 { break }
            let code = errno
            galley_temporary_release(slot)
            if code != EEXIST || attempt == 8 { throw failure(code: code) }
        }
        defer { galley_temporary_release(slot) }
        // Held until closed: a cleaner that can take it knows the writer is gone.
        _ = flock(descriptor, LOCK_EX | LOCK_NB)
        // A terminating signal arrived while the file was being made: the
        // handler may have missed it, so it goes here, and the signal ends us.
        if galley_temporary_is_ending() != 0 { abandon(descriptor, temporary) }

        var error = keep(kept, on: descriptor)
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
        let (path, kept) = try destination(url)
        removeStaleTemporaries(in: Self.folder(of: path))
        let descriptor = open(source.path, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { throw failure("cannot open \(source.path): \(String(cString: strerror(errno)))") }
        var status = stat()
        guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG, status.st_nlink == 1 else {
            close(descriptor)
            throw failure("\(source.path) is not a regular file of its own")
        }
        var error = keep(kept, on: descriptor)
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

    /// What an existing target keeps when it is replaced.
    private struct Kept {
        var mode: mode_t
        var owner: uid_t
        var group: gid_t
    }

    /// The file a write to `url` replaces, links followed, and the
    /// permissions and owner it has; throws when `url` names a folder or a
    /// file that is not a regular one.
    private static func destination(_ url: URL) throws(PaintError) -> (path: String, kept: Kept?) {
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
        var kept: Kept?
        if lstat(path, &status) == 0 {
            switch status.st_mode & S_IFMT {
            case S_IFREG: kept = Kept(mode: status.st_mode & 0o7777, owner: status.st_uid, group: status.st_gid)
            case S_IFDIR: throw failure("a folder is in the way")
            default: throw failure("not a regular file (a device, FIFO or socket); choose another output")
            }
        }
        return (path, kept)
    }

    /// Gives the new file at `descriptor` the owner, group and mode of
    /// the file it replaces; 0, or the errno of the failure. Only root may
    /// give a file away, and others only to a group of theirs: the owner,
    /// then the group, is kept where permitted and otherwise left (EPERM
    /// is not a failure). The mode is set last, as `fchown` clears the
    /// set-user-ID bits.
    private static func keep(_ kept: Kept?, on descriptor: Int32) -> Int32 {
        guard let kept else { return 0 }
        if fchown(descriptor, kept.owner, kept.group) != 0 {
            guard errno == EPERM else { return errno }
            if fchown(descriptor, uid_t.max, kept.group) != 0, errno != EPERM { return errno }
        }
        return fchmod(descriptor, kept.mode) == 0 ? 0 : errno
    }

    /// The most bytes of its target's name a temporary's name holds: the
    /// rest of 255 is the dot, the marker, the largest PID and the suffix.
    private static let temporaryStemBytes =
        FileNameFitting.maximumBytes - ".".utf8.count
        - ".galley-".utf8.count - String(Int32.max).utf8.count - "-".utf8.count - 8 - ".tmp".utf8.count

    /// A new temporary's name for the target called `name`:
    /// `.<name>.galley-<pid>-<8 hex digits>.tmp`, at most 255 bytes.
    static func temporaryName(for name: String) -> String {
        let random = String(UInt32.random(in: .min ... .max), radix: 16)
        return "." + FileNameFitting.fitted(name, maximumBytes: temporaryStemBytes) + ".galley-\(getpid())-"
            + String(repeating: "0", count: 8 - random.count) + random + ".tmp"
    }

    /// The process that made the temporary called `name`; nil when `name`
    /// is not a temporary's.
    static func temporaryWriter(_ name: String) -> pid_t? {
        guard name.hasPrefix("."), name.hasSuffix(".tmp"), let marker = name.range(of: ".galley-", options: .backwards)
        else { return nil }
        let fields = name[marker.upperBound...].dropLast(4).split(separator: "-", omittingEmptySubsequences: false)
        guard fields.count == 2, fields[1].utf8.count == 8, UInt32(fields[1], radix: 16) != nil,
            let pid = pid_t(fields[0]), pid > 0
        else { return nil }
        return pid
    }

    /// The folders whose stale temporaries this process has removed.
    private static let cleanedFolders = Mutex<Set<String>>([])

    /// Removes, once per folder and process, the temporaries in `folder`
    /// of writers that are gone: a process that no longer exists, and a
    /// file no one holds locked (a writer in another PID namespace does).
    /// Best effort: what cannot be examined or removed is left.
    private static func removeStaleTemporaries(in folder: String) {
        guard cleanedFolders.withLock({ $0.insert(folder).inserted }),
            let entries = try? FileManager.default.contentsOfDirectory(atPath: folder)
        else { return }
        for entry in entries {
            guard let pid = temporaryWriter(entry), pid != getpid(), kill(pid, 0) != 0, errno == ESRCH else {
                continue
            }
            let path = folder + "/" + entry
            let descriptor = open(path, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
            guard descriptor >= 0 else { continue }
            var status = stat()
            if fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG,
                flock(descriptor, LOCK_EX | LOCK_NB) == 0
            {
                unlink(path)
            }
            close(descriptor)
        }
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
