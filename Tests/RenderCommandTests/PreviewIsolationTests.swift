import Foundation
import GalleyTestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#endif

// What a preview can reach, plainly and under --sandbox (issue 33, item 4).
extension PreviewCommandTests {
    /// A preview that tries what hostile code would: a variable it was not
    /// given, a file in the caller's home, a write outside its folder, a
    /// connection to a port the caller listens on, and a process that would
    /// outlive it. It prints what it reached.
    static func reachingPreview(home: String, outside: String, port: UInt16, marker: String) -> String {
        #"""
        import Foundation
        import SwiftUI
        #if canImport(Glibc)
            import Glibc
        #endif

        func reach() -> String {
            var seen: [String] = []
            let environment = ProcessInfo.processInfo.environment
            seen.append("secret=" + (environment["GALLEY_TEST_SECRET"] ?? "absent"))
            seen.append("passed=" + (environment["GALLEY_TEST_PASSED"] ?? "absent"))
            seen.append("hashing=" + (environment["SWIFT_DETERMINISTIC_HASHING"] ?? "absent"))
            seen.append("home=" + ((try? String(contentsOfFile: "\#(home)/key.txt", encoding: .utf8)) ?? "unreadable"))
            let wrote = FileManager.default.createFile(atPath: "\#(outside)/written.txt", contents: Data("x".utf8))
            seen.append("write=" + (wrote ? "written" : "refused"))
            seen.append("cwd=" + FileManager.default.currentDirectoryPath)
            let socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
            var address = sockaddr_in()
            address.sin_family = sa_family_t(AF_INET)
            address.sin_port = UInt16(\#(port)).bigEndian
            address.sin_addr.s_addr = inet_addr("127.0.0.1")
            let connected = withUnsafePointer(to: &address) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                    connect(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
                }
            }
            seen.append("net=" + (connected == 0 ? "connected" : "refused"))
            close(socket)
            let sleeper = Process()
            sleeper.executableURL = URL(fileURLWithPath: "/bin/sleep")
            sleeper.arguments = ["\#(marker)"]
            try? sleeper.run()
            seen.append("spawned=" + (sleeper.isRunning ? "yes" : "no"))
            print("reach: " + seen.joined(separator: " "))
            return "reached"
        }

        #Preview("Reach") { Text(reach()) }
        """#
    }

    /// A TCP socket listening on a free port of 127.0.0.1, and the port.
    static func listen() throws -> (socket: Int32, port: UInt16) {
        let socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(socket, $0, length) == 0 && Glibc.listen(socket, 8) == 0 && getsockname(socket, $0, &length) == 0
            }
        }
        try #require(bound)
        return (socket, UInt16(bigEndian: address.sin_port))
    }

    /// Whether a process runs whose command line holds `marker`.
    static func isRunning(_ marker: String) -> Bool {
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        return entries.contains { entry in
            guard Int(entry) != nil, let line = FileManager.default.contents(atPath: "/proc/\(entry)/cmdline")
            else { return false }
            return String(decoding: line, as: UTF8.self).contains(marker)
        }
    }

    @Test(
        """
        One hostile preview, plainly and under --sandbox: plainly it sees only the variables it is given \
        (--pass-env), runs in a scratch folder, and what it starts ends with it; sandboxed it also reads no home, \
        writes nothing outside its folder and connects nowhere (issue 33, item 4)
        """)
    func isolation() throws {
        let sources = try sources("Reach")
        // Outside /tmp, which the sandbox empties anyway: the home and the
        // folder written to are hidden or read-only because of what they are.
        let home = sources.url.appendingPathComponent("home")
        try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
        try Data("private key".utf8).write(to: home.appendingPathComponent("key.txt"))
        let outside = sources.url.appendingPathComponent("outside")
        try FileManager.default.createDirectory(at: outside, withIntermediateDirectories: true)
        let listener = try Self.listen()
        defer { close(listener.socket) }
        let marker = "98765.\(UInt32.random(in: 1000...9999))"
        try sources.write(
            Self.reachingPreview(home: home.path, outside: outside.path, port: listener.port, marker: marker),
            to: "Reach.swift")
        let environment: [String: String?] = [
            "HOME": home.path, "GALLEY_TEST_SECRET": "s3cret", "GALLEY_TEST_PASSED": "given",
        ]

        func reached(_ extra: [String]) throws -> [String: String] {
            let out = try Folder.temporary()
            defer { out.remove() }
            try? FileManager.default.removeItem(at: outside.appendingPathComponent("written.txt"))
            let result = try RenderCommand.run(
                [
                    "preview", "Reach.swift", "-o", out.url.path, "--cache-dir", Self.cache, "--pass-env",
                    "GALLEY_TEST_PASSED",
                ] + extra,
                in: sources.url, environment: environment)
            #expect(result.status == 0, "\(result.error)")
            #expect(out.contents(of: "Reach-Reach.png") != nil)
            let line = try #require(result.error.split(separator: "\n").first { $0.contains("reach: ") })
            var seen: [String: String] = [:]
            for pair in line.split(separator: " ") where pair.contains("=") {
                let parts = pair.split(separator: "=", maxSplits: 1)
                seen[String(parts[0])] = String(parts[1])
            }
            seen["file"] =
                FileManager.default.fileExists(atPath: outside.appendingPathComponent("written.txt").path)
                ? "written" : "absent"
            // Nothing the preview started is left.
            #expect(!Self.isRunning(marker))
            return seen
        }

        let plain = try reached([])
        #expect(plain["secret"] == "absent" && plain["passed"] == "given")
        // Swift's hashing is unseeded in previews: sets draw in one order on every run.
        #expect(plain["hashing"] == "1")
        #expect(plain["spawned"] == "yes")
        #expect(plain["cwd"]?.hasSuffix("/scratch") == true && plain["cwd"] != sources.url.path)
        // What only the sandbox takes away.
        #expect(plain["home"] == "private" && plain["write"] == "written" && plain["file"] == "written")
        #expect(plain["net"] == "connected")

        let sandboxed = try reached(["--sandbox"])
        #expect(sandboxed["secret"] == "absent" && sandboxed["passed"] == "given")
        #expect(sandboxed["spawned"] == "yes")
        #expect(sandboxed["cwd"]?.hasSuffix("/scratch") == true)
        #expect(sandboxed["home"] == "unreadable")
        #expect(sandboxed["write"] == "refused" && sandboxed["file"] == "absent")
        #expect(sandboxed["net"] == "refused")
    }

    @Test("--sandbox where bubblewrap is missing fails before building, saying how to install it (issue 33, item 4)")
    func sandboxWithoutBubblewrap() throws {
        let sources = try sources("NoSandbox")
        try sources.write("import SwiftUI\n#Preview { Text(\"a\") }\n", to: "NoSandbox.swift")
        let out = try Folder.temporary()
        defer { out.remove() }
        // A PATH with the toolchain but without bwrap.
        let swift = try #require(
            (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":").first {
                FileManager.default.isExecutableFile(atPath: "\($0)/swift")
            })
        let result = try RenderCommand.run(
            ["preview", "NoSandbox.swift", "-o", out.url.path, "--cache-dir", Self.cache, "--sandbox"],
            in: sources.url, environment: ["PATH": String(swift)])
        #expect(result.status == 1)
        #expect(result.error.contains("bubblewrap") && result.error.contains("apt-get install bubblewrap"))
        #expect(!result.error.contains("Compiling"))
        #expect(out.contents(of: "NoSandbox-1.png") == nil)
    }

    @Test("--pass-env takes a variable's name: empty or with = is a usage error (issue 33, item 4)")
    func passEnvUsage() throws {
        for name in ["", "A=B"] {
            let result = try preview(["x.swift", "-o", "/tmp/none", "--pass-env", name])
            #expect(result.status == 2, "\(result.error)")
            #expect(result.error.contains("--pass-env"))
        }
    }
}
