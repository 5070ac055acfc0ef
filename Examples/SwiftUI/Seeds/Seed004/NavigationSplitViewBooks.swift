import SwiftUI

struct NavigationSplitViewBooks: View { // ⟦GALLEY: renamed from ContentView⟧
    @State var books: [SplitBook] = [
        SplitBook(title: "Book 1", author: "Author 1", description: "Description 1"),
        SplitBook(title: "Book 2", author: "Author 2", description: "Description 2"),
        SplitBook(title: "Book 3", author: "Author 3", description: "Description 3")
    ]
    @State var selectedBook: SplitBook?
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
            if let book = selectedBook {
                Text(book.description)
            } else {
                Text("Book details will appear here")
            }
        })
        .onChange(of: selectedBook) { oldValue, newValue in
            //...
        }
    }
}

struct SplitBook: Identifiable, Equatable { // ⟦GALLEY: renamed from Book, here and where it is used⟧
    var id = UUID()
    var title: String
    var author: String
    var description: String
}

#Preview("004-NavigationSplitViewBooks") {
    NavigationSplitViewBooks()
}

#Preview("004-NavigationSplitViewBooks-iPad") { // ⟦GALLEY: the same view on an iPad, where the three columns sit side by side⟧
    NavigationSplitViewBooks()
        .previewDevice("iPad mini")
}
