import SwiftUI

extension View {
    func printSizeInfo(_ label: String = "") -> some View {
        background(
            GeometryReader { proxy in
                Color.clear
                    .task(id: proxy.size) {
                        print(label, proxy.size)
                    }
            }
        )
    }
}

#Preview("003-PrintSizeInfo") {
    VStack {
        Text("Hello world")
            .printSizeInfo() // 打印视图尺寸
    }
}
