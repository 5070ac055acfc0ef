import Foundation
import GalleyPreviewProtocol

/// What a preview declaration started, from a ``ProcessTable``: what its
/// child process leads (its descendants and its process group), and the
/// orphans they leave, which come to the server as their subreaper.
struct PreviewProcesses {
    let table: ProcessTable

    /// A reading of /proc now.
    static func read() -> PreviewProcesses {
        PreviewProcesses(table: ProcessTable.read())
    }

    /// The processes `root` leads but itself: its descendants, and the
    /// members of the process group it leads.
    func started(by root: pid_t) -> Set<pid_t> {
        let members = table.entries.compactMap { pid, entry in entry.group == root && pid != root ? pid : nil }
        return table.descendants(of: root).union(members)
    }

    /// The resident pages of `pids` together.
    func pages(of pids: Set<pid_t>) -> Int64 {
        pids.reduce(0) { $0 + (table.entries[$1]?.pages ?? 0) }
    }

    /// The children of `server` that are not among `known`: orphans of the
    /// declarations' processes, reparented to the server.
    func orphans(of server: pid_t, known: Set<pid_t>) -> [pid_t] {
        table.entries.compactMap { pid, entry in entry.parent == server && !known.contains(pid) ? pid : nil }
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
