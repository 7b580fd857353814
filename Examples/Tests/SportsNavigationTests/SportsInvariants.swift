import LayoutModel
import SizeFuzz

/// The team's own rule, checked by the fuzzer beside the built-in
/// invariants after every step, in every window.
extension Invariant {
    /// Clearing the sidebar's selection (Back in a collapsed split view)
    /// never changes the sport the tab bar shows.
    static let deselectKeepsTab = Invariant(
        "deselect-keeps-tab", summary: "clearing the sidebar's selection never changes the tab bar's sport"
    ) { step in
        guard step.event?.action == .deselect, let before = step.before,
              let shown = before.state.navigation.tabSelection,
              let now = step.after.state.navigation.tabSelection, now != shown else { return nil }
        return "clearing the sidebar's selection moved the tab bar from \(shown) to \(now)"
    }
}
