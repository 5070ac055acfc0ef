import SwiftUI

struct PNavigationSplitViewTwoColumn: View {
    @State private var a = ["one", "two", "three"]
    @State private var choice: String?
    
    var body: some View {
        NavigationSplitView {
            List(a, id: \.self, selection: $choice, rowContent: Text.init)
        } detail: {
            Text(choice ?? "选一个")
        }
    }
}

#Preview("004-PNavigationSplitViewTwoColumn") {
    PNavigationSplitViewTwoColumn()
}

#Preview("004-PNavigationSplitViewTwoColumn-iPad") { // ⟦GALLEY: the same view on an iPad, where the columns sit side by side⟧
    PNavigationSplitViewTwoColumn()
        .previewDevice("iPad mini")
}
