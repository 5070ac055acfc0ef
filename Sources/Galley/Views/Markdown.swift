/// Inline Markdown as SwiftUI's `Text` reads it, reduced to what Galley
/// draws: `**bold**`, `__bold__`, `*italic*`, `_italic_`, `` `code` ``,
/// backslash escapes, links (`[label](url)`: the label, drawn as a link)
/// and automatic grammar agreement (`^[2 Person](inflect: true)`: "2
/// People", English only). Everything else is literal text.
///
/// Delimiters pair as in CommonMark, simplified: a run of `*` or `_` can
/// open when it is followed by a non-space, close when it follows one, and
/// an `_` touching a letter or digit on its outer side does neither (so
/// `snake_case_name` stays as written). A closer pairs with the nearest
/// open delimiter of its kind; unpaired delimiters inside that pair are
/// literal. The work is linear in the length of the text.
package enum Markdown {
    /// A stretch of text in one style.
    package struct Run: Equatable, Sendable {
        package var text: String
        package var isBold = false
        package var isItalic = false
        package var isCode = false
        /// A link's label, drawn in the accent colour.
        package var isLink = false

        package init(
            text: String, isBold: Bool = false, isItalic: Bool = false, isCode: Bool = false, isLink: Bool = false
        ) {
            self.text = text
            self.isBold = isBold
            self.isItalic = isItalic
            self.isCode = isCode
            self.isLink = isLink
        }
    }

    /// The styled runs of `source`, adjacent runs of one style merged.
    package static func runs(_ source: String) -> [Run] {
        var tokens = tokenize(Array(source))
        pairDelimiters(&tokens)
        return styledRuns(tokens)
    }

    private enum Token {
        case text(String)
        case code(String)
        /// A link's label.
        case link(String)
        /// A run of one or two `*` or `_`; `pairedAsOpener` is set once paired.
        case delimiter(Delimiter)
    }

    private struct Delimiter {
        var character: Character
        var count: Int
        var canOpen: Bool
        var canClose: Bool
        var pairedAsOpener: Bool?

        var kind: Int { (character == "*" ? 0 : 2) + count - 1 }
        var literal: String { String(repeating: character, count: count) }
    }

    private static func tokenize(_ characters: [Character]) -> [Token] {
        var tokens: [Token] = []
        var text = ""
        func flushText() {
            if !text.isEmpty { tokens.append(.text(text)) }
            text = ""
        }
        let codeCloser = CodeSpanCloser(characters)
        var index = 0
        while index < characters.count {
            let character = characters[index]
            if character == "\\", index + 1 < characters.count, characters[index + 1].isASCII,
                characters[index + 1].isPunctuation || characters[index + 1].isSymbol
            {
                text.append(characters[index + 1])
                index += 2
            } else if character == "[", let (close, end) = link(in: characters, at: index) {
                let label = String(characters[(index + 1)..<close])
                let destination = String(characters[(close + 2)..<end]).trimmingCharacters(in: .whitespaces)
                if text.last == "^", destination.hasPrefix("inflect:") {
                    text.removeLast()
                    text += destination.hasSuffix("true") ? Inflection.agreeing(label) : label
                } else {
                    flushText()
                    tokens.append(.link(label))
                }
                index = end + 1
            } else if character == "`" {
                let length = runLength(characters, from: index)
                if let close = codeCloser.closingRun(after: index, length: length) {
                    flushText()
                    tokens.append(.code(codeText(characters[(index + length)..<close])))
                    index = close + length
                } else {
                    text += String(repeating: "`", count: length)
                    index += length
                }
            } else if character == "*" || character == "_" {
                let length = runLength(characters, from: index)
                let before = index > 0 ? characters[index - 1] : nil
                let after = index + length < characters.count ? characters[index + length] : nil
                var canOpen = after.map { !$0.isWhitespace } ?? false
                var canClose = before.map { !$0.isWhitespace } ?? false
                if character == "_" {
                    canOpen = canOpen && !(before.map { $0.isLetter || $0.isNumber } ?? false)
                    canClose = canClose && !(after.map { $0.isLetter || $0.isNumber } ?? false)
                }
                // `***` opens bold then italic, and closes them the other way round.
                let counts =
                    switch length {
                    case 1: [1]
                    case 2: [2]
                    case 3: canOpen && !canClose ? [2, 1] : [1, 2]
                    default: [Int]()
                    }
                if counts.isEmpty || !(canOpen || canClose) {
                    text += String(repeating: character, count: length)
                } else {
                    flushText()
                    for count in counts {
                        tokens.append(
                            .delimiter(
                                Delimiter(character: character, count: count, canOpen: canOpen, canClose: canClose)))
                    }
                }
                index += length
            } else {
                text.append(character)
                index += 1
            }
        }
        flushText()
        return tokens
    }

    /// For `[label](destination)` starting at `index`: the label's `]` and
    /// the destination's `)`. A label holds no `[` or line break and a
    /// destination no `[`, `(` or line break, so each character is looked
    /// at by one attempt at most: the work stays linear.
    private static func link(in characters: [Character], at index: Int) -> (close: Int, end: Int)? {
        var close = index + 1
        while close < characters.count, characters[close] != "]" {
            if characters[close] == "[" || characters[close].isNewline { return nil }
            close += 1
        }
        guard close + 1 < characters.count, characters[close + 1] == "(" else { return nil }
        var end = close + 2
        while end < characters.count, characters[end] != ")" {
            if characters[end] == "[" || characters[end] == "(" || characters[end].isNewline { return nil }
            end += 1
        }
        return end < characters.count ? (close, end) : nil
    }

    private static func runLength(_ characters: [Character], from index: Int) -> Int {
        var end = index
        while end < characters.count, characters[end] == characters[index] { end += 1 }
        return end - index
    }

    /// A code span's text: one space stripped from each end when both have one.
    private static func codeText(_ characters: ArraySlice<Character>) -> String {
        let text = String(characters)
        if text.count >= 2, text.first == " ", text.last == " ", text.contains(where: { $0 != " " }) {
            return String(text.dropFirst().dropLast())
        }
        return text
    }

    /// Pairs closers with the nearest opener of their kind, one stack per
    /// kind; openers left between a pair can no longer pair.
    private static func pairDelimiters(_ tokens: inout [Token]) {
        var openers: [[Int]] = Array(repeating: [], count: 4)
        for index in tokens.indices {
            guard case .delimiter(var delimiter) = tokens[index] else { continue }
            if delimiter.canClose, let opener = openers[delimiter.kind].popLast() {
                for kind in openers.indices {
                    while let last = openers[kind].last, last > opener { openers[kind].removeLast() }
                }
                if case .delimiter(var open) = tokens[opener] {
                    open.pairedAsOpener = true
                    tokens[opener] = .delimiter(open)
                }
                delimiter.pairedAsOpener = false
                tokens[index] = .delimiter(delimiter)
            } else if delimiter.canOpen {
                openers[delimiter.kind].append(index)
            }
        }
    }

    private static func styledRuns(_ tokens: [Token]) -> [Run] {
        var runs: [Run] = []
        var boldDepth = 0
        var italicDepth = 0
        func append(_ text: String, isCode: Bool = false, isLink: Bool = false) {
            let run = Run(text: text, isBold: boldDepth > 0, isItalic: italicDepth > 0, isCode: isCode, isLink: isLink)
            if let last = runs.last, last.isBold == run.isBold, last.isItalic == run.isItalic,
                last.isCode == run.isCode, last.isLink == run.isLink
            {
                runs[runs.count - 1].text += text
            } else {
                runs.append(run)
            }
        }
        for token in tokens {
            switch token {
            case .text(let text): append(text)
            case .code(let text): append(text, isCode: true)
            case .link(let label): append(label, isLink: true)
            case .delimiter(let delimiter):
                guard let opens = delimiter.pairedAsOpener else {
                    append(delimiter.literal)
                    continue
                }
                let change = opens ? 1 : -1
                if delimiter.count == 2 { boldDepth += change } else { italicDepth += change }
            }
        }
        return runs
    }
}

