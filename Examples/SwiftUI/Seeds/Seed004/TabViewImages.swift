import SwiftUI

struct TabViewImages: View { // ⟦GALLEY: renamed from ContentView⟧
    let images = ["pencil", "scribble", "highlighter"]

    var body: some View {
        VStack {
            TabView {
                ForEach(images, id: \.self) { imageName in
                    Image(systemName: imageName)
                        .resizable()
                        .scaledToFit()
                }
            }
            .tabViewStyle(.page(indexDisplayMode: .always))
            .frame(height: 100)
        }
    }
}

#Preview("004-TabViewImages") {
    TabViewImages()
}
