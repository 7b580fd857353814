import SwiftUI

/// The documents app with Rename and Duplicate in the title menu and in the
/// toolbar's overflow menu as well: where the floating tab bar takes the
/// title's place, the overflow menu still offers them.
struct ContentView: View {
    @State private var section: DocumentTab = .documents
    @State private var renaming = false

    var body: some View {
        TabView(selection: $section) {
            Tab("Documents", systemImage: "doc", value: DocumentTab.documents) {
                NavigationStack {
                    List {
                        Text("Budget")
                        Text("Itinerary")
                    }
                    .navigationTitle("Documents")
                    .toolbarTitleMenu {
                        Button("Rename") { renaming = true }
                        Button("Duplicate") {}
                    }
                    .toolbar {
                        ToolbarItem(placement: .secondaryAction) {
                            Button("Rename") { renaming = true }
                        }
                        ToolbarItem(placement: .secondaryAction) {
                            Button("Duplicate") {}
                        }
                    }
                }
            }
            Tab("Shared", systemImage: "person.2", value: DocumentTab.shared) {
                NavigationStack {
                    Text("Nothing shared yet")
                        .navigationTitle("Shared")
                }
            }
        }
    }
}
