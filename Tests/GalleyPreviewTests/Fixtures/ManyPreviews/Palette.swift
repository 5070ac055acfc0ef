import SwiftUI

// Another file of the module, whose names the gallery's private ones must not be.
struct Palette: View {
    var body: some View {
        Text("Palette")
    }
}
