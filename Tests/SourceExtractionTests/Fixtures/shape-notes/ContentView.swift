import SwiftUI

/// A split view from 700 points wide, a stack below: the window's width is
/// measured once at the root and written into `isWide`, whatever its size
/// class. The folder and both paths live here, above the switch.
struct ContentView: View {
    @State private var isWide = true
    @State private var folder: Folder?
    @State private var notes: [Note] = []
    @State private var compactPath = NavigationPath()

    var body: some View {
        Group {
            if isWide {
                WideNotes(folder: $folder, notes: $notes)
            } else {
                CompactNotes(path: $compactPath)
            }
        }
        .onGeometryChange(for: Bool.self) { proxy in
            proxy.size.width >= 700
        } action: { wide in
            isWide = wide
        }
    }
}

struct WideNotes: View {
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
