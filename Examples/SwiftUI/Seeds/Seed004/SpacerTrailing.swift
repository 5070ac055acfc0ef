import SwiftUI

struct SpacerTrailing: View { // ⟦GALLEY: renamed from ContentView⟧
    var body: some View {
        HStack {
            Spacer()
            Text("视图1")
            Text("视图2")
            Text("视图3")
        }
    }
}

#Preview("004-SpacerTrailing") {
    SpacerTrailing()
}
