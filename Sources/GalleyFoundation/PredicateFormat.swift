import Foundation

/// A predicate format string read into a tree, with its arguments in place:
/// the grammar of Apple's "Predicate Format String Syntax" that
/// `NSPredicate(format:)` reads.
indirect enum FormatPredicate {
    /// `TRUEPREDICATE`, `FALSEPREDICATE`.
    case constant(Bool)
    case not(FormatPredicate)
    case and([FormatPredicate])
    case or([FormatPredicate])
    case comparison(FormatComparison)
}

/// `left operator[options] right`, perhaps over each element of the left
/// side (`ANY tags.name == "x"`).
struct FormatComparison {
    enum Quantifier: String { case any = "ANY", all = "ALL", none = "NONE" }

    enum Operator: String {
        case equal = "=="
        case notEqual = "!="
        case less = "<"
        case lessOrEqual = "<="
        case greater = ">"
        case greaterOrEqual = ">="
        case beginsWith = "BEGINSWITH"
        case endsWith = "ENDSWITH"
        case contains = "CONTAINS"
        case like = "LIKE"
        case matches = "MATCHES"
        case `in` = "IN"
        case between = "BETWEEN"
    }

    var quantifier: Quantifier?
    var left: FormatExpression
    var `operator`: Operator
    /// `[c]`: letters compare without case.
    var caseInsensitive = false
    /// `[d]`: letters compare without diacritics.
    var diacriticInsensitive = false
    var right: FormatExpression
}

/// One side of a comparison.
indirect enum FormatExpression {
    /// A key path from the evaluated object; empty for `SELF`.
    case keyPath([String])
    /// A constant: a literal or a `%@`/`%d` argument (`nil` for `NIL`).
    case value(Any?)
    /// `$name`, read from the substitution variables.
    case variable(String)
    /// `{a, b}`.
    case list([FormatExpression])
    /// A key path read from what another expression gives (`$item.name`).
    case path(FormatExpression, [String])
}

/// Why a format string could not be read, and where.
struct PredicateFormatError: Error, CustomStringConvertible {
    let message: String
    /// The UTF-8 offset in the format string.
    let offset: Int

    var description: String { "\(message) at offset \(offset)" }
}

/// Reads a predicate format string: a tokenizer and a recursive-descent
/// parser over Apple's grammar (`OR`/`||`, `AND`/`&&`, `NOT`/`!`,
/// parentheses, `TRUEPREDICATE`, comparisons with `ANY`/`ALL`/`NONE`/`SOME`,
/// the operators `= == != <> < <= =< > >= => BEGINSWITH ENDSWITH CONTAINS
/// LIKE MATCHES IN BETWEEN` with `[cd]` options, key paths with `@count`
/// and the other collection operators, `SELF`, quoted strings, numbers,
/// `TRUE`/`YES`, `FALSE`/`NO`, `NIL`/`NULL`, `{…}` lists, `$variables`,
/// and the arguments `%@`, `%K` and the printf numbers `%d %i %u %ld %lld
/// %f %lf %g %e`). Keywords ignore case.
struct PredicateFormatReader {
    private enum Token: Equatable {
        case word(String)
        case string(String)
        case number(Double, isInteger: Bool)
        case symbol(String)
        case argument(Character)
        case variable(String)
        case options(String)
        case end
    }

    private var tokens: [(token: Token, offset: Int)] = []
    private var index = 0
    private var arguments: [Any]
    private var nextArgument = 0
    /// How deeply the parser has gone into parentheses and `NOT`s.
    private var depth = 0
    /// Attempts at a parenthesised part: a part that is not a predicate is
    /// read again as a value, which nesting would make exponential.
    private var attempts = 0

    /// The deepest nesting read, and the most attempts, before the format
    /// is called too complex (the stack and the time stay bounded).
    static let maximumDepth = 100
    static let maximumAttempts = 10_000

    /// Reads `format`, taking its `%` arguments from `arguments` in order.
    static func read(_ format: String, arguments: [Any]) throws -> FormatPredicate {
        var reader = PredicateFormatReader(arguments: arguments)
        try reader.tokenize(Array(format.utf8))
        let predicate = try reader.readOr()
        guard reader.current == .end else { throw reader.error("unexpected \(reader.describe(reader.current))") }
        return predicate
    }

    private init(arguments: [Any]) { self.arguments = arguments }

    // MARK: Tokens

    private static let symbols = [
        "==", "!=", "<>", "<=", "=<", ">=", "=>", "&&", "||", "=", "<", ">", "!", "(", ")",
        "{", "}", ",", "-", "+",
    ]

