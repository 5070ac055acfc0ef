import Foundation

/// A screen a scene can be drawn on: its size in points, its scale and the
/// safe area at its edges.
public struct Device: Hashable, Sendable {
    public var name: String
    public var width: CGFloat
    public var height: CGFloat
    public var scale: CGFloat
    public var safeAreaTop: CGFloat
    public var safeAreaBottom: CGFloat
    public var safeAreaLeading: CGFloat = 0
    public var safeAreaTrailing: CGFloat = 0
    /// The insets of the safe area when the device is held in landscape:
    /// the sensor housing's side and the other side, and the home indicator.
    var landscapeInsets: (sides: CGFloat, bottom: CGFloat) = (0, 0)

    public init(name: String, width: CGFloat, height: CGFloat, scale: CGFloat, safeAreaTop: CGFloat, safeAreaBottom: CGFloat) {
        self.name = name
        self.width = width
        self.height = height
        self.scale = scale
        self.safeAreaTop = safeAreaTop
        self.safeAreaBottom = safeAreaBottom
    }

    public static func == (lhs: Device, rhs: Device) -> Bool {
        lhs.name == rhs.name && lhs.width == rhs.width && lhs.height == rhs.height && lhs.scale == rhs.scale
            && lhs.safeAreaTop == rhs.safeAreaTop && lhs.safeAreaBottom == rhs.safeAreaBottom
            && lhs.safeAreaLeading == rhs.safeAreaLeading && lhs.safeAreaTrailing == rhs.safeAreaTrailing
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(name)
        hasher.combine(width)
        hasher.combine(height)
    }

    private func withLandscapeInsets(sides: CGFloat, bottom: CGFloat) -> Device {
        var device = self
        device.landscapeInsets = (sides, bottom)
        return device
    }

    /// The device held in landscape: the screen turned, the status bar
    /// gone, the safe area at both sides (iPhones with a sensor housing)
    /// and above the home indicator.
    public var landscape: Device {
        var turned = self
        turned.width = height
        turned.height = width
        turned.safeAreaTop = 0
        turned.safeAreaBottom = landscapeInsets.bottom
        turned.safeAreaLeading = landscapeInsets.sides
        turned.safeAreaTrailing = landscapeInsets.sides
        return turned
    }

    // UIKit's safe-area insets for each device, portrait and landscape.
    public static let iPhone13Pro = Device(name: "iPhone 13 Pro", width: 390, height: 844, scale: 3, safeAreaTop: 47, safeAreaBottom: 34)
        .withLandscapeInsets(sides: 47, bottom: 21)
    public static let iPhoneSE = Device(name: "iPhone SE", width: 375, height: 667, scale: 2, safeAreaTop: 20, safeAreaBottom: 0)
    public static let iPhone15Pro = Device(name: "iPhone 15 Pro", width: 393, height: 852, scale: 3, safeAreaTop: 59, safeAreaBottom: 34)
        .withLandscapeInsets(sides: 59, bottom: 21)

    public static let iPhone15ProMax = Device(name: "iPhone 15 Pro Max", width: 430, height: 932, scale: 3, safeAreaTop: 59, safeAreaBottom: 34)
        .withLandscapeInsets(sides: 59, bottom: 21)
    public static let iPhone16Pro = Device(name: "iPhone 16 Pro", width: 402, height: 874, scale: 3, safeAreaTop: 62, safeAreaBottom: 34)
        .withLandscapeInsets(sides: 62, bottom: 21)
    public static let iPhone16ProMax = Device(name: "iPhone 16 Pro Max", width: 440, height: 956, scale: 3, safeAreaTop: 62, safeAreaBottom: 34)
        .withLandscapeInsets(sides: 62, bottom: 21)

    /// Every device a scene, `--canvas` or `previewDevice` can name.
    public static let all: [Device] = [iPhone13Pro, iPhoneSE, iPhone15Pro, iPhone15ProMax, iPhone16Pro, iPhone16ProMax]

    /// Other names Xcode gives the same screens: the same size, scale and
    /// safe area under another model's name.
    static let sameScreens: [String: Device] = [
        "iPhone 12": iPhone13Pro, "iPhone 12 Pro": iPhone13Pro, "iPhone 13": iPhone13Pro, "iPhone 14": iPhone13Pro,
        "iPhone 14 Pro": iPhone15Pro, "iPhone 15": iPhone15Pro, "iPhone 16": iPhone15Pro,
        "iPhone 14 Pro Max": iPhone15ProMax, "iPhone 15 Plus": iPhone15ProMax, "iPhone 16 Plus": iPhone15ProMax,
        "iPhone SE (2nd generation)": iPhoneSE, "iPhone SE (3rd generation)": iPhoneSE, "iPhone 8": iPhoneSE,
    ]

