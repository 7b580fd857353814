import SwiftUI

/// The folder menu app with the two menus the wrong way round: the sort
/// order, which no column offers, is in compact width only, so a window in
/// regular width cannot change it; the folder menu, which the sidebar
/// stands in for in regular width, is in both.
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
                    if horizontalSizeClass == .compact {
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
