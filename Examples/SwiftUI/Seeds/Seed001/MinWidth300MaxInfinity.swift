import SwiftUI

struct MinWidth300MaxInfinity: View { // ⟦GALLEY: renamed from ContentView⟧
    var body: some View {
        Text("Hello, World!")
            .frame(minWidth: 300, maxWidth: .infinity) 
            .background(Color.orange.opacity(0.5)) // 屏幕宽度，大于300
            .font(.largeTitle)
    }
}

#Preview("001-MinWidth300MaxInfinity") {
    MinWidth300MaxInfinity()
}
