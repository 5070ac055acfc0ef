@_exported import CoreLocation
@_exported import Foundation

/// A region's extent in degrees.
public struct MKCoordinateSpan: Sendable {
    public var latitudeDelta: CLLocationDegrees
    public var longitudeDelta: CLLocationDegrees

    public init() { (latitudeDelta, longitudeDelta) = (0, 0) }
    public init(latitudeDelta: CLLocationDegrees, longitudeDelta: CLLocationDegrees) {
        (self.latitudeDelta, self.longitudeDelta) = (latitudeDelta, longitudeDelta)
    }
}

/// A region of the map: a centre and a span.
public struct MKCoordinateRegion: Sendable {
    public var center: CLLocationCoordinate2D
    public var span: MKCoordinateSpan

    public init() { (center, span) = (CLLocationCoordinate2D(), MKCoordinateSpan()) }
    public init(center: CLLocationCoordinate2D, span: MKCoordinateSpan) { (self.center, self.span) = (center, span) }

    /// The region `latitudinalMeters` tall and `longitudinalMeters` wide around `center`.
    public init(
        center: CLLocationCoordinate2D, latitudinalMeters: CLLocationDistance, longitudinalMeters: CLLocationDistance
    ) {
        self.center = center
        let metresPerDegree = 111_320.0
        let cosine = max(0.01, cos(center.latitude * .pi / 180))
        span = MKCoordinateSpan(
            latitudeDelta: latitudinalMeters / metresPerDegree,
            longitudeDelta: longitudinalMeters / (metresPerDegree * cosine))
    }
}

/// A point on the flat map.
public struct MKMapPoint: Sendable {
    public var x: Double
    public var y: Double
    public init() { (x, y) = (0, 0) }
    public init(x: Double, y: Double) { (self.x, self.y) = (x, y) }

    /// The Mercator point of `coordinate` on a map `MKMapSize.world` wide.
    public init(_ coordinate: CLLocationCoordinate2D) {
        let world = MKMapSize.world.width
        x = (coordinate.longitude + 180) / 360 * world
        let latitude = max(-85.05, min(85.05, coordinate.latitude)) * .pi / 180
        y = (1 - log(tan(latitude) + 1 / cos(latitude)) / .pi) / 2 * world
    }

    /// The coordinate this point stands for.
    public var coordinate: CLLocationCoordinate2D {
        let world = MKMapSize.world.width
        let longitude = x / world * 360 - 180
        let latitude = atan(sinh(.pi * (1 - 2 * y / world))) * 180 / .pi
        return CLLocationCoordinate2D(latitude: latitude, longitude: longitude)
    }
}

/// A size on the flat map.
public struct MKMapSize: Sendable {
    public var width: Double
    public var height: Double
    public init() { (width, height) = (0, 0) }
    public init(width: Double, height: Double) { (self.width, self.height) = (width, height) }
    /// The whole world's size in map points.
    public static let world = MKMapSize(width: 268_435_456, height: 268_435_456)
}

/// A rectangle on the flat map.
public struct MKMapRect: Sendable {
    public var origin: MKMapPoint
    public var size: MKMapSize
    public init() { (origin, size) = (MKMapPoint(), MKMapSize()) }
    public init(origin: MKMapPoint, size: MKMapSize) { (self.origin, self.size) = (origin, size) }
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.init(origin: MKMapPoint(x: x, y: y), size: MKMapSize(width: width, height: height))
    }
    public static let world = MKMapRect(origin: MKMapPoint(), size: .world)
    public static let null = MKMapRect(x: .infinity, y: .infinity, width: 0, height: 0)
    public var minX: Double { origin.x }
    public var minY: Double { origin.y }
    public var maxX: Double { origin.x + size.width }
    public var maxY: Double { origin.y + size.height }
    public var midX: Double { origin.x + size.width / 2 }
    public var midY: Double { origin.y + size.height / 2 }
    public var width: Double { size.width }
    public var height: Double { size.height }
    public var isNull: Bool { origin.x.isInfinite || origin.y.isInfinite }
    public var isEmpty: Bool { isNull || size.width == 0 || size.height == 0 }

    /// Whether `point` is inside.
    public func contains(_ point: MKMapPoint) -> Bool {
        point.x >= minX && point.x < maxX && point.y >= minY && point.y < maxY
    }

    /// The smallest rectangle holding both.
    public func union(_ other: MKMapRect) -> MKMapRect {
        if isNull { return other }
        if other.isNull { return self }
        let x = min(minX, other.minX), y = min(minY, other.minY)
        return MKMapRect(x: x, y: y, width: max(maxX, other.maxX) - x, height: max(maxY, other.maxY) - y)
    }
}

extension MKCoordinateRegion {
    /// The region a map rectangle covers.
    public init(_ rect: MKMapRect) {
        let topLeft = MKMapPoint(x: rect.minX, y: rect.minY).coordinate,
            bottomRight = MKMapPoint(x: rect.maxX, y: rect.maxY).coordinate
        self.init(
            center: MKMapPoint(x: rect.midX, y: rect.midY).coordinate,
            span: MKCoordinateSpan(
                latitudeDelta: topLeft.latitude - bottomRight.latitude,
                longitudeDelta: bottomRight.longitude - topLeft.longitude)
        )
    }
}
