import SwiftUI

struct ContentView: View {
    @State private var selection: AppTab = .main

    var body: some View {
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

struct PostList: View {
    let tab: AppTab

    var body: some View {
        List(0..<10, id: \.self) { index in
            Text("Post \(index)")
        }
    }
}
