import SwiftUI

struct ContentView: View {
    @Bindable var router: Router
    @Environment(\.horizontalSizeClass) private var horizontalSizeClass
    @State private var sidebarSelection: Sport? = .basketball

    var body: some View {
        switch horizontalSizeClass {
        case .regular:
            splitView
        default:
            tabView
        }
    }

    private var splitView: some View {
        NavigationSplitView {
            List(Sport.allCases, selection: $sidebarSelection) { sport in
                Label(sport.title, systemImage: sport.symbol)
            }
            .navigationTitle("Sports")
        } detail: {
            if let sport = sidebarSelection {
                SportPage(sport: sport)
            } else {
                Text("Choose a sport")
            }
        }
        .onChange(of: sidebarSelection) { _, newValue in
            if let newValue { router.selectedSport = newValue }
        }
        .onChange(of: router.selectedSport) { _, newValue in
            sidebarSelection = newValue
        }
    }

    private var tabView: some View {
        TabView(selection: $router.selectedSport) {
            ForEach(Sport.allCases) { sport in
                SportPage(sport: sport)
                    .tabItem { Label(sport.title, systemImage: sport.symbol) }
                    .tag(sport)
            }
        }
    }
}
