import Foundation

/// A colour, and a view that fills the space it is offered with it.
public struct Color: Hashable, Sendable {
    /// sRGB components, 0…1.
    public var red: Double
    public var green: Double
    public var blue: Double
    public var opacity: Double

    public init(red: Double, green: Double, blue: Double, opacity: Double = 1) {
        self.red = red
        self.green = green
        self.blue = blue
        self.opacity = opacity
    }

    public init(white: Double, opacity: Double = 1) {
        self.init(red: white, green: white, blue: white, opacity: opacity)
    }

    init(hex: UInt32, opacity: Double = 1) {
        self.init(
            red: Double((hex >> 16) & 0xFF) / 255, green: Double((hex >> 8) & 0xFF) / 255,
            blue: Double(hex & 0xFF) / 255, opacity: opacity
        )
    }

    /// This colour with its opacity multiplied.
    public func opacity(_ opacity: Double) -> Color {
        var color = self
        color.opacity *= opacity
        return color
    }

    /// A gentle gradient from this colour, as SwiftUI's `Color.gradient`.
    public var gradient: AnyGradient { AnyGradient(base: self) }

    public static let red = Color(hex: 0xFF3B30)
    public static let orange = Color(hex: 0xFF9500)
    public static let yellow = Color(hex: 0xFFCC00)
    public static let green = Color(hex: 0x34C759)
    public static let mint = Color(hex: 0x00C7BE)
    public static let teal = Color(hex: 0x30B0C7)
    public static let cyan = Color(hex: 0x32ADE6)
    public static let blue = Color(hex: 0x007AFF)
    public static let indigo = Color(hex: 0x5856D6)
    public static let purple = Color(hex: 0xAF52DE)
    public static let pink = Color(hex: 0xFF2D55)
    public static let brown = Color(hex: 0xA2845E)
    public static let gray = Color(hex: 0x8E8E93)
    public static let black = Color(white: 0)
    public static let white = Color(white: 1)
    public static let clear = Color(white: 0, opacity: 0)
    public static let primary = Color.black
    public static let secondary = Color(hex: 0x3C3C43, opacity: 0.6)
}

extension Color: View, PrimitiveView {
    public var body: EmptyView { EmptyView() }

    func makeNodes(in environment: EnvironmentValues) -> [ViewNode] {
        [ViewNode(name: "Color", content: .fill, environment: environment, paint: .fill(.color(self), .rectangle))]
    }
}

/// A gradient made from one colour (`Color.gradient`): lighter at the top,
/// the colour itself at the bottom.
public struct AnyGradient: Hashable, Sendable {
    public let base: Color
}

/// As a view a colour's gradient fills the space it is offered, like the
/// colour, and is named Color in the layout. (SwiftUI writes such a view
/// `Rectangle().fill(color.gradient)`; scenes write `{"Color": "orange.gradient"}`.)
extension AnyGradient: View, PrimitiveView {
    public var body: EmptyView { EmptyView() }

    func makeNodes(in environment: EnvironmentValues) -> [ViewNode] {
        [ViewNode(name: "Color", content: .fill, environment: environment, paint: .fill(.gradient(self), .rectangle))]
    }
}

/// Something a shape can be filled with: a colour or a gradient.
public protocol ShapeStyle: Sendable {}

extension Color: ShapeStyle {}
extension AnyGradient: ShapeStyle {}

extension ShapeStyle where Self == Color {
    public static var red: Color { Color.red }
    public static var orange: Color { Color.orange }
    public static var yellow: Color { Color.yellow }
    public static var green: Color { Color.green }
    public static var mint: Color { Color.mint }
    public static var teal: Color { Color.teal }
    public static var cyan: Color { Color.cyan }
    public static var blue: Color { Color.blue }
    public static var indigo: Color { Color.indigo }
    public static var purple: Color { Color.purple }
    public static var pink: Color { Color.pink }
    public static var brown: Color { Color.brown }
    public static var gray: Color { Color.gray }
    public static var black: Color { Color.black }
    public static var white: Color { Color.white }
    public static var clear: Color { Color.clear }
    public static var primary: Color { Color.primary }
    public static var secondary: Color { Color.secondary }
}

/// Colours spread along a gradient, evenly unless stops are given.
public struct Gradient: Hashable, Sendable {
    /// A colour at a place along the gradient, 0…1.
    public struct Stop: Hashable, Sendable {
        public var color: Color
        public var location: CGFloat

        public init(color: Color, location: CGFloat) {
            self.color = color
            self.location = location
        }
    }

    public var stops: [Stop]

    public init(colors: [Color]) {
        let last = CGFloat(Swift.max(1, colors.count - 1))
        stops = colors.enumerated().map { Stop(color: $1, location: CGFloat($0) / last) }
    }

    public init(stops: [Stop]) {
        self.stops = stops
    }
}

/// A view filled with a linear gradient between two unit points of its frame.
public struct LinearGradient: View, PrimitiveView, ShapeStyle, Hashable {
    public var gradient: Gradient
    public var startPoint: UnitPoint
    public var endPoint: UnitPoint

    public init(gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) {
        self.gradient = gradient
        self.startPoint = startPoint
        self.endPoint = endPoint
    }

    public init(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(colors: colors), startPoint: startPoint, endPoint: endPoint)
    }

    public var body: EmptyView { EmptyView() }

    func makeNodes(in environment: EnvironmentValues) -> [ViewNode] {
        [ViewNode(name: "LinearGradient", content: .fill, environment: environment, paint: .fill(.linearGradient(self), .rectangle))]
    }
}
