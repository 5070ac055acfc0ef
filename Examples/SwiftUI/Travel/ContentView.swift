import SwiftUI

/// The app's first screen: a greeting and the trips, favourites first.
struct ContentView: View {
    @Environment(TripStore.self) private var store
    @State private var searchText = ""
    @AppStorage("travellerName") private var name = "Ada"

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 16) {
                Text("Hello, \(name)")
                    .font(.largeTitle.bold())
                Text("\(store.trips.count) trips planned, \(store.favorites.count) favourite")
                    .foregroundStyle(.secondary)
                ForEach(store.trips.sorted { $0.isFavorite && !$1.isFavorite }) { trip in
                    TripCard(trip: trip)
                }
            }
            .padding()
        }
        .searchable(text: $searchText)
        .refreshable {}
        .task {}
    }
}

/// A stepper-like counter, to show state declared in a preview.
struct NightsCounter: View {
    @Binding var nights: Int

    var body: some View {
        HStack {
            Text("Nights")
            Spacer()
            Text("\(nights)")
                .font(.title2.monospacedDigit())
            Button("Add a night") { nights += 1 }
        }
        .padding()
    }
}

#Preview("Trips") {
    ContentView()
        .environment(TripStore())
}

#Preview("Counter", traits: .sizeThatFitsLayout) {
    @Previewable @State var nights = 3
    NightsCounter(nights: $nights)
        .frame(width: 320)
}

@main
struct TravelApp: App {
    @State private var store = TripStore()

    var body: some Scene {
        WindowGroup {
            ContentView()
                .environment(store)
        }
    }
}
