import SwiftUI

/// Documents in a tab view, with Rename and Duplicate only in the title
/// menu. In compact width the tab bar is at the bottom and the title opens
/// the menu; in regular width the floating tab bar sits where the title
/// was, and nothing else offers the two actions.
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
