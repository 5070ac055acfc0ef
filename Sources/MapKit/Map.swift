import Foundation
import SwiftUI

/// A map: Galley draws a placeholder filling the size it is offered (a
/// land-coloured frame with "Map" and the centre's coordinates), and
/// never fetches tiles. Unproposed, it is 300 × 200 points.
nonisolated public struct Map<Content>: View {
    let center: CLLocationCoordinate2D?

    // Nonisolated: evaluated during layout; it calls no closure of the caller's.
    nonisolated public var body: some View {
        MapPlaceholder(center: center)
    }
}

/// The map's placeholder: a plain frame with a caption.
nonisolated struct MapPlaceholder: View {
    let center: CLLocationCoordinate2D?

    nonisolated var body: some View {
        let caption = center.map { String(format: "%.4f, %.4f", $0.latitude, $0.longitude) }
        return ZStack {
            Rectangle().fill(Color(red: 0.93, green: 0.92, blue: 0.87))
            VStack(spacing: 2) {
                Text(verbatim: "Map").font(.caption).foregroundStyle(.secondary)
                if let caption {
                    Text(verbatim: caption).font(.caption2).foregroundStyle(.secondary)
                }
            }
        }
        .frame(minWidth: 0, idealWidth: 300, maxWidth: .infinity, minHeight: 0, idealHeight: 200, maxHeight: .infinity)
    }
}

/// What a map's content closure holds in iOS 17's API: markers and annotations.
public protocol MapContent {}

/// Builds map content.
@resultBuilder
public enum MapContentBuilder {
    public static func buildBlock() -> MapContentGroup { MapContentGroup() }
    public static func buildBlock(_ content: any MapContent...) -> MapContentGroup { MapContentGroup() }
    public static func buildExpression(_ content: any MapContent) -> any MapContent { content }
    public static func buildOptional(_ content: MapContentGroup?) -> MapContentGroup { MapContentGroup() }
    public static func buildEither(first: MapContentGroup) -> MapContentGroup { first }
    public static func buildEither(second: MapContentGroup) -> MapContentGroup { second }
    public static func buildArray(_ content: [MapContentGroup]) -> MapContentGroup { MapContentGroup() }
}

/// Map content built from a closure: Galley's map draws none of it.
public struct MapContentGroup: MapContent {
    public init() {}
}

extension ForEach: MapContent where Content: MapContent {}

extension ForEach where Content: MapContent {
    public init(
        _ data: Data, id: KeyPath<Data.Element, ID>, @MapContentBuilder content: @escaping (Data.Element) -> Content
    ) {
        self.init(data: data, id: { $0[keyPath: id] }, content: content)
    }
}

extension ForEach where Content: MapContent, ID == Data.Element.ID, Data.Element: Identifiable {
    public init(_ data: Data, @MapContentBuilder content: @escaping (Data.Element) -> Content) {
        self.init(data: data, id: { $0.id }, content: content)
    }
}

/// A balloon marker at a coordinate (iOS 17).
public struct Marker: MapContent {
    public let coordinate: CLLocationCoordinate2D
    public init(_ title: LocalizedStringKey, coordinate: CLLocationCoordinate2D) { self.coordinate = coordinate }
    public init<S: StringProtocol>(_ title: S, coordinate: CLLocationCoordinate2D) { self.coordinate = coordinate }
    public init(_ title: LocalizedStringKey, systemImage: String, coordinate: CLLocationCoordinate2D) {
        self.coordinate = coordinate
    }
    public init<S: StringProtocol>(_ title: S, systemImage: String, coordinate: CLLocationCoordinate2D) {
        self.coordinate = coordinate
    }
    public init(_ title: LocalizedStringKey, monogram: Text, coordinate: CLLocationCoordinate2D) {
        self.coordinate = coordinate
    }
    public init(coordinate: CLLocationCoordinate2D) { self.coordinate = coordinate }
}

/// A view at a coordinate (iOS 17).
public struct Annotation: MapContent {
    public let coordinate: CLLocationCoordinate2D
    public init<V: View>(
        _ title: LocalizedStringKey, coordinate: CLLocationCoordinate2D, anchor: UnitPoint = .center,
        @ViewBuilder content: () -> V
    ) { self.coordinate = coordinate }
    public init<S: StringProtocol, V: View>(
        _ title: S, coordinate: CLLocationCoordinate2D, anchor: UnitPoint = .center, @ViewBuilder content: () -> V
    ) { self.coordinate = coordinate }
    public init<V: View, L: View>(
        coordinate: CLLocationCoordinate2D, anchor: UnitPoint = .center, @ViewBuilder content: () -> V,
        @ViewBuilder label: () -> L
    ) { self.coordinate = coordinate }
}

/// The user's location on the map: a preview has none.
public struct UserAnnotation: MapContent {
    public init() {}
}

/// A line through coordinates.
public struct MapPolyline: MapContent {
    public init(coordinates: [CLLocationCoordinate2D], contourStyle: Int = 0) {}
}

