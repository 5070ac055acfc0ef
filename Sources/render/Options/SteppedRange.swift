import ArgumentParser
import Foundation

/// `FROM:TO:STEP`: every value from FROM to TO (inclusive), STEP apart, as
/// `measure --widths` and `sweep --param` take them. The count is worked
/// out once, before any value is made, and ``values`` makes exactly that
/// many, however small STEP is.
struct SteppedRange {
    let from: Double
    let to: Double
    let step: Double
    /// How many values the range holds: at least 1.
    let count: Int

    /// The values, `from + i × step` for each `i` below ``count``.
    var values: [Double] { (0..<count).map { from + Double($0) * step } }

    /// Reads `FROM:TO:STEP`, FROM and TO through `number`, with at most
    /// `maximumCount` values; `example` (`100:300:20`) shows a good one.
    /// `limitNote` says where the limit comes from ("a sheet holds at most 400 cells").
    init(
        _ text: String, number: (String) -> Double?, maximumCount: Int, example: String, limitNote: String
    ) throws(ValidationError) {
        let parts = text.split(separator: ":", omittingEmptySubsequences: false).map(String.init)
        guard parts.count == 3 else { throw ValidationError("expected FROM:TO:STEP, such as \(example)") }
        guard let from = number(parts[0]), let to = number(parts[1]), let step = Double(parts[2]) else {
            throw ValidationError("FROM, TO and STEP must be numbers, such as \(example)")
        }
        guard step.isFinite, step > 0 else { throw ValidationError("STEP must be above 0, such as \(example)") }
        guard to >= from else { throw ValidationError("TO must not be below FROM") }
        // A billionth of a step of slack keeps TO when a decimal STEP lands
        // on it with a rounding error (0.1 × 3 is not quite 0.3).
        let steps = ((to - from) / step + 1e-9).rounded(.down)
        guard steps < Double(maximumCount) else {
            let shown = steps < 1e15 ? "\(Int(steps) + 1) values" : "more values than can be counted"
            var message = "\(parts[0]) to \(parts[1]) by \(parts[2]) makes \(shown); \(limitNote)"
            let fitting = Self.roundedUp((to - from) / Double(maximumCount - 1))
            if fitting.isFinite, fitting > 0 {
                let made = ((to - from) / fitting + 1e-9).rounded(.down) + 1
                if made.isFinite, made <= Double(maximumCount) {
                    message += " (a STEP of \(Self.text(fitting)) makes \(Int(made)))"
                }
            }
            throw ValidationError(message)
        }
        self.from = from
        self.to = to
        self.step = step
        self.count = Int(steps) + 1
    }

    /// `value` rounded up to two significant digits: a step as a user would
    /// write it (2.6, 0.0026); 0 when it is too small to write.
    static func roundedUp(_ value: Double) -> Double {
        guard value.isFinite, value > 0 else { return 0 }
        let unit = pow(10, (log10(value)).rounded(.down) - 1)
        return ((value / unit).rounded(.up) * unit * 1e12).rounded() / 1e12
    }

    /// A number as a user writes it: integers without a fraction, others
    /// with every digit, so that a value round-trips exactly.
    static func text(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }
}
