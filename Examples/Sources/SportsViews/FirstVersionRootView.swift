#if canImport(SwiftUI)
import SportsNavigation
import SwiftUI

/// The first version of ``SportsRootView``, kept to show what the fuzzer
/// finds in it: it binds to ``LegacySportsNavigationModel``, whose
/// `sidebarSelectionChanged(to:)` falls back to basketball when the
/// sidebar's selection is cleared, and its detail has a scores rail of a
/// fixed 280 pt beside a grid of at least 300 pt, too wide for the
/// detail of a narrow regular window once the sidebar takes its column.
public struct FirstVersionRootView: View {
    @Environment(\.horizontalSizeClass) private var horizontalSizeClass
    @State private var navigation = LegacySportsNavigationModel()

    /// The root view of a new window.
    public init() {}

    public var body: some View {
        switch horizontalSizeClass {
        case .regular:
            NavigationSplitView {
                List(Sport.allCases, id: \.self, selection: $navigation.sidebarSelection) { sport in
                    Text(sport.rawValue.capitalized)
                }
            } detail: {
                if let sport = navigation.sidebarSelection {
                    HStack(spacing: 8) {
                        ScoresRail(sport: sport)
                            .frame(width: 280)
                        SportPage(sport: sport)
                            .frame(minWidth: 300)
                    }
                }
            }
            .onChange(of: navigation.sidebarSelection) { _, row in
                navigation.sidebarSelectionChanged(to: row)
            }
        default:
            TabView(selection: $navigation.selectedScreen) {
                ForEach(Sport.allCases, id: \.self) { sport in
                    SportPage(sport: sport)
                        .tabItem { Text(sport.rawValue.capitalized) }
                        .tag(sport)
                }
            }
            .onChange(of: navigation.selectedScreen) { _, screen in
                navigation.selectedScreenChanged(to: screen)
            }
        }
    }
}

/// The first version's list of live games beside the grid.
struct ScoresRail: View {
    let sport: Sport

    var body: some View {
        List(1...5, id: \.self) { game in
            Text("Live: \(sport.rawValue) game \(game)")
        }
    }
}
#endif
