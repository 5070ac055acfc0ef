import Foundation

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

    /// The longest side a fixed canvas may have, in points.
    public static let maximumSide: CGFloat = 100_000

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
                top: device.safeAreaTop, leading: device.safeAreaLeading, bottom: device.safeAreaBottom,
                trailing: device.safeAreaTrailing
            )
        )
    }

    /// `view` laid out on this canvas: proposed ``proposal`` and placed at
    /// ``rootOrigin(rootSize:)``, at this canvas's scale, in its safe area.
    ///
    /// A view inside that asks for a colour scheme (`preferredColorScheme`)
    /// gets it for the whole canvas: the view is laid out again with the
    /// scheme set at its root, as SwiftUI's presentation takes it on.
    public func layout(_ view: some View, using engine: LayoutEngine) throws(LayoutError) -> CanvasLayout {
        var result = try layout(view, colorScheme: nil, using: engine)
        if let preferred = Self.preferredColorScheme(in: result.root), preferred != result.root.environment.colorScheme
        {
            result = try layout(view, colorScheme: preferred, using: engine)
        }
        return CanvasLayout(result: result, canvasSize: canvasSize(rootSize: result.root.frame.size), scale: scale)
    }

    private func layout(
        _ view: some View, colorScheme: ColorScheme?, using engine: LayoutEngine
    ) throws(LayoutError) -> LayoutResult {
        let device: Device? = if case .device(let device) = size { device } else { nil }
        let root = EnvironmentView(content: view) { environment in
            // A device's screen sets the size classes its views read.
            if let device {
                environment.horizontalSizeClass = device.horizontalSizeClass
                environment.verticalSizeClass = device.verticalSizeClass
                if let size = device.dynamicTypeSize { environment.dynamicTypeSize = size }
            }
            if let colorScheme { environment.colorScheme = colorScheme }
        }
        return try engine.layout(root, proposal: proposal, displayScale: scale, safeArea: safeArea) {
            rootOrigin(rootSize: $0)
        }
    }

    /// The colour scheme the first view (depth first) that asked for one asked for.
    private static func preferredColorScheme(in root: PlacedView) -> ColorScheme? {
        var pending = [root]
        while let view = pending.popLast() {
            if let preferred = view.environment.preferredColorScheme { return preferred }
            pending += view.children.reversed()
        }
        return nil
    }
}
