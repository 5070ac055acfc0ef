import Foundation

// How a parsed format string (FormatPredicate) evaluates against an object.

extension FormatPredicate {
    func evaluate(with object: Any?, variables: [String: Any]) -> Bool {
        switch self {
        case .constant(let value): value
        case .not(let inner): !inner.evaluate(with: object, variables: variables)
        case .and(let parts): parts.allSatisfy { $0.evaluate(with: object, variables: variables) }
        case .or(let parts): parts.contains { $0.evaluate(with: object, variables: variables) }
        case .comparison(let comparison): comparison.evaluate(with: object, variables: variables)
        }
    }

}

extension FormatComparison {
    func evaluate(with object: Any?, variables: [String: Any]) -> Bool {
        let leftValue = left.value(for: object, variables: variables)
        let rightValue = right.value(for: object, variables: variables)
        guard let quantifier else { return test(leftValue, rightValue) }
        let items = PredicateValues.elements(leftValue) ?? []
        switch quantifier {
        case .any: return items.contains { test($0, rightValue) }
        case .all: return items.allSatisfy { test($0, rightValue) }
        case .none: return !items.contains { test($0, rightValue) }
        }
    }

    private func test(_ l: Any?, _ r: Any?) -> Bool {
        let c = caseInsensitive, d = diacriticInsensitive
        switch self.operator {
        case .equal: return PredicateValues.equal(l, r, caseInsensitive: c, diacriticInsensitive: d)
        case .notEqual: return !PredicateValues.equal(l, r, caseInsensitive: c, diacriticInsensitive: d)
        case .less: return PredicateValues.order(l, r, caseInsensitive: c, diacriticInsensitive: d) == .orderedAscending
        case .greater:
            return PredicateValues.order(l, r, caseInsensitive: c, diacriticInsensitive: d) == .orderedDescending
        case .lessOrEqual:
            let order = PredicateValues.order(l, r, caseInsensitive: c, diacriticInsensitive: d)
            return order == .orderedAscending || order == .orderedSame
        case .greaterOrEqual:
            let order = PredicateValues.order(l, r, caseInsensitive: c, diacriticInsensitive: d)
            return order == .orderedDescending || order == .orderedSame
        case .beginsWith, .endsWith:
            guard let text = PredicateValues.string(l), let part = PredicateValues.string(r) else { return false }
            var options: String.CompareOptions = self.operator == .beginsWith ? [.anchored] : [.anchored, .backwards]
            if c { options.insert(.caseInsensitive) }
            if d { options.insert(.diacriticInsensitive) }
            return part.isEmpty || text.range(of: part, options: options) != nil
        case .contains:
            if let items = PredicateValues.elements(l) {
                return items.contains { PredicateValues.equal($0, r, caseInsensitive: c, diacriticInsensitive: d) }
            }
            guard let text = PredicateValues.string(l), let part = PredicateValues.string(r) else { return false }
            return part.isEmpty || text.range(of: part, options: Self.options(c, d)) != nil
        case .in:
            if let items = PredicateValues.elements(r) {
                return items.contains { PredicateValues.equal(l, $0, caseInsensitive: c, diacriticInsensitive: d) }
            }
            guard let part = PredicateValues.string(l), let text = PredicateValues.string(r) else { return false }
            return part.isEmpty || text.range(of: part, options: Self.options(c, d)) != nil
        case .between:
            guard let bounds = PredicateValues.elements(r), bounds.count == 2,
                let low = PredicateValues.order(l, bounds[0], caseInsensitive: c, diacriticInsensitive: d),
                let high = PredicateValues.order(l, bounds[1], caseInsensitive: c, diacriticInsensitive: d)
            else { return false }
            return low != .orderedAscending && high != .orderedDescending
        case .like:
            guard let text = PredicateValues.string(l), let pattern = PredicateValues.string(r) else { return false }
            return Self.matches(text, Self.wildcardPattern(pattern), c, d)
        case .matches:
            guard let text = PredicateValues.string(l), let pattern = PredicateValues.string(r) else { return false }
            return Self.matches(text, pattern, c, d)
        }
    }

    private static func options(_ c: Bool, _ d: Bool) -> String.CompareOptions {
        var options: String.CompareOptions = []
        if c { options.insert(.caseInsensitive) }
        if d { options.insert(.diacriticInsensitive) }
        return options
    }

    /// LIKE's `*` and `?` as a regular expression.
    private static func wildcardPattern(_ pattern: String) -> String {
        var result = ""
        var escaped = false
        for character in pattern {
            if escaped {
                result += NSRegularExpression.escapedPattern(for: String(character))
                escaped = false
            } else if character == "\\" {
                escaped = true
            } else if character == "*" {
                result += ".*"
            } else if character == "?" {
                result += "."
            } else {
                result += NSRegularExpression.escapedPattern(for: String(character))
            }
        }
        return result
    }

    /// Whether the whole of `text` matches the ICU regular expression `pattern`.
    private static func matches(_ text: String, _ pattern: String, _ c: Bool, _ d: Bool) -> Bool {
        var text = text
        if d { text = text.folding(options: .diacriticInsensitive, locale: nil) }
        guard
            let expression = try? NSRegularExpression(
                pattern: "^(?:\(pattern))$",
                options: c ? [.caseInsensitive, .dotMatchesLineSeparators] : [.dotMatchesLineSeparators])
        else { return false }
        let range = NSRange(text.startIndex..., in: text)
        return expression.firstMatch(in: text, options: [], range: range) != nil
    }

}

extension FormatExpression {
    func value(for object: Any?, variables: [String: Any]) -> Any? {
        switch self {
        case .keyPath(let path): PredicateValues.read(path, from: object)
        case .value(let value): value
        case .variable(let name): PredicateValues.unwrapped(variables[name])
        case .list(let items): items.map { $0.value(for: object, variables: variables) as Any }
        case .path(let base, let path): PredicateValues.read(path, from: base.value(for: object, variables: variables))
        }
    }

}
