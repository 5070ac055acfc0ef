import SwiftUI

struct ArchivedInfosView: View {
    // ⟦GALLEY: the seed reads `@Environment(\.modelContext) var modelContext`
    // and `@Query var infos: [IOInfo]` (SwiftData, not on Linux); here the
    // infos are an empty array, the state the overlay is for.⟧
    var infos: [IOInfo] = []
    @State private var selectInfo: IOInfo.ID? // ⟦GALLEY: elided in the seed (`...`)⟧
    
    var body: some View {
        List(selection: $selectInfo) {
            ForEach(infos) { info in
                Text(info.title) // ⟦GALLEY: the seed writes `...`⟧
            }
        }
        .overlay {
            if infos.isEmpty {
                ContentUnavailableView {
                    Label("无归档", systemImage: "archivebox")
                } description: {
                    Text("点击下方按钮添加一个归档资料")
                } actions: {
                    Button("新增") {
                        addInfo()
                    }
                }
            }
        }
    }

    // ⟦GALLEY: elided in the seed (`...`): the seed inserts a new IOInfo
    // into the model context.⟧
    func addInfo() {
    }
}

// ⟦GALLEY: the seed does not show IOInfo (a SwiftData model).⟧
struct IOInfo: Identifiable, Hashable {
    let id = UUID()
    var title: String
}

#Preview("004-ContentUnavailableView") {
    ArchivedInfosView()
}
