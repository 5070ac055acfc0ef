import SwiftUI

struct CJKTextIdealWidth300: View { // ⟦GALLEY: renamed from ContentView⟧
    var body: some View {
        Text("这个文本还挺长的，到达了一定字数后，就超过了一行的显示范围了！！！")
            .frame(idealWidth: 300)
            .fixedSize(horizontal: true, vertical: false)
            .border(Color.blue)
            .frame(width: 200, height: 100)
            .border(Color.green)
            .font(.title)
    }
}

#Preview("001-CJKTextIdealWidth300") {
    CJKTextIdealWidth300()
}
