import Foundation
import Galley

/// A screen a scene can be drawn on: its size in points, its scale and the
/// safe area at its top and bottom.
public struct Device: Hashable, Sendable {
    public var name: String
    public var width: CGFloat
    public var height: CGFloat
    public var scale: CGFloat
    public var safeAreaTop: CGFloat
    public var safeAreaBottom: CGFloat

    public static let iPhone13Pro = Device(name: "iPhone 13 Pro", width: 390, height: 844, scale: 3, safeAreaTop: 47, safeAreaBottom: 34)
    public static let iPhoneSE = Device(name: "iPhone SE", width: 375, height: 667, scale: 2, safeAreaTop: 20, safeAreaBottom: 0)
    public static let iPhone15Pro = Device(name: "iPhone 15 Pro", width: 393, height: 852, scale: 3, safeAreaTop: 59, safeAreaBottom: 34)

    /// Every device a scene can name.
    public static let all: [Device] = [iPhone13Pro, iPhoneSE, iPhone15Pro]

    /// The device of this name, exactly as written.
    public static func named(_ name: String) -> Device? {
        all.first { $0.name == name }
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

    /// The default canvas: an iPhone 13 Pro.
    public static let standard = Canvas(device: .iPhone13Pro)

    /// The size the root view is proposed.
    public var proposal: ProposedViewSize {
        switch size {
        case .device(let device):
            ProposedViewSize(width: device.width, height: max(0, device.height - device.safeAreaTop - device.safeAreaBottom))
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
            let safeHeight = device.height - device.safeAreaTop - device.safeAreaBottom
            return CGPoint(x: (device.width - rootSize.width) / 2, y: device.safeAreaTop + (safeHeight - rootSize.height) / 2)
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
            insets: EdgeInsets(top: device.safeAreaTop, bottom: device.safeAreaBottom)
        )
    }

    /// `view` laid out on this canvas: proposed ``proposal`` and placed at
    /// ``rootOrigin(rootSize:)``, at this canvas's scale, in its safe area.
    public func layout(_ view: some View, using engine: LayoutEngine) throws(LayoutError) -> SceneLayout {
        let result = try engine.layout(view, proposal: proposal, displayScale: scale, safeArea: safeArea) { rootOrigin(rootSize: $0) }
        return SceneLayout(result: result, canvasSize: canvasSize(rootSize: result.root.frame.size), scale: scale)
    }
}
