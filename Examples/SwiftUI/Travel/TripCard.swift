import SwiftUI

/// One trip: its name, where and how long, the price and the rating.
struct TripCard: View {
    let trip: Trip
    @Environment(TripStore.self) private var store: TripStore?
    @State private var isShowingDetails = false

    var body: some View {
        VStack(alignment: .leading, spacing: 10) {
            HStack(alignment: .firstTextBaseline) {
                Text(trip.name)
                    .font(.title3.bold())
                    .lineLimit(1...2)
                    // Without it the title, less flexible than the spacer,
                    // is offered only half the row.
                    .layoutPriority(1)
                Spacer(minLength: 8)
                if trip.isFavorite {
                    Circle()
                        .fill(.pink)
                        .frame(width: 10, height: 10)
                        .accessibilityLabel("Favourite")
                }
            }
            Text("**\(trip.nights) nights** in \(trip.country)")
                .foregroundStyle(.secondary)
            HStack {
                RatingView(rating: trip.rating)
                Spacer()
                Text(trip.price, format: .currency(code: store?.currencyCode ?? "EUR"))
                    .font(.headline)
                    .monospacedDigit()
            }
        }
        .cardStyle(tint: trip.isFavorite ? .pink : .blue)
        .onTapGesture { isShowingDetails = true }
        .sheet(isPresented: $isShowingDetails) {
            Text(trip.name)
        }
        .animation(.spring, value: trip.isFavorite)
    }
}

/// Five dots, the first `rating` of them filled.
struct RatingView: View {
    let rating: Int

    var body: some View {
        HStack(spacing: 4) {
            ForEach(1...5, id: \.self) { index in
                Circle()
                    .fill(index <= rating ? Color.orange : Color.gray.opacity(0.3))
                    .frame(width: 8, height: 8)
            }
        }
        .accessibilityElement(children: .ignore)
        .accessibilityLabel("\(rating) of 5")
    }
}

#Preview("Card", traits: .sizeThatFitsLayout) {
    TripCard(trip: .lisbon)
        .frame(width: 340)
        .padding()
}

#Preview("Long name", traits: .sizeThatFitsLayout) {
    TripCard(trip: .dolomites)
        .frame(width: 260)
        .padding()
}
