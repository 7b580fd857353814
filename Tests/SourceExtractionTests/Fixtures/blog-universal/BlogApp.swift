import SwiftUI

@main
struct BlogApp: App {
    var body: some Scene {
        WindowGroup {
            ContentView()
        }
    }
}

enum AppTab: String, Hashable {
    case main
    case search
    case blogLatest = "blog-latest", blogSwift = "blog-swift", blogSwiftUI = "blog-swiftui", blogArchive = "blog-archive"
    case booksNew = "books-new", booksSwift = "books-swift", booksSwiftUI = "books-swiftui"
    case coursesNew = "courses-new", coursesSwift = "courses-swift", coursesSwiftUI = "courses-swiftui"
}

enum Library: String, CaseIterable, Identifiable {
    case blog, books, courses

    var id: Self { self }

    var title: String { rawValue.capitalized }

    var tabs: [AppTab] {
        switch self {
        case .blog: [.blogLatest, .blogSwift, .blogSwiftUI, .blogArchive]
        case .books: [.booksNew, .booksSwift, .booksSwiftUI]
        case .courses: [.coursesNew, .coursesSwift, .coursesSwiftUI]
        }
    }
}

extension AppTab {
    /// The library the tab belongs to, if any.
    var library: Library? {
        switch self {
        case .blogLatest, .blogSwift, .blogSwiftUI, .blogArchive: .blog
        case .booksNew, .booksSwift, .booksSwiftUI: .books
        case .coursesNew, .coursesSwift, .coursesSwiftUI: .courses
        case .main, .search: nil
        }
    }

    var title: String {
        switch self {
        case .blogLatest: "Latest"
        case .blogSwift, .booksSwift, .coursesSwift: "Swift"
        case .blogSwiftUI, .booksSwiftUI, .coursesSwiftUI: "Swiftui"
        case .blogArchive: "Archive"
        case .booksNew, .coursesNew: "New"
        case .main: "Main"
        case .search: "Search"
        }
    }
}
