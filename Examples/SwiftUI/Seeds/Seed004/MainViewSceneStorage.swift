import SwiftUI

@MainActor // ⟦GALLEY: added; SwiftUI's View is main-actor isolated (iOS 18 SDK), Galley's isolates only body, and RouteManager's init is @MainActor⟧
struct MainView: View {
    @SceneStorage("navigationState") private var navigationData: Data?
    @State private var dataStore = DataStore()
    @State private var routeManager = RouteManager<MainRoute>( // ⟦GALLEY: Route renamed MainRoute (004-GlobalRoute's Route is not Codable, which toData() needs)⟧
        urlProcessor: SomeURLProcessor(),
        activityProcessor: SomeUserActivityProcessor()
    )
    
    var body: some View {
        NavigationStack(path: $routeManager.navigationPath) {
            SomeView(categories: dataStore.categories)
                .task { await dataStore.fetch() }
                .navigationDestination(for: MainRoute.self) { route in // ⟦GALLEY: Route renamed MainRoute⟧
                    // ...
                    EmptyView() // ⟦GALLEY: added; a destination closure must return a view⟧
                }
                .onOpenURL { routeManager.process($0) }
        }
        .task {
            if let navigationData = navigationData {
                routeManager.restore(from: navigationData)
            }
            
            // ⟦GALLEY: was `for await _ in routeManager.$navigationPath.values { … }`:
            // an @Observable class has no `$navigationPath` publisher (that is
            // ObservableObject's @Published), so the loop does not compile; the
            // path is saved once instead.⟧
            navigationData = routeManager.toData()
        }
    }
}

// ⟦GALLEY: everything below is not in the seed, which uses these names
// without declaring them: a Codable route, a data store with categories, the
// two processors and the root view.⟧
enum MainRoute: Hashable, Codable {
    case category(String)
}

@Observable
final class DataStore {
    var categories = ["小说", "历史", "科学"]
    func fetch() async {}
}

struct SomeURLProcessor: URLProcessor {
    func process(_ url: URL, mutating path: inout [MainRoute]) {
        path = [.category(url.lastPathComponent)]
    }
}

struct SomeUserActivityProcessor: UserActivityProcessor {
    func process(_ activity: NSUserActivity, mutating path: inout [MainRoute]) {
        path = []
    }
}

struct SomeView: View {
    var categories: [String]
    var body: some View {
        List(categories, id: \.self) { category in
            NavigationLink(category, value: MainRoute.category(category))
        }
        .navigationTitle("分类")
    }
}

#Preview("004-MainViewSceneStorage") {
    MainView()
}