/// Finds the run of backticks of the same length that closes a code span,
/// in linear time over the whole text.
private struct CodeSpanCloser {
    /// Start offsets of the backtick runs of each length, in order.
    private var runs: [Int: [Int]] = [:]

    init(_ characters: [Character]) {
        var index = 0
        while index < characters.count {
            guard characters[index] == "`" else {
                index += 1
                continue
            }
            let start = index
            while index < characters.count, characters[index] == "`" { index += 1 }
            runs[index - start, default: []].append(start)
        }
    }

    /// The start of the first run of `length` backticks after `start`.
    func closingRun(after start: Int, length: Int) -> Int? {
        guard let starts = runs[length] else { return nil }
        // Binary search: the first start greater than `start`.
        var low = 0
        var high = starts.count
        while low < high {
            let middle = (low + high) / 2
            if starts[middle] <= start { low = middle + 1 } else { high = middle }
        }
        return low < starts.count ? starts[low] : nil
    }
}

/// English agreement for `^[…](inflect: true)`: the noun after a number
/// takes its plural unless the number is 1, as Foundation's inflection
/// does for English ("2 Person" → "2 People", "3 category" → "3 categories").
enum Inflection {
    private static let irregular = [
        "person": "people", "child": "children", "man": "men", "woman": "women", "mouse": "mice",
        "foot": "feet", "tooth": "teeth", "goose": "geese",
    ]

    static func agreeing(_ phrase: String) -> String {
        var words = phrase.split(separator: " ", omittingEmptySubsequences: false).map(String.init)
        guard let numberIndex = words.firstIndex(where: { Double($0) != nil }), let number = Double(words[numberIndex]),
            numberIndex + 1 < words.count, number != 1
        else { return phrase }
        words[numberIndex + 1] = plural(of: words[numberIndex + 1])
        return words.joined(separator: " ")
    }

    static func plural(of word: String) -> String {
        let lower = word.lowercased()
        guard !lower.isEmpty, lower.allSatisfy(\.isLetter) else { return word }
        let plural: String
        if let known = irregular[lower] {
            plural = known
        } else if lower.hasSuffix("y"), let before = lower.dropLast().last, !"aeiou".contains(before) {
            plural = lower.dropLast() + "ies"
        } else if ["s", "x", "z", "ch", "sh"].contains(where: lower.hasSuffix) {
            plural = lower + "es"
        } else {
            plural = lower + "s"
        }
        // Keep the word's capitals: all of them, or the first.
        if word == word.uppercased(), word.count > 1 { return plural.uppercased() }
        if word.first?.isUppercase == true { return plural.prefix(1).uppercased() + plural.dropFirst() }
        return plural
    }
}
