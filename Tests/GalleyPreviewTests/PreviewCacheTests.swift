import Foundation
import Testing
@testable import GalleyPreview
import TestFonts
import GalleyTestSupport

/// These build real SwiftUI source against the SwiftUI module (the first
/// run compiles Galley in the scratch package) and run the previews.

// The cache of built programs: reuse, concurrent builds, pruning and size.
extension PreviewBuildTests {
    @Test("An unchanged project is not built again; a changed file is")
    func caching() throws {
        // A fixed folder, so that runs of the tests share one target of the scratch package.
        let source = PreviewFixtures.cache.deletingLastPathComponent().appendingPathComponent(
            "preview-cache-sources/Label")
        try FileManager.default.createDirectory(at: source, withIntermediateDirectories: true)
        let file = source.appendingPathComponent("Label.swift")
        try "import SwiftUI\n#Preview { Text(\"One\") }\n".write(to: file, atomically: true, encoding: .utf8)
        let builder = PreviewBuilder(cacheDirectory: PreviewFixtures.cache)
        func built() throws -> Date? {
            let program = try builder.build(PreviewProject(inputs: [source], scanner: PreviewFixtures.scanner))
            return try FileManager.default.attributesOfItem(atPath: program.executable.path)[.modificationDate] as? Date
        }
        let first = try built()
        #expect(try built() == first)
        try "import SwiftUI\n#Preview { Text(\"Two\") }\n".write(to: file, atomically: true, encoding: .utf8)
        #expect(try built() != first)
    }

