import ArgumentParser
import Foundation
import Galley
import GalleySweep

/// `--param NAME=FROM:TO:STEP` or `--param NAME=A,B,C`: the values a sweep
/// gives a parameter, or the root's proposed `width` or `height`.
struct ParameterSpec {
    /// The most values one parameter may take: as many as a sheet has cells.
    static let maximumCount = 400

    let name: String
    /// Each value as `--set` takes it: numbers written exactly.
    let values: [String]

    /// Reads `NAME=FROM:TO:STEP` or `NAME=A,B,C`, or says what is wrong with it.
    static func parse(_ argument: String) throws -> ParameterSpec {
        guard let equals = argument.firstIndex(of: "="), equals != argument.startIndex else {
            throw ValidationError("expected NAME=FROM:TO:STEP or NAME=A,B,C, such as width=100:300:20")
        }
        let name = String(argument[..<equals])
        let spec = String(argument[argument.index(after: equals)...])
        let parts = spec.split(separator: ":", omittingEmptySubsequences: false).map(String.init)
        switch parts.count {
        case 3:
            let range = try SteppedRange(
                spec, number: number, maximumCount: maximumCount, example: "\(name)=100:300:20",
                limitNote: "a sheet holds at most \(maximumCount) cells"
            )
            return ParameterSpec(name: name, values: range.values.map(SteppedRange.text))
        case 1:
            guard !spec.isEmpty else { throw ValidationError("no values after \(name)=; give FROM:TO:STEP or A,B,C") }
            let list = spec.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
            guard list.count <= maximumCount else {
                throw ValidationError("\(list.count) values; a sheet holds at most \(maximumCount) cells")
            }
            return ParameterSpec(name: name, values: list)
        default:
            throw ValidationError(
                "expected \(name)=FROM:TO:STEP or \(name)=A,B,C, found \(parts.count) parts separated by \":\"")
        }
    }

    static func number(_ text: String) -> Double? {
        guard let value = Double(text.trimmingCharacters(in: .whitespaces)), value.isFinite, abs(value) <= 1_000_000
        else { return nil }
        return value
    }

    /// The settings this spec gives `template`.
    func settings(for template: SceneTemplate) throws -> [SweepSetting] {
        try values.map { try Self.setting(name, $0, for: template) }
    }

    /// `name` set to `text` in `template`: the scene's parameter of this
    /// name, else the root's proposed width or height.
    static func setting(_ name: String, _ text: String, for template: SceneTemplate) throws -> SweepSetting {
        if template.isParameter(name) { return .parameter(name: name, value: text) }
        guard name == "width" || name == "height" else {
            let known =
                template.scene.parameters.isEmpty
                ? "it declares none" : "it has " + template.scene.parameters.joined(separator: ", ")
            throw MessageError(
                """
                --param \(name): \(template.name) has no parameter \"\(name)\" (\(known)); width and height sweep \
                the root's proposal
                """
            )
        }
        let proposed: Double?
        switch text.lowercased() {
        case "nil", "none": proposed = nil
        default:
            guard let value = ProposedLength.parse(text) else {
                throw MessageError(
                    "--param \(name): expected lengths in points, \"infinity\" or \"nil\", found \"\(text)\"")
            }
            proposed = value
        }
        return name == "width" ? .proposedWidth(proposed) : .proposedHeight(proposed)
    }
}

/// `--param NAME=FROM:TO`: the range a breakpoint search covers.
struct ParameterRange {
    let name: String
    let from: Double
    let to: Double

    /// Reads `NAME=FROM:TO`, or says what is wrong with it: a step given
    /// as in `sweep --param` (`FROM:TO:STEP`) points to `--step`.
    static func parse(_ argument: String) throws -> ParameterRange {
        guard let equals = argument.firstIndex(of: "="), equals != argument.startIndex else {
            throw ValidationError("expected NAME=FROM:TO, such as width=150:360")
        }
        let name = String(argument[..<equals])
        let parts = argument[argument.index(after: equals)...].split(separator: ":", omittingEmptySubsequences: false)
            .map(String.init)
        if parts.count == 3 {
            throw ValidationError(
                """
                breakpoints takes a range, FROM:TO; the grid it searches goes in --step (--param \
                \(name)=\(parts[0]):\(parts[1]) --step \(parts[2]))
                """
            )
        }
        guard parts.count == 2 else { throw ValidationError("expected \(name)=FROM:TO, such as \(name)=150:360") }
        guard let from = ParameterSpec.number(parts[0]), let to = ParameterSpec.number(parts[1]) else {
            throw ValidationError("FROM and TO must be numbers, such as \(name)=150:360")
        }
        guard to > from else { throw ValidationError("TO must be above FROM") }
        return ParameterRange(name: name, from: from, to: to)
    }
}
