import SwiftUI

struct MinWidth300: View { // ⟦GALLEY: renamed from ContentView⟧
    var body: some View {
        Text("Hello, World!")
            .frame(minWidth: 300)
            .background(Color.orange.opacity(0.5)) // 宽300
            .font(.largeTitle)
    }
}

#Preview("001-MinWidth300") {
    MinWidth300()
}
