import SwiftUI

// ⟦GALLEY: the seed's fragment is two modifiers with no view; the host (a
// NavigationStack around a Text) is Galley's.⟧
struct CustomToolbar: View { // ⟦GALLEY: the host⟧
    var body: some View {
        NavigationStack {
            Text("Invitations") // ⟦GALLEY: the host's content⟧
.toolbar(id: "toolbar") {
    ToolbarItem(id: "new", placement: .secondaryAction) {
        Button(action: {}) {
            Label("New Invitation", systemImage: "envelope")
        }
    }
}
.toolbarRole(.editor)
        }
    }
}

#Preview("004-CustomToolbar") {
    CustomToolbar()
}
