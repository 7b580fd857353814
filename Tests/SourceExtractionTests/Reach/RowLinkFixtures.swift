/// Apps written as teams write rows that are links: a sidebar `List` of an
/// enum's cases whose rows are `NavigationLink(value:)`, a `Section` whose
/// content closure is an argument, and a `switch` over data in a row.
enum RowLinkFixtures {
    /// A sidebar of links over an enum's cases, and a collapsible section
    /// written with `content:` and `header:` arguments.
    static let sidebarLinks = """
    import SwiftUI

    @main
    struct ShelfApp: App {
        var body: some Scene {
            WindowGroup { ShelfRoot() }
        }
    }

    enum Shelf: String, CaseIterable, Hashable {
        case reading, finished, wishlist
    }

    struct ShelfRoot: View {
        @State private var selection: Shelf? = .reading
        @State private var showsMore = true

        var body: some View {
            NavigationSplitView {
                List(selection: $selection) {
                    ForEach(Shelf.allCases, id: \\.self) { shelf in
                        NavigationLink(value: shelf) {
                            Label(shelf.rawValue, systemImage: "books.vertical")
                        }
                    }
                    Section(isExpanded: $showsMore, content: {
                        NavigationLink(value: Shelf.wishlist) {
                            Text("Wishlist")
                        }
                    }, header: {
                        Text("More")
                    })
                }
            } detail: {
                Text(selection?.rawValue ?? "None")
            }
        }
    }

    """

    /// A row that shows one of several links by a value of data the source
    /// does not hold.
    static let switchedRows = """
    import SwiftUI

    @main
    struct DeskApp: App {
        var body: some Scene {
            WindowGroup {
                NavigationStack {
                    Desk()
                }
            }
        }
    }

    enum PanelKind { case news, events, weather }

    struct Panel: Identifiable {
        let id: Int
        let kind: PanelKind
    }

    final class DeskStore: ObservableObject {
        @Published var panels: [Panel] = []
    }

    struct Desk: View {
        @StateObject private var store = DeskStore()

        var body: some View {
            List {
                ForEach(store.panels) { panel in
                    switch panel.kind {
                    case .news:
                        NavigationLink("News") { NewsList() }
                    case .events:
                        NavigationLink(destination: EventList()) { Text("Events") }
                    case .weather:
                        Text("Sunny")
                    }
                }
            }
            .navigationTitle("Desk")
        }
    }

    struct NewsList: View {
        var body: some View { Text("News") }
    }

    struct EventList: View {
        var body: some View { Text("Events") }
    }

    """

    /// Tabs and a section hidden from the tab bar by default, and one made
    /// visible there, in a tab view that adapts to a sidebar.
    static let hiddenTabs = """
    import SwiftUI

    @main
    struct StudioApp: App {
        var body: some Scene {
            WindowGroup { StudioTabs() }
        }
    }

    struct StudioTabs: View {
        var body: some View {
            TabView {
                Tab("Home", systemImage: "house") {
                    Text("Home")
                }
                Tab("Search", systemImage: "magnifyingglass") {
                    Text("Search")
                }
                Tab("Drafts", systemImage: "doc") {
                    Text("Drafts")
                }
                .defaultVisibility(.hidden, for: .tabBar)
                TabSection("Rooms") {
                    Tab("Lobby", systemImage: "door.left.hand.open") {
                        Text("Lobby")
                    }
                    Tab("Stage", systemImage: "music.mic") {
                        Text("Stage")
                    }
                }
                .defaultVisibility(.hidden, for: .sidebar, .tabBar)
                Tab("Archive", systemImage: "archivebox") {
                    Text("Archive")
                }
                .defaultVisibility(.visible, for: .tabBar)
            }
            .tabViewStyle(.sidebarAdaptable)
        }
    }

    """
}
