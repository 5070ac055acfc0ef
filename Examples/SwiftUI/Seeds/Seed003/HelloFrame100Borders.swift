import SwiftUI

#Preview("003-HelloFrame100Borders", traits: .sizeThatFitsLayout) {
    Text("Hello")
        .border(.red)
        .frame(width: 100)
        .border(.green)
}
