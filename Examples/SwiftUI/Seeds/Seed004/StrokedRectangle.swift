import SwiftUI

struct StrokedRectangle: View { // ⟦GALLEY: renamed from ContentView⟧

    var body: some View {
        Rectangle()
            .stroke(Color.orange, style: StrokeStyle(lineWidth: 10, lineCap: .round, dash: [30]))
            .padding(30)
    }
}

#Preview("004-StrokedRectangle") {
    StrokedRectangle()
}
