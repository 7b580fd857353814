#if canImport(SwiftUI)
import SportsNavigation
import SwiftUI

/// The sports app's root view as it ships: a `NavigationSplitView` in
/// regular width and a `TabView` in compact width, both bound to one
/// ``SportsNavigationModel`` per window, whose handlers keep the two
/// selections in step.
///
/// The package's tests fuzz this file from its source (`fuzz(source:)`):
/// on Linux, where SwiftUI is not, the target builds empty and the tests
/// read the text.
public struct SportsRootView: View {
    @Environment(\.horizontalSizeClass) private var horizontalSizeClass
    @State private var navigation = SportsNavigationModel()

    /// The root view of a new window.
    public init() {}

    public var body: some View {
        switch horizontalSizeClass {
        case .regular:
            NavigationSplitView {
                List(Sport.allCases, id: \.self, selection: $navigation.sidebarSelection) { sport in
                    Text(sport.rawValue.capitalized)
                }
                .navigationTitle("Sports")
            } detail: {
                if let sport = navigation.sidebarSelection {
                    SportPage(sport: sport)
                } else {
                    Text("Choose a sport")
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
#endif
