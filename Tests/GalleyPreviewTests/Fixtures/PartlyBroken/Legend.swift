import SwiftUI

// Uses a member the chart's file adds to Color: found when it is built without it.
struct Legend: View {
    var body: some View {
        Text("Legend").foregroundColor(Color.trendRed)
    }
}

#Preview("Legend") { Legend() }
