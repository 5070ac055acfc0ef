import CoreData
import SwiftUI

struct BookList: View {
    @Environment(\.managedObjectContext) private var viewContext
    @FetchRequest(sortDescriptors: [NSSortDescriptor(keyPath: \CDBook.title, ascending: true)], animation: .default)
    private var books: FetchedResults<CDBook>
    @FetchRequest(sortDescriptors: [], predicate: NSPredicate(format: "rating >= %d AND author.name == %@", 4, "Ann"))
    private var favourites: FetchedResults<CDBook>
    @FetchRequest(
        sortDescriptors: [],
        predicate: NSPredicate(format: "added >= %@", Date(timeIntervalSinceReferenceDate: 86_400) as CVarArg))
    private var recent: FetchedResults<CDBook>

    var body: some View {
        List {
            Text("\(books.count) books, \(favourites.count) favourite, \(recent.count) recent")
            ForEach(books) { book in
                HStack {
                    Text(book.title ?? "Untitled")
                    Spacer()
                    Text("\(book.rating) \(book.genre ?? "")")
                }
            }
            .onDelete(perform: deleteBooks)
        }
    }

    private func deleteBooks(offsets: IndexSet) {
        offsets.map { books[$0] }.forEach(viewContext.delete)
        try? viewContext.save()
    }
}

struct AuthorView: View {
    @ObservedObject var author: Author

    var body: some View {
        let titles = (author.books as? Set<CDBook> ?? []).compactMap(\.title).sorted()
        VStack {
            Text("\(author.name ?? "?") wrote \(author.books?.count ?? 0)")
            ForEach(titles, id: \.self) { Text($0) }
        }
    }
}

struct ShelfView: View {
    @FetchRequest(sortDescriptors: [SortDescriptor(\.label)]) private var shelves: FetchedResults<Shelf>

    var body: some View {
        VStack {
            ForEach(shelves) { shelf in
                Text("\(shelf.wrappedLabel): \(shelf.bookArray.map { $0.title ?? "" }.joined(separator: ", "))")
            }
        }
        .onAppear {
            // A second shelf of the same label: the merge policy keeps the newer one.
            let context = shelves.first?.managedObjectContext
            if let context, shelves.count == 1 {
                let twin = Shelf(context: context)
                twin.label = "Kitchen"
                try? context.save()
            }
        }
    }
}

#Preview("Books") {
    BookList()
        .environment(\.managedObjectContext, PersistenceController.preview.container.viewContext)
}

#Preview("No context") {
    BookList()
}

#Preview("Author") {
    let context = PersistenceController.preview.container.viewContext
    let request: NSFetchRequest<Author> = Author.fetchRequest()
    let author = (try? context.fetch(request).first) ?? Author(context: context)
    return AuthorView(author: author)
}

#Preview("Shelves") {
    ShelfView()
        .environment(\.managedObjectContext, PersistenceController.preview.container.viewContext)
}
