import SwiftUI

// The container the article names: a parent proposing width 150 (and the
// height of the screen’s safe area, 763).
#Preview("001-MinWidthDoc", traits: .fixedLayout(width: 150, height: 763)) {
    Text("Hello, World!")
        .frame(minWidth: 300)
}