/// A circle around a coordinate.
public struct MapCircle: MapContent {
    public init(center: CLLocationCoordinate2D, radius: CLLocationDistance) {}
}

extension MapContent {
    public func tint<S: ShapeStyle>(_ tint: S) -> Self { self }
    public func tint(_ color: Color?) -> Self { self }
    public func tag<V: Hashable>(_ tag: V) -> Self { self }
    public func annotationTitles(_ visibility: Visibility) -> Self { self }
    public func annotationSubtitles(_ visibility: Visibility) -> Self { self }
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> Self { self }
    public func stroke<S: ShapeStyle>(_ style: S, lineWidth: CGFloat) -> Self { self }
    public func mapOverlayLevel(level: Int) -> Self { self }
}

/// Where the map's camera is (iOS 17).
public struct MapCameraPosition: Sendable {
    let region: MKCoordinateRegion?
    public static var automatic: MapCameraPosition { MapCameraPosition(region: nil) }
    public static func region(_ region: MKCoordinateRegion) -> MapCameraPosition { MapCameraPosition(region: region) }
    public static func rect(_ rect: MKMapRect) -> MapCameraPosition {
        MapCameraPosition(region: MKCoordinateRegion(rect))
    }
    public static func camera(_ camera: MapCamera) -> MapCameraPosition {
        MapCameraPosition(
            region: MKCoordinateRegion(
                center: camera.centerCoordinate, span: MKCoordinateSpan(latitudeDelta: 0.05, longitudeDelta: 0.05)))
    }
    public static func userLocation(followsHeading: Bool = false, fallback: MapCameraPosition) -> MapCameraPosition {
        fallback
    }
    public static func item(_ item: MKMapItem, allowsAutomaticPitch: Bool = false) -> MapCameraPosition {
        MapCameraPosition(
            region: MKCoordinateRegion(
                center: item.placemark.coordinate, span: MKCoordinateSpan(latitudeDelta: 0.01, longitudeDelta: 0.01)))
    }
    /// The region the position shows, when it names one.
    public var regionValue: MKCoordinateRegion? { region }
    public var positionedByUser: Bool { false }
}

/// A camera looking at a coordinate.
public struct MapCamera: Sendable {
    public var centerCoordinate: CLLocationCoordinate2D
    public var distance: Double
    public var heading: Double
    public var pitch: Double
    public init(centerCoordinate: CLLocationCoordinate2D, distance: Double, heading: Double = 0, pitch: Double = 0) {
        (self.centerCoordinate, self.distance, self.heading, self.pitch) = (centerCoordinate, distance, heading, pitch)
    }
}

/// A place: a placemark with a name.
open class MKMapItem: NSObject, @unchecked Sendable {
    public let placemark: MKPlacemark
    public var name: String?
    public init(placemark: MKPlacemark) { self.placemark = placemark }
}

/// A coordinate with its address.
open class MKPlacemark: NSObject, @unchecked Sendable {
    public let coordinate: CLLocationCoordinate2D
    public init(coordinate: CLLocationCoordinate2D) { self.coordinate = coordinate }
}

/// How a map responds to touch: a render takes none.
public struct MapInteractionModes: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let pan = MapInteractionModes(rawValue: 1)
    public static let zoom = MapInteractionModes(rawValue: 2)
    public static let rotate = MapInteractionModes(rawValue: 4)
    public static let pitch = MapInteractionModes(rawValue: 8)
    public static let all: MapInteractionModes = [.pan, .zoom, .rotate, .pitch]
}

/// Whether the map follows the user: a preview has no user location.
public enum MapUserTrackingMode: Sendable {
    case none, follow, followWithHeading
}

/// The default content of a map without annotations.
public struct _DefaultMapContent {}

extension Map where Content == _DefaultMapContent {
    /// iOS 14's map of a region.
    public init(
        coordinateRegion: Binding<MKCoordinateRegion>, interactionModes: MapInteractionModes = .all,
        showsUserLocation: Bool = false, userTrackingMode: Binding<MapUserTrackingMode>? = nil
    ) {
        center = coordinateRegion.wrappedValue.center
    }

    /// iOS 14's map of a map rectangle.
    public init(
        mapRect: Binding<MKMapRect>, interactionModes: MapInteractionModes = .all, showsUserLocation: Bool = false,
        userTrackingMode: Binding<MapUserTrackingMode>? = nil
    ) {
        center = MKCoordinateRegion(mapRect.wrappedValue).center
    }
}

extension Map where Content == MapContentGroup {
    /// iOS 17's map at a camera position, with markers and annotations.
    public init(
        position: Binding<MapCameraPosition>, bounds: MapCameraBounds? = nil,
        interactionModes: MapInteractionModes = .all, scope: Namespace.ID? = nil,
        @MapContentBuilder content: () -> MapContentGroup = { MapContentGroup() }
    ) {
        center = position.wrappedValue.region?.center
    }

