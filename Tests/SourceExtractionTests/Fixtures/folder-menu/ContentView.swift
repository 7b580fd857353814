import SwiftUI

/// A split view whose detail offers, in compact width only, a menu of the
/// folders the sidebar lists. The collapsed split view shows one column at
/// a time, so the menu saves a trip back; in regular width the sidebar
/// stands beside the detail and offers the same folders, so the menu is
/// not missed there.
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
                    if horizontalSizeClass == .compact {
                        ToolbarItem(placement: .topBarLeading) {
                            Menu("Folder") {
                                Picker("Folder", selection: $folder) {
                                    ForEach(Folder.allCases) { folder in
                                        Text(folder.title).tag(Optional(folder))
                                    }
                                }
                            }
                        }
                    }
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
