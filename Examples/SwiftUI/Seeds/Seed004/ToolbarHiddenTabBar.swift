import SwiftUI

// ⟦GALLEY: the seed's fragment is one modifier on a ContentView it does not
// show; the host below (a TabView whose first tab is a NavigationStack, as
// the article describes: a detail page that hides the tab bar) is Galley's.⟧
struct ToolbarHiddenTabBarContentView: View { // ⟦GALLEY: stands for the seed's ContentView⟧
    var body: some View {
        List(1..<4) { i in
            Text("第 \(i) 行")
        }
        .navigationTitle("详情")
    }
}

struct ToolbarHiddenTabBar: View { // ⟦GALLEY: the host⟧
    var body: some View {
        TabView {
            NavigationStack {
                ToolbarHiddenTabBarContentView().toolbar(.hidden, in: .tabBar) // ⟦GALLEY: was ContentView()⟧
            }
            .tabItem { Label("首页", systemImage: "house") }
            Text("设置")
                .tabItem { Label("设置", systemImage: "gear") }
        }
    }
}

#Preview("004-ToolbarHiddenTabBar") {
    ToolbarHiddenTabBar()
}
