import SwiftUI

struct ContentView: View {
    @Environment(\.horizontalSizeClass) private var horizontalSizeClass
    @State private var selection: AppTab = .main

    var body: some View {
        if horizontalSizeClass == .compact {
            compactTabs
        } else {
            sectionedTabs
        }
    }

    /// One tab per library in compact width. It stands for the library's
    /// tabs: its value is the library's first tab, and it shows selected
    /// for any tab of the library, while the selection itself keeps the tab
    /// the user chose, so that tab is still chosen when the sections return.
    private var compactTabs: some View {
        TabView(selection: Binding(
            get: { selection.library?.tabs.first ?? selection },
            set: { selection = $0 }
        )) {
            Tab("Main", systemImage: "house", value: AppTab.main) {
                Text("Welcome")
            }
            ForEach(Library.allCases) { library in
                Tab(library.title, systemImage: "books.vertical", value: library.tabs[0]) {
                    LibraryIndex(library: library)
                }
            }
            Tab(value: AppTab.search, role: .search) {
                Text("Search")
            }
        }
        .tabViewStyle(.sidebarAdaptable)
    }

    private var sectionedTabs: some View {
        TabView(selection: $selection) {
            Tab("Main", systemImage: "house", value: AppTab.main) {
                Text("Welcome")
            }
            ForEach(Library.allCases) { library in
                TabSection(library.title) {
                    ForEach(library.tabs, id: \.self) { tab in
                        Tab(tab.title, systemImage: "doc", value: tab) {
                            PostList(tab: tab)
                        }
                    }
                }
            }
            Tab(value: AppTab.search, role: .search) {
                Text("Search")
            }
        }
        .tabViewStyle(.sidebarAdaptable)
    }
}

struct LibraryIndex: View {
    let library: Library

    var body: some View {
        List(library.tabs, id: \.self) { tab in
            Text(tab.title)
        }
    }
}

struct PostList: View {
    let tab: AppTab

    var body: some View {
        List(0..<10, id: \.self) { index in
            Text("Post \(index)")
        }
    }
}
