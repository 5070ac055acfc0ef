import SwiftUI

struct TabViewBadge: View { // ⟦GALLEY: renamed from ContentView⟧
    @State private var bookVm: BooksViewModel
    
    init() {
        bookVm = BooksViewModel()
    }
    
    var body: some View {
        TabView {
            BadgeBookListView(bookVm: bookVm) // ⟦GALLEY: renamed from BookListView (004-TabViewBackground declares another)⟧
                .tabItem {
                    Image(systemName: "list.bullet.rectangle.fill")
                    Text("Book List")
                }
            SelectedBooksView(bookVm: bookVm)
                .badge(bookVm.selectedBooks.count)
                .tabItem {
                    Image(systemName: "book.fill")
                    Text("Selected Books")
                }
        }
    }
}

// ⟦GALLEY: the seed does not show BooksViewModel, BookListView or
// SelectedBooksView; these stand-ins hold three books, two of them selected,
// so the second tab's badge shows 2.⟧
@Observable final class BooksViewModel {
    var books = ["Swift 编程", "SwiftUI 布局", "iOS 开发"]
    var selectedBooks = ["Swift 编程", "SwiftUI 布局"]
}

struct BadgeBookListView: View {
    var bookVm: BooksViewModel

    var body: some View {
        List(bookVm.books, id: \.self) { book in
            Text(book)
        }
    }
}

struct SelectedBooksView: View {
    var bookVm: BooksViewModel

    var body: some View {
        List(bookVm.selectedBooks, id: \.self) { book in
            Text(book)
        }
    }
}

#Preview("004-TabViewBadge") {
    TabViewBadge()
}