    @Test(
        """
        Two builds sharing the cache at the same time both finish and draw; a program deleted from the cache is \
        built again
        """
    )
    func sharedCache() throws {
        let sources = PreviewFixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: sources) }
        let texts = ["Left", "Right"]
        var folders: [URL] = []
        for text in texts {
            let folder = sources.appendingPathComponent(text)
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try "import SwiftUI\n#Preview { Text(\"\(text)\").padding() }\n".write(
                to: folder.appendingPathComponent("\(text).swift"), atomically: true, encoding: .utf8)
            folders.append(folder)
        }
        let builder = PreviewBuilder(cacheDirectory: PreviewFixtures.cache)
        let programs = BuiltPrograms()
        let inputs = folders
        DispatchQueue.concurrentPerform(iterations: inputs.count) { index in
            do {
                let project = try PreviewProject(inputs: [inputs[index]], scanner: PreviewFixtures.scanner)
                programs.set(index, try builder.build(project))
            } catch {
                programs.fail("\(error)")
            }
        }
        #expect(programs.errors.isEmpty, "\(programs.errors)")
        for index in texts.indices {
            let program = try #require(programs.program(index))
            let folder = PreviewFixtures.temporaryFolder()
            defer { try? FileManager.default.removeItem(at: folder) }
            let outcomes = program.run(into: folder, options: PreviewProgram.Options(dump: true))
            #expect(outcomes.count == 1 && outcomes[0].failure == nil)
            let dump = try #require(outcomes.first?.pictures.first?.dump)
            #expect(try String(contentsOf: dump, encoding: .utf8).contains(texts[index]))
        }
        // Its executable gone (a cache folder emptied by hand, a build
        // stopped halfway), a project is built again, not reported as built.
        let first = try #require(programs.program(0))
        try FileManager.default.removeItem(at: first.executable)
        let scratch = first.executable.deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        try? FileManager.default.removeItem(
            at: scratch.appendingPathComponent(".build/debug/\(first.executable.lastPathComponent)"))
        let again = try builder.build(try PreviewProject(inputs: [folders[0]], scanner: PreviewFixtures.scanner))
        #expect(FileManager.default.isExecutableFile(atPath: again.executable.path))
        let folder = PreviewFixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(again.run(into: folder, options: PreviewProgram.Options(dump: true)).first?.failure == nil)
    }

    @Test("The manifest names the current project only; another project's program stays built and is reused")
    func cachePolicy() throws {
        let sources = PreviewFixtures.cache.deletingLastPathComponent().appendingPathComponent("preview-cache-sources")
        func project(_ name: String, _ text: String) throws -> PreviewProject {
            let folder = sources.appendingPathComponent(name)
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try "import SwiftUI\n#Preview { Text(\"\(text)\") }\n".write(
                to: folder.appendingPathComponent("\(name).swift"), atomically: true, encoding: .utf8)
            return try PreviewProject(inputs: [folder], scanner: PreviewFixtures.scanner)
        }
        let builder = PreviewBuilder(cacheDirectory: PreviewFixtures.cache)
        let first = try builder.build(try project("Kept", "Kept"))
        let second = try builder.build(try project("Other", "Other"))
        let scratch = first.executable.deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let manifest = try String(contentsOf: scratch.appendingPathComponent("Package.swift"), encoding: .utf8)
        let kept = first.executable.lastPathComponent, other = second.executable.lastPathComponent
        #expect(manifest.contains("\"\(other)\"") && !manifest.contains("\"\(kept)\""))
        // Building the other project left the first one's program as it was; it is not built again.
        let built = try FileManager.default.attributesOfItem(atPath: first.executable.path)[.modificationDate] as? Date
        let again = try builder.build(try project("Kept", "Kept"))
        #expect(
            try FileManager.default.attributesOfItem(atPath: again.executable.path)[.modificationDate] as? Date == built
        )
    }

    @Test(
        """
        Pruning: a project not drawn for 30 days, or whose inputs are gone, loses its program and sources; the \
        others stay
        """
    )
    func pruning() throws {
        let scratch = PreviewFixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: scratch) }
        let input = scratch.appendingPathComponent("input.swift")
        try "".write(to: input, atomically: true, encoding: .utf8)
        let manager = FileManager.default
        func make(_ name: String, inputs: String, daysAgo: Double) throws {
            for folder in ["Projects/\(name)", "Run/\(name)", ".build/debug/\(name).build"] {
                try manager.createDirectory(
                    at: scratch.appendingPathComponent(folder), withIntermediateDirectories: true)
            }
            try manager.createDirectory(at: scratch.appendingPathComponent("Stamps"), withIntermediateDirectories: true)
            let stamp = scratch.appendingPathComponent("Stamps/\(name).inputs")
            try inputs.write(to: stamp, atomically: true, encoding: .utf8)
            try manager.setAttributes(
                [.modificationDate: Date().addingTimeInterval(-daysAgo * 86_400)], ofItemAtPath: stamp.path)
        }
        try make("Previews_recent", inputs: input.path, daysAgo: 29)
        try make("Previews_stale", inputs: input.path, daysAgo: 31)
        try make("Previews_gone", inputs: scratch.appendingPathComponent("missing").path, daysAgo: 0)
        try make("Previews_current", inputs: input.path, daysAgo: 400)
        // Package projects: a pruned one's targets lose their build products,
        // but not a target of the same name that a kept project has.
        try make("Previews_package", inputs: scratch.appendingPathComponent("missing").path, daysAgo: 0)
        for (project, module) in [
            ("Previews_package", "Theme"), ("Previews_package", "Shared"), ("Previews_recent", "Shared"),
        ] {
            try manager.createDirectory(
                at: scratch.appendingPathComponent("Projects/\(project).targets/\(module)"),
                withIntermediateDirectories: true)
            try manager.createDirectory(
                at: scratch.appendingPathComponent(".build/debug/\(module).build"), withIntermediateDirectories: true)
            try manager.createDirectory(
                at: scratch.appendingPathComponent(".build/debug/Modules"), withIntermediateDirectories: true)
            try Data().write(to: scratch.appendingPathComponent(".build/debug/Modules/\(module).swiftmodule"))
        }
        try ScratchPackage(folder: scratch).pruneProjects(keeping: "Previews_current")
        func exists(_ path: String) -> Bool { manager.fileExists(atPath: scratch.appendingPathComponent(path).path) }
        for kept in ["Previews_recent", "Previews_current"] {
            #expect(exists("Projects/\(kept)") && exists("Run/\(kept)") && exists("Stamps/\(kept).inputs"))
        }
        for pruned in ["Previews_stale", "Previews_gone", "Previews_package"] {
            #expect(
                !exists("Projects/\(pruned)") && !exists("Run/\(pruned)") && !exists(".build/debug/\(pruned).build")
                    && !exists("Stamps/\(pruned).inputs"))
        }
        #expect(!exists("Projects/Previews_package.targets"))
        #expect(!exists(".build/debug/Theme.build") && !exists(".build/debug/Modules/Theme.swiftmodule"))
        #expect(exists(".build/debug/Shared.build") && exists(".build/debug/Modules/Shared.swiftmodule"))
    }

    @Test("A folder of 500 files builds as one module and its previews are drawn")
    func manyFiles() throws {
        let source = PreviewFixtures.cache.deletingLastPathComponent().appendingPathComponent(
            "preview-cache-sources/Many")
        try FileManager.default.createDirectory(at: source, withIntermediateDirectories: true)
        for number in 1...499 {
            let text = """
                import SwiftUI

                struct Row\(number): View {
                    var body: some View {
                        HStack { Text("Row \(number)"); Spacer(); Text("\(number)") }.padding()
                    }
                }

                """
            let file = source.appendingPathComponent("Row\(number).swift")
            // Written once, so that later runs find the build up to date.
            if (try? String(contentsOf: file, encoding: .utf8)) != text {
                try text.write(to: file, atomically: true, encoding: .utf8)
            }
        }
        let previews = "import SwiftUI\n#Preview(\"First\") { Row1() }\n#Preview(\"Last\") { Row499() }\n"
        let file = source.appendingPathComponent("Previews.swift")
        if (try? String(contentsOf: file, encoding: .utf8)) != previews {
            try previews.write(to: file, atomically: true, encoding: .utf8)
        }

        let project = try PreviewProject(inputs: [source], scanner: PreviewFixtures.scanner)
        #expect(project.files.count == 500)
        let program = try PreviewBuilder(cacheDirectory: PreviewFixtures.cache).build(project)
        let folder = PreviewFixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let outcomes = program.run(into: folder, options: PreviewProgram.Options(dump: true))
        #expect(outcomes.map(\.failure) == [nil, nil])
        let last = try String(contentsOf: try #require(outcomes[1].pictures.first?.dump), encoding: .utf8)
        #expect(last.contains("\"Row 499\""))
    }
}

/// Programs built from several threads, and the errors.
private final class BuiltPrograms: @unchecked Sendable {
    private let lock = NSLock()
    private var programs: [Int: PreviewProgram] = [:]
    private var failures: [String] = []

    func set(_ index: Int, _ program: PreviewProgram) { lock.withLock { programs[index] = program } }
    func fail(_ message: String) { lock.withLock { failures.append(message) } }
    func program(_ index: Int) -> PreviewProgram? { lock.withLock { programs[index] } }
    var errors: [String] { lock.withLock { failures } }
}
