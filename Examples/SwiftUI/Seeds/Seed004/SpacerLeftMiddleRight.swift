import SwiftUI

struct SpacerLeftMiddleRight: View { // ⟦GALLEY: renamed from ContentView⟧
    var body: some View {
        HStack {
            Text("左边")
            Spacer()
            Text("中间")
            Spacer()
            Text("右边")
        }
    }
}

#Preview("004-SpacerLeftMiddleRight") {
    SpacerLeftMiddleRight()
}
