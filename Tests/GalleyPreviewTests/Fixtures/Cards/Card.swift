import SwiftUI

struct Card: View {
    var item: Item

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Text(item.title).font(.headline)
            Text(item.detail).foregroundColor(.secondary)
        }
        .padding()
        .background(Color.blue.opacity(0.1))
    }
}

#Preview("Fitted", traits: .sizeThatFitsLayout) {
    Card(item: .sample)
}

#Preview {
    Card(item: .sample)
}

#Preview(traits: .fixedLayout(width: 300, height: 200)) {
    Card(item: .sample)
}

#Preview("Landscape", traits: .landscapeLeft) {
    Card(item: .sample)
}

#if os(macOS)
#Preview("Only on a Mac") {
    AppKitOnlyView()
}
#endif

struct Card_Previews: PreviewProvider {
    static var previews: some View {
        Group {
            Card(item: .sample).previewDisplayName("Named")
            Card(item: Item(title: "Second", detail: "On a device"))
                .previewDevice("iPhone SE")
        }
    }
}
