import SwiftUI

#Preview("004-CenterMaxFrame") {
    Text("居中")
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .center)
}
