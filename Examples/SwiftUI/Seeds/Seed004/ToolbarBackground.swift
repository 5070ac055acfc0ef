import SwiftUI

// ⟦GALLEY: the seed's fragment is two modifiers with no view; the host (a
// NavigationStack with a title around a list) is Galley's.⟧
struct ToolbarBackground: View { // ⟦GALLEY: the host⟧
    var body: some View {
        NavigationStack {
            List(1..<4) { i in // ⟦GALLEY: the host's content⟧
                Text("第 \(i) 行")
            }
            .navigationTitle("标题") // ⟦GALLEY: the host's title⟧
.toolbarBackground(.yellow.gradient, for: .automatic)
.toolbarBackground(.visible, for: .automatic)
        }
    }
}

#Preview("004-ToolbarBackground") {
    ToolbarBackground()
}
