import SwiftUI

/// A notes app whose folders come from a store at launch: the sidebar is a
/// `List` of data the source does not hold, and the detail shows the folder
/// selected.
@main
struct NotesApp: App {
    var body: some Scene {
        WindowGroup {
            FoldersView()
        }
    }
}

struct Folder: Identifiable, Hashable {
    var id: UUID
    var name: String
}

struct FoldersView: View {
    @State private var folders: [Folder] = []
    @State private var selection: Folder.ID?

    var body: some View {
        NavigationSplitView {
            List(folders, selection: $selection) { folder in
                Label(folder.name, systemImage: "folder")
            }
            .navigationTitle("Folders")
        } detail: {
            if let selection {
                FolderDetail(folderID: selection)
            } else {
                ContentUnavailableView("No Folder", systemImage: "folder")
            }
        }
        .task {
            folders = await FolderStore.shared.load()
        }
    }
}

struct FolderDetail: View {
    var folderID: Folder.ID

    var body: some View {
        List {
            Text("Notes")
        }
        .navigationTitle("Folder")
    }
}
