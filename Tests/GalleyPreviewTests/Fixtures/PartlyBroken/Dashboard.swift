import SwiftUI

// Uses the chart, so it cannot compile without it.
struct Dashboard: View {
    var body: some View {
        VStack {
            Text("Dashboard")
            TrendChart()
        }
    }
}

#Preview("Dashboard") { Dashboard() }
