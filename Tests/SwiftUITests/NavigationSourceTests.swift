import Foundation
import Testing
import SwiftUI
import GalleyTestSupport

/// Screens written as SwiftUI code is written for Xcode.
private struct Inbox: View {
    @State private var path = NavigationPath()
    @State private var tab = 1

    var body: some View {
        TabView(selection: $tab) {
            NavigationStack(path: $path) {
                ScrollView {
                    Text("**3** unread")
                }
                .navigationTitle("Inbox")
                .toolbar {
                    ToolbarItem(placement: .topBarTrailing) {
                        Image(systemName: "square.and.pencil")
                    }
                    ToolbarItemGroup(placement: .bottomBar) {
                        Spacer()
                        Text("Updated Just Now").font(.caption)
                        Spacer()
                    }
                }
            }
            .tabItem {
                Image(systemName: "envelope")
                Text("Mail")
            }
            .tag(1)
            Text("Settings")
                .tabItem {
                    Image(systemName: "gear"); Text("Settings")
                }
                .tag(2)
        }
    }
}

private struct Routes: View {
    @State private var routes: [String] = []

    var body: some View {
        NavigationStack(path: $routes) {
            Color.clear
                .navigationBarTitle("Routes", displayMode: .inline)
                .toolbarTitleDisplayMode(.inline)
        }
    }
}

private struct CustomToolbar: ToolbarContent {
    var body: some ToolbarContent {
        ToolbarItem(placement: .topBarLeading) { Text("Cancel") }
    }
}

@Suite("Navigation and tabs from SwiftUI source")
@MainActor
struct NavigationSourceTests {
    private func onPhone<V: View>(_ view: V) throws -> LayoutResult {
        try Galley.Canvas(device: .iPhone13Pro).layout(view, using: Layouts.engine).result
    }

    @Test(
        """
        TabView(selection: $tab) with NavigationStack(path:), navigationTitle, toolbar items and a bottom bar \
        compiles and draws the tagged tab under its large title
        """
    )
    func inbox() throws {
        let result = try onPhone(Inbox())
        let lines = result.root.allViews.compactMap { $0.text?.lineStrings.joined(separator: " ") }
        // The unselected tab's content ("Settings" as a view) is not laid out; its item's title is.
        #expect(lines.sorted() == ["3 unread", "Inbox", "Mail", "Settings", "Updated Just Now"])
        let title = try #require(result.root.text("Inbox"))
        #expect(title.text?.glyphRuns.first?.size == 34)
        let mail = try #require(result.root.text("Mail"))
        #expect(mail.paint == .text([.accentColor]))
    }

    @Test(
        """
        NavigationStack(path:) over an array, navigationBarTitle(_:displayMode:) and \
        toolbarTitleDisplayMode(.inline) give the inline title
        """
    )
    func routes() throws {
        let title = try #require(try onPhone(Routes()).root.text("Routes"))
        #expect(title.text?.glyphRuns.first?.size == 17)
        #expect(abs(title.frame.midX - 195) < 0.5)
    }

    @Test("A ToolbarContent type of one's own is read through its body")
    func customToolbarContent() throws {
        let result = try onPhone(NavigationStack { Color.clear.toolbar { CustomToolbar() } })
        let cancel = try #require(result.root.text("Cancel"))
        #expect(abs(cancel.frame.minX - 16) < 0.5)
    }

    @Test("Tab with a localized title and iOS 18's TabView(selection:) syntax")
    func tabSyntax() throws {
        struct Tabs: View {
            @State private var selected = "b"
            var body: some View {
                TabView(selection: $selected) {
                    Tab("Alpha", systemImage: "star", value: "a") { Text("A") }
                    Tab("Beta", systemImage: "heart", value: "b") { Text("B") }
                }
            }
        }
        let result = try onPhone(Tabs())
        #expect(result.root.text("B") != nil)
        #expect(result.root.text("A") == nil)
        #expect(result.root.text("Beta")?.paint == .text([.accentColor]))
    }
}
