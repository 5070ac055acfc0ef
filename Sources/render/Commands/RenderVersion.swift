import Foundation

/// What `render --version` prints: Galley's version, and the commit of
/// the checkout render was built from, read from its `.git` (without
/// running git) when the checkout is still there.
enum RenderVersion {
    /// Galley's version: raised with each release of the package.
    static let number = "0.41.0"

    static var description: String {
        // This file is Sources/render/Commands/RenderVersion.swift in the checkout.
        let root = (0..<4).reduce(URL(fileURLWithPath: #filePath)) { url, _ in url.deletingLastPathComponent() }
        return "\(number) (commit \(commit(of: root) ?? "unknown"))"
    }

    /// The commit checked out at `root`, by its `.git` folder, or the
    /// `.git` file of a worktree; nil when there is none.
    static func commit(of root: URL) -> String? {
        let dotGit = root.appendingPathComponent(".git")
        var gitDirectory = dotGit
        if let file = try? String(contentsOf: dotGit, encoding: .utf8), file.hasPrefix("gitdir:") {
            let path = file.dropFirst("gitdir:".count).trimmingCharacters(in: .whitespacesAndNewlines)
            gitDirectory = path.hasPrefix("/") ? URL(fileURLWithPath: path) : root.appendingPathComponent(path)
        }
        // A worktree keeps its branches in the main checkout's folder.
        var common = gitDirectory
        if let path = try? String(contentsOf: gitDirectory.appendingPathComponent("commondir"), encoding: .utf8) {
            let trimmed = path.trimmingCharacters(in: .whitespacesAndNewlines)
            common =
                trimmed.hasPrefix("/") ? URL(fileURLWithPath: trimmed) : gitDirectory.appendingPathComponent(trimmed)
        }
        guard
            let head = try? String(contentsOf: gitDirectory.appendingPathComponent("HEAD"), encoding: .utf8)
                .trimmingCharacters(in: .whitespacesAndNewlines)
        else { return nil }
        guard head.hasPrefix("ref:") else { return isCommit(head) ? head : nil }
        let reference = head.dropFirst("ref:".count).trimmingCharacters(in: .whitespaces)
        for folder in [gitDirectory, common] {
            if let value = try? String(contentsOf: folder.appendingPathComponent(reference), encoding: .utf8)
                .trimmingCharacters(in: .whitespacesAndNewlines), isCommit(value)
            {
                return value
            }
        }
        // Packed references: "<sha> <name>" a line.
        let packed = (try? String(contentsOf: common.appendingPathComponent("packed-refs"), encoding: .utf8)) ?? ""
        for line in packed.split(separator: "\n") {
            let fields = line.split(separator: " ")
            if fields.count == 2, fields[1] == reference, isCommit(String(fields[0])) { return String(fields[0]) }
        }
        return nil
    }

    private static func isCommit(_ text: String) -> Bool {
        text.count == 40 && text.allSatisfy(\.isHexDigit)
    }
}
