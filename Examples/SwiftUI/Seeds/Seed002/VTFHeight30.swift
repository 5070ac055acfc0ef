import SwiftUI

#Preview("002-VTFHeight30") {
    ViewThatFits(in: .vertical) {
        Text("1: GeometryReader has been present since the birth of SwiftUI, playing a crucial role in many scenarios.")
        Text("2: In addition, some views believe that:")
    }
    .border(.blue)
    .frame(width: 200, height: 30, alignment: .top)
    .border(.red)
}
