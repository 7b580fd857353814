import Observation

/// One router for the whole app: every window reads and writes this tab.
@Observable
final class Router {
    var selectedSport: Sport = .basketball
}
