import SwiftUI

struct FrameNilDebug: View { // ⟦GALLEY: renamed from ContentView⟧
    var body: some View {
        Text("Hello, World!")
            .background(Color.blue)
            .frame(width: nil, height: nil)
            .border(Color.red)
    }
}

#Preview("000-FrameNilDebug") {
    FrameNilDebug()
}
