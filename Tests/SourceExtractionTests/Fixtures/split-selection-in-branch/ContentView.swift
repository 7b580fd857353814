import SwiftUI

/// The notes app with its regular layout's state declared in the layout:
/// the split view's folder in the view's own `@State`, and the detail's
/// stack keeping its own path. Both die with the split view when a resize
/// (or the background's snapshot) shows the compact stack.
struct ContentView: View {
    @Environment(\.horizontalSizeClass) private var horizontalSizeClass
    @State private var compactPath = NavigationPath()

    var body: some View {
        if horizontalSizeClass == .compact {
            CompactNotes(path: $compactPath)
        } else {
            RegularNotes()
        }
    }
}

struct RegularNotes: View {
    @State private var folder: Folder?

    var body: some View {
        NavigationSplitView {
            List(Folder.allCases, selection: $folder) { folder in
                Text(folder.title)
            }
            .navigationTitle("Folders")
        } detail: {
            NavigationStack {
                NoteList(folder: folder ?? .inbox)
                    .navigationDestination(for: Note.self) { note in
                        NoteView(note: note)
                    }
            }
        }
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
