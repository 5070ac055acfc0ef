import ArgumentParser
import Foundation
import Galley

/// `--watch`: run again whenever a file the run read changes.
struct WatchOption: ParsableArguments {
    @Flag(help: "Keep running: run again whenever an input changes (Ctrl-C stops).")
    var watch = false
}

/// Watches files by polling: each file's modification time, size and
/// inode, so that an editor's save, whether it rewrites the file or
/// replaces it, is seen, and a file that appears or disappears too.
enum FileWatch {
    /// What is known of a file: nil when it does not exist.
    private struct Fingerprint: Equatable {
        var seconds: Int
        var nanoseconds: Int
        var size: Int64
        var inode: UInt64
    }

    private static func fingerprint(_ path: String) -> Fingerprint? {
        var status = stat()
        guard stat(path, &status) == 0 else { return nil }
        return Fingerprint(
            seconds: status.st_mtim.tv_sec, nanoseconds: status.st_mtim.tv_nsec, size: Int64(status.st_size),
            inode: UInt64(status.st_ino)
        )
    }

    /// Runs `body`, then runs it again each time one of the files `files`
    /// names changes, for ever. `files` is asked again at every look, so
    /// that a run can change what is watched (a scene that names another
    /// image) and files added to a folder are seen. A change is acted on
    /// once the files have stayed the same for one more look, so that a
    /// save written in several steps runs `body` once (or after a second,
    /// for a file that never stops changing).
    static func run(every interval: Duration = .milliseconds(200), files: () -> [String], _ body: () -> Void) -> Never {
        var seen = runNoting(files, body)
        while true {
            Thread.sleep(forTimeInterval: interval.inSeconds)
            var now = snapshot(files())
            guard now != seen else { continue }
            // Settled: unchanged over one more interval, or five looks on.
            for _ in 0..<5 {
                Thread.sleep(forTimeInterval: interval.inSeconds)
                let later = snapshot(files())
                if later == now { break }
                now = later
            }
            seen = runNoting(files, body)
        }
    }

    /// Runs `body` and says what the files were like before it: a file that
    /// changes while it runs (and is still watched) makes it run again.
    private static func runNoting(_ files: () -> [String], _ body: () -> Void) -> [String: Fingerprint?] {
        let before = snapshot(files())
        body()
        var seen = snapshot(files())
        // What was there before the run counts, for the files still watched.
        for (path, fingerprint) in before where fingerprint != nil && seen[path] != nil { seen[path] = fingerprint }
        return seen
    }

    private static func snapshot(_ paths: [String]) -> [String: Fingerprint?] {
        Dictionary(paths.map { ($0, fingerprint($0)) }, uniquingKeysWith: { first, _ in first })
    }

    /// The regular files under `folder`, for watching a folder of sources:
    /// hidden files and folders, `.build`, and the folders `excluded` (a
    /// command's own output) left out.
    static func files(under folder: String, excluding excluded: [String] = []) -> [String] {
        let excludedPaths = Set(
            excluded.map { URL(fileURLWithPath: $0).standardizedFileURL.resolvingSymlinksInPath().path })
        guard
            let enumerator = FileManager.default.enumerator(
                at: URL(fileURLWithPath: folder), includingPropertiesForKeys: [.isRegularFileKey],
                options: [.skipsHiddenFiles]
            )
        else { return [] }
        var files: [String] = []
        for case let url as URL in enumerator {
            if url.lastPathComponent == ".build"
                || excludedPaths.contains(url.standardizedFileURL.resolvingSymlinksInPath().path)
            {
                enumerator.skipDescendants()
                continue
            }
            if (try? url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true { files.append(url.path) }
        }
        return files.sorted()
    }
}
