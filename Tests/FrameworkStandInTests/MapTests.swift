import Foundation
import MapKit
import SwiftUI
import Testing
import GalleyTestSupport

private struct Place: Identifiable {
    let id = 1
    let coordinate = CLLocationCoordinate2D(latitude: 51.5, longitude: -0.12)
}

@Suite("MapKit and CoreLocation")
struct MapTests {
    @Test("Map fills the size it is offered with the land colour and names its centre")
    func mapFills() throws {
        let region = MKCoordinateRegion(
            center: CLLocationCoordinate2D(latitude: 37.3349, longitude: -122.009),
            span: MKCoordinateSpan(latitudeDelta: 0.1, longitudeDelta: 0.1))
        let map = Map(coordinateRegion: .constant(region))
        let result = try Render.layout(map, width: 250, height: 120)
        #expect(result.root.frame.size == CGSize(width: 250, height: 120))
        #expect(result.root.texts == ["Map", "37.3349, -122.0090"], "\(result.root.texts)")
        let pixels = try Render.pixels(map, width: 250, height: 120)
        #expect(pixels.isColor(2, 2, 0xEDEBDE, tolerance: 3) && pixels.isColor(247, 117, 0xEDEBDE, tolerance: 3))
    }

    @Test("iOS 17's Map(position:) with markers and annotations, and iOS 14's annotation items, compile and draw")
    func newerForms() throws {
        let places = [Place()]
        let modern = Map(
            position: .constant(
                .region(
                    MKCoordinateRegion(
                        center: places[0].coordinate, latitudinalMeters: 1_000, longitudinalMeters: 1_000)))
        ) {
            Marker("London", coordinate: places[0].coordinate)
            Annotation("Here", coordinate: places[0].coordinate) { Circle().frame(width: 8, height: 8) }
            ForEach(places) { place in Marker("P", systemImage: "star", coordinate: place.coordinate).tint(.red) }
        }
        .mapStyle(.standard(elevation: .realistic))
        #expect(try Render.layout(modern, width: 200, height: 100).root.texts == ["Map", "51.5000, -0.1200"])
        let old = Map(coordinateRegion: .constant(MKCoordinateRegion()), annotationItems: places) { place in
            MapMarker(coordinate: place.coordinate)
        }
        #expect(try Render.layout(old, width: 200, height: 100).root.frame.width == 200)
        let automatic = Map(position: .constant(.userLocation(fallback: .automatic)))
        #expect(try Render.layout(automatic, width: 200, height: 100).root.texts == ["Map"])
    }

    @Test("CLLocation measures great-circle distances; regions from metres and map rects round-trip")
    func coordinates() {
        let paris = CLLocation(latitude: 48.8566, longitude: 2.3522),
            london = CLLocation(latitude: 51.5074, longitude: -0.1278)
        #expect(abs(paris.distance(from: london) - 343_500) < 2_000)
        let point = MKMapPoint(CLLocationCoordinate2D(latitude: 40, longitude: -74))
        #expect(abs(point.coordinate.latitude - 40) < 1e-6 && abs(point.coordinate.longitude + 74) < 1e-6)
        let region = MKCoordinateRegion(
            center: CLLocationCoordinate2D(latitude: 0, longitude: 0), latitudinalMeters: 111_320,
            longitudinalMeters: 111_320)
        #expect(abs(region.span.latitudeDelta - 1) < 1e-9)
    }

    @Test("Location services are on, as on a new Simulator; the app is not yet allowed to use them")
    func locationServices() {
        #expect(CLLocationManager.locationServicesEnabled())
        #expect(CLLocationManager().authorizationStatus == .notDetermined)
    }
}
