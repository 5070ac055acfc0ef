import SwiftUI

struct TextBackgroundFrame: View { // ⟦GALLEY: renamed from ContentView⟧
    var body: some View {
        Text("Hello, world")
            .background(Color.green)
            .frame(width: 200, height: 50) // frame中的alignment会对其内部的views做整体的对齐处理
    }
}

#Preview("001-TextBackgroundFrame") {
    TextBackgroundFrame()
}
