import SwiftUI

// The container the article names: a parent proposing width 500.
#Preview("001-HiMinMaxWidth", traits: .fixedLayout(width: 500, height: 120)) {
    Text("Hi")
        .frame(minWidth: 100, maxWidth: 300)
}
