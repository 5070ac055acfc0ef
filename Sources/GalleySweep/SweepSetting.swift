import Foundation
import Galley
import GalleyText

/// One thing a sweep changes about a scene.
public enum SweepSetting: Sendable, Hashable {
    /// A parameter the scene declares, given a value as `--set` would.
    case parameter(name: String, value: String)
    /// The width proposed to the root, replacing the canvas's: the canvas
    /// then fits the root, as `{"sizeThatFits": …}` does. Nil proposes none.
    case proposedWidth(Double?)
    /// The height proposed to the root, likewise.
    case proposedHeight(Double?)
    /// The font of the scene's text, unless a view sets its own
    /// (`.font(_:)` on the root); `name` is how the label shows it.
    case font(Font, name: String)
    /// The most lines each text may use, in place of the scene's own
    /// `lineLimit` modifiers (Swift views' own `.lineLimit(_:)` still win).
    case lineLimit(Int?)

    /// `width = 120`, `font = Noto Serif`, `lineLimit = none`.
    public var label: String {
        switch self {
        case .parameter(let name, let value): "\(name) = \(Double(value).map { SweepNumber.format($0) } ?? value)"
        case .proposedWidth(let width): "width = \(SweepNumber.format(width))"
        case .proposedHeight(let height): "height = \(SweepNumber.format(height))"
        case .font(_, let name): "font = \(name)"
        case .lineLimit(let limit): "lineLimit = \(limit.map(String.init) ?? "none")"
        }
    }
}

/// Numbers as sweeps write them.
public enum SweepNumber {
    /// At most two decimals, no trailing zeros; `nil` and `infinity` spelled out.
    public static func format(_ value: Double?) -> String {
        guard let value else { return "nil" }
        guard value.isFinite else { return value.isNaN ? "nan" : "infinity" }
        return JSONOutput.format(value)
    }

    /// `120 × 763`, `120 × nil`.
    public static func format(_ size: ProposedViewSize) -> String {
        "\(format(size.width.map(Double.init))) × \(format(size.height.map(Double.init)))"
    }

    public static func format(_ size: CGSize) -> String {
        "\(format(Double(size.width))) × \(format(Double(size.height)))"
    }
}
