import SwiftUI

extension View {
    func logSizeInfo(_ label: String = "") -> some View {
        background(
            GeometryReader { proxy in
                Color.clear
                    .onAppear(perform: {
                        debugPrint("\(label) Size: \(proxy.size)")
                    })
            }
        )
    }
}

struct LogSizeInfo: View { // ⟦GALLEY: renamed from ContentView⟧
    var body: some View {
        VStack {
            Text("大标题")
                .font(.largeTitle)
                .logSizeInfo("大标题视图") // 打印视图尺寸
            Text("正文")
                .logSizeInfo("正文视图")
        }
    }
}

#Preview("004-LogSizeInfo") {
    LogSizeInfo()
}
