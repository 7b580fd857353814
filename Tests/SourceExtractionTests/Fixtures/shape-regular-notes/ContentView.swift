import SwiftUI

/// A split view in regular width from 900 points wide, a stack in compact
/// width and in narrower regular windows: the size class and the window's
/// width, measured at the root into `isWide`, choose together. The folder
/// and both paths live here, above the switch.
struct ContentView: View {
    @Environment(\.horizontalSizeClass) private var horizontalSizeClass
    @State private var isWide = true
    @State private var folder: Folder?
    @State private var notes: [Note] = []
    @State private var compactPath = NavigationPath()

    var body: some View {
        Group {
            if horizontalSizeClass == .regular && isWide {
                WideNotes(folder: $folder, notes: $notes)
            } else {
                CompactNotes(path: $compactPath)
            }
        }
        .onGeometryChange(for: Bool.self) { proxy in
            proxy.size.width >= 900
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
