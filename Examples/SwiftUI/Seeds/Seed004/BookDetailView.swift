import SwiftUI

struct BookDetailView: View {
    var book: SplitBook // ⟦GALLEY: Book renamed SplitBook (004-NavigationSplitViewBooks's Book, which has these fields)⟧
    @Binding var isDetailShown: Bool

    var body: some View {
        VStack {
            Text(book.title).font(.largeTitle)
            Text("Author: \(book.author)").font(.title)
            Text(book.description).padding()
        }
        .navigationBarBackButtonHidden(true)
        .navigationTitle(book.title)
        .toolbar {
            ToolbarItem(placement: .navigationBarLeading) {
                Button {
                    isDetailShown = false
                } label: {
                    HStack {
                        Image(systemName: "chevron.backward")
                        Text("Back to Books")
                    }
                }
            }
        }
    }
}

#Preview("004-BookDetailView") { // ⟦GALLEY: the detail at the root of a stack (a render shows no pushed page), with the split view's first book⟧
    NavigationStack {
        BookDetailView(book: SplitBook(title: "Book 1", author: "Author 1", description: "Description 1"), isDetailShown: .constant(true))
    }
}
