import LayoutModel
import SourceExtraction
import Testing

/// Navigation state read from source: state created in the
/// `App` struct, URL-path deep links that push several screens, and
/// `.tabPlacement(_:)`.
@Suite struct NavigationStatePatternTests {
    static let appWithSelection = """
    import SwiftUI

    @main
    struct CafeApp: App {
        @State private var selection: Category? = .coffee

        var body: some Scene {
            WindowGroup {
                ContentView(selection: $selection)
            }
        }
    }

    enum Category: String, CaseIterable, Hashable {
        case coffee, moji
    }

    enum Drink: String, CaseIterable, Hashable {
        case latte, espresso
    }

    """

    /// `@State` in the `App` struct bound into the root view is one value
    /// for every window: the sidebar selection is app-scoped, the path the
    /// view declares stays per window.
    @Test func stateInTheAppStructIsSharedByEveryWindow() throws {
        var snippet = Snippet.cafe("@State in the App", "")
            .replacing("@State private var selection: Category? = .coffee", with: "@Binding var selection: Category?",
                       name: "@State in the App")
        snippet.files["App.swift"] = Self.appWithSelection
        let (spec, entries, assumptions) = try snippet.extract()
        #expect(spec.behavior?.stateScope == StateScopes(app: [.sidebarSelection]))
        let entry = try #require(entries.first { $0.key == "stateScope:sidebarSelection" })
        #expect(entry.location == snippet.location(of: "@State private var selection: Category? = .coffee", in: "App.swift"))
        #expect(assumptions == [])
    }

    /// `url.host` (or `url.host()`) compared with a literal is a URL-path
    /// link; constant screens pushed after the value are its `thenPush`.
    @Test(arguments: ["url.host == \"drinks\"", "url.host() == \"drinks\""])
    func aPathLinkIsRead(_ test: String) throws {
        let snippet = Snippet.cafe("path link", """
                    .onOpenURL { url in
                        guard \(test), let drink = Drink(rawValue: url.lastPathComponent) else { return }
                        selection = .coffee
                        path = [drink, Drink.espresso]
                    }
            """)
        let (spec, entries, assumptions) = try snippet.extract()
        #expect(spec.behavior?.deepLinks == [
            DeepLink(host: "drinks", select: "coffee", popToRoot: true, values: ["latte", "espresso"], thenPush: ["espresso"]),
        ])
        let entry = try #require(entries.first { $0.key == "deepLink:/drinks" })
        #expect(entry.location == snippet.location(of: ".onOpenURL"))
        #expect(assumptions == [])
    }

    /// `.tabPlacement(_:)` on a `Tab` and on a `TabSection` (Apple,
    /// `TabContent/tabPlacement(_:)`): the spec's `placement`, and a
    /// top bar that leaves sidebar-only sections out passes `tab-bar-fits`.
    @Test func tabPlacementIsRead() throws {
        let view = """
        import SwiftUI

        struct ContentView: View {
            var body: some View {
                TabView {
                    Tab("Home", systemImage: "house") { Text("Home") }
                    Tab("Downloads", systemImage: "arrow.down") { Text("Downloads") }
                        .tabPlacement(.pinned)
                    TabSection("Collections") {
                        Tab("Jazz", systemImage: "music.note") { Text("Jazz") }
                        Tab("Rock", systemImage: "music.note") { Text("Rock") }
                    }
                    .tabPlacement(.sidebarOnly)
                    Tab("Old", systemImage: "clock") { Text("Old") }
                        .tabPlacement(.automatic)
                }
                .tabViewStyle(.sidebarAdaptable)
            }
        }

        """
        let app = """
        import SwiftUI

        @main
        struct MusicApp: App {
            var body: some Scene {
                WindowGroup { ContentView() }
            }
        }

        """
        let snippet = Snippet(name: "tab placement", files: ["App.swift": app, "ContentView.swift": view])
        let (spec, _, assumptions) = try snippet.extract()
        guard case .tabView(let tabs)? = spec.root.containers.first else {
            Issue.record("no tab view: \(spec.root)")
            return
        }
        #expect(tabs.entries == [
            .tab(Tab("Home", tag: "home")),
            .tab(Tab("Downloads", tag: "downloads", placement: .pinned)),
            .section(TabSection("Collections", tabs: [Tab("Jazz", tag: "jazz"), Tab("Rock", tag: "rock")], placement: .sidebarOnly)),
            .tab(Tab("Old", tag: "old")),
        ])
        #expect(assumptions == [])
    }
}
