import SwiftUI

#Preview("004-GroupBoxLabel") {
    GroupBox(label: Label("电视剧", systemImage: "tv")) {
        HStack {
            Text("播放时间: 每周一至周五")
                .padding()
            Spacer()
        }
    }
}
