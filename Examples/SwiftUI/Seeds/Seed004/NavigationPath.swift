import SwiftUI

struct NavigationPathDemo: View { // ⟦GALLEY: renamed from ContentView (NavigationPath is a SwiftUI type)⟧
    @State private var path = NavigationPath()
    @State private var tvShows = [ PathTVShow(name: "Game of Thrones"), PathTVShow(name: "Breaking Bad"), PathTVShow(name: "The Witcher") ]

    var body: some View {
        NavigationStack(path: $path) {
            List {
                Text("Select a TV show to get started.")
                    .font(.subheadline.weight(.semibold))
                ForEach(tvShows, id: \.name) { show in
                    NavigationLink(value: show, label: {
                        Text(show.name)
                            .font(.subheadline.weight(.medium))
                    })
                }
                Button(action: showFriends) {
                    Text("This isn't navigation")
                }
            }
            .navigationDestination(for: PathTVShow.self, destination: { show in
                PathTVShowView(onSelectReset: { popToRoot() }, show: show, otherShows: tvShows)
            })
            .navigationTitle(Text("Select your show"))
        }
        .onChange(of: path.count) { oldValue, newValue in
            print(newValue)
        }
    }

    func showFriends() {
        let show = PathTVShow(name: "Friends")
        path.append(show)
    }
    
    func popToRoot() {
        path.removeLast(path.count)
    }
}

struct PathTVShowView: View { // ⟦GALLEY: renamed from TVShowView, here and where it is used⟧
    var onSelectReset: () -> Void
    var show: PathTVShow
    var otherShows: [PathTVShow]

    var body: some View {
        VStack {
            Text(show.name)
                .font(.title)
                .padding(.bottom)
            Button(action: onSelectReset) {
                Text("Reset Selection")
            }
            List(otherShows, id: \.name) { otherShow in
                Text(otherShow.name)
            }
        }
        .padding()
    }
}

struct PathTVShow: Hashable { // ⟦GALLEY: renamed from TVShow, here and where it is used⟧
    let name: String
    let premiereDate: Date = Date.now
    var description: String = "detail"
}

#Preview("004-NavigationPath") {
    NavigationPathDemo()
}
