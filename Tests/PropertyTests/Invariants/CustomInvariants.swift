import LayoutModel
import SizeFuzz

/// Invariants of a test's own, declared as the `Invariant` docs ask: static
/// members named after their kebab-case names.
extension Invariant {
    /// Clearing the sidebar's selection never moves the tab bar: the
    /// before/event/after shape, which `optional-sidebar-sync` breaks.
    static let deselectKeepsTab = Invariant("deselect-keeps-tab", summary: "clearing the sidebar's selection never moves the tab bar") { step in
        guard step.event?.action == .deselect, let before = step.before,
              let old = before.state.navigation.tabSelection, let new = step.after.state.navigation.tabSelection, old != new
        else { return nil }
        return "clearing the sidebar moved the tab from '\(old)' to '\(new)'"
    }

    /// A boundary with a known answer: every window at least 600 pt wide.
    static let windowAtLeast600 = Invariant("window-at-least-600") { step in
        let width = step.after.state.window.size.width
        return width < 600 ? "the window is \(Points.format(width)) pt wide" : nil
    }
}
