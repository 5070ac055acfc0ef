import Foundation

/// A compiler message about a compiled copy, shown with the user's own
/// lines: the copy keeps every line's number, but a rewritten line (a
/// `#Preview` made a function, a pinned locale) reads differently, so its
/// text is the user's again and the columns pointing into it are moved
/// to the same code in the user's line.
struct CompilerExcerpt {
    /// The copy's lines and the user's, by line number from 1.
    let copy: [Substring]
    let user: [Substring]

    init(copy: String, user: String) {
        self.copy = Self.lines(copy)
        self.user = Self.lines(user)
    }

    /// `lines` (the diagnostic, `FILE:LINE:COLUMN: error: …`, then its
    /// excerpt) as the user wrote the code.
    func restore(_ lines: [String]) -> [String] {
        guard let first = lines.first else { return lines }
        let lines = renumbered(lines)
        var restored = [restoreHeader(first)]
        // The line the excerpt's marks point into, while it differs.
        var marked: ColumnMap?
        for line in lines.dropFirst() {
            if let (number, gutter) = Self.numbered(line) {
                marked = nil
                guard let map = map(ofLine: number) else {
                    restored.append(line)
                    continue
                }
                marked = map
                restored.append(gutter + (user[number - 1].isEmpty ? "" : " " + user[number - 1]))
            } else if let map = marked {
                restored.append(Self.moveMarks(in: line, with: map))
            } else {
                restored.append(line)
            }
        }
        return restored
    }

    /// How columns of the copy's line `number` move to the user's, when
    /// the two differ; nil when they are the same or either is missing.
    private func map(ofLine number: Int) -> ColumnMap? {
        guard number >= 1, number <= copy.count, number <= user.count, copy[number - 1] != user[number - 1] else {
            return nil
        }
        return ColumnMap(from: Array(copy[number - 1]), to: Array(user[number - 1]))
    }

    /// `lines` with the excerpt numbered from the header's line: in a
    /// `#sourceLocation` region (a preview compiled in a part) the compiler
    /// names the line the region gives but numbers the excerpt by the
    /// part's own lines. The line marked with the header's severity is the
    /// header's (a note's mark may come first, on a line of its own, and
    /// two marks on one line read `|- error: …` then `` `- note: … ``), and
    /// each line shown is the copy's line of its new number: the part's
    /// lines around the region (its imports, the directives) are not the
    /// file's.
    private func renumbered(_ lines: [String]) -> [String] {
        guard let first = lines.first, let header = Self.location(in: first),
            let severity = Self.severity(in: first)
        else { return lines }
        let numbers = lines.map { Self.numbered($0)?.0 }
        // The numbered line above the header's mark.
        var above: Int?
        var anchor: Int?
        for (index, line) in lines.enumerated().dropFirst() {
            if let number = numbers[index] {
                above = number
            } else if line.contains("`- \(severity):") || line.contains("|- \(severity):") {
                anchor = above
                break
            }
        }
        guard let number = anchor, number != header.line else { return lines }
        let shift = header.line - number
        let width = String(numbers.compactMap { $0 }.max().map { $0 + shift } ?? 0).count
        return lines.enumerated().map { index, line in
            guard index > 0, let bar = line.firstIndex(of: "|"), line[..<bar].allSatisfy({ $0 == " " || $0.isNumber })
            else {
                // The gap between two parts of the excerpt.
                let trimmed = line.drop { $0 == " " }
                return trimmed == ":" ? String(repeating: " ", count: width + 1) + ":" : line
            }
            guard let number = numbers[index].map({ $0 + shift }) else {
                return String(repeating: " ", count: width) + " " + line[bar...]
            }
            let label = String(number)
            let code = number >= 1 && number <= copy.count ? copy[number - 1] : ""
            return String(repeating: " ", count: max(0, width - label.count)) + label + " |"
                + (code.isEmpty ? "" : " " + code)
        }
    }

    /// The severity of `FILE:LINE:COLUMN: severity: message`.
    private static func severity(in header: String) -> String? {
        ["error", "warning", "note"].first { header.contains(": \($0): ") }
    }

    /// The line and column of `FILE:LINE:COLUMN: rest`.
    private static func location(in header: String) -> (line: Int, column: Int)? {
        // The file may hold colons; the line and column are the first two
        // numbers that follow one.
        let parts = header.split(separator: ":", omittingEmptySubsequences: false)
        guard
            let index = parts.indices.dropLast(2).first(where: {
                Int(parts[$0 + 1]) != nil && Int(parts[$0 + 2]) != nil
            }), let line = Int(parts[index + 1]), let column = Int(parts[index + 2])
        else { return nil }
        return (line, column)
    }

