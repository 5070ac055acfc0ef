import Foundation
import GalleyPreviewScan

/// Why `render preview` could not build or run the previews.
public enum PreviewError: Error, Equatable, CustomStringConvertible {
    /// An input path is wrong: missing, not Swift, unreadable.
    case input(String)
    /// The sources have syntax errors; nothing was built.
    case syntax([SourceDiagnostic])
    /// The compiler refused the sources: its messages, about the user's files.
    case compile(String)
    /// The build could not run at all (no `swift`, an unwritable cache…).
    case build(String)

    public var description: String {
        switch self {
        case .input(let message), .build(let message): message
        case .syntax(let diagnostics): diagnostics.map(\.description).joined(separator: "\n")
        case .compile(let message): message
        }
    }
}

extension PreviewError {
    /// What a build that ran out of disk space says, plainly, when its
    /// output shows it did; nil otherwise. Nothing half-built is kept as
    /// done, so the next run builds what is missing.
    static func fullDisk(in output: [String], cache: URL) -> PreviewError? {
        guard output.contains(where: { $0.contains("No space left on device") }) else { return nil }
        return .build(
            "the disk holding the preview cache (\(cache.path)) is full: "
                + "the build could not write its files (No space left on device). "
                + "Free some space, or give another folder with --cache-dir; the next run builds what is missing"
        )
    }
}
