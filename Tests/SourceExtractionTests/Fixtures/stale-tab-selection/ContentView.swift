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

    /// One tab per library in compact width, each with a tag of its own.
    private var compactTabs: some View {
        TabView(selection: $selection) {
            Tab("Main", systemImage: "house", value: AppTab.main) {
                Text("Welcome")
            }
            ForEach(Library.allCases) { library in
                Tab(library.title, systemImage: "books.vertical", value: library.indexTab) {
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
