import SwiftUI

struct NestedFramesBackgrounds: View { // ⟦GALLEY: renamed from ContentView⟧
    var body: some View {
        Text("Hello, World!")
            .frame(width: 200, height: 100)
            .background(Color.green)
            .frame(width: 400, height: 200)
            .background(Color.orange.opacity(0.5))
    }
}

#Preview("001-NestedFramesBackgrounds") {
    NestedFramesBackgrounds()
}
