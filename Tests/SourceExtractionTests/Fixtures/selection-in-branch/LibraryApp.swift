import SwiftUI

@main
struct LibraryApp: App {
    var body: some Scene {
        WindowGroup {
            ContentView()
        }
    }
}

enum LibraryTab: String, Hashable {
    case books, authors, shelves
}

struct Book: Hashable {
    let title: String
}

struct Author: Hashable {
    let name: String
}

struct Shelf: Hashable {
    let name: String
}
