import SwiftUI
import Storefront
import Theme

// An app beside the package, as an Xcode project holds one: its files are
// not in a target, and import the package's.
struct HomeScreen: View {
    var body: some View {
        Badge("Home")
    }
}

#Preview("Home") {
    HomeScreen()
}
