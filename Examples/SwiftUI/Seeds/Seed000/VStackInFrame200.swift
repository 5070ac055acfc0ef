import SwiftUI

struct VStackInFrame200: View { // ⟦GALLEY: renamed from ContentView⟧
    var body: some View {
        VStack {
            Text("Hello, World!")
                .background(Color.blue)
        }
        .frame(width: 200) // 仅指定宽度
    }
}

#Preview("000-VStackInFrame200") {
    VStackInFrame200()
}
