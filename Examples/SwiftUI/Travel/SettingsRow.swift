import SwiftUI

/// A row of a settings screen: a coloured icon, a title, its value and a chevron.
struct SettingsRow: View {
    let title: LocalizedStringKey
    let value: String
    let symbol: String
    var tint: Color = .blue

    var body: some View {
        HStack(spacing: 12) {
            RoundedRectangle(cornerRadius: 7, style: .continuous)
                .fill(tint)
                .frame(width: 29, height: 29)
                .overlay(
                    Text(symbol)
                        .font(.system(size: 15, weight: .semibold))
                        .foregroundStyle(.white)
                )
            Text(title)
            Spacer()
            Text(value)
                .foregroundStyle(.secondary)
            Chevron()
                .stroke(Color.gray.opacity(0.6), style: StrokeStyle(lineWidth: 2, lineCap: .round, lineJoin: .round))
                .frame(width: 7, height: 12)
        }
        .padding(.horizontal, 16)
        .frame(minHeight: 44)
    }
}

/// The disclosure chevron, drawn as a path.
struct Chevron: Shape {
    func path(in rect: CGRect) -> Path {
        var path = Path()
        path.move(to: CGPoint(x: rect.minX, y: rect.minY))
        path.addLine(to: CGPoint(x: rect.maxX, y: rect.midY))
        path.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
        return path
    }
}

struct SettingsRow_Previews: PreviewProvider {
    static var previews: some View {
        Group {
            SettingsRow(title: "Currency", value: "Euro", symbol: "€")
                .previewDisplayName("Currency")
            VStack(spacing: 0) {
                SettingsRow(title: "Home airport", value: "LIS", symbol: "✈", tint: .orange)
                Divider().padding(.leading, 57)
                SettingsRow(title: "**Offline** maps", value: "3 regions", symbol: "M", tint: .green)
            }
            .previewDisplayName("Group")
        }
        .previewLayout(.fixed(width: 375, height: 100))
    }
}
