import SwiftUI

struct ContentUnavailableSearch: View { // ⟦GALLEY: renamed from ContentView⟧
    @Bindable var vm: VModel
    // ⟦GALLEY: `...` in the seed⟧

    var body: some View {
        NavigationStack {
            List(vm.items, id: \.self) { item in
                Text(item) // ⟦GALLEY: the seed writes `...`⟧
            }
            .navigationTitle("Products")
            .overlay {
                if vm.items.isEmpty {
                    ContentUnavailableView.search(text: vm.query)
                }
            }
            .searchable(text: $vm.query)
        }
        // ⟦GALLEY: `...` in the seed⟧
    }
}

// ⟦GALLEY: the seed does not show VModel; this stand-in holds a search that
// found nothing, the state the overlay is for.⟧
@Observable final class VModel {
    var query = "Kiwi"
    var items: [String] = []
}

#Preview("004-ContentUnavailableSearch") {
    ContentUnavailableSearch(vm: VModel())
}
