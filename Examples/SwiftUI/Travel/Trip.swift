import SwiftUI

/// A trip, as the app's model holds it.
struct Trip: Identifiable, Hashable {
    let id: Int
    var name: String
    var country: String
    var nights: Int
    var price: Decimal
    var rating: Int
    var tags: [String]
    var isFavorite = false

    static let lisbon = Trip(
        id: 1, name: "Lisbon by tram", country: "Portugal", nights: 4, price: 640, rating: 4,
        tags: ["City", "Food", "Trams", "Sea view"], isFavorite: true
    )
    static let dolomites = Trip(
        id: 2, name: "Hut to hut in the Dolomites", country: "Italy", nights: 6, price: 1180, rating: 5,
        tags: ["Hiking", "Mountains", "Huts"]
    )
    static let kyoto = Trip(
        id: 3, name: "Kyoto in autumn", country: "Japan", nights: 8, price: 2350, rating: 5,
        tags: ["Temples", "Gardens", "Tea", "Autumn leaves", "Rail pass"]
    )
}

/// The trips the app shows, shared through the environment.
@Observable
final class TripStore {
    var trips: [Trip]
    var currencyCode = "EUR"

    init(trips: [Trip] = [.lisbon, .dolomites, .kyoto]) {
        self.trips = trips
    }

    var favorites: [Trip] { trips.filter(\.isFavorite) }
}
