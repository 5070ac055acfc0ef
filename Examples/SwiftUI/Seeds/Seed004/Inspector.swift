import SwiftUI

struct InspectorBook: Identifiable { // ⟦GALLEY: renamed from Book, here and where it is used⟧
    var id = UUID()
    var title: String
    var author: String
    var description: String
}

struct Inspector: View { // ⟦GALLEY: renamed from ContentView⟧
    @State var books: [InspectorBook] = [
        InspectorBook(title: "Book 1", author: "Author 1", description: "Description 1"),
        InspectorBook(title: "Book 2", author: "Author 2", description: "Description 2"),
        InspectorBook(title: "Book 3", author: "Author 3", description: "Description 3")
    ]
    @State var selectedBook: InspectorBook?
    @State var showInspector: Bool = false
    @State var splitVisibility: NavigationSplitViewVisibility = .all
    
    var body: some View {
        NavigationSplitView(columnVisibility: $splitVisibility, sidebar: {
            List(books) { book in
                Button(action: { selectedBook = book }) {
                    Text(book.title)
                }
            }
        }, content: {
            if let book = selectedBook {
                Text("Author: \(book.author)")
            } else {
                Text("Select a Book")
            }
        }, detail: {
            Button("Inspector 开关") {
                showInspector.toggle()
            }
            if let book = selectedBook {
                Text(book.description)
            } else {
                Text("Book details will appear here")
            }
        })
        .inspector(isPresented: $showInspector) {
            if let book = selectedBook {
                InspectorView(book: book)
            }
        }
    }
}

struct InspectorView: View {
    var book: InspectorBook

    var body: some View {
        VStack {
            Text(book.title).font(.largeTitle)
            Text("Author: \(book.author)").font(.title)
            Text(book.description).padding()
        }
        .inspectorColumnWidth(200)
        .presentationDetents([.medium, .large])
    }
}

#Preview("004-Inspector") {
    Inspector()
}

#Preview("004-Inspector-iPad") { // ⟦GALLEY: the same view on an iPad, where the three columns sit side by side⟧
    Inspector()
        .previewDevice("iPad mini")
}
