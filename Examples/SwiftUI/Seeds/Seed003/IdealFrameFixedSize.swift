import SwiftUI

#Preview("003-IdealFrameFixedSize", traits: .sizeThatFitsLayout) {
    Text("Hello world")
        .border(.red)
        .frame(idealWidth: 100, idealHeight: 100)
        .fixedSize()
        .border(.green)
}
