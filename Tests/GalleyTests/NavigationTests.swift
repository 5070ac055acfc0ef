import Foundation
import Testing
@testable import Galley
import GalleyTestSupport

/// A NavigationStack on the iPhone 13 Pro's screen: 390 × 844, a 47-point
/// status bar and a 34-point home indicator.
@Suite("NavigationStack, navigationTitle and toolbar, as iOS 17 draws them")
struct NavigationTests {
    private func onPhone<V: View>(_ view: V) throws -> LayoutResult {
        try Canvas(device: .iPhone13Pro).layout(view, using: DynamicTypeTests.engine).result
    }

    private func text(_ string: String, in result: LayoutResult) throws -> PlacedView {
        try #require(result.root.allViews.first { $0.text?.lineStrings.joined(separator: " ") == string })
    }

    @Test(
        """
        Large title (the default): 34-point bold at the 16-point margin in a 52-point row under the 44-point bar; \
        content below the 96-point bar
        """
    )
    func largeTitle() throws {
        let result = try onPhone(
            NavigationStack {
                Text("Body").frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading).navigationTitle(
                    "Inbox")
            })
        #expect(result.root.name == "NavigationStack")
        #expect(result.root.frame == CGRect(x: 0, y: 47, width: 390, height: 844 - 47 - 34))
        let title = try text("Inbox", in: result)
        // UIKit's large-title bar: 44 + 52 points below the status bar; the title's line ends 8 points above its
        // bottom.
        #expect(title.frame.minX == 16)
        #expect(nearlyEqual(title.frame.maxY, 47 + 44 + 52 - 8))
        let font = try #require(title.text?.glyphRuns.first)
        #expect(font.size == 34)
        let body = try text("Body", in: result)
        #expect(nearlyEqual(body.frame.minY, 47 + 96))
        #expect(body.frame.minX == 0)
    }

    @Test("Inline title: 17-point semibold centred in the 44-point bar; content starts 44 points below the status bar")
    func inlineTitle() throws {
        let result = try onPhone(
            NavigationStack {
                Color.red.navigationTitle("Messages").navigationBarTitleDisplayMode(.inline)
            })
        let title = try text("Messages", in: result)
        #expect(nearlyEqual(title.frame.midX, 195))
        #expect(nearlyEqual(title.frame.midY, 47 + 22))
        #expect(title.text?.glyphRuns.first?.size == 17)
        let color = try #require(result.root.allViews.first { $0.name == "Color" })
        #expect(color.frame == CGRect(x: 0, y: 47 + 44, width: 390, height: 844 - 47 - 44 - 34))
    }

    @Test(
        """
        Toolbar items: topBarLeading at the 16-point leading margin, topBarTrailing at the trailing margin, \
        centred on the 44-point bar; principal replaces the inline title
        """
    )
    func toolbarItems() throws {
        let result = try onPhone(
            NavigationStack {
                Color.clear
                    .navigationTitle("Hidden by principal")
                    .navigationBarTitleDisplayMode(.inline)
                    .toolbar {
                        ToolbarItem(placement: .topBarLeading) { Text("Cancel") }
                        ToolbarItem(placement: .topBarTrailing) { Text("Done") }
                        ToolbarItem(placement: .principal) { Text("Principal") }
                    }
            })
        let cancel = try text("Cancel", in: result), done = try text("Done", in: result),
            principal = try text("Principal", in: result)
        #expect(cancel.frame.minX == 16)
        #expect(nearlyEqual(done.frame.maxX, 390 - 16))
        #expect(nearlyEqual(cancel.frame.midY, 47 + 22) && nearlyEqual(done.frame.midY, 47 + 22))
        #expect(nearlyEqual(principal.frame.midX, 195))
        #expect(result.root.allViews.allSatisfy { $0.text?.lineStrings.first != "Hidden by principal" })
    }

    @Test("A long inline title is centred between the items and truncated on one line, not drawn over them")
    func longInlineTitle() throws {
        let long = String(repeating: "Very long title ", count: 625)
        let result = try onPhone(
            NavigationStack {
                Color.clear.navigationTitle(long).navigationBarTitleDisplayMode(.inline)
                    .toolbar { ToolbarItem(placement: .topBarTrailing) { Text("Done") } }
            })
        let title = try #require(
            result.root.allViews.first { $0.text?.lines.count == 1 && $0.text?.isTruncated == true })
        let done = try text("Done", in: result)
        #expect(title.frame.maxX <= done.frame.minX)
        #expect(title.frame.minX >= 390 - done.frame.minX - 1)
    }

    @Test(
        """
        Bottom bar: a 44-point toolbar (UIToolbar) above the home indicator, items from the leading margin, a \
        Spacer spreading them; the content ends above it
        """
    )
    func bottomBar() throws {
        let result = try onPhone(
            NavigationStack {
                Color.red.toolbar {
                    ToolbarItemGroup(placement: .bottomBar) {
                        Image(systemName: "folder")
                        Spacer()
                        Text("Updated Just Now")
                    }
                }
            })
        let status = try text("Updated Just Now", in: result)
        #expect(nearlyEqual(status.frame.maxX, 390 - 16))
        #expect(nearlyEqual(status.frame.midY, 844 - 34 - 22))
        let color = try #require(result.root.allViews.first { $0.name == "Color" })
        #expect(nearlyEqual(color.frame.maxY, 844 - 34 - 44))
    }

    @Test("A nested stack's title is its own; toolbar(.hidden, for: .navigationBar) removes the bar")
    func nestingAndHiding() throws {
        let hidden = try onPhone(
            NavigationStack {
                Color.red.navigationTitle("Gone").toolbar(.hidden, for: .navigationBar)
            })
        #expect(hidden.root.allViews.allSatisfy { $0.text == nil })
        #expect(try #require(hidden.root.allViews.first { $0.name == "Color" }).frame.minY == 47)
        let nested = try onPhone(
            NavigationStack {
                NavigationStack { Color.red.navigationTitle("Inner") }
            })
        #expect(nested.root.allViews.filter { $0.text?.lineStrings == ["Inner"] }.count == 1)
    }

    @Test("On an iPad the bar's margins are 20 points")
    func iPadMargins() throws {
        let result = try Canvas(device: .iPadMini).layout(
            NavigationStack { Color.clear.navigationTitle("Notes") }, using: DynamicTypeTests.engine
        ).result
        #expect(try text("Notes", in: result).frame.minX == 20)
    }

    @Test(
        """
        NavigationSplitView: an iPhone shows the sidebar in a stack; an iPad puts the 320-point sidebar (or \
        navigationSplitViewColumnWidth) beside the detail, each with its own bar
        """
    )
    func splitView() throws {
        let split = NavigationSplitView {
            Color.red.navigationTitle("Sidebar")
        } detail: {
            Color.blue.navigationTitle("Detail")
        }
        let phone = try onPhone(split)
        #expect(phone.root.allViews.compactMap { $0.text?.lineStrings.first } == ["Sidebar"])
        let pad = try Canvas(device: .iPadMini).layout(split, using: DynamicTypeTests.engine).result
        let red = try #require(pad.root.allViews.first { $0.paint == .fill(.color(.red), .rectangle) })
        let blue = try #require(pad.root.allViews.first { $0.paint == .fill(.color(.blue), .rectangle) })
        #expect(nearlyEqual(red.frame.width, 320))
        #expect(nearlyEqual(blue.frame.minX, 320) && nearlyEqual(blue.frame.maxX, 744))
        #expect(Set(pad.root.allViews.compactMap { $0.text?.lineStrings.first }) == ["Sidebar", "Detail"])
        let narrow = try Canvas(device: .iPadMini).layout(
            NavigationSplitView {
                Color.red.navigationSplitViewColumnWidth(250)
            } content: {
                Color.green
            } detail: {
                Color.blue
            }, using: DynamicTypeTests.engine
        ).result
        let widths = narrow.root.allViews.filter { $0.name == "Color" }.map(\.frame.width)
        #expect(
            widths.count == 3 && nearlyEqual(widths[0], 250) && nearlyEqual(widths[1], 320)
                && nearlyEqual(widths[2], 744 - 570))
        let detailOnly = try Canvas(device: .iPadMini).layout(
            NavigationSplitView(columnVisibility: .detailOnly) {
                Color.red
            } detail: {
                Color.blue
            }, using: DynamicTypeTests.engine
        ).result
        #expect(detailOnly.root.allViews.filter { $0.name == "Color" }.count == 1)
    }

    @Test(
        """
        NavigationView with a sidebar and a detail: the first on an iPhone, the last on an iPad; modifiers outside \
        it do not reach its bar
        """
    )
    func navigationViewColumns() throws {
        let view = NavigationView {
            Text("Primary"); Text("Secondary")
        }.navigationTitle("Outside")
        #expect(try onPhone(view).root.allViews.compactMap { $0.text?.lineStrings.first } == ["Primary"])
        let pad = try Canvas(device: .iPadMini).layout(view, using: DynamicTypeTests.engine).result
        #expect(pad.root.allViews.compactMap { $0.text?.lineStrings.first } == ["Secondary"])
    }

    @Test(
        "toolbarBackground fills the bar up under the status bar, with a hairline below; .hidden leaves it transparent")
    func toolbarBackground() throws {
        let result = try onPhone(
            NavigationStack {
                Color.clear.navigationTitle("Yellow").navigationBarTitleDisplayMode(.inline)
                    .toolbarBackground(Color.yellow, for: .navigationBar).toolbarBackground(
                        .visible, for: .navigationBar)
            })
        let fill = try #require(result.root.allViews.first { $0.paint == .fill(.color(.yellow), .rectangle) })
        #expect(fill.frame.minY == 0)
        #expect(nearlyEqual(fill.frame.maxY, 47 + 44))
        let hidden = try onPhone(
            NavigationStack {
                Color.clear.toolbarBackground(Color.yellow, for: .navigationBar).toolbarBackground(
                    .hidden, for: .navigationBar)
            })
        #expect(!hidden.root.allViews.contains { $0.paint == .fill(.color(.yellow), .rectangle) })
    }

    @Test(
        """
        EditButton draws \"Edit\" and ShareLink the share symbol and \"Share\", in the tint colour; a Label's icon \
        in a list row takes the tint
        """
    )
    func editShareAndListLabels() throws {
        let result = try onPhone(
            NavigationStack {
                List {
                    LabelBox("Inbox", systemImage: "tray"); LabelBox("Plain", systemImage: "star").foregroundColor(.red)
                }
                .toolbar {
                    ToolbarItem(placement: .topBarLeading) { EditButton() }
                    ToolbarItem(placement: .topBarTrailing) { ShareLink(item: "x") }
                }
            }.tint(.orange))
        #expect(try text("Edit", in: result).paint == .text([.orange]))
        #expect(try text("Share", in: result).paint == .text([.orange]))
        #expect(result.root.allViews.contains { $0.name == "ShareLink" })
        let icons = result.root.allViews.filter { $0.name == "Image" && $0.frame.minY > 100 }
        #expect(icons.count == 2)
        #expect(
            icons.first?.paint.map { if case .fill(.color(let color), _) = $0 { color == .orange } else { false } }
                == true)
        #expect(try text("Inbox", in: result).paint == .text([.primary]))
        #expect(
            icons.last?.paint.map { if case .fill(.color(let color), _) = $0 { color == .red } else { false } } == true)
    }

    @Test(
        """
        A path pushes its values' destinations: the top one shows, under a back button titled with the screen \
        below (\"Back\" when it has no title), 8 points from the edge
        """
    )
    func pushedPath() throws {
        let stack = NavigationStack(path: [1, 3, 9]) {
            Text("Root").navigationTitle("Numbers")
                .navigationDestination(for: Int.self) { Text("Row \($0)") }
        }
        let result = try onPhone(stack)
        let texts = result.root.allViews.compactMap { $0.text?.lineStrings.first }
        #expect(texts.contains("Row 9") && !texts.contains("Root") && !texts.contains("Row 3"))
        let back = try text("Back", in: result)
        #expect(back.paint == .text([.accentColor]))
        let chevron = try #require(result.root.allViews.first { $0.name == "Image" })
        #expect(nearlyEqual(chevron.frame.minX, 8, within: 1))
        let one = try onPhone(
            NavigationStack(path: [1]) {
                Text("Root").navigationTitle("Numbers").navigationDestination(for: Int.self) { Text("Row \($0)") }
            })
        #expect(try text("Numbers", in: one).paint == .text([.accentColor]))
    }

    @Test(
        """
        navigationDestination(isPresented: true) pushes its view, whose own title, display mode and toolbar the \
        bar shows
        """
    )
    func presentedDestination() throws {
        let result = try onPhone(
            NavigationStack {
                Text("Root").navigationTitle("Inbox").navigationDestination(isPresented: true) {
                    Text("Detail").navigationTitle("Message").navigationBarTitleDisplayMode(.inline)
                        .toolbar { ToolbarItem(placement: .topBarTrailing) { Text("Delete") } }
                }
            })
        #expect(try text("Message", in: result).text?.glyphRuns.first?.size == 17)
        #expect(try text("Inbox", in: result).paint == .text([.accentColor]))
        #expect(nearlyEqual(try text("Delete", in: result).frame.maxX, 390 - 16))
        #expect(result.root.allViews.allSatisfy { $0.text?.lineStrings != ["Root"] })
    }

    @Test("A value with no destination stops the path there, with a warning")
    func missingDestination() throws {
        let result = try onPhone(
            NavigationStack(path: ["a"]) {
                Text("Root").navigationDestination(for: Int.self) { Text("Row \($0)") }
            })
        #expect(try text("Root", in: result).text != nil)
        #expect(result.warnings.contains { $0.contains("no navigationDestination for a value of type String") })
    }
}
