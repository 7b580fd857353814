import Observation

/// The navigation state of one window of the sports app, as its views bind
/// to it: `TabView(selection: $model.selectedScreen)` in compact width,
/// `List(selection: $model.sidebarSelection)` in a `NavigationSplitView` in
/// regular width.
///
/// The two selections are kept in step by the handlers the views attach with
/// `onChange`: a tab keeps the sidebar in step, and a sidebar row moves the
/// tab. When the sidebar's selection is cleared (Back in a collapsed split
/// view), the tab stays where the user left it.
@Observable
public final class SportsNavigationModel {
    /// The tab bar's selection (never empty: a tab bar always shows a tab).
    public var selectedScreen: Sport = .basketball
    /// The sidebar's selection (empty when nothing is selected).
    public var sidebarSelection: Sport? = .basketball

    /// A window's state at launch.
    public init() {}

    /// `.onChange(of: selectedScreen) { sidebarSelection = $1 }`
    public func selectedScreenChanged(to screen: Sport) {
        sidebarSelection = screen
    }

    /// `.onChange(of: sidebarSelection) { if let $1 { selectedScreen = $1 } }`
    public func sidebarSelectionChanged(to row: Sport?) {
        if let row { selectedScreen = row }
    }
}
