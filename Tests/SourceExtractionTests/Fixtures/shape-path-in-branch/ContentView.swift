import SwiftUI

/// The width-switched notes app with the folder above the switch, but the
/// note path declared inside the wide branch: narrowing the window below
/// the threshold and widening it again drops the open note.
struct ContentView: View {
    @State private var isWide = true
    @State private var folder: Folder?
    @State private var compactPath = NavigationPath()

    /// Wide enough for a sidebar beside a readable note.
    private var layoutWidth: CGFloat { UIScreen.main.bounds.width * 0.6 }

    var body: some View {
        Group {
            if isWide {
                WideNotes(folder: $folder)
            } else {
                CompactNotes(path: $compactPath)
            }
        }
        .onGeometryChange(for: Bool.self) { $0.size.width > layoutWidth } action: { isWide = $0 }
    }
}

struct WideNotes: View {
    @Binding var folder: Folder?
    @State private var notes: [Note] = []

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
