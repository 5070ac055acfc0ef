import SwiftUI
import Theme

struct Shelf: View {
    var body: some View {
        HStack { Badge("One"); Badge("Two") }
    }
}

#Preview("Shelf") {
    Shelf()
}
