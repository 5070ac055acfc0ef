import SwiftUI

#Preview("004-CenterWithSpacers") {
    HStack {
        Spacer()
        Text("居中")
        Spacer()
    }
}
