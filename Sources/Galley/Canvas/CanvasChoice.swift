import Foundation

/// A canvas as the command line and preview settings name it: a device by
/// name, `WxH[@S]` (a fixed canvas, at scale S), or `fit` (the root's ideal size).
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
            let parts = text.split(separator: "@", maxSplits: 1).map(String.init)
            guard let size = parts.first else { return nil }
            let sides = size.lowercased().split(separator: "x", omittingEmptySubsequences: false).compactMap {
                Double($0)
            }
            var scale: CGFloat?
            if parts.count == 2 {
                guard let value = Double(parts[1]), Canvas.scales.contains(CGFloat(value)) else { return nil }
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
