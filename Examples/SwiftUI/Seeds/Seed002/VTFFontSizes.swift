import SwiftUI

// The container the article’s animation implies (002-TextDemo’s `.frame(width: width)`),
// here 200 wide, with the height of the screen’s safe area (763).
#Preview("002-VTFFontSizes", traits: .fixedLayout(width: 200, height: 763)) {
    ViewThatFits {
        Text("Fatbobman's Swift Weekly")
            .font(.body)
        Text("Fatbobman's Swift Weekly")
            .font(.subheadline)
        Text("Fatbobman's Swift Weekly")
            .font(.footnote)
    }
}
