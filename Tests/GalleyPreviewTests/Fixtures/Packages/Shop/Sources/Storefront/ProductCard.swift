import SwiftUI
import Theme
import OrderedCollections

struct ProductCard: View {
    let sizes: OrderedSet = ["S", "M", "S", "L"]

    var body: some View {
        VStack(spacing: 8) {
            Badge(Badge.greeting)
            Text("Sizes \(sizes.joined(separator: " "))")
        }
    }
}

#Preview("Card") {
    ProductCard()
}
