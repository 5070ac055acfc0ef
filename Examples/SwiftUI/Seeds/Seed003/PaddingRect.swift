import SwiftUI

#Preview("003-PaddingRect", traits: .fixedLayout(width: 200, height: 150)) {
    // 通过 padding
    Rectangle()
        .fill(.green.gradient)
        .frame(width: 100, height: 50)
        .border(.blue)
        .padding(EdgeInsets(top: 30, leading: 30, bottom: 0, trailing: 0))
        .border(.green)
}
