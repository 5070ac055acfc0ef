import SwiftUI

struct TextRoot: View { // ⟦GALLEY: renamed from ContentView⟧
    var body: some View {
        Text("Hello, World!")
    }
}

#Preview("001-TextRoot") {
    TextRoot()
}
