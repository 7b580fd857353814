// A sports app with tabs that become a sidebar, written the iPadOS 18 way
// with `Tab` and `TabSection`, and the older `.tabItem` way under `#if`.
// Source text for the parser's tests, never compiled.
import SwiftUI
#if canImport(UIKit)
import UIKit
#endif

enum SportsTab: Hashable {
    case scores, news, search
    case team(Team.ID)
}

@Observable
final class SportsModel {
    var selection: SportsTab = .scores
    var favorites: [Team] = []
    private(set) var isLoading = false
    nonisolated(unsafe) static var shared = SportsModel()

    func refresh() async throws {
        isLoading = true
        defer { isLoading = false }
        let (data, _) = try await URLSession.shared.data(from: URL(string: "https://example.com/scores")!)
        favorites = try JSONDecoder().decode([Team].self, from: data)
            .sorted { $0.name < $1.name }
            .filter { !$0.isHidden }
    }
}

struct SportsRoot: View {
    @Bindable var model: SportsModel
    @Environment(\.horizontalSizeClass) private var horizontalSizeClass
    @AppStorage("customization") private var customization: TabViewCustomization

    var body: some View {
        if #available(iOS 18, *) {
            TabView(selection: $model.selection) {
                Tab("Scores", systemImage: "sportscourt", value: .scores) {
                    ScoresView()
                }
                Tab("News", systemImage: "newspaper", value: SportsTab.news) {
                    NewsView()
                        .badge(model.favorites.count)
                }
                Tab(value: .search, role: .search) {
                    SearchView()
                }
                TabSection("Teams") {
                    ForEach(model.favorites) { team in
                        Tab(team.name, systemImage: team.symbol, value: SportsTab.team(team.id)) {
                            TeamView(team: team)
                        }
                        .customizationID("team.\(team.id)")
                    }
                }
                .sectionActions {
                    Button("Add team", systemImage: "plus") { model.favorites.append(.placeholder) }
                }
            }
            .tabViewStyle(.sidebarAdaptable)
            .tabViewCustomization($customization)
        } else {
            legacyTabs
        }
    }

    @ViewBuilder
    private var legacyTabs: some View {
        #if os(iOS)
        TabView(selection: $model.selection) {
            ScoresView()
                .tabItem { Label("Scores", systemImage: "sportscourt") }
                .tag(SportsTab.scores)
            NewsView()
                .tabItem {
                    Label("News", systemImage: "newspaper")
                }
                .tag(SportsTab.news)
        }
        #else
        Text("Unsupported")
        #endif
    }
}

struct ScoresView: View {
    @State private var filter: String? = nil
    private let sports = ["Football", "Tennis", "Cycling"]

    var body: some View {
        NavigationStack {
            List {
                ForEach(sports.indices, id: \.self) { index in
                    let sport = sports[index]
                    NavigationLink(value: sport) {
                        Text(verbatim: "\(index + 1). \(sport)")
                    }
                }
            }
            .navigationDestination(for: String.self) { sport in
                SportDetail(name: sport, filter: $filter)
            }
            .refreshable { try? await SportsModel.shared.refresh() }
            .task(priority: .background) {
                guard UIDevice.current.userInterfaceIdiom == .pad else { return }
                for await _ in NotificationCenter.default.notifications(named: .init("scores")) where filter == nil {
                    filter = sports.first
                }
            }
        }
    }
}

struct SportDetail: View {
    var name: String
    @Binding var filter: String?

    var body: some View {
        let title = name.uppercased()
        VStack {
            switch filter {
            case nil:
                Text(title)
            case let value? where value.hasPrefix("F"):
                Text("\(title) (\(value))")
            default:
                EmptyView()
            }
        }
        .onChange(of: filter) { oldValue, newValue in
            print(oldValue ?? "none", "->", newValue ?? "none")
        }
    }
}
