import SwiftUI

/// `tabViewStyle(_:)` takes one concrete style, so the root swaps one tab
/// view for another on the size class. Every tab's path lives here, above
/// the `if`; each tab view keeps the selected tab itself.
struct ContentView: View {
    @Environment(\.horizontalSizeClass) private var horizontalSizeClass
    @State private var paths = LibraryPaths()

    var body: some View {
        if horizontalSizeClass == .compact {
            CompactTabs(paths: $paths)
        } else {
            SidebarTabs(paths: $paths)
        }
    }
}

struct CompactTabs: View {
    @Binding var paths: LibraryPaths
    @State private var selection: LibraryTab = .books

    var body: some View {
        TabView(selection: $selection) {
            LibraryTabs(paths: $paths)
        }
    }
}

struct SidebarTabs: View {
    @Binding var paths: LibraryPaths
    @State private var selection: LibraryTab = .books

    var body: some View {
        TabView(selection: $selection) {
            LibraryTabs(paths: $paths)
        }
        .tabViewStyle(.sidebarAdaptable)
    }
}

/// The three tabs, the same in both tab views.
struct LibraryTabs: View {
    @Binding var paths: LibraryPaths

    var body: some View {
        Tab("Books", systemImage: "book", value: LibraryTab.books) {
            BooksTab(path: $paths.books)
        }
        Tab("Authors", systemImage: "person", value: LibraryTab.authors) {
            AuthorsTab(path: $paths.authors)
        }
        Tab("Shelves", systemImage: "books.vertical", value: LibraryTab.shelves) {
            ShelvesTab(path: $paths.shelves)
        }
    }
}

/// Every tab's navigation path, one value for the whole tab structure.
struct LibraryPaths {
    var books = NavigationPath()
    var authors = NavigationPath()
    var shelves = NavigationPath()
}

struct BooksTab: View {
    @Binding var path: NavigationPath

    var body: some View {
        NavigationStack(path: $path) {
            BookList()
                .navigationDestination(for: Book.self) { book in
                    BookDetail(book: book)
                }
        }
    }
}

struct AuthorsTab: View {
    @Binding var path: NavigationPath

    var body: some View {
        NavigationStack(path: $path) {
            AuthorList()
                .navigationDestination(for: Author.self) { author in
                    AuthorDetail(author: author)
                }
                .navigationDestination(for: Book.self) { book in
                    BookDetail(book: book)
                }
        }
    }
}

struct ShelvesTab: View {
    @Binding var path: NavigationPath

    var body: some View {
        NavigationStack(path: $path) {
            ShelfList()
                .navigationDestination(for: Shelf.self) { shelf in
                    ShelfDetail(shelf: shelf)
                }
                .navigationDestination(for: Book.self) { book in
                    BookDetail(book: book)
                }
        }
    }
}

struct BookList: View {
    var body: some View {
        List {
            NavigationLink("Dune", value: Book(title: "Dune"))
            NavigationLink("Emma", value: Book(title: "Emma"))
        }
        .navigationTitle("Books")
    }
}

struct AuthorList: View {
    var body: some View {
        List {
            NavigationLink("Austen", value: Author(name: "Austen"))
            NavigationLink("Herbert", value: Author(name: "Herbert"))
        }
        .navigationTitle("Authors")
    }
}

struct ShelfList: View {
    var body: some View {
        List {
            NavigationLink("Classics", value: Shelf(name: "Classics"))
        }
        .navigationTitle("Shelves")
    }
}

struct AuthorDetail: View {
    let author: Author

    var body: some View {
        List {
            NavigationLink("Emma", value: Book(title: "Emma"))
        }
        .navigationTitle("Author")
    }
}

struct ShelfDetail: View {
    let shelf: Shelf

    var body: some View {
        List {
            NavigationLink("Dune", value: Book(title: "Dune"))
        }
        .navigationTitle("Shelf")
    }
}

struct BookDetail: View {
    let book: Book

    var body: some View {
        Text(book.title)
            .navigationTitle("Book")
    }
}
