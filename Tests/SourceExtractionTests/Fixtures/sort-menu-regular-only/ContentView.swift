import SwiftUI

/// The folder menu app with the sort order in regular width only: no
/// column offers it, so a window in compact width (Slide Over, a third of
/// the screen) cannot change it.
struct ContentView: View {
    @Environment(\.horizontalSizeClass) private var horizontalSizeClass
    @State private var folder: Folder?
    @State private var order: SortOrder = .newest

    var body: some View {
        NavigationSplitView {
            List(Folder.allCases, selection: $folder) { folder in
                Text(folder.title)
            }
            .navigationTitle("Folders")
        } detail: {
            Text(folder?.title ?? "No folder")
                .navigationTitle("Notes")
                .toolbar {
                    ToolbarItem(placement: .topBarLeading) {
                        Menu("Folder") {
                            Picker("Folder", selection: $folder) {
                                ForEach(Folder.allCases) { folder in
                                    Text(folder.title).tag(Optional(folder))
                                }
                            }
                        }
                    }
                    if horizontalSizeClass == .regular {
                        ToolbarItem(placement: .primaryAction) {
                            Menu("Sort") {
                                Picker("Sort", selection: $order) {
                                    ForEach(SortOrder.allCases) { order in
                                        Text(order.title).tag(order)
                                    }
                                }
                            }
                        }
                    }
                }
        }
    }
}
