/// Small apps written as teams write them, one per shape of a thin reading
/// and one per gate the reader passes: the reading tests hold the exact
/// summary, verdict and exit code of each.
enum ReadingFixtures {
    /// A launch gate on the root view's `@State`: a spinner until a task
    /// has loaded, then a split view.
    static let launchGate = """
    @main
    struct ShopApp: App {
        var body: some Scene {
            WindowGroup { RootView() }
        }
    }

    struct RootView: View {
        @State private var isLoading = true
        @State private var selection: String?

        var body: some View {
            if isLoading {
                ProgressView()
                    .task { isLoading = false }
            } else {
                NavigationSplitView {
                    List(selection: $selection) {
                        Text("Orders").tag("orders")
                        Text("Products").tag("products")
                    }
                } detail: {
                    Text(selection ?? "Pick one")
                }
            }
        }
    }
    """

    /// A gate hidden in a computed property: `isReady` reads a stored
    /// login flag and a model's sync flag; at their initial values it is
    /// false, which is only the splash screen.
    static let computedGate = """
    @main
    struct LibraryApp: App {
        var body: some Scene {
            WindowGroup { ContentView() }
        }
    }

    final class Sync: ObservableObject {
        @Published var isSyncing = true
    }

    struct ContentView: View {
        @AppStorage("signedIn") private var isSignedIn = false
        @StateObject private var sync = Sync()

        private var isReady: Bool {
            isSignedIn && !sync.isSyncing
        }

        var body: some View {
            Group {
                if isReady {
                    NavigationStack {
                        List {
                            NavigationLink("Shelves", value: "shelves")
                        }
                        .navigationTitle("Library")
                        .navigationDestination(for: String.self) { name in
                            Text(name)
                        }
                    }
                } else {
                    SplashView()
                }
            }
        }
    }

    struct SplashView: View {
        var body: some View { ProgressView() }
    }
    """

    /// A loading gate on an `ObservableObject`'s `@Published` flag, the
    /// app's content first behind it.
    static let publishedGate = """
    @main
    struct NotesApp: App {
        @StateObject private var session = Session()

        var body: some Scene {
            WindowGroup { Gate(session: session) }
        }
    }

    final class Session: ObservableObject {
        @Published var isSignedIn = false
    }

    struct Gate: View {
        @ObservedObject var session: Session

        var body: some View {
            if !session.isSignedIn {
                SignInView()
            } else {
                NavigationStack {
                    List {
                        NavigationLink("Inbox", value: Folder(name: "Inbox"))
                    }
                    .navigationTitle("Folders")
                    .navigationDestination(for: Folder.self) { folder in
                        Text(folder.name)
                    }
                }
            }
        }
    }

    struct Folder: Hashable {
        var name: String
    }

    struct SignInView: View {
        var body: some View {
            VStack {
                Text("Welcome")
                Button("Sign in") {}
            }
        }
    }
    """

    /// Links whose values the source does not hold (a router builds them):
    /// no screen to push.
    static let unreadLinks = """
    @main
    struct RecipesApp: App {
        var body: some Scene {
            WindowGroup { RecipeList() }
        }
    }

    struct RecipeList: View {
        let router = Router.shared

        var body: some View {
            NavigationStack {
                List {
                    NavigationLink("Soup", value: router.route(named: "soup"))
                    NavigationLink("Bread", value: router.route(named: "bread"))
                }
                .navigationTitle("Recipes")
                .navigationDestination(for: Route.self) { route in
                    Text(route.name)
                }
            }
        }
    }
    """

    /// Links that name their destination view, in three forms: each
    /// destination type is a screen, pushed.
    static let destinationLinks = """
    @main
    struct RecipesApp: App {
        var body: some Scene {
            WindowGroup { RecipeList() }
        }
    }

    struct RecipeList: View {
        @State private var showsTimer = false

        var body: some View {
            NavigationStack {
                List {
                    NavigationLink(destination: RecipeDetail(name: "Soup")) {
                        Text("Soup")
                    }
                    NavigationLink("Bread", destination: RecipeDetail(name: "Bread"))
                    NavigationLink {
                        ShoppingList()
                    } label: {
                        Label("Shopping", systemImage: "cart")
                    }
                    Button("Timer") { showsTimer = true }
                }
                .navigationTitle("Recipes")
                .navigationDestination(isPresented: $showsTimer) {
                    TimerView()
                }
            }
        }
    }

    struct RecipeDetail: View {
        var name: String
        var body: some View { Text(name).navigationTitle(name) }
    }

    struct ShoppingList: View {
        var body: some View { Text("Eggs").navigationTitle("Shopping") }
    }

    struct TimerView: View {
        var body: some View { Text("0:00").navigationTitle("Timer") }
    }
    """

    /// A split view whose sidebar rows the reader cannot read.
    static let emptySidebar = """
    @main
    struct MailApp: App {
        var body: some Scene {
            WindowGroup { MailRoot() }
        }
    }

    struct MailRoot: View {
        @State private var mailbox: String?
        let store = MailStore()

        var body: some View {
            NavigationSplitView {
                List(selection: $mailbox) {
                    store.sidebarRows()
                }
            } detail: {
                Text(mailbox ?? "No mailbox")
            }
        }
    }
    """

    /// Non-view types and method chains a view body calls: none of them is
    /// a view or a modifier the reader should report.
    static let noNoise = """
    import Foundation

    @main
    struct ClockApp: App {
        var body: some Scene {
            WindowGroup { ClockView() }
        }
    }

    struct ClockView: View {
        let formatter = DateFormatter()
        let lock = NSLock()
        let names = ["b", "a"]

        var body: some View {
            let sorted = names.sorted().map { $0.uppercased() }
            let now = Date()
            let id = UUID()
            let url = URL(string: "https://example.com")
            VStack {
                Text(formatter.string(from: now))
                Text(sorted.joined(separator: ", "))
                Text(id.uuidString)
                Text(url?.absoluteString ?? "")
                Text(String(localized: "Hello").lowercased())
            }
        }
    }
    """
}
