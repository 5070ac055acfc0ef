import SwiftUI

#Preview("001-MaxWidthDoc", traits: .fixedLayout(width: 560, height: 120)) {
    Text("Hello")
        .frame(maxWidth: 100)
}
