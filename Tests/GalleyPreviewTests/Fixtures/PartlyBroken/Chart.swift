import SwiftUI

// A view using an API Galley's SwiftUI lacks: this file does not compile.
struct TrendChart: View {
    var body: some View {
        Row(label: "Trend")
            .geometryGroup()
    }
}

// Its own row, private: Summary.swift's Row is another.
private struct Row: View {
    var label: String

    var body: some View { Text(label) }
}

extension Color {
    static let trendRed = Color(red: 0.8, green: 0.1, blue: 0.1)
}

#Preview("Chart") { TrendChart() }
