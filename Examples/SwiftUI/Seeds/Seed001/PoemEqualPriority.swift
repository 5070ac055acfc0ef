import SwiftUI

struct PoemEqualPriority: View { // ⟦GALLEY: renamed from ContentView⟧
    var body: some View {
        VStack {
            Text("床前明月光，疑是地上霜")
                .background(Color.green)
            Text("举头望明月，低头思故乡")
                .background(Color.blue)
        }
        .frame(width: 100, height: 100)
    }
}

#Preview("001-PoemEqualPriority") {
    PoemEqualPriority()
}
