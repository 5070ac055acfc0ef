import SwiftUI

#Preview("004-NestedGroupBox") {
    GroupBox {
        Text("电视剧名称: 人民的名义")

        GroupBox {
            Text("播放时间: 每周一至周五")
        }
    }
}
