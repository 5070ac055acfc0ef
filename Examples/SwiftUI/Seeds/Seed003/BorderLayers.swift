import SwiftUI

#Preview("003-BorderLayers", traits: .sizeThatFitsLayout) {
    VStack {
        Text("Hello world")
            .border(.red)
            .frame(width: 100, height: 100, alignment: .bottomLeading)
            .border(.blue)
            .padding()
    }
    .border(.green)
}
