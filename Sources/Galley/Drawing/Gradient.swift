import Foundation

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
nonisolated public struct LinearGradient: View, PrimitiveView, ShapeStyle, Hashable {
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
        [
            ViewNode(
                name: "LinearGradient", content: .fill, environment: environment,
                paint: .fill(.linearGradient(self), .rectangle))
        ]
    }
}
