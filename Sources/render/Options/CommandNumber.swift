import Galley
import ArgumentParser

/// A number option whose default `--help` shows as a user writes it:
/// `(default: 17)`, not `(default: 17.0)`.
struct CommandNumber: ExpressibleByArgument {
    var value: Double

    init(_ value: Double) {
        self.value = value
    }

    init?(argument: String) {
        guard let value = Double(argument) else { return nil }
        self.value = value
    }

    var defaultValueDescription: String { JSONOutput.format(value) }
}
