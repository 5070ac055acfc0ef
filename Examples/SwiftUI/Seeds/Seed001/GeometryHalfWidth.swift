import SwiftUI

#Preview("001-GeometryHalfWidth") {
    GeometryReader { geometry in
        Text("Hello")
            .frame(width: geometry.size.width / 2)
    }
}
