import SwiftUI

struct AlignmentGuideCircles: View { // ⟦GALLEY: renamed from ContentView⟧
    var body: some View {
        HStack(alignment: .top) {
            CircleView()
                .alignmentGuide(.top) { vd in
                    vd[.top] + 50
                }
            CircleView()
        }
        .padding()
        .border(Color.gray)
    }

    struct CircleView: View {
        var body: some View {
            Circle()
                .fill(Color.mint)
                .frame(width: 50, height: 50)
        }
    }
}

#Preview("004-AlignmentGuideCircles") {
    AlignmentGuideCircles()
}
