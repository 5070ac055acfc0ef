import Foundation
import GalleyText
import Testing

/// UAX #14 conformance of `LineBreakOpportunities`, checked against every case
/// of Unicode 15.0's LineBreakTest.txt.
///
/// What it proves: for each of the file's 7,654 cases, the opportunities the
/// library reports are exactly the case's `÷` positions (as UTF-16 offsets,
/// the start of the text excluded), apart from the cases in
/// `knownDeviations`, where ICU 72 is known to disagree with the Unicode 15.0
/// rules. Each of those must still give exactly the result recorded for ICU,
/// so the table stays exact: a new deviation fails, and so does a listed one
/// that starts passing or changes. Every case runs through the UTF-16 buffer
/// overload of `find(in:)`. It does not check `isHard` (the file does not
/// tell hard breaks from soft ones) or any locale tailoring.
///
/// The data, UAX14/LineBreakTest.txt, is an unmodified copy of the Unicode
/// 15.0.0 file (Debian's unicode-data 15.0.0, from
/// /usr/share/unicode/auxiliary/); UAX14/LICENSE-Unicode.txt is its licence.
struct LineBreakConformanceTests {
    /// A case where ICU 72 breaks differently from LineBreakTest.txt.
    struct Deviation: Sendable {
        /// The line of the case in LineBreakTest.txt.
        var line: Int
        var rule: Rule
        /// The case as the file gives it.
        var expected: String
        /// What ICU 72 finds, in the same notation.
        var icu: String
    }

    /// Where ICU 72's root line rules differ from Unicode 15.0's. The ICU rules
    /// quoted are from the rules compiled into ICU 72.1's data.
    enum Rule: String, Sendable {
        /// ICU's rule 20.09 (`^($HY|$HH) $CM* $ALPlus`, a tailoring from
        /// ICU-8151): no break between a hyphen that starts the text and a
        /// letter (AL, or AI/XX/SA resolved to AL by LB1). UAX #14 15.0 has no
        /// such rule and breaks by LB31.
        case hyphenBeforeLetter = "ICU rule 20.09: word-initial HY × AL; Unicode 15.0 breaks by LB31"
        /// LB25: ICU's number expression allows a leading IS (`.2`, as in
        /// `(PR|PO)? (OP|HY)? IS? NU …`), so IS × NU. The file's LB25 (the
        /// tailoring of UAX #14 section 8.2, example 7) starts a number at NU,
        /// so IS ÷ NU by LB31.
        case numberStartingWithIS = "LB25: ICU keeps IS × NU (numbers may start with IS); Unicode 15.0 breaks by LB31"
        /// LB13 and LB25: ICU breaks before an IS that follows a space and
        /// precedes a digit (`$SP $IS / [^$CanFollowIS $NU $CM]` leaves
        /// `SP IS NU` without a no-break rule), where Unicode 15.0's LB13 says
        /// × IS even after spaces; then IS × NU as in `numberStartingWithIS`.
        case spaceBeforeDecimalPoint =
            "LB13: ICU breaks SP ÷ IS before a digit, Unicode 15.0 has SP × IS; and LB25 IS × NU"
    }

