import SwiftUI

@main
struct ShelfApp: App {
    var body: some Scene {
        WindowGroup {
            Shelves()
        }
    }
}

/// Shelves in a sidebar where the split view fits the window, a list that
/// pushes them where it does not.
struct Shelves: View {
    @State private var shelf: String?

    var body: some View {
        ViewThatFits {
            NavigationSplitView {
                List(selection: $shelf) {
                    Text("Fiction").tag("fiction")
                    Text("History").tag("history")
                }
                .navigationTitle("Shelves")
            } detail: {
                Text(shelf ?? "Pick a shelf")
            }
            NavigationStack {
                List {
                    NavigationLink("Fiction", value: "fiction")
                    NavigationLink("History", value: "history")
                }
                .navigationTitle("Shelves")
                .navigationDestination(for: String.self) { name in
                    Text(name).navigationTitle(name)
                }
            }
        }
    }
}
