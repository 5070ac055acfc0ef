import SwiftUI

struct MaxWidth300: View { // ⟦GALLEY: renamed from ContentView⟧
    var body: some View {
        Text("Hello, World!")
            .frame(maxWidth: 300) // 这边根据图规则，YES，直接将 proposed size（即图中的黄色块） 限制到maxWidth 最大约束，即300 （把proposed size看成 width设置）
            .background(Color.orange.opacity(0.5))
            .font(.largeTitle)
    }
}

#Preview("001-MaxWidth300") {
    MaxWidth300()
}
