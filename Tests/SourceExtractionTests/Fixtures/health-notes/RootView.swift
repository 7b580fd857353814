import SwiftUI

struct RootView: View {
    @State private var category: Category? = .weight

    var body: some View {
        if Device.isPad {
            NavigationSplitView {
                List(Category.allCases, selection: $category) { category in
                    Text(category.rawValue)
                }
                .navigationSplitViewColumnWidth(min: 200, ideal: 300, max: 360)
            } detail: {
                NavigationStack(path: .constant([String]())) {
                    if let category {
                        categoryDetail(category)
                    }
                }
                .navigationDestination(for: String.self) { entry in
                    entryForm(entry)
                }
            }
            .navigationSplitViewStyle(.balanced)
        } else {
            NavigationStack {
                List(Category.allCases) { category in
                    NavigationLink(category.title, value: category)
                }
                .navigationTitle("Notes")
                .navigationDestination(for: Category.self) { category in
                    categoryDetail(category)
                }
                .navigationDestination(for: String.self) { entry in
                    entryForm(entry)
                }
            }
        }
    }

    private func entryForm(_ entry: String) -> some View {
        Form {
            TextField("Value", text: .constant(""))
        }
        .frame(minWidth: 280)
    }

    @ViewBuilder
    private func categoryDetail(_ category: Category) -> some View {
        List {
            Text("Today")
            NavigationLink("New entry", value: "\(category.rawValue)-entry")
        }
        .frame(minWidth: 300)
    }
}

