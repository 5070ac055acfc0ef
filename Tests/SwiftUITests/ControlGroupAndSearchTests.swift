import Foundation
import SwiftUI
import Testing
import GalleyTestSupport

/// SwiftUI code for ControlGroup, searchable and GroupBoxStyle, as apps write it.
@Suite("SwiftUI ControlGroup, searchable and GroupBoxStyle")
struct ControlGroupAndSearchSourceTests {
    final class Model: Observable {
        var query = ""
    }

    struct PinkGroupBoxStyle: GroupBoxStyle {
        func makeBody(configuration: Configuration) -> some View {
            VStack(alignment: .leading) {
                configuration.label.font(.title)
                configuration.content
            }
            .padding()
            .background(.pink)
        }
    }

    private func sameLayout(_ swiftUI: some View, _ galley: some View, width: CGFloat = 390, height: CGFloat = 844) {
        let one = Layouts.layout(swiftUI, width: width, height: height).root
        let other = Layouts.layout(galley, width: width, height: height).root
        #expect(one.frames == other.frames)
        #expect(one.textLines == other.textLines)
    }

    @Test(
        "ControlGroup of SwiftUI Buttons with controlGroupStyle(.automatic) is Galley's 44-point platter of ButtonBoxes"
    )
    func controlGroup() {
        sameLayout(
            ControlGroup {
                Button {
                    print("plus")
                } label: {
                    Image(systemName: "plus")
                }
                Button("Reset") {}
            }
            .controlGroupStyle(.automatic),
            ControlGroup {
                ButtonBox(label: AnyView(Image(systemName: "plus")))
                ButtonBox("Reset")
            }
        )
        let menu = Layouts.layout(
            ControlGroup("Edit", systemImage: "pencil") { Button("Cut") {} }.controlGroupStyle(.menu))
        #expect(menu.root.textLines == [["Edit"]])
    }

    @Test(
        """
        searchable(text:) with a binding draws Galley's field under the title: the prompt when the text is empty; \
        suggestions are not drawn
        """
    )
    func searchable() {
        @State var query = ""
        let model = Model()
        @Bindable var bindable = model
        sameLayout(
            NavigationStack { List { Text("A") }.navigationTitle("Products").searchable(text: $query) },
            NavigationStack { List { Text("A") }.navigationTitle("Products").searchable(text: "") }
        )
        sameLayout(
            NavigationStack { Text("A").searchable(text: $bindable.query, prompt: "Fruit") },
            NavigationStack { Text("A").searchable(text: "", prompt: Text("Fruit")) }
        )
        let prompted = Layouts.layout(
            NavigationStack {
                Text("A").searchable(
                    text: $query, placement: .navigationBarDrawer(displayMode: .always), prompt: Text("Find"))
            })
        #expect(prompted.root.textLines.contains(["Find"]))
        // iOS 15's form with suggestions: the same field; suggestions show only while typing.
        sameLayout(
            NavigationStack {
                Text("A").searchable(text: $query, prompt: "Names") { ForEach(["Ann"], id: \.self) { Text($0) } }
            },
            NavigationStack { Text("A").searchable(text: "", prompt: Text("Names")) }
        )
    }

    @Test("groupBoxStyle(_:) draws the group boxes inside with the custom style's makeBody; .automatic draws iOS's box")
    func groupBoxStyle() {
        // The styled box is the style's body inside the GroupBox node: the same frames, one more node.
        let styled = Layouts.layout(
            GroupBox {
                Text("Body")
            } label: {
                Label("Title", systemImage: "tv")
            }.groupBoxStyle(PinkGroupBoxStyle())
        ).root
        let written = Layouts.layout(
            VStack(alignment: .leading) {
                Label("Title", systemImage: "tv").font(.title)
                Text("Body")
            }
            .padding()
            .background(.pink)
        ).root
        #expect(styled.name == "GroupBox")
        #expect(Array(styled.frames.dropFirst()) == written.frames)
        #expect(styled.textLines == written.textLines)
        sameLayout(
            GroupBox("Title") { Text("Body") }.groupBoxStyle(.automatic),
            GroupBox("Title") { Text("Body") }
        )
    }

    @Test(
        """
        onReceive of a NotificationCenter publisher, keyboardShortcut(.defaultAction) and \
        TextField(_:text:onCommit:) compile and draw the view unchanged
        """
    )
    func habits() {
        @State var name = ""
        sameLayout(
            TextField("Add task", text: $name, onCommit: {})
                .onReceive(NotificationCenter.default.publisher(for: UIResponder.keyboardWillShowNotification)) { _ in }
                .keyboardShortcut(.defaultAction),
            TextField("Add task", text: $name)
        )
    }
}
