import SwiftUI

#Preview("003-OffsetRect", traits: .fixedLayout(width: 200, height: 150)) {
    Rectangle()
        .fill(.green.gradient)
        .frame(width: 100, height: 50)
        .border(.blue)
        .offset(x: 30, y: 30)
        .border(.green)
}
