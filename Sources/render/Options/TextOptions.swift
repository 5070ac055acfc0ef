import ArgumentParser
import Galley

/// The font, size and line limit of the text that `measure`, `sweep` and
/// `breakpoints` lay out: one group, one rule for each value.
///
/// `sweep` takes `--font` and `--line-limit` more than once (a row each);
/// the others take each at most once (``font()``, ``lineLimit()``).
struct TextOptions: ParsableArguments {
    @Option(
        name: .customLong("font"),
        help: ArgumentHelp(
            """
            A font family (Inter, \"Noto Serif\", \"Noto Sans Mono\" …) or a font file (sweep: repeatable, a row \
            each).
            """,
            valueName: "family|file"))
    var fonts: [String] = []

    @Option(
        parsing: .unconditional,
        help: ArgumentHelp("The font size in points (default: the text style's; body is 17).", valueName: "pt"))
    var size: Double?

    @Option(
        name: .customLong("line-limit"), parsing: .unconditionalSingleValue,
        help: ArgumentHelp(
            "The most lines, or none for no limit (sweep: repeatable, a row each).", valueName: "n"))
    var lineLimitArguments: [String] = []

    /// The largest `--size` in points.
    static let maximumSize = 10_000.0
    /// The largest `--line-limit`.
    static let maximumLineLimit = 10_000

    func validate() throws {
        if let size, !(size.isFinite && size > 0 && size <= Self.maximumSize) {
            throw ValidationError(
                "--size: expected a size in points above 0 and at most \(Int(Self.maximumSize)), found \(size)")
        }
        _ = try lineLimits()
    }

    /// The size, or the body style's.
    var sizeOrBody: Double { size ?? Font.TextStyle.body.pointSize }

    /// Every `--line-limit`, nil for none: a whole number from 1 to
    /// ``maximumLineLimit``, or `none`.
    func lineLimits() throws -> [Int?] {
        try lineLimitArguments.map { argument in
            if ["none", "nil"].contains(argument.lowercased()) { return nil }
            guard let value = Int(argument), (1...Self.maximumLineLimit).contains(value) else {
                throw ValidationError(
                    "--line-limit: expected 1 or more (at most \(Self.maximumLineLimit)), or none; found \(argument)")
            }
            return value
        }
    }

    /// The one `--font`, for a command that takes one.
    func font() throws -> String? {
        guard fonts.count <= 1 else { throw ValidationError("--font: give one font") }
        return fonts.first
    }

    /// The one `--line-limit`, for a command that takes one.
    func lineLimit() throws -> Int? {
        let limits = try lineLimits()
        guard limits.count <= 1 else { throw ValidationError("--line-limit: give one line limit") }
        return limits.first ?? nil
    }
}