    /// Every case where ICU 72 disagrees with the file, by line number.
    static let knownDeviations: [Deviation] = [
        Deviation(
            line: 2265, rule: .hyphenBeforeLetter,
            expected: "× 002D ÷ 0023 ÷",
            icu: "× 002D × 0023 ÷"),
        Deviation(
            line: 2267, rule: .hyphenBeforeLetter,
            expected: "× 002D × 0308 ÷ 0023 ÷",
            icu: "× 002D × 0308 × 0023 ÷"),
        Deviation(
            line: 2421, rule: .hyphenBeforeLetter,
            expected: "× 002D ÷ 00A7 ÷",
            icu: "× 002D × 00A7 ÷"),
        Deviation(
            line: 2423, rule: .hyphenBeforeLetter,
            expected: "× 002D × 0308 ÷ 00A7 ÷",
            icu: "× 002D × 0308 × 00A7 ÷"),
        Deviation(
            line: 2425, rule: .hyphenBeforeLetter,
            expected: "× 002D ÷ 50005 ÷",
            icu: "× 002D × 50005 ÷"),
        Deviation(
            line: 2427, rule: .hyphenBeforeLetter,
            expected: "× 002D × 0308 ÷ 50005 ÷",
            icu: "× 002D × 0308 × 50005 ÷"),
        Deviation(
            line: 2429, rule: .hyphenBeforeLetter,
            expected: "× 002D ÷ 0E01 ÷",
            icu: "× 002D × 0E01 ÷"),
        Deviation(
            line: 2431, rule: .hyphenBeforeLetter,
            expected: "× 002D × 0308 ÷ 0E01 ÷",
            icu: "× 002D × 0308 × 0E01 ÷"),
        Deviation(
            line: 2873, rule: .numberStartingWithIS,
            expected: "× 002C ÷ 0030 ÷",
            icu: "× 002C × 0030 ÷"),
        Deviation(
            line: 2875, rule: .numberStartingWithIS,
            expected: "× 002C × 0308 ÷ 0030 ÷",
            icu: "× 002C × 0308 × 0030 ÷"),
        Deviation(
            line: 7477, rule: .spaceBeforeDecimalPoint,
            expected:
                """
                × 0065 × 0071 × 0075 × 0061 × 006C × 0073 × 0020 × 002E ÷ 0033 × 0035 × 0020 ÷ 0063 × 0065 × 006E \
                × 0074 × 0073 ÷
                """,
            icu:
                """
                × 0065 × 0071 × 0075 × 0061 × 006C × 0073 × 0020 ÷ 002E × 0033 × 0035 × 0020 ÷ 0063 × 0065 × 006E \
                × 0074 × 0073 ÷
                """
        ),
        Deviation(
            line: 7576, rule: .numberStartingWithIS,
            expected: "× 0061 × 002E ÷ 0032 × 0020 ÷",
            icu: "× 0061 × 002E × 0032 × 0020 ÷"),
        Deviation(
            line: 7577, rule: .numberStartingWithIS,
            expected: "× 0061 × 002E ÷ 0032 × 0020 ÷ 0915 ÷",
            icu: "× 0061 × 002E × 0032 × 0020 ÷ 0915 ÷"),
        Deviation(
            line: 7578, rule: .numberStartingWithIS,
            expected: "× 0061 × 002E ÷ 0032 × 0020 ÷ 672C ÷",
            icu: "× 0061 × 002E × 0032 × 0020 ÷ 672C ÷"),
        Deviation(
            line: 7579, rule: .numberStartingWithIS,
            expected: "× 0061 × 002E ÷ 0032 × 3000 ÷ 672C ÷",
            icu: "× 0061 × 002E × 0032 × 3000 ÷ 672C ÷"),
        Deviation(
            line: 7580, rule: .numberStartingWithIS,
            expected: "× 0061 × 002E ÷ 0032 × 3000 ÷ 307E ÷",
            icu: "× 0061 × 002E × 0032 × 3000 ÷ 307E ÷"),
        Deviation(
            line: 7581, rule: .numberStartingWithIS,
            expected: "× 0061 × 002E ÷ 0032 × 3000 ÷ 0033 ÷",
            icu: "× 0061 × 002E × 0032 × 3000 ÷ 0033 ÷"),
        Deviation(
            line: 7583, rule: .numberStartingWithIS,
            expected: "× 0041 × 002E ÷ 0031 × 0020 ÷ BABB ÷",
            icu: "× 0041 × 002E × 0031 × 0020 ÷ BABB ÷"),
        Deviation(
            line: 7584, rule: .numberStartingWithIS,
            expected: "× BD24 ÷ C5B4 × 002E × 0020 ÷ 0041 × 002E ÷ 0032 × 0020 ÷ BCFC ÷",
            icu: "× BD24 ÷ C5B4 × 002E × 0020 ÷ 0041 × 002E × 0032 × 0020 ÷ BCFC ÷"),
        Deviation(
            line: 7585, rule: .numberStartingWithIS,
            expected: "× BD10 ÷ C694 × 002E × 0020 ÷ 0041 × 002E ÷ 0033 × 0020 ÷ BABB ÷",
            icu: "× BD10 ÷ C694 × 002E × 0020 ÷ 0041 × 002E × 0033 × 0020 ÷ BABB ÷"),
        Deviation(
            line: 7586, rule: .numberStartingWithIS,
            expected: "× C694 × 002E × 0020 ÷ 0041 × 002E ÷ 0034 × 0020 ÷ BABB ÷",
            icu: "× C694 × 002E × 0020 ÷ 0041 × 002E × 0034 × 0020 ÷ BABB ÷"),
        Deviation(
            line: 7587, rule: .numberStartingWithIS,
            expected: "× 0061 × 002E ÷ 0032 × 3000 ÷ 300C ÷",
            icu: "× 0061 × 002E × 0032 × 3000 ÷ 300C ÷"),
    ]

    @Test("LineBreakTest.txt of Unicode 15.0")
    func lineBreakTest() throws {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("UAX14/LineBreakTest.txt")
        let file = try String(contentsOf: url, encoding: .utf8)
        try #require(
            file.hasPrefix("# LineBreakTest-15.0.0.txt"), "UAX14/LineBreakTest.txt is not the Unicode 15.0.0 file")
        let cases = try Self.parse(file)
        try #require(cases.count == 7654, "LineBreakTest.txt has 7654 cases, parsed \(cases.count)")