    private mutating func tokenize(_ bytes: [UInt8]) throws {
        var i = 0
        func isWordStart(_ b: UInt8) -> Bool {
            (b >= 0x41 && b <= 0x5A) || (b >= 0x61 && b <= 0x7A) || b == 0x5F || b == 0x40 || b == 0x23 || b >= 0x80
        }
        func isWordPart(_ b: UInt8) -> Bool { isWordStart(b) || (b >= 0x30 && b <= 0x39) || b == 0x2E }
        while i < bytes.count {
            let b = bytes[i]
            let start = i
            if b == 0x20 || b == 0x09 || b == 0x0A || b == 0x0D {
                i += 1
            } else if b == 0x27 || b == 0x22 {
                // A quoted string, with backslash escapes.
                var text: [UInt8] = []
                i += 1
                var closed = false
                while i < bytes.count {
                    if bytes[i] == b { closed = true; i += 1; break }
                    if bytes[i] == 0x5C, i + 1 < bytes.count {
                        let escaped = bytes[i + 1]
                        switch escaped {
                        case 0x6E: text.append(0x0A)
                        case 0x74: text.append(0x09)
                        case 0x72: text.append(0x0D)
                        default: text.append(escaped)
                        }
                        i += 2
                    } else {
                        text.append(bytes[i]); i += 1
                    }
                }
                guard closed else { throw PredicateFormatError(message: "a string is not closed", offset: start) }
                tokens.append((.string(String(decoding: text, as: UTF8.self)), start))
            } else if b >= 0x30 && b <= 0x39
                || (b == 0x2E && i + 1 < bytes.count && bytes[i + 1] >= 0x30 && bytes[i + 1] <= 0x39)
            {
                var end = i
                var isHex = false
                if b == 0x30, end + 1 < bytes.count, bytes[end + 1] | 0x20 == 0x78 {
                    isHex = true
                    end += 2
                    while end < bytes.count, bytes[end].isHexDigit { end += 1 }
                } else {
                    while end < bytes.count, (bytes[end] >= 0x30 && bytes[end] <= 0x39) || bytes[end] == 0x2E {
                        end += 1
                    }
                    if end < bytes.count, bytes[end] | 0x20 == 0x65 {
                        var exponentEnd = end + 1
                        if exponentEnd < bytes.count, bytes[exponentEnd] == 0x2D || bytes[exponentEnd] == 0x2B {
                            exponentEnd += 1
                        }
                        if exponentEnd < bytes.count, bytes[exponentEnd] >= 0x30 && bytes[exponentEnd] <= 0x39 {
                            end = exponentEnd
                            while end < bytes.count, bytes[end] >= 0x30 && bytes[end] <= 0x39 { end += 1 }
                        }
                    }
                }
                let text = String(decoding: bytes[i..<end], as: UTF8.self)
                let value = isHex ? UInt64(text.dropFirst(2), radix: 16).map(Double.init) : Double(text)
                guard let value else {
                    throw PredicateFormatError(message: "\"\(text)\" is not a number", offset: start)
                }
                tokens.append(
                    (.number(value, isInteger: isHex || !text.contains(where: { ".eE".contains($0) })), start))
                i = end
            } else if b == 0x25 {
                // A printf-style argument: %@, %K, %d, %ld, %lld, %f…
                i += 1
                while i < bytes.count, [0x6C, 0x68, 0x71, 0x7A, 0x4C].contains(bytes[i]) { i += 1 }
                guard i < bytes.count else {
                    throw PredicateFormatError(message: "a % is not followed by a format", offset: start)
                }
                let kind = Character(Unicode.Scalar(bytes[i]))
                guard "@KdiuxXofFgGeEcsp".contains(kind) else {
                    throw PredicateFormatError(message: "%\(kind) is not an argument format", offset: start)
                }
                tokens.append((.argument(kind), start))
                i += 1
            } else if b == 0x24 {
                i += 1
                let nameStart = i
                while i < bytes.count, isWordPart(bytes[i]) { i += 1 }
                guard i > nameStart else {
                    throw PredicateFormatError(message: "a $ is not followed by a name", offset: start)
                }
                tokens.append((.variable(String(decoding: bytes[nameStart..<i], as: UTF8.self)), start))
            } else if b == 0x5B, let last = tokens.last?.token, Self.isOperator(last) {
                // [cd] after an operator.
                guard let close = bytes[i...].firstIndex(of: 0x5D) else {
                    throw PredicateFormatError(message: "options are not closed by ]", offset: start)
                }
                tokens.append((.options(String(decoding: bytes[(i + 1)..<close], as: UTF8.self)), start))
                i = close + 1
            } else if isWordStart(b) {
                while i < bytes.count, isWordPart(bytes[i]) { i += 1 }
                tokens.append((.word(String(decoding: bytes[start..<i], as: UTF8.self)), start))
            } else if let symbol = Self.symbols.first(where: { bytes[i...].starts(with: $0.utf8) }) {
                tokens.append((.symbol(symbol), start))
                i += symbol.utf8.count
            } else {
                let scalar = String(decoding: bytes[i..<min(i + 1, bytes.count)], as: UTF8.self)
                throw PredicateFormatError(message: "unexpected character \"\(scalar)\"", offset: start)
            }
        }
        tokens.append((.end, bytes.count))
    }

