import Foundation
import Galley

/// A value of the scene's JSON and where it sits: `root.content[2].frame.width`.
struct Input {
    var value: JSONValue
    var path: String

    /// The member `key` of this object, whose value is `value`.
    func member(_ key: String, _ value: JSONValue) -> Input {
        Input(value: value, path: path.isEmpty ? key : path + "." + key)
    }

    /// The element at `index` of this array, whose value is `value`.
    func element(_ index: Int, _ value: JSONValue) -> Input {
        Input(value: value, path: path + "[\(index)]")
    }
}

/// Builds a view; what the decoder makes of a view in the scene. It
/// captures only values, so scenes can be shared across threads.
typealias ViewMaker = @Sendable () -> AnyView

/// Reads a scene's JSON into views, checking every value and naming the
/// place of the first problem it finds.
struct SceneDecoder {
    /// The scene file as its errors name it.
    let file: String
    /// The folder paths in the scene are relative to.
    let directory: URL
    /// The fonts the scene's text may name.
    var fonts: FontLibrary
    /// How many views (each modifier counted as one, ForEach copies and a
    /// grid cell's spanned columns too), how deep, how long a text and how
    /// many fonts the scene may have.
    let limits: ResourceLimits
    /// The parameters in scope.
    var parameters: Parameters
    /// The levels of views and modifiers around the value being read.
    var depth = 0
    /// How many views and modifiers have been made so far.
    let viewCount = Counter()
    /// The files the scene named and that were read: its fonts and images.
    let files = FileList()

    /// A count the decoder's copies (one per ForEach scope) share.
    final class Counter {
        var value = 0
    }

    /// The files read, which the decoder's copies share.
    final class FileList {
        var urls: [URL] = []
    }

    // MARK: Errors

    func error(_ input: Input, _ message: String) -> SceneError {
        SceneError(file: file, path: input.path, position: input.value.position, message: message)
    }

    /// "expected a number, found "abc"".
    func mismatch(_ input: Input, expected: String) -> SceneError {
        error(input, "expected \(expected), found \(input.value.summary)")
    }

    /// "unknown colour "gren"; did you mean "green"?"
    func unknownName(_ input: Input, _ name: String, kind: String, among candidates: [String]) -> SceneError {
        let hint = Suggestion.hint(for: name, among: candidates)
        if !hint.isEmpty || candidates.count > 12 { return error(input, "unknown \(kind) \(quoted(name))\(hint)") }
        return error(input, "unknown \(kind) \(quoted(name)); expected one of \(candidates.joined(separator: ", "))")
    }

    // MARK: Values

    /// The input with parameters substituted.
    func resolve(_ input: Input) throws(SceneError) -> Input {
        do {
            return Input(value: try parameters.resolve(input.value), path: input.path)
        } catch {
            throw self.error(input, error.message)
        }
    }

    /// A number, or "infinity".
    func number(_ input: Input) throws(SceneError) -> CGFloat {
        let input = try resolve(input)
        switch input.value.kind {
        case .number(let value): return CGFloat(value)
        case .string("infinity"): return .infinity
        default: throw mismatch(input, expected: "a number or \"infinity\"")
        }
    }

    /// A finite number.
    func finiteNumber(_ input: Input) throws(SceneError) -> Double {
        let input = try resolve(input)
        guard case .number(let value) = input.value.kind else { throw mismatch(input, expected: "a number") }
        return value
    }

    /// A finite number, as a length in points.
    func finiteLength(_ input: Input) throws(SceneError) -> CGFloat {
        CGFloat(try finiteNumber(input))
    }

    /// A finite number from 0 to 1.
    func fraction(_ input: Input) throws(SceneError) -> Double {
        let value = try finiteNumber(input)
        guard (0...1).contains(value) else { throw mismatch(try resolve(input), expected: "a number from 0 to 1") }
        return value
    }

    /// A whole number.
    func integer(_ input: Input) throws(SceneError) -> Int {
        let input = try resolve(input)
        guard case .number(let value) = input.value.kind, value == value.rounded(), abs(value) <= 0x1p53 else {
            throw mismatch(input, expected: "an integer")
        }
        return Int(value)
    }

    func string(_ input: Input) throws(SceneError) -> String {
        let input = try resolve(input)
        guard case .string(let value) = input.value.kind else { throw mismatch(input, expected: "a string") }
        return value
    }

    func bool(_ input: Input) throws(SceneError) -> Bool {
        let input = try resolve(input)
        guard case .bool(let value) = input.value.kind else { throw mismatch(input, expected: "true or false") }
        return value
    }

    /// The elements of an array, each with its path.
    func array(_ input: Input, of what: String = "an array") throws(SceneError) -> [Input] {
        let input = try resolve(input)
        guard case .array(let elements) = input.value.kind else { throw mismatch(input, expected: what) }
        return elements.enumerated().map { input.element($0, $1) }
    }

    /// One of the names in `options`.
    func choice<T>(_ input: Input, _ options: KeyValuePairs<String, T>, kind: String) throws(SceneError) -> T {
        let input = try resolve(input)
        let names = options.map(\.key)
        guard case .string(let name) = input.value.kind else {
            throw mismatch(
                input,
                expected: names.count <= 12
                    ? "one of \(names.joined(separator: ", "))" : "\(article(kind)) \(kind) name")
        }
        guard let match = options.first(where: { $0.key == name }) else {
            throw unknownName(input, name, kind: kind, among: names)
        }
        return match.value
    }

    /// The members of an object whose keys are all among `keys`; a key of
    /// the object that is not is an error naming the closest known key.
    func fields(_ input: Input, keys: [String], of what: String) throws(SceneError) -> Fields {
        let input = try resolve(input)
        guard case .object(let members) = input.value.kind else { throw mismatch(input, expected: "an object") }
        for member in members where !keys.contains(member.key) {
            throw SceneError(
                file: file, path: input.path, position: member.keyPosition,
                message: "unknown key \(quoted(member.key)) in \(what)\(Suggestion.hint(for: member.key, among: keys))"
            )
        }
        return Fields(input: input, members: members)
    }

    /// True, or an empty object: the argument of a modifier without one (`clipped`).
    func noArgument(_ input: Input) throws(SceneError) {
        let input = try resolve(input)
        switch input.value.kind {
        case .bool(true): return
        case .object(let members) where members.isEmpty: return
        default: throw mismatch(input, expected: "true or {}")
        }
    }
}

/// The members of a JSON object, by key.
struct Fields {
    let input: Input
    let members: [JSONValue.Member]

    /// The member `key`, unless it is absent or null.
    subscript(key: String) -> Input? {
        guard let member = members.first(where: { $0.key == key }) else { return nil }
        if case .null = member.value.kind { return nil }
        return input.member(key, member.value)
    }

    func contains(_ key: String) -> Bool {
        self[key] != nil
    }

    /// The member `key`; its absence is an error.
    func required(_ key: String, in what: String, decoder: SceneDecoder) throws(SceneError) -> Input {
        guard let member = self[key] else { throw decoder.error(input, "missing \(quoted(key)) in \(what)") }
        return member
    }
}
