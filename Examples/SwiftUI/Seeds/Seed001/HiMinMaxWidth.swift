import SwiftUI

#Preview("001-HiMinMaxWidth", traits: .fixedLayout(width: 560, height: 120)) {
    Text("Hi")
        .frame(minWidth: 100, maxWidth: 300)
}
