import Foundation
import Galley
import GalleyCairo
import GalleyText
import GalleyScene

/// Checks scenes, or views, against their references: `<references>/<name>.png`,
/// compared under a tolerance, and `<references>/<name>.json`, the layout
/// dump, compared exactly when present.
///
/// A failure leaves its evidence in ``artifacts``: `<name>.expected.png`,
/// `<name>.actual.png` and, when the sizes agree, `<name>.diff.png`
/// (the expected picture faded, differing pixels red, forgiven
/// anti-aliasing yellow); `<name>.expected.json` and `<name>.actual.json`
/// when the dumps differ.
///
/// A name too long for its files (over 250 bytes for references, 241
/// for artifacts) is shortened there to a start and a hash of the whole
/// (GalleyCairo's `FileNameFitting`). A scene's picture and dump are
/// recorded together under a lock on the references folder, so two checks
/// recording into one folder at once leave each pair from one of them.
public struct SnapshotCheck: Sendable {
    /// The folder holding the references.
    public var references: URL
    /// The folder failures' images and dumps are written to.
    public var artifacts: URL
    public var record: RecordMode
    public var tolerance: ImageTolerance
    /// Whether this runs in CI, where a missing reference fails unless
    /// ``record`` is ``RecordMode/all``.
    public var isCI: Bool
    /// What each scene file may ask for; its `ResourceLimits.time` is
    /// each scene's, from reading it to painting it. A scene over a limit
    /// fails on its own.
    public var limits: ResourceLimits
    /// Whether a scene's warnings fail it (`--strict`): it is then neither
    /// compared nor recorded.
    public var isStrict: Bool

    public init(
        references: URL, artifacts: URL, record: RecordMode = .missing, tolerance: ImageTolerance = .standard,
        isCI: Bool = false,
        limits: ResourceLimits = .standard, isStrict: Bool = false
    ) {
        self.references = references
        self.artifacts = artifacts
        self.record = record
        self.tolerance = tolerance
        self.isCI = isCI
        self.limits = limits
        self.isStrict = isStrict
    }

    /// Whether `environment` says this is CI: `CI=true` (any case) or `CI=1`.
    public static func isCI(_ environment: [String: String]) -> Bool {
        ["true", "1"].contains(environment["CI"]?.lowercased() ?? "")
    }

    /// Reads, lays out, paints and checks one scene file.
    public func check(_ file: SceneFile) -> SnapshotOutcome {
        let snapshot: Snapshot
        do {
            snapshot = try Snapshot(try Scene(contentsOf: file.url, limits: limits.startingClock()))
        } catch let error as SceneError {
            return .failed([error.description])
        } catch {
            return .failed(["\(file.url.relativePath): \(error)"])
        }
        return check(snapshot, named: file.name)
    }

    /// Lays `view` out on `canvas`, paints it over `background` and checks
    /// it against the references called `name`, as a scene file is checked:
    ///
    /// ```swift
    /// let check = SnapshotCheck(references: folder, artifacts: failures)
    /// let outcome = check.check(Card(), on: Canvas(device: .iPhone13Pro), named: "card")
    /// ```
    ///
    /// A view that cannot be laid out or painted fails with the reason.
    public func check(
        _ view: some View, on canvas: Canvas = .standard, background: Color? = nil, named name: String
    ) -> SnapshotOutcome {
        let snapshot: Snapshot
        do {
            snapshot = try Snapshot(view, on: canvas, background: background, limits: limits)
        } catch {
            return .failed([error.description])
        }
        return check(snapshot, named: name)
    }

    /// Checks a snapshot against the references called `name`. The
    /// outcome carries the snapshot's warnings; a failure lists them too.
    public func check(_ snapshot: Snapshot, named name: String) -> SnapshotOutcome {
        var outcome = verdict(on: snapshot, named: name)
        outcome.warnings = snapshot.warnings
        if case .failed(let reasons) = outcome.verdict, !isStrict, !snapshot.warnings.isEmpty {
            outcome.verdict = .failed(reasons + ["layout warnings: " + snapshot.warnings.joined(separator: "; ")])
        }
        return outcome
    }