    /// iOS 17's map starting at a camera position.
    public init(
        initialPosition: MapCameraPosition = .automatic, bounds: MapCameraBounds? = nil,
        interactionModes: MapInteractionModes = .all, scope: Namespace.ID? = nil,
        @MapContentBuilder content: () -> MapContentGroup = { MapContentGroup() }
    ) {
        center = initialPosition.region?.center
    }

    /// iOS 17's map with selection: nothing is selected in a render.
    public init<S: Hashable>(
        position: Binding<MapCameraPosition>, bounds: MapCameraBounds? = nil,
        interactionModes: MapInteractionModes = .all, selection: Binding<S?>, scope: Namespace.ID? = nil,
        @MapContentBuilder content: () -> MapContentGroup = { MapContentGroup() }
    ) {
        center = position.wrappedValue.region?.center
    }
}

extension Map {
    /// iOS 14's map of a region with an annotation per item.
    public init<Items: RandomAccessCollection, Annotation: MapAnnotationProtocol>(
        coordinateRegion: Binding<MKCoordinateRegion>, interactionModes: MapInteractionModes = .all,
        showsUserLocation: Bool = false,
        userTrackingMode: Binding<MapUserTrackingMode>? = nil, annotationItems: Items,
        annotationContent: @escaping (Items.Element) -> Annotation
    ) where Items.Element: Identifiable, Content == _DefaultMapContent {
        center = coordinateRegion.wrappedValue.center
    }
}

/// The limits of a map's camera.
public struct MapCameraBounds: Sendable {
    public init(
        centerCoordinateBounds: MKCoordinateRegion? = nil, minimumDistance: Double? = nil,
        maximumDistance: Double? = nil
    ) {}
    public init(minimumDistance: Double? = nil, maximumDistance: Double? = nil) {}
}

/// iOS 14's annotations.
public protocol MapAnnotationProtocol {}

/// A pin at a coordinate (iOS 14).
public struct MapPin: MapAnnotationProtocol {
    public init(coordinate: CLLocationCoordinate2D, tint: Color? = nil) {}
}

/// A balloon marker at a coordinate (iOS 14).
public struct MapMarker: MapAnnotationProtocol {
    public init(coordinate: CLLocationCoordinate2D, tint: Color? = nil) {}
}

/// A view at a coordinate (iOS 14).
public struct MapAnnotation<Content: View>: MapAnnotationProtocol {
    public init(
        coordinate: CLLocationCoordinate2D, anchorPoint: CGPoint = CGPoint(x: 0.5, y: 0.5),
        @ViewBuilder content: () -> Content
    ) {}
}

/// The map's look: standard, imagery or hybrid.
public struct MapStyle: Sendable {
    public static var standard: MapStyle { MapStyle() }
    public static var imagery: MapStyle { MapStyle() }
    public static var hybrid: MapStyle { MapStyle() }
    public static func standard(
        elevation: MapStyle.Elevation = .automatic, emphasis: MapStyle.StandardEmphasis = .automatic,
        pointsOfInterest: PointOfInterestCategories = .all, showsTraffic: Bool = false
    ) -> MapStyle { MapStyle() }
    public static func imagery(elevation: MapStyle.Elevation = .automatic) -> MapStyle { MapStyle() }
    public static func hybrid(
        elevation: MapStyle.Elevation = .automatic, pointsOfInterest: PointOfInterestCategories = .all,
        showsTraffic: Bool = false
    ) -> MapStyle { MapStyle() }
    public enum Elevation: Sendable { case automatic, flat, realistic }
    public enum StandardEmphasis: Sendable { case automatic, muted }
}

/// Points of interest a map shows.
public struct PointOfInterestCategories: Sendable {
    public static let all = PointOfInterestCategories()
    public static let excludingAll = PointOfInterestCategories()
}

/// A button centring the map on the user: drawn as nothing in a render.
nonisolated public struct MapUserLocationButton: View {
    public init(scope: Namespace.ID? = nil) {}
    public var body: some View { EmptyView() }
}

/// The map's compass: drawn as nothing.
nonisolated public struct MapCompass: View {
    public init(scope: Namespace.ID? = nil) {}
    public var body: some View { EmptyView() }
}

/// The map's scale bar: drawn as nothing.
nonisolated public struct MapScaleView: View {
    public init(anchorEdge: HorizontalEdge = .leading, scope: Namespace.ID? = nil) {}
    public var body: some View { EmptyView() }
}

nonisolated extension View {
    /// The map's look: a no-op, the placeholder has one look.
    public func mapStyle(_ style: MapStyle) -> some View { self }
    /// The map's controls: a no-op, they are drawn as nothing.
    public func mapControls<C: View>(@ViewBuilder _ content: () -> C) -> some View { self }
    /// The map's camera changes: a no-op, a render moves no camera.
    public func onMapCameraChange(
        frequency: MapCameraUpdateFrequency = .onEnd, _ action: @escaping () -> Void
    ) -> some View { self }
}

/// How often camera changes are reported.
public enum MapCameraUpdateFrequency: Sendable { case continuous, onEnd }
