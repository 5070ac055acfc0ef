import SwiftUI

#Preview("004-FirstTextBaseline", traits: .sizeThatFitsLayout) {
    HStack(alignment: .firstTextBaseline) {
        Text("Hello")
        Text("World").font(.largeTitle)
    }
}
