import SwiftUI
import Testing
import GalleyTestSupport

@Suite("List, Form, Section and NavigationLink as SwiftUI spells them")
@MainActor
struct SwiftUIListTests {
    struct Setting: Identifiable {
        let id: Int
        let name: String
    }

    struct SettingsView: View {
        @State private var airplane = false
        @State private var selection: Set<Int> = []
        let settings = [Setting(id: 1, name: "General"), Setting(id: 2, name: "Privacy")]

        var body: some View {
            List(selection: $selection) {
                Section("Connectivity") {
                    Toggle("Airplane Mode", isOn: $airplane)
                    NavigationLink("Wi-Fi") { Text("Never built") }
                    NavigationLink {
                        Text("Never built")
                    } label: {
                        HStack {
                            Image(systemName: "wifi"); Text("Bluetooth")
                        }
                    }
                }
                Section {
                    ForEach(settings) { setting in
                        NavigationLink(setting.name, value: setting.id)
                    }
                    .onDelete { _ in }
                    .onMove { _, _ in }
                } header: {
                    Text("More")
                } footer: {
                    Text("Footnote")
                }
            }
            .listStyle(.insetGrouped)
            .navigationDestination(for: Int.self) { Text("\($0)") }
            .scrollContentBackground(.visible)
        }
    }

    @Test(
        """
        A Settings-like view compiles and lays out: 44-pt rows, localized-key section titles uppercased, a chevron \
        per link
        """
    )
    func settings() {
        let result = Layouts.layout(SettingsView(), width: 390, height: 763)
        let rows = result.root.all("ListRow")
        #expect(rows.count == 5)
        #expect(rows.allSatisfy { $0.frame.height >= 44 })
        #expect(result.root.text("CONNECTIVITY") != nil && result.root.text("MORE") != nil)
        #expect(result.root.text("Footnote") != nil)
        #expect(result.root.all("Path").count == 4)
    }

    @Test("List(data) and List(data, id:) lay out as List { ForEach }")
    func dataLists() {
        let settings = [Setting(id: 1, name: "A"), Setting(id: 2, name: "B")]
        let fromData = Layouts.layout(List(settings) { Text($0.name) })
        let fromForEach = Layouts.layout(List { ForEach(settings) { Text($0.name) } })
        #expect(fromData.root.frames == fromForEach.root.frames)
        let byID = Layouts.layout(List(["x", "y", "z"], id: \.self, selection: .constant(Set<String>())) { Text($0) })
        #expect(byID.root.all("ListRow").count == 3)
    }

    @Test("Form with controls is an inset-grouped list: rows 20 pt in from the edges")
    func form() {
        let result = Layouts.layout(
            Form {
                Section {
                    TextField("Name", text: .constant(""))
                    Toggle("Notifications", isOn: .constant(true))
                }
            }.formStyle(.grouped))
        #expect(result.root.name == "Form")
        #expect(result.root.all("ListRow").map(\.frame.minX) == [20, 20])
        #expect(result.root.all("ListRow").map(\.frame.height) == [44, 44])
    }

    @Test("Row modifiers and list modifiers compile with SwiftUI's signatures")
    func modifiers() {
        let view = List {
            Text("A")
                .listRowInsets(EdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0))
                .listRowBackground(Color.yellow)
                .listRowSeparator(.hidden, edges: .bottom)
                .listRowSeparatorTint(.red)
                .swipeActions { Text("Delete") }
            Section("B") { Text("B") }
                .headerProminence(.increased)
                .listSectionSeparator(.hidden)
        }
        .listStyle(.plain)
        .listRowSpacing(4)
        .listSectionSpacing(.compact)
        .refreshable {}
        .searchable(text: .constant(""))
        let result = Layouts.layout(view)
        #expect(result.root.all("ListRow").first?.frame.minX == 0)
        #expect(result.root.text("B") != nil)
        #expect(
            Layouts.layout(List { EmptyView() }.environment(\.defaultMinListRowHeight, 60)).root.all("ListRow").isEmpty)
        #expect(
            Layouts.layout(List { Text("Tall") }.environment(\.defaultMinListRowHeight, 60)).root.all("ListRow").first?
                .frame.height == 60)
    }

    @Test("NavigationLink outside a list draws its label in the tint colour, without a chevron")
    func bareLink() {
        let result = Layouts.layout(NavigationLink("Open", destination: Text("Never built")).tint(.red).fixedSize())
        #expect(result.root.all("Path").isEmpty)
        #expect(result.root.text("Open")?.paint == .text([.red]))
    }
}
