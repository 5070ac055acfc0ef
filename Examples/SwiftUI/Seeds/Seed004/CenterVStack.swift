import SwiftUI

#Preview("004-CenterVStack") {
    VStack(alignment: .center) {
        Text("居中")
    }
}
