import SwiftUI

/// The look every card shares: padding, a rounded background and a soft shadow.
struct CardStyle: ViewModifier {
    var tint: Color = .blue

    func body(content: Content) -> some View {
        content
            .padding(16)
            .background(
                RoundedRectangle(cornerRadius: 16, style: .continuous)
                    .fill(tint.opacity(0.08))
            )
            .overlay(
                RoundedRectangle(cornerRadius: 16, style: .continuous)
                    .stroke(tint.opacity(0.25), lineWidth: 1)
            )
            .shadow(color: .black.opacity(0.08), radius: 6, y: 3)
    }
}

extension View {
    func cardStyle(tint: Color = .blue) -> some View {
        modifier(CardStyle(tint: tint))
    }
}
