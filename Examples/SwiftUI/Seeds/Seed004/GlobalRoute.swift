import SwiftUI

enum Route: Hashable {
    case all
    case add(RouteBook) // ⟦GALLEY: Book renamed RouteBook⟧
    case detail(RouteBook) // ⟦GALLEY: Book renamed RouteBook⟧
}

struct RouteBook: Hashable { // ⟦GALLEY: renamed from Book; Hashable added: Route's Hashable needs it⟧
    let name: String
    let des: String
}

@main
struct LearnNavApp: App {
    var body: some Scene {
        WindowGroup {
            NavigationStack {
                GlobalRouteContentView() // ⟦GALLEY: was ContentView(), which the seed does not show⟧
                    .navigationDestination(for: Route.self) { route in
                        switch route {
                            case .all:
                                Text("显示所有图书")
                            case .add(let book): // ⟦GALLEY: was .create, not a case of Route⟧
                                Text("添加书 \(book.name)")
                            case .detail(let book):
                                Text("详细 \(book.des)")
                        }
                    }
            }
                
        }
    }
}

// ⟦GALLEY: the app's ContentView is not in the seed; this one holds the link
// the article shows next ("所有视图都可调用，调用方式如下").⟧
struct GlobalRouteContentView: View {
    var body: some View {
        NavigationLink("查看书籍详细说明", value: Route.detail(RouteBook(name: "1984", des: "1984 Detail"))) // ⟦GALLEY: Book renamed RouteBook⟧
    }
}

// ⟦GALLEY: a preview cannot show an App; this is its window's content (the
// route destinations are never built in a render, so they are left out).⟧
#Preview("004-GlobalRoute") {
    NavigationStack {
        GlobalRouteContentView()
    }
}
