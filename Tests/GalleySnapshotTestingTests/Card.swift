import Galley

/// A small card, written the way an app's SwiftUI view is.
struct Card: View {
    var title = "Galley"
    var message = "SwiftUI layout on Linux, with real text: HarfBuzz shaping, FreeType metrics, ICU line breaking."
    var badge = "NEW"

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            HStack {
                Text(title).font(.title2).bold()
                Spacer()
                Text(badge)
                    .font(.caption)
                    .bold()
                    .foregroundColor(.white)
                    .padding(.horizontal, 8)
                    .padding(.vertical, 4)
                    .background(Capsule().fill(Color.blue))
            }
            Text(message)
                .foregroundColor(.secondary)
            Divider()
            HStack(spacing: 12) {
                Circle().fill(Color.green).frame(width: 10, height: 10)
                Text("Painted with Cairo").font(.footnote)
            }
        }
        .padding(16)
        .background(RoundedRectangle(cornerRadius: 12).strokeBorder(Color.gray, lineWidth: 1))
        .padding(20)
    }
}
