import SwiftUI

// A main-actor store, as apps written for Swift 6 declare their models.
@MainActor
final class Store: ObservableObject {
    @Published var items: [String]

    init(items: [String]) {
        MainActor.assertIsolated()
        self.items = items
    }

    func summary() -> String { "\(items.count) items" }
}

struct StoreView: View {
    // SwiftUI's View is a main-actor protocol: these initializers run on the main actor.
    @StateObject private var store = Store(items: ["Kept"])
    @ObservedObject var shown: Store

    var body: some View {
        VStack(alignment: .leading) {
            Text(summary)
            ForEach(shown.items, id: \.self) { Text($0) }
            Text(store.items[0])
        }
    }

    private var summary: String { shown.summary() }
}

#Preview("Made in the preview") {
    StoreView(shown: Store(items: ["Alpha", "Beta"]))
}

struct StoreView_Previews: PreviewProvider {
    // A main-actor model in a preview provider's static property.
    static let store = Store(items: ["Gamma"])

    static var previews: some View {
        StoreView(shown: store)
    }
}

// An app's scene holding a main-actor store, as Apple's Scrumdinger does:
// App and Scene are main-actor protocols.
@main
struct StoreApp: App {
    @StateObject private var store = Store(items: ["App"])

    var body: some Scene {
        WindowGroup {
            StoreView(shown: store)
        }
    }
}
