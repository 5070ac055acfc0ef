import SwiftUI

#Preview("003-FrameRect", traits: .fixedLayout(width: 200, height: 150)) {
    // 通过 frame
    Rectangle()
        .fill(.green.gradient)
        .frame(width: 100, height: 50)
        .border(.blue)
        .frame(width: 130, height: 80, alignment: .bottomTrailing)
        .border(.green)
}
