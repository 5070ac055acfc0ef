import SwiftUI

#Preview("003-IdealFrameFixedSizeIn200", traits: .sizeThatFitsLayout) {
    Text("Hello world")
        .border(.red)
        .frame(idealWidth: 100, idealHeight: 100)
        .fixedSize(horizontal: true, vertical: true)
        .border(.green)
        .frame(width: 200, height: 200)
        .border(.yellow)
}
