@_exported import Foundation

// CoreLocation's value types as SwiftUI code meets them: coordinates and
// locations. A preview has no position: the manager never delivers one.

public typealias CLLocationDegrees = Double
public typealias CLLocationDistance = Double
public typealias CLLocationAccuracy = Double
public typealias CLLocationSpeed = Double
public typealias CLLocationDirection = Double

/// A latitude and a longitude, in degrees.
public struct CLLocationCoordinate2D: Sendable {
    public var latitude: CLLocationDegrees
    public var longitude: CLLocationDegrees

    public init() {
        (latitude, longitude) = (0, 0)
    }

    public init(latitude: CLLocationDegrees, longitude: CLLocationDegrees) {
        (self.latitude, self.longitude) = (latitude, longitude)
    }
}

/// Whether `coordinate` is a place on Earth.
public func CLLocationCoordinate2DIsValid(_ coordinate: CLLocationCoordinate2D) -> Bool {
    (-90...90).contains(coordinate.latitude) && (-180...180).contains(coordinate.longitude)
}

public let kCLLocationCoordinate2DInvalid = CLLocationCoordinate2D(latitude: -180, longitude: -180)

/// A place with when and how precisely it was measured.
open class CLLocation: NSObject, @unchecked Sendable {
    public let coordinate: CLLocationCoordinate2D
    public let altitude: CLLocationDistance
    public let horizontalAccuracy: CLLocationAccuracy
    public let verticalAccuracy: CLLocationAccuracy
    public let timestamp: Date

    public init(latitude: CLLocationDegrees, longitude: CLLocationDegrees) {
        coordinate = CLLocationCoordinate2D(latitude: latitude, longitude: longitude)
        (altitude, horizontalAccuracy, verticalAccuracy, timestamp) = (0, 0, -1, Date())
    }

    public init(
        coordinate: CLLocationCoordinate2D, altitude: CLLocationDistance, horizontalAccuracy: CLLocationAccuracy,
        verticalAccuracy: CLLocationAccuracy, timestamp: Date
    ) {
        (self.coordinate, self.altitude, self.horizontalAccuracy, self.verticalAccuracy, self.timestamp) = (
            coordinate, altitude, horizontalAccuracy, verticalAccuracy, timestamp
        )
    }

    /// The great-circle distance to `location`, in metres.
    public func distance(from location: CLLocation) -> CLLocationDistance {
        let radians = Double.pi / 180
        let (lat1, lat2) = (coordinate.latitude * radians, location.coordinate.latitude * radians)
        let dLat = lat2 - lat1, dLon = (location.coordinate.longitude - coordinate.longitude) * radians
        let a = sin(dLat / 2) * sin(dLat / 2) + cos(lat1) * cos(lat2) * sin(dLon / 2) * sin(dLon / 2)
        return 6_371_000 * 2 * atan2(a.squareRoot(), (1 - a).squareRoot())
    }
}

/// Whether the app may use the device's location.
public enum CLAuthorizationStatus: Int32, Sendable {
    case notDetermined, restricted, denied, authorizedAlways, authorizedWhenInUse
}

/// What a location manager tells.
public protocol CLLocationManagerDelegate: AnyObject {}

/// Delivers the device's location: in a preview it has none and asks nothing.
open class CLLocationManager: NSObject {
    public weak var delegate: (any CLLocationManagerDelegate)?
    public var desiredAccuracy: CLLocationAccuracy = kCLLocationAccuracyBest
    public var distanceFilter: CLLocationDistance = kCLDistanceFilterNone
    public var location: CLLocation? { nil }
    public var authorizationStatus: CLAuthorizationStatus { .notDetermined }

    public override init() {}
    /// Whether location services are on: yes, on a new Simulator (the app
    /// itself is not yet allowed to use them).
    public class func locationServicesEnabled() -> Bool { true }
    public func requestWhenInUseAuthorization() {}
    public func requestAlwaysAuthorization() {}
    public func startUpdatingLocation() {}
    public func stopUpdatingLocation() {}
    public func requestLocation() {}
}

public let kCLLocationAccuracyBest: CLLocationAccuracy = -1
public let kCLLocationAccuracyNearestTenMeters: CLLocationAccuracy = 10
public let kCLLocationAccuracyHundredMeters: CLLocationAccuracy = 100
public let kCLLocationAccuracyKilometer: CLLocationAccuracy = 1_000
public let kCLDistanceFilterNone: CLLocationDistance = -1
