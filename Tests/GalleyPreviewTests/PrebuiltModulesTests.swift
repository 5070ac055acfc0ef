import Foundation
import Testing
@testable import GalleyPreview
import GalleyTestSupport

/// A release build's modules, linked by preview builds instead of being
/// compiled again (PrebuiltModules).
@Suite(.tags(.slow)) struct PrebuiltModulesTests {
    /// A Galley checkout and a whole-module release build of it, as files:
    /// each module has one source file (with a space in its name), a
    /// dependency file naming it and a C header, and an object, older than
    /// the sources (the compiler leaves unchanged objects alone).
    struct Layout {
        let root = PreviewFixtures.temporaryFolder()
        var galley: URL { root.appendingPathComponent("galley") }
        var release: URL { root.appendingPathComponent("release") }
        var header: URL { galley.appendingPathComponent("Sources/CICU/include/CICU.h") }
        func source(_ module: String) -> URL {
            galley.appendingPathComponent("Sources/\(module)/Part/\(module) File.swift")
        }
        func object(_ module: String) -> URL {
            release.appendingPathComponent("\(module).build/\(module) File.swift.o")
        }
        func dependencies(_ module: String) -> URL { release.appendingPathComponent("\(module).build/\(module).d") }

        /// The layout, each module's object made by `object` from its source.
        init(
            object makeObject: (_ module: String, _ source: URL, _ object: URL) throws -> Void = { _, _, object in
                try Data().write(to: object)
            }
        ) throws {
            let manager = FileManager.default
            try manager.createDirectory(at: header.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data("int galley_test;\n".utf8).write(to: header)
            try manager.createDirectory(
                at: release.appendingPathComponent("Modules"), withIntermediateDirectories: true)
            let escaped = { (url: URL) in url.path.replacingOccurrences(of: " ", with: "\\ ") }
            for (index, module) in PrebuiltModules.modules.enumerated() {
                try manager.createDirectory(
                    at: source(module).deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data("public func prebuiltProbe\(index)() -> String { \"\(module)\" }\n".utf8).write(
                    to: source(module))
                try manager.createDirectory(
                    at: object(module).deletingLastPathComponent(), withIntermediateDirectories: true)
                try makeObject(module, source(module), object(module))
                let map: [String: [String: String]] = [
                    "": ["dependencies": dependencies(module).path],
                    source(module).path: ["object": object(module).path],
                ]
                try JSONEncoder().encode(map).write(
                    to: release.appendingPathComponent("\(module).build/output-file-map.json"))
                let rule = "\(escaped(object(module))) : \(escaped(source(module))) \(escaped(header))\n"
                try Data((rule + rule).utf8).write(to: dependencies(module))
                try Data("module".utf8).write(to: release.appendingPathComponent("Modules/\(module).swiftmodule"))
                try Self.age(object(module), by: 300)
                try Self.age(source(module), by: 200)
                try Self.age(dependencies(module), by: 100)
            }
            try Self.age(header, by: 200)
        }

        /// Sets the file's modification time `seconds` before now.
        static func age(_ url: URL, by seconds: Double) throws {
            try FileManager.default.setAttributes(
                [.modificationDate: Date(timeIntervalSinceNow: -seconds)], ofItemAtPath: url.path)
        }
    }

    @Test("A dependency file's first rule gives the inputs, spaces in paths escaped")
    func dependencyInputs() {
        let text = "/b/x.o : /s/a.swift /s/with\\ space.swift  /h/c.h\n/b/y.o : /s/other.swift\n"
        #expect(PrebuiltModules.inputs(inDependencies: text) == ["/s/a.swift", "/s/with space.swift", "/h/c.h"])
        #expect(PrebuiltModules.inputs(inDependencies: "no rule here").isEmpty)
    }

    @Test(
        """
        A release build serves while current: not once a source or header it read changed, a source was added, or \
        an object is gone
        """
    )
    func currentOnly() throws {
        let layout = try Layout()
        defer { try? FileManager.default.removeItem(at: layout.root) }
        let current = try #require(PrebuiltModules.currentObjects(in: layout.release, galley: layout.galley))
        #expect(Set(current) == Set(PrebuiltModules.modules.map(layout.object)))

        try Data("let changed = 2\n".utf8).write(to: layout.source("Galley"))
        #expect(PrebuiltModules.currentObjects(in: layout.release, galley: layout.galley) == nil)
        try Layout.age(layout.source("Galley"), by: 200)
        #expect(PrebuiltModules.currentObjects(in: layout.release, galley: layout.galley) != nil)

        try Data("int changed;\n".utf8).write(to: layout.header)
        #expect(PrebuiltModules.currentObjects(in: layout.release, galley: layout.galley) == nil)
        try Layout.age(layout.header, by: 200)

        let added = layout.galley.appendingPathComponent("Sources/GalleyText/Added.swift")
        try Data("let added = 3\n".utf8).write(to: added)
        try Layout.age(added, by: 200)
        #expect(PrebuiltModules.currentObjects(in: layout.release, galley: layout.galley) == nil)
        try FileManager.default.removeItem(at: added)
        #expect(PrebuiltModules.currentObjects(in: layout.release, galley: layout.galley) != nil)

        try FileManager.default.removeItem(at: layout.object("GalleyCairo"))
        #expect(PrebuiltModules.currentObjects(in: layout.release, galley: layout.galley) == nil)
        #expect(
            PrebuiltModules.currentObjects(in: layout.root.appendingPathComponent("none"), galley: layout.galley) == nil
        )
    }

    @Test(
        """
        The objects become one, without the library names the release build gave the linker; made once, and not \
        again once rejected
        """
    )
    func folder() throws {
        let layout = try Layout { module, source, object in
            let status = try CommandRunner.run(
                "swiftc", ["-c", "-parse-as-library", "-module-name", module, source.path, "-o", object.path],
                in: source.deletingLastPathComponent()
            ) { _ in }
            #expect(status == 0)
        }
        defer { try? FileManager.default.removeItem(at: layout.root) }
        let cache = layout.root.appendingPathComponent("cache")
        let folder = try #require(
            PrebuiltModules.folder(galley: layout.galley, fingerprint: "one", release: layout.release, cache: cache))
        let object = folder.appendingPathComponent(PrebuiltModules.objectName)
        for module in PrebuiltModules.modules {
            #expect(
                FileManager.default.fileExists(
                    atPath: folder.appendingPathComponent("Modules/\(module).swiftmodule").path))
        }
        // The toolchain's tools, beside its swiftc.
        let tools = try #require(Toolchain.compiler()).deletingLastPathComponent()
        var sections: [String] = []
        _ = try CommandRunner.run(tools.appendingPathComponent("llvm-objdump").path, ["-h", object.path], in: folder) {
            sections.append($0)
        }
        #expect(sections.contains { $0.contains(".text") })
        #expect(!sections.contains { $0.contains("autolink") })
        var symbols: [String] = []
        _ = try CommandRunner.run(tools.appendingPathComponent("llvm-nm").path, [object.path], in: folder) {
            symbols.append($0)
        }
        for (index, module) in PrebuiltModules.modules.enumerated() {
            #expect(symbols.contains { $0.contains("prebuiltProbe\(index)") }, "\(module)'s code is in the object")
        }

        let made = FileStatus(path: object.path)?.modified
        #expect(
            PrebuiltModules.folder(galley: layout.galley, fingerprint: "one", release: layout.release, cache: cache)?
                .path == folder.path)
        #expect(FileStatus(path: object.path)?.modified == made)
        PrebuiltModules.reject(folder)
        #expect(
            PrebuiltModules.folder(galley: layout.galley, fingerprint: "one", release: layout.release, cache: cache)
                == nil)
        // Galley changed: made afresh.
        let next = PrebuiltModules.folder(
            galley: layout.galley, fingerprint: "two", release: layout.release, cache: cache)
        #expect(next != nil && next?.path != folder.path)
    }

    @Test(
        """
        A preview build with a release build of Galley at hand links its modules, compiles none of them, and draws \
        the same pictures
        """
    )
    func previewsLinkTheReleaseBuild() throws {
        // A release build of the three modules, unoptimised to be quick
        // (what is taken does not depend on it), kept between test runs.
        let galley = try GalleySource.root()
        let scratch = PreviewFixtures.cache.deletingLastPathComponent().appendingPathComponent("preview-release-build")
        var output: [String] = []
        let status = try CommandRunner.run(
            "swift",
            [
                "build", "-c", "release", "-Xswiftc", "-Onone", "--target", "GalleyCairo", "--package-path",
                galley.path, "--scratch-path", scratch.path,
            ],
            in: galley
        ) { output.append($0) }
        try #require(status == 0, "\(output.suffix(20).joined(separator: "\n"))")

        var builder = PreviewBuilder(cacheDirectory: PreviewFixtures.cache)
        builder.releaseBuild = scratch.appendingPathComponent("release")
        let program = try builder.build(PreviewFixtures.project("Cards"))
        let products = URL(
            fileURLWithPath: try #require(program.executable.path.components(separatedBy: "/Run/").first)
        )
        .appendingPathComponent(".build/debug")
        #expect(FileManager.default.fileExists(atPath: products.appendingPathComponent("SwiftUI.build").path))
        for module in PrebuiltModules.modules {
            #expect(
                !FileManager.default.fileExists(atPath: products.appendingPathComponent("\(module).build").path),
                "\(module) was compiled")
        }

        func pictures(of program: PreviewProgram) throws -> [Data] {
            let folder = PreviewFixtures.temporaryFolder()
            defer { try? FileManager.default.removeItem(at: folder) }
            let outcomes = program.run(into: folder, options: PreviewProgram.Options())
            return try outcomes.flatMap(\.pictures).map { try Data(contentsOf: try #require($0.png)) }
        }
        let linked = try pictures(of: program)
        #expect(linked.count == 6)
        #expect(try linked == pictures(of: PreviewFixtures.build("Cards")))
    }
}
