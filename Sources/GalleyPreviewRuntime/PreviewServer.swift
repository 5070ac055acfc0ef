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
///
/// Each child leads a process group of its own, and the server is the
/// subreaper of what the children start. A child's memory limit counts
/// every process it started (its descendants and its group); at its time or
/// memory limit they are killed with it, and when it ends, its group and
/// the orphans it left are killed, so nothing a preview started outlives it.
struct PreviewServer {
    let request: PreviewRequest
    let channel: PreviewChannel

    /// How often the children's resident sizes and the clock are looked at.
    static let pollInterval: useconds_t = 5_000
    /// How many polls pass between looks through all of /proc for what the
    /// children started.
    static let processScanEvery = 10

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
        var polls = 0
        // Per child, the processes it started and their resident pages, as last read.
        var started: [pid_t: Set<pid_t>] = [:]
        var startedPages: [pid_t: Int64] = [:]
        let server = getpid()
        _ = PreviewProcesses.becomeSubreaper()
        while !waiting.isEmpty || !running.isEmpty {
            while running.count < request.jobs, let index = waiting.popFirst() {
                switch start(index, draw) {
                case .success(let pid):
                    // Set here too, so that no poll finds the child before it has.
                    setpgid(pid, pid)
                    running[pid] = Child(index: index, deadline: .now + .seconds(request.timeLimit))
                case .failure(let reason):
                    channel.send(PreviewEnding(index: index, kind: .notStarted, reason: reason.description))
                }
            }
            var status: Int32 = 0
            var reaped = false
            while case let pid = waitpid(-1, &status, WNOHANG), pid > 0 {
                guard let child = running.removeValue(forKey: pid) else { continue }
                // What the declaration started goes with it.
                ProcessTable.kill(started.removeValue(forKey: pid) ?? [])
                kill(-pid, SIGKILL)
                reaped = true
                channel.send(Self.ending(of: child, status: status))
            }
            if reaped { continue }
            if getppid() != parent {
                for (pid, others) in started { ProcessTable.kill(others.union([pid])) }
                for pid in running.keys { kill(-pid, SIGKILL) }
                exit(3)
            }
            let now = ContinuousClock.now
            polls += 1
            if polls % Self.processScanEvery == 0 {
                let processes = PreviewProcesses.read()
                ProcessTable.kill(processes.orphans(of: server, known: Set(running.keys)))
                started = Dictionary(uniqueKeysWithValues: running.keys.map { ($0, processes.started(by: $0)) })
                startedPages = started.mapValues { processes.pages(of: $0) }
            }
            for (pid, child) in running where child.stopped == nil {
                if now > child.deadline {
                    running[pid]?.stopped = .timedOut
                } else if let pages = ProcessTable.residentPages(of: pid),
                    (pages + startedPages[pid, default: 0]) * pageSize > limitBytes
                {
                    running[pid]?.stopped = .outOfMemory
                } else {
                    continue
                }
                ProcessTable.kill((started[pid] ?? []).union([pid]))
                kill(-pid, SIGKILL)
            }
            usleep(Self.pollInterval)
        }
        // What the last declarations left behind.
        ProcessTable.kill(PreviewProcesses.read().orphans(of: server, known: []))
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
        // The child: a process group of its own, no way to the channel, its
        // output to its own files, its memory capped, then the drawing.
        setpgid(0, 0)
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
}
