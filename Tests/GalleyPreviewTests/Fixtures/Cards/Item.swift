import SwiftUI

// A model in another file of the folder: the folder compiles together.
struct Item {
    var title: String
    var detail: String

    static let sample = Item(title: "Galley", detail: "SwiftUI layout on Linux")
}

@main
struct CardsApp: App {
    var body: some Scene {
        WindowGroup {
            Card(item: .sample)
        }
    }
}
