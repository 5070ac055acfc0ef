import SwiftUI

#Preview("000-VStackFixedSize") {
    VStack {
        Text("GeometryReader has been present since the birth of SwiftUI, playing a crucial role in many scenarios.")
        Rectangle().fill(.yellow)
    }
    .fixedSize()
}