    private func verdict(on snapshot: Snapshot, named name: String) -> SnapshotOutcome {
        let image = reference(name, ".png")
        let dump = reference(name, ".json")
        do {
            try removeArtifacts(of: name)
            if isStrict, !snapshot.warnings.isEmpty {
                let written = try writeArtifacts(of: name, actual: snapshot)
                return SnapshotOutcome(
                    verdict: .failed(snapshot.warnings.map { "warning (--strict): \($0)" }), artifacts: written)
            }
            if record == .all {
                try write(snapshot, named: name)
                return .recorded("recorded")
            }
            guard let expectedPNG = try Self.reference(image) else {
                if record == .never || isCI {
                    let written = try writeArtifacts(of: name, actual: snapshot)
                    let why = record == .never ? "--record never" : "CI=true; --record all records it"
                    return SnapshotOutcome(
                        verdict: .failed(["no reference \(image.relativePath) (not recorded: \(why))"]),
                        artifacts: written)
                }
                try write(snapshot, named: name)
                return .recorded("no reference; recorded one")
            }
            let expectedDump = try Self.reference(dump).map { String(decoding: $0, as: UTF8.self) }

            var reasons: [String] = []
            var difference: RasterImage?
            var figures: ComparisonFigures?
            // Pixels, not bytes: a passing scene is never encoded.
            do {
                let expected = try PNGPixels(png: expectedPNG, maximumPixels: limits.canvasPixels)
                if !expected.hasSamePixels(as: snapshot.pixels) {
                    let comparison = ImageComparison(
                        expected: expected.raster, actual: snapshot.pixels.raster, tolerance: tolerance)
                    if !comparison.matches { reasons.append(comparison.summary) }
                    difference = comparison.difference
                    figures = comparison.figures
                } else {
                    figures = .identical(ComparisonFigures.Size(width: expected.width, height: expected.height))
                }
            } catch {
                reasons.append("\(image.relativePath) is not a PNG image that can be decoded")
            }
            let dumpDifference = expectedDump.flatMap { DumpDifference(expected: $0, actual: snapshot.dump) }
            if let dumpDifference { reasons.append(dumpDifference.description) }
            guard !reasons.isEmpty else { return .passed }
            if record == .failed {
                try write(snapshot, named: name)
                return .recorded("re-recorded: " + reasons.joined(separator: "; "))
            }
            let written = try writeArtifacts(
                of: name, actual: snapshot, expectedPNG: expectedPNG, difference: difference,
                expectedDump: dumpDifference == nil ? nil : expectedDump
            )
            return SnapshotOutcome(
                verdict: .failed(reasons), comparison: figures, dumpDifference: dumpDifference, artifacts: written
            )
        } catch {
            return .failed([error.description])
        }
    }

    /// The largest reference read, in bytes.
    static let maximumReferenceSize = 256 << 20

    /// The bytes of the reference at `url`; nil when there is none. A
    /// folder, FIFO or device where a reference belongs is an error (it
    /// would otherwise read as missing, or never end).
    static func reference(_ url: URL) throws(MessageError) -> Data? {
        do {
            return try RegularFile.read(url.path, limit: maximumReferenceSize)
        } catch .missing {
            return nil
        } catch {
            throw MessageError("\(url.relativePath): \(error.description); a reference must be a regular file")
        }
    }

    /// Records `snapshot`'s picture and dump as the references called
    /// `name`, both under one lock on the references folder (issue 33,
    /// item 5): another recording into the folder writes its pair before
    /// or after, never between.
    private func write(_ snapshot: Snapshot, named name: String) throws(MessageError) {
        let png = try snapshot.pngData()
        try Self.createFolder(references)
        let lock: FileLock
        do {
            lock = try FileLock(folder: references)
        } catch {
            throw MessageError(error.description)
        }
        defer { lock.unlock() }
        try save(png, to: reference(name, ".png"))
        try save(Data(snapshot.dump.utf8), to: reference(name, ".json"))
    }

    /// The reference of `name` with `suffix` (`.png` or `.json`); the last
    /// part of a name over 250 bytes is shortened.
    public func reference(_ name: String, _ suffix: String) -> URL {
        references.appendingPathComponent(Self.fitted(name, leaving: ".json".utf8.count) + suffix)
    }

