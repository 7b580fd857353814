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
    case blogIndex = "blog-index", booksIndex = "books-index", coursesIndex = "courses-index"
}

enum Library: String, CaseIterable, Identifiable {
    case blog, books, courses

    var id: Self { self }

    var title: String { rawValue.capitalized }

    /// The one tab that stands for the library in compact width.
    var indexTab: AppTab {
        switch self {
        case .blog: .blogIndex
        case .books: .booksIndex
        case .courses: .coursesIndex
        }
    }

    var tabs: [AppTab] {
        switch self {
        case .blog: [.blogLatest, .blogSwift, .blogSwiftUI, .blogArchive]
        case .books: [.booksNew, .booksSwift, .booksSwiftUI]
        case .courses: [.coursesNew, .coursesSwift, .coursesSwiftUI]
        }
    }
}

extension AppTab {
    var title: String {
        switch self {
        case .blogLatest: "Latest"
        case .blogSwift, .booksSwift, .coursesSwift: "Swift"
        case .blogSwiftUI, .booksSwiftUI, .coursesSwiftUI: "Swiftui"
        case .blogArchive: "Archive"
        case .booksNew, .coursesNew: "New"
        case .main: "Main"
        case .search: "Search"
        case .blogIndex: "Blog"
        case .booksIndex: "Books"
        case .coursesIndex: "Courses"
        }
    }
}
