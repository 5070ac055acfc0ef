import Foundation
import GalleyCairo
import GalleyPreviewScan

/// Reads Swift files for their previews by running the preview scanner
/// (``ScannerBuild``), and keeps each file's scan in the preview cache: a
/// file whose text, path and `#if` conditions are unchanged since it was
/// last read is not read again, and an unchanged re-run starts no scanner.
public struct SourceScanner: Sendable {
    public var cacheDirectory: URL
    /// Told what the scanner is doing: its first build takes seconds or minutes.
    public var progress: @Sendable (String) -> Void
    /// Seconds the scanner's build, or one reading, may take.
    public var timeLimit: Double = 1800

    public init(
        cacheDirectory: URL = PreviewCache.defaultDirectory, progress: @escaping @Sendable (String) -> Void = { _ in }
    ) {
        self.cacheDirectory = cacheDirectory
        self.progress = progress
    }

    /// The scans of `files`, in their order.
    func scan(_ files: [ScanRequest.File]) throws(PreviewError) -> [SourceScan] {
        guard !files.isEmpty else { return [] }
        let build = ScannerBuild(cacheDirectory: cacheDirectory, progress: progress, timeLimit: timeLimit)
        let galley = try GalleySource.root()
        let scanner = ScannerBuild.fingerprint(galley: galley, compiler: Toolchain.compiler())
        let folder = cacheDirectory.appendingPathComponent("scans/\(scanner)")
        let keys = files.map { Self.key(of: $0) }
        var scans: [SourceScan?] = zip(files, keys).map { file, key in
            Self.cached(at: folder.appendingPathComponent("\(key).json"), file: file)
        }
        let missing = scans.indices.filter { scans[$0] == nil }
        guard !missing.isEmpty else { return scans.compactMap { $0 } }

        let executable = try build.executable()
        let request: Data
        do {
            request = try JSONEncoder().encode(ScanRequest(files: missing.map { files[$0] }))
        } catch {
            throw .build("cannot write the preview scanner's request: \(error)")
        }
        let (status, output, errors) = try CommandRunner.capture(
            executable.path, [], in: executable.deletingLastPathComponent(), input: request, timeLimit: timeLimit
        )
        guard status == 0, let read = try? JSONDecoder().decode([SourceScan].self, from: Data(output.utf8)),
            read.count == missing.count
        else {
            let why =
                status == 0
                ? "an answer render cannot read (is GALLEY_SOURCE_ROOT the Galley that render was built from?)"
                : "exit status \(status)"
            throw .build(
                "Galley's preview scanner (\(executable.path)) failed with \(why)"
                    + (errors.isEmpty ? "" : ":\n" + errors.suffix(2000)))
        }
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        Self.prune(folder)
        for (index, found) in zip(missing, read) {
            var found = found
            found.text = files[index].text
            scans[index] = found
            // Kept for the next run when it can be; a file that cannot be
            // written (a full disk) is read again next time.
            if let data = try? JSONEncoder().encode(found) {
                try? data.write(to: folder.appendingPathComponent("\(keys[index]).json"), options: .atomic)
            }
        }
        return scans.compactMap { $0 }
    }

    /// Removes the scans not written for 30 days, and those of other scanners.
    private static func prune(_ folder: URL) {
        let manager = FileManager.default
        let scans = folder.deletingLastPathComponent()
        for other in (try? manager.contentsOfDirectory(atPath: scans.path)) ?? []
        where other != folder.lastPathComponent {
            try? manager.removeItem(at: scans.appendingPathComponent(other))
        }
        let old = Date().addingTimeInterval(-30 * 24 * 3600)
        for name in (try? manager.contentsOfDirectory(atPath: folder.path)) ?? [] {
            let url = folder.appendingPathComponent(name)
            if let written = FileStatus(path: url.path)?.modificationDate, written < old {
                try? manager.removeItem(at: url)
            }
        }
    }

    /// Names a file's scan: its path, text and conditions.
    private static func key(of file: ScanRequest.File) -> String {
        var hash = StableHash()
        hash.combine(file.file.path)
        hash.combine(file.text)
        hash.combine(file.configuration.conditions.rawValue)
        hash.combine(file.configuration.defines.sorted().joined(separator: " "))
        hash.combine(file.configuration.modules.sorted().joined(separator: " "))
        return hash.hex
    }

    /// The scan kept at `url`, when it is one of `file`'s.
    private static func cached(at url: URL, file: ScanRequest.File) -> SourceScan? {
        guard let data = FileManager.default.contents(atPath: url.path),
            var scan = try? JSONDecoder().decode(SourceScan.self, from: data), scan.file == file.file
        else { return nil }
        scan.text = file.text
        return scan
    }
}
