/// How a preview is drawn: its name, layout, device and orientation, as
/// traits and preview modifiers set them.
public struct PreviewSettings: Sendable, Equatable {
    public var name: String?
    public var layout: PreviewLayout?
    public var device: PreviewDevice?
    public var orientation: InterfaceOrientation?

    public init(
        name: String? = nil, layout: PreviewLayout? = nil, device: PreviewDevice? = nil,
        orientation: InterfaceOrientation? = nil
    ) {
        self.name = name
        self.layout = layout
        self.device = device
        self.orientation = orientation
    }

    /// One setting, as a trait or a modifier gives it.
    enum Setting: Sendable {
        case name(String)
        case layout(PreviewLayout)
        case device(PreviewDevice?)
        case orientation(InterfaceOrientation)
    }

    mutating func apply(_ setting: Setting) {
        switch setting {
        case .name(let name): self.name = name
        case .layout(let layout): self.layout = layout
        case .device(let device): self.device = device
        case .orientation(let orientation): self.orientation = orientation
        }
    }
}

/// The size a preview's canvas takes.
public enum PreviewLayout: Sendable, Equatable {
    /// The device's screen.
    case device
    /// Just the size of the view.
    case sizeThatFits
    /// A canvas of this size, the view centred in it.
    case fixed(width: CGFloat, height: CGFloat)
}

/// A device to preview on, by name: `PreviewDevice(rawValue: "iPhone 15 Pro")`.
public struct PreviewDevice: RawRepresentable, ExpressibleByStringLiteral, Sendable, Equatable {
    public let rawValue: String

    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    public init(stringLiteral value: String) {
        rawValue = value
    }
}

/// The way a device is held.
public enum InterfaceOrientation: String, CaseIterable, Sendable, Equatable {
    case portrait
    case portraitUpsideDown
    case landscapeLeft
    case landscapeRight

    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
}
