import Foundation

/// One picture's outcome, a line of JSON in its declaration's `reports`
/// file: its number and name, the files drawn, its warnings or its error.
///
/// The file names are names in the declaration's own folder, never paths:
/// the drawing process runs the user's code, which can write any line to
/// that file, so a reader resolves each name in that folder alone
/// (``fileName(_:)``).
public struct PictureReport: Codable, Sendable, Equatable {
    /// 1-based, within its declaration.
    public var number: Int
    /// The name the preview gives itself, if any.
    public var name: String?
    /// The picture's file name, when it was drawn.
    public var png: String?
    /// The layout dump's file name, when one was asked for.
    public var dump: String?
    public var warnings: [String]
    /// Why the picture was not drawn.
    public var error: String?

    public init(
        number: Int, name: String? = nil, png: String? = nil, dump: String? = nil, warnings: [String] = [],
        error: String? = nil
    ) {
        self.number = number
        self.name = name
        self.png = png
        self.dump = dump
        self.warnings = warnings
        self.error = error
    }

    /// `name` when it names a file in one folder: not empty, not `.` or
    /// `..`, without a slash or NUL, at most 255 bytes.
    public static func fileName(_ name: String?) -> String? {
        guard let name, !name.isEmpty, name != ".", name != "..", name.utf8.count <= 255,
            !name.utf8.contains(UInt8(ascii: "/")), !name.utf8.contains(0)
        else { return nil }
        return name
    }
}

/// The lines of a declaration's `reports` file: a ``PictureReport`` for
/// each picture, then, when the declaration drew to its end (it did not
/// call `exit`), the finishing mark.
public enum ReportLine: Codable, Sendable, Equatable {
    case picture(PictureReport)
    case finished

    private struct Mark: Codable {
        var finished: Bool
    }

    public init(from decoder: any Decoder) throws {
        if let mark = try? Mark(from: decoder), mark.finished {
            self = .finished
        } else {
            self = .picture(try PictureReport(from: decoder))
        }
    }

    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .picture(let report): try report.encode(to: encoder)
        case .finished: try Mark(finished: true).encode(to: encoder)
        }
    }
}
