import SwiftUI

// overlay
struct IconDemo2: View {
    var body: some View {
        ButtonView()
            .overlay(alignment: .topTrailing) {
                HeartView()
                    .alignmentGuide(.top, computeValue: { $0.height / 2 })
                    .alignmentGuide(.trailing, computeValue: { $0.width / 2 })
            }
    }
}

#Preview("003-IconDemo2", traits: .fixedLayout(width: 360, height: 120)) {
    IconDemo2()
}
