/// Small apps written as teams write them, one per way a team's code hides
/// its navigation from a reader that only knows SwiftUI's own names: a
/// banner laid above the container, a side menu over it, a flag gate in a
/// view modifier, tabs made by a `ForEach` over an enum, a wrapper view
/// that hands its closures on, a model declared in code not read.
enum WrapperFixtures {
    /// A download banner above the tab view, in the window group itself.
    static let bannerAboveTabs = """
    @main
    struct PodApp: App {
        var body: some Scene {
            WindowGroup {
                VStack(spacing: 0) {
                    DownloadBanner()
                    MainTabs()
                }
            }
        }
    }

    struct DownloadBanner: View {
        var body: some View { Text("Downloading") }
    }

    struct MainTabs: View {
        var body: some View {
            TabView {
                Tab("Episodes", systemImage: "list.bullet") {
                    NavigationStack {
                        List {
                            NavigationLink("Latest") { EpisodeView() }
                        }
                        .navigationTitle("Episodes")
                    }
                }
                Tab("Search", systemImage: "magnifyingglass") {
                    Text("Search")
                }
            }
        }
    }

    struct EpisodeView: View {
        var body: some View { Text("Episode") }
    }
    """

    /// An onboarding gate in a view modifier: the app under `if
    /// !onboarded`, the onboarding under `if onboarded == false`'s twin,
    /// laid in one `ZStack`.
    static let onboardingModifier = """
    @main
    struct GardenApp: App {
        var body: some Scene {
            WindowGroup {
                PlantList().onboarding()
            }
        }
    }

    struct PlantList: View {
        var body: some View {
            NavigationStack {
                List {
                    NavigationLink("Basil", value: "basil")
                }
                .navigationTitle("Plants")
                .navigationDestination(for: String.self) { name in Text(name) }
            }
        }
    }

    struct OnboardingModifier: ViewModifier {
        @AppStorage("onboarded") var onboarded = false

        func body(content: Content) -> some View {
            ZStack {
                if onboarded {
                    content
                }
                if !onboarded {
                    NavigationStack {
                        Text("Welcome")
                    }
                }
            }
        }
    }

    extension View {
        func onboarding() -> some View {
            modifier(OnboardingModifier())
        }
    }
    """

    /// Tabs made by a `ForEach` over an enum whose titles the reader cannot
    /// read (a localization helper), in a `TabSection` too, each screen
    /// from a static builder of the enum.
    static let tabsFromEnum = """
    @main
    struct ToolsApp: App {
        var body: some Scene {
            WindowGroup { Tabs() }
        }
    }

    enum Pane: String, CaseIterable {
        case tools, history

        var title: String { L10n.text(rawValue) }

        @ViewBuilder
        static func screen(for pane: Pane) -> some View {
            switch pane {
            case .tools: ToolsView()
            case .history: HistoryView()
            }
        }
    }

    struct Tabs: View {
        var body: some View {
            TabView {
                ForEach(Pane.allCases, id: \\.self) { pane in
                    Tab(pane.title, systemImage: "square") {
                        Pane.screen(for: pane)
                    }
                }
                TabSection("More") {
                    ForEach(Pane.allCases, id: \\.self) { pane in
                        Tab(pane.title, systemImage: "circle") {
                            Pane.screen(for: pane)
                        }
                    }
                }
            }
        }
    }

    struct ToolsView: View {
        var body: some View { Text("Tools") }
    }

    struct HistoryView: View {
        var body: some View { Text("History") }
    }
    """

    /// A team's navigation view that stores its content in `_content` from
    /// its initializer, as a design-system package writes it.
    static let storedContentWrapper = """
    @main
    struct RecipesApp: App {
        var body: some Scene {
            WindowGroup { RecipeList() }
        }
    }

    struct AppNavigationView<Content: View>: View {
        private var _title: String
        private var _content: Content

        init(_ title: String, @ViewBuilder content: () -> Content) {
            self._title = title
            self._content = content()
        }

        var body: some View {
            NavigationStack {
                _content.navigationTitle(_title)
            }
        }
    }

    struct RecipeList: View {
        var body: some View {
            AppNavigationView("Recipes") {
                List {
                    NavigationLink("Pancakes") { RecipeView() }
                    NavigationLink(destination: RecipeView()) { Text("Waffles") }
                }
            }
        }
    }

    struct RecipeView: View {
        var body: some View { Text("Recipe") }
    }
    """