        let listed = Self.knownDeviations.map(\.line)
        try #require(Set(listed).count == listed.count, "knownDeviations lists a line twice")
        var deviations = Dictionary(uniqueKeysWithValues: zip(listed, Self.knownDeviations))
        var passed = 0
        var problems: [String] = []
        for testCase in cases {
            let found = testCase.utf16.withUnsafeBufferPointer { LineBreakOpportunities.find(in: $0) }.map(\.offset)
            let deviation = deviations.removeValue(forKey: testCase.line)
            if found == testCase.breaks {
                passed += 1
                if let deviation {
                    problems.append(
                        """
                        line \(testCase.line) passes now: remove it from knownDeviations \
                        (\(deviation.rule.rawValue))\n  \(testCase.text)
                        """
                    )
                }
            } else if let deviation {
                let icu = try Case(line: testCase.line, text: deviation.icu[...])
                if deviation.expected != testCase.text || icu.codePoints != testCase.codePoints || icu.breaks != found {
                    problems.append(
                        "line \(testCase.line) deviates differently from knownDeviations: update the entry\n"
                            + testCase.describe(found: found) + "\n  listed   \(deviation.icu)")
                }
            } else {
                problems.append("line \(testCase.line) deviates from UAX #14\n" + testCase.describe(found: found))
            }
        }
        for line in deviations.keys.sorted() {
            problems.append("knownDeviations lists line \(line), which is not a case of LineBreakTest.txt")
        }

        if !problems.isEmpty {
            let shown =
                problems.prefix(40).joined(separator: "\n")
                + (problems.count > 40 ? "\n… and \(problems.count - 40) more" : "")
            Issue.record(
                "\(passed) of \(cases.count) passed (\(Self.knownDeviations.count) known deviations)\n\(shown)")
        }
    }

    // MARK: - LineBreakTest.txt

    /// One case: code points, with `×` (no break) or `÷` (break) before and
    /// after each, e.g. `× 0023 × 0020 ÷ 0023 ÷`.
    struct Case {
        var line: Int
        /// The case without its comment.
        var text: String
        /// The comment: character names, classes and the rule at each position.
        var comment = ""
        var codePoints: [UInt32] = []
        /// The UTF-16 offset of each `÷` but one at the very start.
        var breaks: [Int] = []

        init(line: Int, text: Substring) throws {
            self.line = line
            let parts = text.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
            let tokens = parts[0].split(whereSeparator: \.isWhitespace)
            guard tokens.count >= 3, !tokens.count.isMultiple(of: 2) else { throw FormatError(line: line, text: text) }
            self.text = tokens.joined(separator: " ")
            if parts.count > 1 { comment = parts[1].trimmingCharacters(in: .whitespaces) }

            var offset = 0
            for (index, token) in tokens.enumerated() {
                switch (index.isMultiple(of: 2), token) {
                case (true, "×"): break
                case (true, "÷"): if offset > 0 { breaks.append(offset) }
                case (false, _):
                    guard let scalar = UInt32(token, radix: 16), scalar <= 0x10FFFF else {
                        throw FormatError(line: line, text: text)
                    }
                    codePoints.append(scalar)
                    offset += scalar > 0xFFFF ? 2 : 1
                default: throw FormatError(line: line, text: text)
                }
            }
        }

        /// The code points in UTF-16; a code point in D800–DFFF would stay a lone surrogate.
        var utf16: [UInt16] {
            codePoints.flatMap { scalar -> [UInt16] in
                guard scalar > 0xFFFF else { return [UInt16(scalar)] }
                let value = scalar - 0x10000
                return [UInt16(0xD800 | value >> 10), UInt16(0xDC00 | value & 0x3FF)]
            }
        }

        /// The case marked with the breaks at UTF-16 offsets `breaks`.
        func marked(_ breaks: [Int]) -> String {
            var result = "×"
            var offset = 0
            for scalar in codePoints {
                offset += scalar > 0xFFFF ? 2 : 1
                result +=
                    " " + String(scalar, radix: 16, uppercase: true).leftPadded(to: 4)
                    + (breaks.contains(offset) ? " ÷" : " ×")
            }
            return result
        }

        func describe(found: [Int]) -> String {
            "  expected \(text)\n  found    \(marked(found))  (UTF-16 offsets \(found))\n  rules    \(comment)"
        }
    }

    struct FormatError: Error, CustomStringConvertible {
        var line: Int
        var text: Substring
        var description: String { "LineBreakTest.txt:\(line): not a test case: \(text)" }
    }

    /// Every case of the file, with its line number.
    static func parse(_ file: String) throws -> [Case] {
        var cases: [Case] = []
        for (index, line) in file.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let content = line.prefix { $0 != "#" }
            guard content.contains(where: { !$0.isWhitespace }) else { continue }
            cases.append(try Case(line: index + 1, text: line))
        }
        return cases
    }
}

private extension String {
    func leftPadded(to width: Int) -> String {
        String(repeating: "0", count: max(0, width - count)) + self
    }
}
