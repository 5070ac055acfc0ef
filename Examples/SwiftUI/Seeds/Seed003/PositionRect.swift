import SwiftUI

#Preview("003-PositionRect", traits: .fixedLayout(width: 200, height: 150)) {
    // 通过 position
    Rectangle()
        .fill(.green.gradient)
        .frame(width: 100, height: 50)
        .border(.blue)
        .position(x: 80, y: 55)
        .frame(width: 130, height: 80)
        .border(.green)
}
