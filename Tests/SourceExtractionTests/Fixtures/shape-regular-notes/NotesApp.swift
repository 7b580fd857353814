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

struct Note: Hashable {
    var title: String
}

struct NoteList: View {
    let folder: Folder

    var body: some View {
        List {
            NavigationLink("First note", value: Note(title: "First"))
            NavigationLink("Second note", value: Note(title: "Second"))
        }
        .navigationTitle(folder.title)
    }
}

struct NoteView: View {
    let note: Note

    var body: some View {
        Text(note.title)
            .navigationTitle(note.title)
    }
}

struct CompactNotes: View {
    @Binding var path: NavigationPath

    var body: some View {
        NavigationStack(path: $path) {
            List(Folder.allCases) { folder in
                NavigationLink(folder.title, value: folder)
            }
            .navigationTitle("Folders")
            .navigationDestination(for: Folder.self) { folder in
                NoteList(folder: folder)
            }
            .navigationDestination(for: Note.self) { note in
                NoteView(note: note)
            }
        }
    }
}
