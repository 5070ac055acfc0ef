import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// The processes a preview declaration started, read from /proc: what its
/// child process leads (its descendants and its process group), and the
/// orphans they leave, which come to the server as their subreaper.
struct PreviewProcesses {
    /// Per process: its parent, its process group and its resident pages.
    private var table: [pid_t: (parent: pid_t, group: pid_t, pages: Int64)] = [:]

    /// A reading of /proc now.
    static func read() -> PreviewProcesses {
        var processes = PreviewProcesses()
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        for entry in entries {
            guard let pid = pid_t(entry),
                let stat = try? String(contentsOfFile: "/proc/\(entry)/stat", encoding: .utf8),
                let close = stat.lastIndex(of: ")")
            else { continue }
            // "pid (name) state ppid pgrp …": the name may hold spaces and parentheses.
            let fields = stat[stat.index(after: close)...].split(separator: " ")
            guard fields.count > 2, let parent = pid_t(fields[1]), let group = pid_t(fields[2]) else { continue }
            processes.table[pid] = (parent, group, residentPages(of: pid) ?? 0)
        }
        return processes
    }

    /// The processes `root` leads but itself: its descendants, and the
    /// members of the process group it leads.
    func started(by root: pid_t) -> Set<pid_t> {
        var children: [pid_t: [pid_t]] = [:]
        var found: Set<pid_t> = []
        for (pid, process) in table {
            children[process.parent, default: []].append(pid)
            if process.group == root, pid != root { found.insert(pid) }
        }
        var queue = children[root] ?? []
        var visited: Set<pid_t> = [root]
        while let pid = queue.popLast() {
            guard visited.insert(pid).inserted else { continue }
            found.insert(pid)
            queue += children[pid] ?? []
        }
        return found
    }

    /// The resident pages of `pids` together.
    func pages(of pids: Set<pid_t>) -> Int64 {
        pids.reduce(0) { $0 + (table[$1]?.pages ?? 0) }
    }

    /// The children of `server` that are not among `known`: orphans of the
    /// declarations' processes, reparented to the server.
    func orphans(of server: pid_t, known: Set<pid_t>) -> [pid_t] {
        table.compactMap { pid, process in process.parent == server && !known.contains(pid) ? pid : nil }
    }

    /// A process's resident pages, from /proc.
    static func residentPages(of pid: pid_t) -> Int64? {
        guard let statm = try? String(contentsOfFile: "/proc/\(pid)/statm", encoding: .utf8) else { return nil }
        let fields = statm.split(separator: " ")
        return fields.count > 1 ? Int64(fields[1]) : nil
    }

    /// Stops `pids` and then kills them: stopped first, so that none starts
    /// another in between.
    static func kill(_ pids: some Sequence<pid_t>) {
        for pid in pids { Glibc.kill(pid, SIGSTOP) }
        for pid in pids { Glibc.kill(pid, SIGKILL) }
    }

    /// Makes this process the subreaper of its descendants: an orphan of a
    /// declaration's process becomes the server's child rather than init's,
    /// where the server sees and ends it. False where the kernel refuses.
    static func becomeSubreaper() -> Bool {
        // prctl is variadic in C, which Swift does not call; its arguments
        // here are integers, passed alike either way.
        typealias Prctl = @convention(c) (Int32, UInt, UInt, UInt, UInt) -> Int32
        guard let handle = dlopen(nil, RTLD_NOW), let symbol = dlsym(handle, "prctl") else { return false }
        let prctl = unsafeBitCast(symbol, to: Prctl.self)
        let setChildSubreaper: Int32 = 36
        return prctl(setChildSubreaper, 1, 0, 0, 0) == 0
    }
}
