import SwiftUI

#Preview("003-FrameHi100", traits: .sizeThatFitsLayout) {
    Text("Hi")
        .frame(width: 100,height: 100)
}