    /// The device of this name, exactly as written.
    public static func named(_ name: String) -> Device? {
        if let device = all.first(where: { $0.name == name }) { return device }
        guard var device = sameScreens[name] else { return nil }
        device.name = name
        return device
    }
}

/// What a scene is drawn on, and how its root is proposed a size and placed.
public struct Canvas: Hashable, Sendable {
    public enum Size: Hashable, Sendable {
        /// The device's screen: the root is proposed the safe area and centred in it.
        case device(Device)
        /// A fixed canvas: the root is proposed the whole of it and centred.
        case fixed(width: CGFloat, height: CGFloat)
        /// The root is proposed this, and the canvas is the root's size.
        case fitting(ProposedViewSize)
    }

    public var size: Size
    /// Pixels per point.
    public var scale: CGFloat

    public init(size: Size, scale: CGFloat) {
        self.size = size
        self.scale = scale
    }

    /// The device's screen at the device's scale.
    public init(device: Device) {
        self.init(size: .device(device), scale: device.scale)
    }

    /// The scales (pixels per point) a canvas may have.
    public static let scales: ClosedRange<CGFloat> = 1...16

    /// The default canvas: an iPhone 13 Pro.
    public static let standard = Canvas(device: .iPhone13Pro)

    /// The size the root view is proposed.
    public var proposal: ProposedViewSize {
        switch size {
        case .device(let device):
            ProposedViewSize(
                width: max(0, device.width - device.safeAreaLeading - device.safeAreaTrailing),
                height: max(0, device.height - device.safeAreaTop - device.safeAreaBottom)
            )
        case .fixed(let width, let height):
            ProposedViewSize(width: width, height: height)
        case .fitting(let proposal):
            proposal
        }
    }

    /// The canvas's size, in points, for a root of `rootSize`.
    public func canvasSize(rootSize: CGSize) -> CGSize {
        switch size {
        case .device(let device): CGSize(width: device.width, height: device.height)
        case .fixed(let width, let height): CGSize(width: width, height: height)
        case .fitting: rootSize
        }
    }

    /// Where the root's top-leading corner goes: centred in the safe area
    /// or the canvas, at the origin of a fitted canvas.
    public func rootOrigin(rootSize: CGSize) -> CGPoint {
        switch size {
        case .device(let device):
            let safeWidth = device.width - device.safeAreaLeading - device.safeAreaTrailing
            let safeHeight = device.height - device.safeAreaTop - device.safeAreaBottom
            return CGPoint(
                x: device.safeAreaLeading + (safeWidth - rootSize.width) / 2,
                y: device.safeAreaTop + (safeHeight - rootSize.height) / 2
            )
        case .fixed(let width, let height):
            return CGPoint(x: (width - rootSize.width) / 2, y: (height - rootSize.height) / 2)
        case .fitting:
            return .zero
        }
    }

    /// A device screen's safe area; other canvases have none.
    public var safeArea: SafeArea? {
        guard case .device(let device) = size else { return nil }
        return SafeArea(
            bounds: CGRect(x: 0, y: 0, width: device.width, height: device.height),
            insets: EdgeInsets(
                top: device.safeAreaTop, leading: device.safeAreaLeading, bottom: device.safeAreaBottom, trailing: device.safeAreaTrailing
            )
        )
    }

    /// `view` laid out on this canvas: proposed ``proposal`` and placed at
    /// ``rootOrigin(rootSize:)``, at this canvas's scale, in its safe area.
    public func layout(_ view: some View, using engine: LayoutEngine) throws(LayoutError) -> CanvasLayout {
        let result = try engine.layout(view, proposal: proposal, displayScale: scale, safeArea: safeArea) { rootOrigin(rootSize: $0) }
        return CanvasLayout(result: result, canvasSize: canvasSize(rootSize: result.root.frame.size), scale: scale)
    }
}

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
    public static let help = "A device (\(Device.all.map { "\"\($0.name)\"" }.joined(separator: ", "))), WxH[@S] (a fixed canvas), "
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
            let sides = size.lowercased().split(separator: "x", omittingEmptySubsequences: false).compactMap { Double($0) }
            var scale: CGFloat?
            if parts.count == 2 {
                guard let value = Double(parts[1]), Canvas.scales.contains(CGFloat(value)) else { return nil }
                scale = CGFloat(value)
            }
            guard sides.count == 2, sides.allSatisfy({ $0.isFinite && $0 > 0 && $0 <= 100_000 }) else { return nil }
            choice = .fixed(width: CGFloat(sides[0]), height: CGFloat(sides[1]), scale: scale)
        }
    }

    /// The canvas chosen; `scale` where the choice does not give one.
    public func canvas(scale: CGFloat) -> Canvas {
        switch choice {
        case .device(let device): Canvas(device: device)
        case .fixed(let width, let height, let own): Canvas(size: .fixed(width: width, height: height), scale: own ?? scale)
        case .fit: Canvas(size: .fitting(.unspecified), scale: scale)
        }
    }
}
