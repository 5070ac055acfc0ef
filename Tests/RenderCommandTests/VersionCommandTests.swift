import Foundation
import Testing
@testable import render

@Suite("render --version")
struct VersionCommandTests {
    @Test("Prints Galley's version and the commit checked out where render was built")
    func version() throws {
        let result = try RenderCommand.run(["--version"])
        #expect(result.status == 0)
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let git = try RenderCommand.runProgram("/usr/bin/env", ["git", "-C", root.path, "rev-parse", "HEAD"])
        try #require(git.status == 0, "git: \(git.error)")
        let head = git.output.trimmingCharacters(in: .whitespacesAndNewlines)
        #expect(result.output == "\(RenderVersion.number) (commit \(head))\n")
        #expect(RenderVersion.number.split(separator: ".").count == 3)
        let cli = try String(contentsOf: root.appendingPathComponent("docs/cli.md"), encoding: .utf8)
        #expect(CLIDocumentationTests.documents("--version", in: cli))
    }

    @Test("The commit is read from a branch, packed references, a detached head and a worktree's .git file")
    func commitSources() throws {
        let folder = try Folder.temporary()
        defer { folder.remove() }
        let main = folder.url.appendingPathComponent("main")
        let git = main.appendingPathComponent(".git")
        let one = String(repeating: "a", count: 40), two = String(repeating: "b", count: 40),
            three = String(repeating: "c", count: 40)
        func write(_ text: String, _ path: URL) throws {
            try FileManager.default.createDirectory(
                at: path.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: path, atomically: true, encoding: .utf8)
        }
        try write("ref: refs/heads/main\n", git.appendingPathComponent("HEAD"))
        try write(one + "\n", git.appendingPathComponent("refs/heads/main"))
        #expect(RenderVersion.commit(of: main) == one)
        try FileManager.default.removeItem(at: git.appendingPathComponent("refs/heads/main"))
        try write("# pack-refs with: peeled\n\(two) refs/heads/main\n", git.appendingPathComponent("packed-refs"))
        #expect(RenderVersion.commit(of: main) == two)
        // A worktree: its own HEAD, the branches in the main checkout's folder.
        let tree = folder.url.appendingPathComponent("tree")
        let treeGit = git.appendingPathComponent("worktrees/tree")
        try write("gitdir: \(treeGit.path)\n", tree.appendingPathComponent(".git"))
        try write("../..\n", treeGit.appendingPathComponent("commondir"))
        try write("ref: refs/heads/main\n", treeGit.appendingPathComponent("HEAD"))
        #expect(RenderVersion.commit(of: tree) == two)
        try write(three + "\n", treeGit.appendingPathComponent("HEAD"))
        #expect(RenderVersion.commit(of: tree) == three)
        #expect(RenderVersion.commit(of: folder.url) == nil)
    }
}
