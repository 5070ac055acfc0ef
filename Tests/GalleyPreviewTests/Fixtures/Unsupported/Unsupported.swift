import SwiftUI

struct Fancy: View {
    var body: some View {
        Text("Hi")
            .navigationSplitViewColumnWidth(200)
    }
}

#Preview { Fancy() }