    private static let operatorWords: Set<String> = [
        "BEGINSWITH", "ENDSWITH", "CONTAINS", "LIKE", "MATCHES", "IN", "BETWEEN",
    ]

    private static func isOperator(_ token: Token) -> Bool {
        switch token {
        case .symbol(let s): ["==", "!=", "<>", "<=", "=<", ">=", "=>", "=", "<", ">"].contains(s)
        case .word(let w): operatorWords.contains(w.uppercased())
        default: false
        }
    }

    private var current: Token { tokens[index].token }

    private mutating func advance() { if index < tokens.count - 1 { index += 1 } }

    private func error(_ message: String) -> PredicateFormatError {
        PredicateFormatError(message: message, offset: tokens[index].offset)
    }

    private func describe(_ token: Token) -> String {
        switch token {
        case .word(let w): "\"\(w)\""
        case .string(let s): "the string \"\(s)\""
        case .number(let n, _): "the number \(n)"
        case .symbol(let s): "\"\(s)\""
        case .argument(let k): "%\(k)"
        case .variable(let v): "$\(v)"
        case .options(let o): "[\(o)]"
        case .end: "the end"
        }
    }

    private func isKeyword(_ keyword: String) -> Bool {
        if case .word(let w) = current { return w.uppercased() == keyword }
        return false
    }

    // MARK: Predicates

    private mutating func readOr() throws -> FormatPredicate {
        var parts = [try readAnd()]
        while isKeyword("OR") || current == .symbol("||") {
            advance()
            parts.append(try readAnd())
        }
        return parts.count == 1 ? parts[0] : .or(parts)
    }

    private mutating func readAnd() throws -> FormatPredicate {
        var parts = [try readNot()]
        while isKeyword("AND") || current == .symbol("&&") {
            advance()
            parts.append(try readNot())
        }
        return parts.count == 1 ? parts[0] : .and(parts)
    }

    private mutating func readNot() throws -> FormatPredicate {
        depth += 1
        defer { depth -= 1 }
        guard depth <= Self.maximumDepth else { throw error("the format nests more than \(Self.maximumDepth) deep") }
        if isKeyword("NOT") || current == .symbol("!") {
            advance()
            return .not(try readNot())
        }
        return try readPrimary()
    }

    private mutating func readPrimary() throws -> FormatPredicate {
        if isKeyword("TRUEPREDICATE") { advance(); return .constant(true) }
        if isKeyword("FALSEPREDICATE") { advance(); return .constant(false) }
        if current == .symbol("(") {
            // A parenthesised predicate, or a comparison whose left side is
            // parenthesised: try the predicate first.
            attempts += 1
            guard attempts <= Self.maximumAttempts else { throw error("the format is too complex to read") }
            let saved = (index, nextArgument)
            advance()
            if let inner = try? readOr(), current == .symbol(")") {
                advance()
                if !Self.isOperator(current) { return inner }
            }
            (index, nextArgument) = saved
        }
        return .comparison(try readComparison())
    }

    private mutating func readComparison() throws -> FormatComparison {
        var quantifier: FormatComparison.Quantifier?
        if isKeyword("ANY") || isKeyword("SOME") {
            quantifier = .any; advance()
        } else if isKeyword("ALL") {
            quantifier = .all; advance()
        } else if isKeyword("NONE") {
            quantifier = FormatComparison.Quantifier.none; advance()
        }
        let left = try readExpression()
        let op: FormatComparison.Operator
        switch current {
        case .symbol("=="), .symbol("="): op = .equal
        case .symbol("!="), .symbol("<>"): op = .notEqual
        case .symbol("<"): op = .less
        case .symbol("<="), .symbol("=<"): op = .lessOrEqual
        case .symbol(">"): op = .greater
        case .symbol(">="), .symbol("=>"): op = .greaterOrEqual
        case .word(let w):
            guard let found = FormatComparison.Operator(rawValue: w.uppercased()),
                Self.operatorWords.contains(w.uppercased())
            else {
                throw error("expected an operator after the left side, found \(describe(current))")
            }
            op = found
        default:
            throw error("expected an operator after the left side, found \(describe(current))")
        }
        advance()
        var comparison = FormatComparison(quantifier: quantifier, left: left, operator: op, right: .value(nil))
        if case .options(let options) = current {
            for letter in options.lowercased() {
                switch letter {
                case "c": comparison.caseInsensitive = true
                case "d": comparison.diacriticInsensitive = true
                case "n", "l": break
                default: throw error("[\(options)] is not a set of options (c, d, n)")
                }
            }
            advance()
        }
        comparison.right = try readExpression()
        return comparison
    }

