import Foundation
import Galley

/// The arithmetic of an `alignmentGuide` value, evaluated against the
/// view's dimensions: numbers, `width`, `height`, the view's own guides
/// written as in SwiftUI (`[.top]`, `[HorizontalAlignment.center]`, also
/// `d[.top]`, `$0.width`), `+ - * /`, unary minus and parentheses.
indirect enum GuideExpression: Sendable {
    case number(Double)
    case width
    case height
    case guide(GuideName)
    case negation(GuideExpression)
    case operation(Operator, GuideExpression, GuideExpression)

    enum Operator: Character, Sendable {
        case add = "+", subtract = "-", multiply = "*", divide = "/"
    }

    /// The deepest nesting of parentheses and signs accepted.
    static let maximumDepth = 100

    /// The value for a view of these dimensions.
    func value(in dimensions: ViewDimensions) -> CGFloat {
        switch self {
        case .number(let value): CGFloat(value)
        case .width: dimensions.width
        case .height: dimensions.height
        case .guide(let guide): guide.value(in: dimensions)
        case .negation(let operand): -operand.value(in: dimensions)
        case .operation(let op, let lhs, let rhs):
            switch op {
            case .add: lhs.value(in: dimensions) + rhs.value(in: dimensions)
            case .subtract: lhs.value(in: dimensions) - rhs.value(in: dimensions)
            case .multiply: lhs.value(in: dimensions) * rhs.value(in: dimensions)
            case .divide: lhs.value(in: dimensions) / rhs.value(in: dimensions)
            }
        }
    }

    /// The expression `text` spells; the error message says where it goes wrong.
    static func parse(_ text: String) throws(GuideExpressionError) -> GuideExpression {
        var parser = GuideExpressionParser(text: text)
        return try parser.parse()
    }
}

/// An alignment guide of a view, by the name a scene gives it.
enum GuideName: Sendable {
    case horizontal(HorizontalAlignment)
    case vertical(VerticalAlignment)

    /// The guides: `leading`, `top` … and, with their type, `HorizontalAlignment.center`.
    static let names: KeyValuePairs<String, GuideName> = [
        "leading": .horizontal(.leading), "trailing": .horizontal(.trailing),
        "top": .vertical(.top), "bottom": .vertical(.bottom),
        "firstTextBaseline": .vertical(.firstTextBaseline), "lastTextBaseline": .vertical(.lastTextBaseline),
        "HorizontalAlignment.leading": .horizontal(.leading), "HorizontalAlignment.center": .horizontal(.center),
        "HorizontalAlignment.trailing": .horizontal(.trailing),
        "VerticalAlignment.top": .vertical(.top), "VerticalAlignment.center": .vertical(.center),
        "VerticalAlignment.bottom": .vertical(.bottom),
        "VerticalAlignment.firstTextBaseline": .vertical(.firstTextBaseline),
        "VerticalAlignment.lastTextBaseline": .vertical(.lastTextBaseline),
    ]

    /// The guide a key of ``names`` names.
    static func named(_ name: String) -> GuideName? {
        names.first { $0.key == name }?.value
    }

    /// The guide's value in a view of these dimensions.
    func value(in dimensions: ViewDimensions) -> CGFloat {
        switch self {
        case .horizontal(let guide): dimensions[guide]
        case .vertical(let guide): dimensions[guide]
        }
    }
}

/// Why an alignment guide expression could not be read.
struct GuideExpressionError: Error, Equatable {
    var message: String
}

/// A recursive-descent parser of ``GuideExpression``:
///
/// ```
/// sum     = product (("+" | "-") product)*
/// product = unary (("*" | "/") unary)*
/// unary   = ("-" | "+") unary | primary
/// primary = number | "(" sum ")" | ["d" | "$0"] ("." ("width" | "height") | "[" guide "]") | "width" | "height"
/// guide   = "." name | ("HorizontalAlignment" | "VerticalAlignment") "." name
/// ```
private struct GuideExpressionParser {
    private enum Token: Equatable {
        case number(Double)
        case name(String)
        case symbol(Character)
        case end
    }

    private let text: String
    private var tokens: [(token: Token, offset: Int)] = []
    private var index = 0
    private var depth = 0
    private var tokenizingError: GuideExpressionError?

    init(text: String) {
        self.text = text
        tokenize()
    }

    mutating func parse() throws(GuideExpressionError) -> GuideExpression {
        if let tokenizingError { throw tokenizingError }
        let expression = try parseSum()
        guard current == .end else { throw error("expected an operator (+ - * /)") }
        return expression
    }

    private var current: Token { tokens[index].token }

    private mutating func parseSum() throws(GuideExpressionError) -> GuideExpression {
        var expression = try parseProduct()
        while case .symbol(let symbol) = current, let op = GuideExpression.Operator(rawValue: symbol),
            op == .add || op == .subtract
        {
            index += 1
            expression = .operation(op, expression, try parseProduct())
        }
        return expression
    }

