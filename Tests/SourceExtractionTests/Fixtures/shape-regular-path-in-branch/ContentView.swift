import SwiftUI

/// The notes app that shows its split view in regular width from 900
/// points wide, with the folder above the switch but the note path declared
/// inside the wide branch: narrowing a regular window below 900 points and
/// widening it again drops the open note.
struct ContentView: View {
    @Environment(\.horizontalSizeClass) private var horizontalSizeClass
    @State private var isWide = true
    @State private var folder: Folder?
    @State private var compactPath = NavigationPath()

    var body: some View {
        Group {
            if horizontalSizeClass == .regular && isWide {
                WideNotes(folder: $folder)
            } else {
                CompactNotes(path: $compactPath)
            }
        }
        .onGeometryChange(for: Bool.self) { $0.size.width >= 900 } action: { isWide = $0 }
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
