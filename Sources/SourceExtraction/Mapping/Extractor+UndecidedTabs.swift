import LayoutModel
import SourceSyntax

// Tabs under conditions the reader cannot decide: `if store.isPro { Tab
// ... }` beside `if !store.isPro { Tab ... }`, each `if` taken as holding.
// The two groups may never show together (here they never do), so counting
// both in one tab bar would raise a `tab-bar-fits` the app cannot have. The
// tabs of the first undecided condition are kept, as one alternative, and
// those under any other undecided condition left out with an assumption at
// their line: fewer tabs can hide a crowded bar, never invent one.
extension Extractor {
    /// Records the views of a branch taken under an undecided condition
    /// (`condition` is the `if` up to its brace).
    mutating func noteUndecided(_ value: Value, under condition: Site) {
        guard case .view(let tree) = value else { return }
        for child in ViewTree.flatten([tree]) {
            guard let at = Self.site(of: child) else { continue }
            if undecidedViews[at.location] == nil { undecidedViews[at.location] = condition }
        }
    }

    /// Whether a tab view's child is kept: it is under no undecided
    /// condition, or under the first one met among its siblings (`kept`,
    /// set on the first); else an assumption at the child.
    mutating func keepsTab(_ child: ViewTree, kept: inout String?) -> Bool {
        guard let at = Self.site(of: child), let condition = undecidedViews[at.location] else { return true }
        guard let first = kept else {
            kept = condition.code
            return true
        }
        if condition.code == first { return true }
        assume(at, construct: "`\(at.code)`",
               "a tab under `\(condition.code)`, undecided as `\(first)` is: an alternative to the tabs kept, left out of the tab bar")
        return false
    }
}
