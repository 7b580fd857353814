import SwiftUI

@main
struct NotesApp: App {
    var body: some Scene {
        WindowGroup {
            ContentView()
        }
    }
}

enum Folder: String, CaseIterable, Identifiable, Hashable {
    case inbox, drafts, archive
    var id: Self { self }
    var title: String { rawValue.capitalized }
}

enum SortOrder: String, CaseIterable, Identifiable, Hashable {
    case newest, oldest
    var id: Self { self }
    var title: String { rawValue.capitalized }
}
