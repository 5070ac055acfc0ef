import Kit
import SwiftUI

// An app's file beside the package it uses, in a folder that is no package.
struct HomeView: View {
    var body: some View {
        VStack {
            Text("Home")
            KitBadge(text: "From Kit")
        }
    }
}

#Preview("Home") { HomeView() }
