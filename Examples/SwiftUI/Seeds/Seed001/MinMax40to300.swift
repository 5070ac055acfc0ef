import SwiftUI

struct MinMax40to300: View { // ⟦GALLEY: renamed from ContentView⟧
    var body: some View {
        Text("Hello, World!")
            .frame(minWidth: 40, maxWidth: 300)
            .background(Color.orange.opacity(0.5)) // 300
            .font(.largeTitle)
    }
}

#Preview("001-MinMax40to300") {
    MinMax40to300()
}
