import SwiftUI

// Needs nothing of the chart's file: drawn.
struct Summary: View {
    var body: some View {
        VStack {
            Row(label: "Revenue")
            Row(label: "Costs")
        }
    }
}

private struct Row: View {
    var label: String

    var body: some View { Text(label).padding(4) }
}

#Preview("Summary") { Summary() }
