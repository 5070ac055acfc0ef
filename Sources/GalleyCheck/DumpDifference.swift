import Foundation

/// Where two layout dumps first differ: a line, and what each dump has there.
public struct DumpDifference: Sendable, Hashable, CustomStringConvertible {
    /// The line's number, from 1.
    public var line: Int
    /// The expected dump's line, trimmed; nil past the dump's end.
    public var expected: String?
    /// The actual dump's line, trimmed; nil past the dump's end.
    public var actual: String?

    public init(line: Int, expected: String?, actual: String?) {
        self.line = line
        self.expected = expected
        self.actual = actual
    }

    /// Where `actual` first differs from `expected`; nil when they are equal.
    public init?(expected: String, actual: String) {
        guard expected != actual else { return nil }
        let expectedLines = expected.split(separator: "\n", omittingEmptySubsequences: false)
        let actualLines = actual.split(separator: "\n", omittingEmptySubsequences: false)
        let index =
            zip(expectedLines, actualLines).enumerated().first { $0.element.0 != $0.element.1 }?.offset
            ?? min(expectedLines.count, actualLines.count)
        func line(_ lines: [Substring]) -> String? {
            index < lines.count ? lines[index].trimmingCharacters(in: .whitespaces) : nil
        }
        self.init(line: index + 1, expected: line(expectedLines), actual: line(actualLines))
    }

    /// One line for a failure message: `layout dump line 12: expected `…`, got `…``.
    public var description: String {
        func quoted(_ line: String?) -> String { line.map { "`\($0)`" } ?? "the end" }
        return "layout dump line \(line): expected \(quoted(expected)), got \(quoted(actual))"
    }
}
