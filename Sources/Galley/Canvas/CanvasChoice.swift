import Foundation

/// A canvas as the command line and preview settings name it: a device by
/// name, `WxH[@S]` (a fixed canvas, at scale S; `@2x` reads as `@2`), or
/// `fit` (the root's ideal size).
public struct CanvasChoice: Sendable, Equatable {
    private enum Choice: Sendable, Equatable {
        case device(Device)
        case fixed(width: CGFloat, height: CGFloat, scale: CGFloat?)
        case fit
    }

    private let choice: Choice
    /// The text it was read from.
    public let argument: String

    /// What `--canvas` accepts, for help texts.
    public static let help =
        "A device (\(Device.all.map { "\"\($0.name)\"" }.joined(separator: ", "))), WxH[@S] (a fixed canvas), "
        + "or fit (the canvas is the root's ideal size)."

    public init?(_ text: String) {
        argument = text
        if let device = Device.named(text) {
            choice = .device(device)
        } else if text == "fit" {
            choice = .fit
        } else {
            // `10x10@` gives no scale: wrong, not a canvas without one (issue 33, item 8).
            let parts = text.split(separator: "@", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
            guard let size = parts.first else { return nil }
            let numbers = size.lowercased().split(separator: "x", omittingEmptySubsequences: false).map { Double($0) }
            let sides = numbers.contains(nil) ? [] : numbers.compactMap { $0 }
            var scale: CGFloat?
            if parts.count == 2 {
                // `@2x`, as asset names say it, is `@2`.
                let written = parts[1].hasSuffix("x") ? String(parts[1].dropLast()) : parts[1]
                guard let value = Double(written), Canvas.scales.contains(CGFloat(value)) else { return nil }
                scale = CGFloat(value)
            }
            guard sides.count == 2, sides.allSatisfy({ $0.isFinite && $0 > 0 && $0 <= Canvas.maximumSide }) else {
                return nil
            }
            choice = .fixed(width: CGFloat(sides[0]), height: CGFloat(sides[1]), scale: scale)
        }
    }

    /// The canvas chosen; `scale` where the choice does not give one.
    public func canvas(scale: CGFloat) -> Canvas {
        switch choice {
        case .device(let device): Canvas(device: device)
        case .fixed(let width, let height, let own):
            Canvas(size: .fixed(width: width, height: height), scale: own ?? scale)
        case .fit: Canvas(size: .fitting(.unspecified), scale: scale)
        }
    }
}

extension CanvasChoice: Codable {
    /// A choice is written as the text it was read from.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        guard let choice = CanvasChoice(text) else {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "not a canvas: \(text)")
        }
        self = choice
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(argument)
    }
}