    // MARK: Expressions

    private mutating func readExpression() throws -> FormatExpression {
        depth += 1
        defer { depth -= 1 }
        guard depth <= Self.maximumDepth else { throw error("the format nests more than \(Self.maximumDepth) deep") }
        let base: FormatExpression
        let token = current
        switch token {
        case .string(let s):
            advance(); base = .value(s)
        case .number(let n, let isInteger):
            advance(); base = .value(isInteger && abs(n) < 9.0e15 ? Int(n) as Any : n as Any)
        case .symbol("-"), .symbol("+"):
            advance()
            guard case .number(let n, let isInteger) = current else { throw error("expected a number after a sign") }
            advance()
            let signed = token == .symbol("-") ? -n : n
            base = .value(isInteger && abs(signed) < 9.0e15 ? Int(signed) as Any : signed as Any)
        case .symbol("{"):
            advance()
            var items: [FormatExpression] = []
            if current != .symbol("}") {
                items.append(try readExpression())
                while current == .symbol(",") {
                    advance()
                    items.append(try readExpression())
                }
            }
            guard current == .symbol("}") else { throw error("expected } to close a list") }
            advance()
            base = .list(items)
        case .symbol("("):
            advance()
            let inner = try readExpression()
            guard current == .symbol(")") else { throw error("expected )") }
            advance()
            base = inner
        case .argument(let kind):
            advance()
            base = try argument(kind)
        case .variable(let name):
            advance()
            let parts = name.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
            base = parts.count == 1 ? .variable(name) : .path(.variable(parts[0]), Array(parts.dropFirst()))
        case .word(let w):
            let upper = w.uppercased()
            switch upper {
            case "NIL", "NULL": advance(); base = .value(nil)
            case "TRUE", "YES": advance(); base = .value(true)
            case "FALSE", "NO": advance(); base = .value(false)
            case "SELF": advance(); base = .keyPath([])
            default:
                guard !Self.reservedWords.contains(upper) else {
                    throw error("expected a value, found \(describe(token))")
                }
                advance()
                var parts = w.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
                if parts.first?.uppercased() == "SELF" { parts.removeFirst() }
                guard !parts.contains(where: \.isEmpty) else { throw error("\"\(w)\" is not a key path") }
                base = .keyPath(parts.map { $0.hasPrefix("#") ? String($0.dropFirst()) : $0 })
            }
        default:
            throw error("expected a value, found \(describe(token))")
        }
        return base
    }

    private static let reservedWords = Set([
        "AND", "OR", "NOT", "ANY", "ALL", "SOME", "NONE", "TRUEPREDICATE", "FALSEPREDICATE",
    ]).union(operatorWords)

    private mutating func argument(_ kind: Character) throws -> FormatExpression {
        guard nextArgument < arguments.count else {
            throw error("%\(kind) has no argument (\(arguments.count) given)")
        }
        let value = arguments[nextArgument]
        nextArgument += 1
        switch kind {
        case "K":
            guard
                let key = PredicateValues.unwrapped(value).flatMap({
                    $0 as? String ?? ($0 as? NSString).map(String.init)
                })
            else { throw error("the argument of %K is not a string") }
            let parts = key.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
            return .keyPath(parts.first?.uppercased() == "SELF" ? Array(parts.dropFirst()) : parts)
        case "@":
            return .value(PredicateValues.unwrapped(value))
        default:
            // A number format: its argument as a number (a Bool for %d is 0 or 1).
            guard let number = PredicateValues.number(PredicateValues.unwrapped(value)) else {
                throw error("the argument of %\(kind) is not a number")
            }
            let isInteger = "diuxXoc".contains(kind) && number.rounded() == number && abs(number) < 9.0e15
            return .value(isInteger ? Int(number) as Any : number as Any)
        }
    }
}

extension UInt8 {
    fileprivate var isHexDigit: Bool {
        (self >= 0x30 && self <= 0x39) || (self | 0x20 >= 0x61 && self | 0x20 <= 0x66)
    }
}
