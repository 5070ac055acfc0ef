import Foundation
import Galley
import GalleyPreviewProtocol

/// Runs each requested preview declaration in a process forked from this
/// one, at most `jobs` at once, each under the request's time and memory
/// limits, and says on the private channel how each ended.
///
/// Forking spares each declaration the program's start and the font
/// library's opening (the primary face is read before the fork; other faces
/// a preview needs are read in its child). The child shares those pages
/// until it writes them. The server itself stays on one thread, so no lock
/// is held by another thread when it forks; the child draws on a new
/// thread while its first one waits (see `start`). When the server's parent goes
/// away (render stopped), the server stops its children and ends.
struct PreviewServer {
    let request: PreviewRequest
    let channel: PreviewChannel

    /// How often the children's resident sizes and the clock are looked at.
    static let pollInterval: useconds_t = 5_000

    private struct Child {
        var index: Int
        var deadline: ContinuousClock.Instant
        var stopped: PreviewEnding.Kind?
    }

    /// Draws each requested declaration with `draw`, given its index and
    /// the file its reports go to, in a child process.
    @MainActor
    func serve(_ draw: @MainActor (Int, FileHandle) -> Void) {
        // Children are reaped here: an inherited "ignore" would have the
        // kernel reap them unseen.
        signal(SIGCHLD, SIG_DFL)
        // A write to a parent that is gone fails rather than ending the server unseen.
        signal(SIGPIPE, SIG_IGN)
        let parent = getppid()
        var waiting = request.indices[...]
        var running: [pid_t: Child] = [:]
        let limitBytes = Int64(request.memoryLimit) << 20
        let pageSize = Int64(sysconf(Int32(_SC_PAGESIZE)))
        while !waiting.isEmpty || !running.isEmpty {
            while running.count < request.jobs, let index = waiting.popFirst() {
                switch start(index, draw) {
                case .success(let pid):
                    running[pid] = Child(index: index, deadline: .now + .seconds(request.timeLimit))
                case .failure(let reason):
                    channel.send(PreviewEnding(index: index, kind: .notStarted, reason: reason.description))
                }
            }
            var status: Int32 = 0
            var reaped = false
            while case let pid = waitpid(-1, &status, WNOHANG), pid > 0 {
                guard let child = running.removeValue(forKey: pid) else { continue }
                reaped = true
                channel.send(Self.ending(of: child, status: status))
            }
            if reaped { continue }
            if getppid() != parent {
                for pid in running.keys { kill(pid, SIGKILL) }
                exit(3)
            }
            let now = ContinuousClock.now
            for (pid, child) in running where child.stopped == nil {
                if now > child.deadline {
                    running[pid]?.stopped = .timedOut
                } else if let pages = Self.residentPages(of: pid), pages * pageSize > limitBytes {
                    running[pid]?.stopped = .outOfMemory
                } else {
                    continue
                }
                kill(pid, SIGKILL)
            }
            usleep(Self.pollInterval)
        }
    }

    /// Forks a child that draws declaration `index`; its process id, or why not.
    @MainActor
    private func start(_ index: Int, _ draw: @MainActor (Int, FileHandle) -> Void) -> Result<pid_t, StartFailure> {
        let folder = URL(fileURLWithPath: request.directory).appendingPathComponent("\(index)")
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        } catch {
            return .failure(StartFailure(description: "cannot create \(folder.path): \(error.localizedDescription)"))
        }
        let output = open(folder.appendingPathComponent("stdout").path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        let errors = open(folder.appendingPathComponent("stderr").path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        let reports = open(
            folder.appendingPathComponent("reports").path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        defer {
            for descriptor in [output, errors, reports] where descriptor >= 0 { close(descriptor) }
        }
        guard output >= 0, errors >= 0, reports >= 0 else {
            return .failure(
                StartFailure(description: "cannot write in \(folder.path): \(String(cString: strerror(errno)))"))
        }
        // What this process has buffered must not be written twice.
        fflush(nil)
        let pid = fork()
        if pid < 0 { return .failure(StartFailure(description: "fork failed: \(String(cString: strerror(errno)))")) }
        guard pid == 0 else { return .success(pid) }
        // The child: no way to the channel, its output to its own files, its
        // memory capped, then the drawing.
        channel.closeInChild()
        dup2(output, STDOUT_FILENO)
        dup2(errors, STDERR_FILENO)
        AddressSpace.cap(megabytes: request.memoryLimit)
        let handle = FileHandle(fileDescriptor: fcntl(reports, F_DUPFD_CLOEXEC, 0), closeOnDealloc: true)
        // The child's first thread is a copy of the server's, with the thread
        // id that Swift's runtime and libdispatch cached in its thread-local
        // storage: a lock it took would carry the server's id, and a thread
        // of the child waiting for it could never be woken (an occasional
        // hang until the time limit) or would crash. So that thread only
        // waits, holding no lock, while a thread of the child's own draws.
        withoutActuallyEscaping(draw) { draw in
            withLargeStack { onMainActorDuringLayout((index, handle)) { draw($0.0, $0.1) } }
        }
        // The mark that the declaration ran to its end (it did not call `exit`).
        try? handle.write(contentsOf: JSONLines.line(ReportLine.finished))
        fflush(nil)
        _exit(0)
    }

    private struct StartFailure: Error {
        var description: String
    }

    /// How a reaped child ended, from its wait status.
    private static func ending(of child: Child, status: Int32) -> PreviewEnding {
        if let stopped = child.stopped { return PreviewEnding(index: child.index, kind: stopped) }
        let signal = status & 0x7f
        if signal == 0 { return PreviewEnding(index: child.index, kind: .exited, code: (status >> 8) & 0xff) }
        return PreviewEnding(index: child.index, kind: .signalled, code: signal)
    }

    /// The child's resident pages, from /proc.
    private static func residentPages(of pid: pid_t) -> Int64? {
        guard let statm = try? String(contentsOfFile: "/proc/\(pid)/statm", encoding: .utf8) else { return nil }
        let fields = statm.split(separator: " ")
        return fields.count > 1 ? Int64(fields[1]) : nil
    }
}