    /// `FILE:LINE:COLUMN: rest` with the column moved into the user's line.
    private func restoreHeader(_ line: String) -> String {
        // The file may hold colons; the line and column are the first two
        // numbers that follow one.
        let parts = line.split(separator: ":", omittingEmptySubsequences: false)
        guard
            let index = parts.indices.dropLast(2).first(where: {
                Int(parts[$0 + 1]) != nil && Int(parts[$0 + 2]) != nil
            }), let number = Int(parts[index + 1]), let column = Int(parts[index + 2]),
            number >= 1, number <= copy.count, number <= user.count, copy[number - 1] != user[number - 1]
        else { return line }
        // Columns count bytes.
        let map = ColumnMap(from: Array(copy[number - 1].utf8), to: Array(user[number - 1].utf8))
        var moved = parts
        moved[index + 2] = Substring(String(map.column(column)))
        return moved.joined(separator: ":")
    }

    /// `12 | code` as its number and its gutter (`12 |`).
    private static func numbered(_ line: String) -> (Int, String)? {
        let trimmed = line.drop { $0 == " " }
        let digits = trimmed.prefix { $0.isNumber }
        guard !digits.isEmpty, let number = Int(digits), trimmed.dropFirst(digits.count).hasPrefix(" |") else {
            return nil
        }
        let gutterEnd = line.index(line.startIndex, offsetBy: line.count - trimmed.count + digits.count + 2)
        return (number, String(line[..<gutterEnd]))
    }

    /// A mark line (`   |     |  `- error: …`) with each mark (`|` or the
    /// backtick) at its column in the user's line.
    private static func moveMarks(in line: String, with map: ColumnMap) -> String {
        guard let bar = line.firstIndex(of: "|"), line[..<bar].allSatisfy({ $0 == " " }) else { return line }
        let gutter = line[...bar]
        var rest = Array(line[line.index(after: bar)...].dropFirst())
        // The marks end where the message starts: after the first `- `.
        var end = 0
        while end + 1 < rest.count, !(rest[end + 1] == "-" && (rest[end] == "`" || rest[end] == "|")) { end += 1 }
        guard !rest.isEmpty else { return line }
        var marks: [Character] = []
        for (offset, character) in rest[...end].enumerated() where character != " " {
            let column = map.column(offset + 1) - 1
            while marks.count < column { marks.append(" ") }
            if marks.count == column { marks.append(character) }
        }
        rest.replaceSubrange(...end, with: marks)
        return gutter + " " + String(rest)
    }

    private static func lines(_ text: String) -> [Substring] {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { $0.hasSuffix("\r") ? $0.dropLast() : $0 }
    }
}

/// Where a column of one line falls in another made from it by edits:
/// the two are aligned by their longest common subsequence, so a column
/// in unchanged code moves with it, and one in inserted code falls on the
/// next unchanged element. Columns count from 1, in the lines' elements.
struct ColumnMap {
    /// For each element of the first line, its place in the second, if kept.
    private let places: [Int?]
    private let toCount: Int

    /// The longest lines aligned element by element; longer ones are
    /// aligned by their common start and end only.
    static let alignedLength = 2_000

    init<Element: Equatable>(from: [Element], to: [Element]) {
        toCount = to.count
        var places = [Int?](repeating: nil, count: from.count)
        if from.count <= Self.alignedLength, to.count <= Self.alignedLength {
            // lengths[i][j]: the longest common subsequence of from[i...] and to[j...].
            let width = to.count + 1
            var lengths = [Int32](repeating: 0, count: (from.count + 1) * width)
            for i in stride(from: from.count - 1, through: 0, by: -1) {
                for j in stride(from: to.count - 1, through: 0, by: -1) {
                    lengths[i * width + j] =
                        from[i] == to[j]
                        ? lengths[(i + 1) * width + j + 1] + 1
                        : Swift.max(lengths[(i + 1) * width + j], lengths[i * width + j + 1])
                }
            }
            var i = 0
            var j = 0
            while i < from.count, j < to.count {
                if from[i] == to[j], lengths[i * width + j] == lengths[(i + 1) * width + j + 1] + 1 {
                    places[i] = j
                    i += 1
                    j += 1
                } else if lengths[(i + 1) * width + j] >= lengths[i * width + j + 1] {
                    i += 1
                } else {
                    j += 1
                }
            }
        } else {
            var prefix = 0
            while prefix < from.count, prefix < to.count, from[prefix] == to[prefix] {
                places[prefix] = prefix
                prefix += 1
            }
            var suffix = 0
            while suffix < from.count - prefix, suffix < to.count - prefix,
                from[from.count - 1 - suffix] == to[to.count - 1 - suffix]
            {
                places[from.count - 1 - suffix] = to.count - 1 - suffix
                suffix += 1
            }
        }
        self.places = places
    }

    func column(_ column: Int) -> Int {
        guard column >= 1, column <= places.count else { return column < 1 ? column : toCount + 1 }
        for index in (column - 1)..<places.count {
            if let place = places[index] { return place + 1 }
        }
        return toCount + 1
    }
}
