import SwiftUI

struct CJKText200x100: View { // ⟦GALLEY: renamed from ContentView⟧
    var body: some View {
        Text("这个文本还挺长的，到达了一定字数后，就超过了一行的显示范围了！！！")
            .border(Color.blue)
            .frame(width: 200, height: 100)
            .border(Color.green)
            .font(.title)
    }
}

#Preview("001-CJKText200x100") {
    CJKText200x100()
}
