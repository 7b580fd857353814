import Observation

/// The first version of ``SportsNavigationModel``, as in the sample it was
/// ported from: when the sidebar's selection is cleared, the tab falls back
/// to basketball (`selectedScreen = newValue ?? .basketball`), so a user who
/// was reading football is moved to basketball when the window narrows.
@Observable
public final class LegacySportsNavigationModel {
    /// The tab bar's selection.
    public var selectedScreen: Sport = .basketball
    /// The sidebar's selection.
    public var sidebarSelection: Sport? = .basketball

    /// A window's state at launch.
    public init() {}

    /// `.onChange(of: selectedScreen) { sidebarSelection = $1 }`
    public func selectedScreenChanged(to screen: Sport) {
        sidebarSelection = screen
    }

    /// `.onChange(of: sidebarSelection) { selectedScreen = $1 ?? .basketball }`
    public func sidebarSelectionChanged(to row: Sport?) {
        selectedScreen = row ?? .basketball
    }
}
