import SwiftUI

// The container: the last child of the ViewThatFits in `.frame(width:10)` of 002-VTFWidth10,
// which proposes it 10 × the height of the screen’s safe area (763).
#Preview("002-VTFHiLineLimit", traits: .fixedLayout(width: 10, height: 763)) {
    Text("Hi")
        .lineLimit(1)
}