    /// `name` with its last path component shortened so that `room` more
    /// bytes fit in a file name.
    static func fitted(_ name: String, leaving room: Int) -> String {
        let parts = name.split(separator: "/", omittingEmptySubsequences: false)
        guard let last = parts.last else { return name }
        let fitted = FileNameFitting.fitted(String(last), maximumBytes: FileNameFitting.maximumBytes - room)
        return (parts.dropLast().map { $0 + "/" }.joined()) + fitted
    }

    /// Writes a failure's evidence; returns what it wrote.
    private func writeArtifacts(
        of name: String, actual: Snapshot, expectedPNG: Data? = nil, difference: RasterImage? = nil,
        expectedDump: String? = nil
    ) throws(MessageError) -> [SnapshotArtifact] {
        var written: [SnapshotArtifact] = []
        try save(try actual.pngData(), to: artifact(name, .actualImage))
        written.append(.actualImage)
        if let expectedPNG {
            try save(expectedPNG, to: artifact(name, .expectedImage))
            written.append(.expectedImage)
        }
        if let difference {
            let png: Data
            do {
                png = try difference.pngData()
            } catch {
                throw MessageError(error.description)
            }
            try save(png, to: artifact(name, .differenceImage))
            written.append(.differenceImage)
        }
        if let expectedDump {
            try save(Data(expectedDump.utf8), to: artifact(name, .expectedDump))
            try save(Data(actual.dump.utf8), to: artifact(name, .actualDump))
            written += [.expectedDump, .actualDump]
        }
        return written
    }

    /// Removes what an earlier run left for `name`, so the folder shows
    /// this run's failures only.
    private func removeArtifacts(of name: String) throws(MessageError) {
        for kind in SnapshotArtifact.allCases {
            let url = artifact(name, kind)
            guard FileManager.default.fileExists(atPath: url.path) else { continue }
            do {
                try FileManager.default.removeItem(at: url)
            } catch {
                throw MessageError("\(url.relativePath): cannot remove the artifact of an earlier run")
            }
        }
    }

    /// The artifact of `kind` for the scene called `name`:
    /// `<artifacts>/<name>.actual.png`, say.
    /// The last part of a name over 241 bytes is shortened.
    public func artifact(_ name: String, _ kind: SnapshotArtifact) -> URL {
        let room = SnapshotArtifact.allCases.map { $0.rawValue.utf8.count + 1 }.max() ?? 0
        return artifacts.appendingPathComponent("\(Self.fitted(name, leaving: room)).\(kind.rawValue)")
    }

    private static func createFolder(_ url: URL) throws(MessageError) {
        do {
            try FolderCreation.create(url)
        } catch {
            throw MessageError(error.description)
        }
    }

    private func save(_ data: Data, to url: URL) throws(MessageError) {
        try Self.createFolder(url.deletingLastPathComponent())
        do {
            try AtomicFile.write(data, to: url)
        } catch {
            throw MessageError(error.description)
        }
    }
}

/// What checking one scene found: its verdict and its layout's warnings.
public struct SnapshotOutcome: Sendable, Equatable {
    public enum Verdict: Sendable, Equatable {
        case passed
        /// References were written; says why.
        case recorded(String)
        /// The scene does not match its references, or could not be checked;
        /// one reason each.
        case failed([String])
    }

    public var verdict: Verdict
    /// What layout found wrong but drew anyway.
    public var warnings: [String] = []
    /// The figures of a failure's picture comparison; nil when the pictures
    /// were not compared (no reference, an undecodable one, `--strict` warnings).
    public var comparison: ComparisonFigures?
    /// Where a failure's layout dump first differs from its reference.
    public var dumpDifference: DumpDifference?
    /// What a failure wrote to the artifacts folder, in this run.
    public var artifacts: [SnapshotArtifact] = []

    public init(
        verdict: Verdict, warnings: [String] = [], comparison: ComparisonFigures? = nil,
        dumpDifference: DumpDifference? = nil,
        artifacts: [SnapshotArtifact] = []
    ) {
        self.verdict = verdict
        self.warnings = warnings
        self.comparison = comparison
        self.dumpDifference = dumpDifference
        self.artifacts = artifacts
    }

    public static let passed = SnapshotOutcome(verdict: .passed)

    public static func recorded(_ why: String) -> SnapshotOutcome {
        SnapshotOutcome(verdict: .recorded(why))
    }

    public static func failed(_ reasons: [String]) -> SnapshotOutcome {
        SnapshotOutcome(verdict: .failed(reasons))
    }
}
