import Foundation

/// What a preview process may reach. It always gets a minimal environment
/// and a scratch working folder; under the sandbox it also runs without a
/// network, on a read-only file system but for its own folder, with the
/// home folders hidden (bubblewrap).
public struct PreviewIsolation: Sendable, Equatable {
    /// Environment variables let through to previews besides the minimal
    /// set (`--pass-env NAME`).
    public var passedEnvironment: [String]
    /// Whether previews run under bubblewrap (`--sandbox`).
    public var sandbox: Bool

    public init(passedEnvironment: [String] = [], sandbox: Bool = false) {
        self.passedEnvironment = passedEnvironment
        self.sandbox = sandbox
    }

    /// The variables every preview gets from this process when they are
    /// set: the search path and the locale.
    static let minimalNames = ["PATH", "LANG", "LANGUAGE"]

    /// A preview process's whole environment: the minimal set and the
    /// passed names from `inherited`, then what Galley sets (`own`).
    func environment(inheriting inherited: [String: String], own: [String: String]) -> [String: String] {
        var result: [String: String] = [:]
        for (name, value) in inherited
        where Self.minimalNames.contains(name) || name.hasPrefix("LC_") || passedEnvironment.contains(name) {
            result[name] = value
        }
        if result["PATH"] == nil { result["PATH"] = "/usr/local/bin:/usr/bin:/bin" }
        return result.merging(own) { _, galley in galley }
    }

    /// Why `name` cannot be passed to previews, or nil when it can.
    public static func problem(passing name: String) -> String? {
        if name.isEmpty { return "a variable's name may not be empty" }
        if name.contains("=") || name.contains("\0") {
            return "\"\(name)\" is not a variable's name (it holds = or NUL)"
        }
        return nil
    }
}

/// Running a program under bubblewrap (`bwrap`, Debian's `bubblewrap`).
enum PreviewSandbox {
    /// The bubblewrap executable on PATH.
    static func locate(path: String? = ProcessInfo.processInfo.environment["PATH"]) throws(PreviewError) -> String {
        let folders = (path ?? "/usr/bin:/bin").split(separator: ":").map(String.init)
        for folder in folders where !folder.isEmpty {
            let candidate = folder + "/bwrap"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        throw .input(
            """
            --sandbox runs previews under bubblewrap, which is not installed (no bwrap on PATH): install it \
            (apt-get install bubblewrap on Debian or Ubuntu, dnf install bubblewrap on Fedora), or run without --sandbox
            """)
    }

    /// bubblewrap's arguments that run `program` with `arguments`: no
    /// network and a process and IPC namespace of its own; the file system
    /// read-only, with /tmp, /home, /root and the caller's home empty, and
    /// `readable` folders shown read-only and `writable` ones writable; the
    /// working folder `workingFolder`. Mounts go from the shallowest path
    /// to the deepest, so that what holds a path deepest decides it: a home
    /// inside a readable project folder is still empty.
    static func arguments(
        program: String, _ arguments: [String], readable: [String], writable: [String], workingFolder: String,
        home: String?
    ) -> [String] {
        var mounts = ["/tmp", "/home", "/root"].map { (path: $0, option: "--tmpfs") }
        if let home, home.hasPrefix("/"), home != "/" { mounts.append((home, "--tmpfs")) }
        mounts += readable.filter { $0.hasPrefix("/") && $0 != "/" }.map { ($0, "--ro-bind") }
        mounts += writable.filter { $0.hasPrefix("/") && $0 != "/" }.map { ($0, "--bind") }
        let depth = { (path: String) in path.split(separator: "/").count }
        // Stable: at one depth, the emptied folders before those shown.
        let ordered = mounts.enumerated().sorted {
            (depth($0.element.path), $0.offset) < (depth($1.element.path), $1.offset)
        }.map(\.element)
        var result = ["--die-with-parent", "--new-session", "--unshare-all", "--ro-bind", "/", "/"]
        result += ["--dev", "/dev", "--proc", "/proc"]
        for mount in ordered {
            result += mount.option == "--tmpfs" ? ["--tmpfs", mount.path] : [mount.option, mount.path, mount.path]
        }
        result += ["--chdir", workingFolder, "--", program]
        return result + arguments
    }
}
