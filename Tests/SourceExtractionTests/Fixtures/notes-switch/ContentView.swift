import SwiftUI

/// A split view in regular width, a stack in compact. The two are two
/// views to SwiftUI, so each keeps nothing across a resize that swaps them:
/// the folder and both paths live here, above the switch, and each layout
/// binds to them.
struct ContentView: View {
    @Environment(\.horizontalSizeClass) private var horizontalSizeClass
    @State private var folder: Folder?
    @State private var notes: [Note] = []
    @State private var compactPath = NavigationPath()

    var body: some View {
        if horizontalSizeClass == .compact {
            CompactNotes(path: $compactPath)
        } else {
            RegularNotes(folder: $folder, notes: $notes)
        }
    }
}

struct RegularNotes: View {
    @Binding var folder: Folder?
    @Binding var notes: [Note]

    var body: some View {
        NavigationSplitView {
            List(Folder.allCases, selection: $folder) { folder in
                Text(folder.title)
            }
            .navigationTitle("Folders")
        } detail: {
            NavigationStack(path: $notes) {
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
