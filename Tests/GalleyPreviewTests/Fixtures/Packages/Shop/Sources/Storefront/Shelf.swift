import SwiftUI
import Theme
import CatalogModels

struct Shelf: View {
    var body: some View {
        HStack { Badge("One"); Badge(Product.featured.name) }
    }
}

#Preview("Shelf") {
    Shelf()
}
