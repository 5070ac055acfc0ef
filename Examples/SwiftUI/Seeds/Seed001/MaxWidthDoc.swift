import SwiftUI

// The container the article names: a parent proposing width 500.
#Preview("001-MaxWidthDoc", traits: .fixedLayout(width: 500, height: 120)) {
    Text("Hello")
        .frame(maxWidth: 100)
}
