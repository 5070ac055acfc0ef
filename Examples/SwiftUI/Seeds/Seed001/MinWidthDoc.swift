import SwiftUI

#Preview("001-MinWidthDoc") {
    Text("Hello, World!")
        .frame(minWidth: 300)
}