    /// A wrapper that hands its stored closures on to the split view, a
    /// sidebar of rows from a model whose type is declared in a file the
    /// reader was not given (only an extension of it is here).
    static let closureWrapper = """
    @main
    struct MachinesApp: App {
        var body: some Scene {
            WindowGroup { MachineList() }
        }
    }

    extension MachineStore {
        var isEmpty: Bool { machines.isEmpty }
    }

    struct MachineList: View {
        @EnvironmentObject private var store: MachineStore

        var body: some View {
            SplitWrapper {
                List(selection: $store.selected) {
                    ForEach(store.machines) { machine in
                        if machine.isBroken {
                            Text("Unavailable")
                        } else {
                            Text(machine.name).tag(machine)
                        }
                    }
                }
            } detail: {
                Text("Details")
            }
        }
    }

    private struct SplitWrapper<Sidebar: View, Detail: View>: View {
        @State private var visibility: NavigationSplitViewVisibility = .all
        let sidebar: () -> Sidebar
        let detail: () -> Detail

        init(@ViewBuilder sidebar: @escaping () -> Sidebar, @ViewBuilder detail: @escaping () -> Detail) {
            self.sidebar = sidebar
            self.detail = detail
        }

        var body: some View {
            NavigationSplitView(columnVisibility: $visibility, sidebar: sidebar, detail: detail)
        }
    }
    """

    /// A phase held by an `@Observable` model and set in its initializer,
    /// switched on in a `ZStack` with a side menu laid over the tabs.
    static let phaseSwitch = """
    @main
    struct SocialApp: App {
        @State private var controller = AppController()

        var body: some Scene {
            WindowGroup { RootView().environment(controller) }
        }
    }

    @Observable final class AppController {
        enum Phase { case loading, onboarding, ready }
        private(set) var phase: Phase

        init() { phase = .loading }
    }

    struct RootView: View {
        @Environment(AppController.self) private var controller

        var body: some View {
            ZStack {
                switch controller.phase {
                case .loading:
                    ProgressView()
                case .onboarding:
                    Text("Welcome")
                case .ready:
                    tabs
                    SideMenu()
                }
            }
        }

        private var tabs: some View {
            TabView {
                Text("Home").tabItem { Text("Home") }.tag(1)
                Text("Inbox").tabItem { Text("Inbox") }.tag(2)
            }
        }
    }

    struct SideMenu: View {
        var body: some View { Text("Menu") }
    }
    """

    /// A `NavigationView` of a sidebar and a placeholder, its sidebar
    /// links naming their destinations; and one kept a stack by its style.
    static let navigationViews = """
    @main
    struct AtlasApp: App {
        var body: some Scene {
            WindowGroup { Atlas() }
        }
    }

    struct Atlas: View {
        var body: some View {
            NavigationView {
                List {
                    NavigationLink(destination: CountryList()) { Text("Countries") }
                    NavigationLink("Rivers") { RiverList() }
                }
                .navigationTitle("Atlas")
                Text("Pick a list")
            }
        }
    }

    struct CountryList: View {
        var body: some View {
            List { NavigationLink("Peru", destination: CountryView()) }
                .navigationTitle("Countries")
        }
    }

    struct CountryView: View {
        var body: some View { Text("Peru") }
    }

    struct RiverList: View {
        var body: some View {
            NavigationView {
                List { NavigationLink("Nile", destination: Text("Nile")) }
                Text("Pick a river")
            }
            .navigationViewStyle(.stack)
        }
    }
    """

    /// A stack whose root is a page-style `TabView` of timelines, a side
    /// menu laid over it with links, and a toolbar link to settings.
    static let pagerWithMenu = """
    @main
    struct FeedApp: App {
        var body: some Scene {
            WindowGroup { Feed() }
        }
    }

    struct Feed: View {
        var body: some View {
            NavigationStack {
                TabView {
                    Timeline()
                    Mentions()
                }
                .tabViewStyle(.page(indexDisplayMode: .never))
                .overlay {
                    VStack {
                        NavigationLink("Profile") { ProfileView() }
                    }
                }
                .toolbar {
                    ToolbarItem(placement: .primaryAction) {
                        NavigationLink(destination: SettingsView()) { Text("Settings") }
                    }
                }
                .navigationTitle("Feed")
            }
        }
    }

    struct Timeline: View {
        var body: some View {
            List { NavigationLink("Post", destination: PostView()) }
        }
    }

    struct Mentions: View {
        var body: some View { Text("Mentions") }
    }

    struct PostView: View {
        var body: some View { Text("Post") }
    }

    struct ProfileView: View {
        var body: some View { Text("Profile") }
    }

    struct SettingsView: View {
        var body: some View { Text("Settings") }
    }
    """

    /// Tabs made by a `ForEach` over data the source does not hold, in a
    /// section beside two fixed tabs.
    static let tabsFromData = """
    @main
    struct RadioApp: App {
        var body: some Scene {
            WindowGroup { Stations() }
        }
    }

    final class Library: ObservableObject {
        @Published var stations: [Station] = []
    }

    struct Stations: View {
        @StateObject private var library = Library()

        var body: some View {
            TabView {
                Tab("Home", systemImage: "house") { Text("Home") }
                Tab("Search", systemImage: "magnifyingglass") { Text("Search") }
                TabSection("Stations") {
                    ForEach(library.stations) { station in
                        Tab {
                            StationView()
                        } label: {
                            Text(station.name)
                        }
                    }
                }
            }
            .tabViewStyle(.sidebarAdaptable)
        }
    }

    struct StationView: View {
        var body: some View { Text("Playing") }
    }
    """
}

