import Foundation

/// The Swift toolchain previews are built with: the first `swiftc` on
/// `PATH`, and the tools beside it.
enum Toolchain {
    /// The `swiftc` that `swift build` runs: the first on `PATH`, its links followed.
    static func compiler() -> URL? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        for folder in path.split(separator: ":") {
            let candidate = URL(fileURLWithPath: String(folder)).appendingPathComponent("swiftc")
            if FileManager.default.isExecutableFile(atPath: candidate.path) {
                return candidate.resolvingSymlinksInPath()
            }
        }
        return nil
    }

    /// The toolchain's `name`, beside its `swiftc`, if it has one.
    static func tool(_ name: String) -> String? {
        guard let compiler = compiler() else { return nil }
        let tool = compiler.deletingLastPathComponent().appendingPathComponent(name)
        return FileManager.default.isExecutableFile(atPath: tool.path) ? tool.path : nil
    }
}
