import LayoutModel

/// A problem an app's spec shows on its own, before any window is tried:
/// found once by ``Lint/lints(for:)``, never by fuzzing.
///
/// The platform papers over each one (UIKit clamps a column's preferred width,
/// a tab nothing reaches is simply never shown, the system bends conflicting
/// size restrictions), so nothing need break on screen: a lint says the spec
/// does not mean what it says. `fuzzrun lint` prints them; `fuzzrun run`
/// prints them as warnings first, and refuses to fuzz with `--strict`.
public struct Lint: Hashable, Sendable {
    /// The rule the spec breaks.
    public var rule: LintRule
    /// The field of the spec's JSON at fault, as a dotted path:
    /// `root.any.splitView.sidebarWidth`.
    public var field: String
    /// What is wrong, in points and names.
    public var message: String

    /// Creates a lint.
    public init(_ rule: LintRule, field: String, _ message: String) {
        self.rule = rule
        self.field = field
        self.message = message
    }
}

extension Lint: CustomStringConvertible {
    /// `root.any.splitView.sidebarWidth: min 200, ideal 500, max 360; … (column-spec-consistent)`.
    public var description: String { "\(field): \(message) (\(rule.rawValue))" }
}

/// The rules ``Lint/lints(for:)`` checks, by name.
public enum LintRule: String, Hashable, Sendable, CaseIterable {
    /// A split view column's widths satisfy min <= ideal <= max.
    case columnSpecConsistent = "column-spec-consistent"
    /// Every tab of the full-size tab view can be reached in every tab view.
    case tabsReachable = "tabs-reachable"
    /// The scene's size restrictions can be honoured (`RestrictionLint`).
    case sizeRestrictions = "size-restrictions"

    /// One line on what the rule asks of a spec.
    public var summary: String {
        switch self {
        case .columnSpecConsistent:
            "a split view column's widths are consistent: min <= ideal <= max (else SwiftUI clamps the ideal)"
        case .tabsReachable:
            "every tab of the full-size tab view can be reached in each other tab view: by its tag, More, the sidebar, or a tab that stands for it or leads to it"
        case .sizeRestrictions:
            "the scene's size restrictions can be met: minimum <= maximum, a minimum no larger than the screen, a maximum no smaller than the system's minimum window"
        }
    }
}
