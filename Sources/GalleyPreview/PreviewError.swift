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