    private mutating func parseProduct() throws(GuideExpressionError) -> GuideExpression {
        var expression = try parseUnary()
        while case .symbol(let symbol) = current, let op = GuideExpression.Operator(rawValue: symbol),
            op == .multiply || op == .divide
        {
            index += 1
            expression = .operation(op, expression, try parseUnary())
        }
        return expression
    }

    private mutating func parseUnary() throws(GuideExpressionError) -> GuideExpression {
        depth += 1
        defer { depth -= 1 }
        guard depth <= GuideExpression.maximumDepth else {
            throw error("nested more than \(GuideExpression.maximumDepth) levels deep")
        }
        if case .symbol(let symbol) = current, symbol == "-" || symbol == "+" {
            index += 1
            let operand = try parseUnary()
            return symbol == "-" ? .negation(operand) : operand
        }
        return try parsePrimary()
    }

    private mutating func parsePrimary() throws(GuideExpressionError) -> GuideExpression {
        switch current {
        case .number(let value):
            index += 1
            return .number(value)
        case .symbol("("):
            index += 1
            let expression = try parseSum()
            guard current == .symbol(")") else { throw error("expected ')'") }
            index += 1
            return expression
        case .symbol("["):
            return try parseGuide()
        case .name("width"):
            index += 1
            return .width
        case .name("height"):
            index += 1
            return .height
        case .name("d"), .name("$0"):
            index += 1
            if current == .symbol("[") { return try parseGuide() }
            guard current == .symbol(".") else { throw error("expected '.width', '.height' or a guide in brackets") }
            index += 1
            if current == .name("width") || current == .name("height") { return try parsePrimary() }
            throw error("expected width or height")
        default:
            throw error("expected a number, width, height, a guide such as [.top], or '('")
        }
    }

    private mutating func parseGuide() throws(GuideExpressionError) -> GuideExpression {
        let start = tokens[index].offset
        index += 1
        var name = ""
        if case .name(let type) = current {
            name = type
            index += 1
        }
        guard current == .symbol("."), case .name(let member) = tokens[index + 1].token else {
            throw error("expected a guide such as .top or HorizontalAlignment.center")
        }
        name += "." + member
        index += 2
        guard current == .symbol("]") else { throw error("expected ']'") }
        index += 1
        // `.top` is looked up as `top`.
        let key = name.hasPrefix(".") ? String(name.dropFirst()) : name
        if let guide = GuideName.named(key) { return .guide(guide) }
        if key == "center" {
            throw GuideExpressionError(
                message:
                    """
                    [.center] at character \(start + 1) is ambiguous: write [HorizontalAlignment.center] or \
                    [VerticalAlignment.center]
                    """
            )
        }
        let known = GuideName.names.map { $0.key.contains(".") ? $0.key : "." + $0.key }
        throw GuideExpressionError(
            message: "unknown guide [\(name)] at character \(start + 1)\(Suggestion.hint(for: name, among: known))")
    }

    private func error(_ message: String) -> GuideExpressionError {
        let found =
            switch current {
            case .end: "the end"
            case .number(let value): formatNumber(value)
            case .name(let name): name
            case .symbol(let symbol): String(symbol)
            }
        return GuideExpressionError(message: "\(message) at character \(tokens[index].offset + 1), found \(found)")
    }

    /// Splits the text into numbers, names and symbols; offsets count characters.
    private mutating func tokenize() {
        let characters = Array(text)
        var offset = 0
        while offset < characters.count {
            let character = characters[offset]
            let start = offset
            if character.isWhitespace {
                offset += 1
            } else if character.isASCII && character.isNumber
                || character == "." && offset + 1 < characters.count && characters[offset + 1].isASCII
                    && characters[offset + 1].isNumber
            {
                while offset < characters.count, characters[offset].isASCII,
                    characters[offset].isNumber || characters[offset] == "."
                { offset += 1 }
                if offset < characters.count, characters[offset] == "e" || characters[offset] == "E" {
                    offset += 1
                    if offset < characters.count, characters[offset] == "+" || characters[offset] == "-" { offset += 1 }
                    while offset < characters.count, characters[offset].isASCII, characters[offset].isNumber {
                        offset += 1
                    }
                }
                let literal = String(characters[start..<offset])
                guard let value = Double(literal), value.isFinite else {
                    tokenizingError = GuideExpressionError(
                        message: "\(quoted(literal)) at character \(start + 1) is not a number")
                    return
                }
                tokens.append((.number(value), start))
            } else if character.isLetter || character == "_" || character == "$" {
                offset += 1
                while offset < characters.count,
                    characters[offset].isLetter || characters[offset].isNumber || characters[offset] == "_"
                { offset += 1 }
                tokens.append((.name(String(characters[start..<offset])), start))
            } else if "+-*/()[].".contains(character) {
                offset += 1
                tokens.append((.symbol(character), start))
            } else {
                tokenizingError = GuideExpressionError(
                    message: "unexpected \(quoted(String(character))) at character \(start + 1)")
                return
            }
        }
        tokens.append((.end, characters.count))
    }
}
