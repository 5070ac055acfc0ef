import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// The processes running, read from /proc: each one's parent, process
/// group and resident pages. `render` stops a command's whole tree with it,
/// and the preview program finds what each preview started.
public struct ProcessTable: Sendable {
    /// A process as /proc shows it.
    public struct Entry: Sendable {
        public var parent: pid_t
        public var group: pid_t
        public var pages: Int64
    }

    /// The processes, by id.
    public private(set) var entries: [pid_t: Entry] = [:]

    /// A reading of /proc now.
    public static func read() -> ProcessTable {
        var table = ProcessTable()
        let names = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        for name in names {
            guard let pid = pid_t(name),
                let stat = try? String(contentsOfFile: "/proc/\(name)/stat", encoding: .utf8),
                let close = stat.lastIndex(of: ")")
            else { continue }
            // "pid (name) state ppid pgrp …": the name may hold spaces and parentheses.
            let fields = stat[stat.index(after: close)...].split(separator: " ")
            guard fields.count > 2, let parent = pid_t(fields[1]), let group = pid_t(fields[2]) else { continue }
            table.entries[pid] = Entry(parent: parent, group: group, pages: residentPages(of: pid) ?? 0)
        }
        return table
    }

    /// The descendants of `root`, not `root` itself.
    public func descendants(of root: pid_t) -> Set<pid_t> {
        var children: [pid_t: [pid_t]] = [:]
        for (pid, entry) in entries { children[entry.parent, default: []].append(pid) }
        var found: Set<pid_t> = []
        var queue = children[root] ?? []
        while let pid = queue.popLast() {
            guard pid != root, found.insert(pid).inserted else { continue }
            queue += children[pid] ?? []
        }
        return found
    }

    /// A process's resident pages, from /proc.
    public static func residentPages(of pid: pid_t) -> Int64? {
        guard let statm = try? String(contentsOfFile: "/proc/\(pid)/statm", encoding: .utf8) else { return nil }
        let fields = statm.split(separator: " ")
        return fields.count > 1 ? Int64(fields[1]) : nil
    }

    /// Stops `pids`, then kills them: stopped first, so that none starts
    /// another in between.
    public static func kill(_ pids: some Sequence<pid_t>) {
        for pid in pids { Glibc.kill(pid, SIGSTOP) }
        for pid in pids { Glibc.kill(pid, SIGKILL) }
    }
}
