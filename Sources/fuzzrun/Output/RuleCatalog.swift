import SizeFuzz

/// Every rule a finding can name, as SARIF's `reportingDescriptor`s list
/// them: the built-in invariants, then the lint rules, each with what it
/// asks, how to fix a finding, and where the documentation says more.
struct RuleCatalog {
    /// One rule.
    struct Rule {
        /// `no-fixed-width-overflow`.
        var id: String
        /// What the rule asks, in one line.
        var summary: String
        /// How to fix a finding of it.
        var fix: String
        /// Whether a finding of it is a warning (a lint) rather than an error.
        var isLint: Bool
        /// The documentation page that explains it.
        var helpURI: String
    }

    /// Where the SizeFuzz module's DocC documentation is published: the
    /// archive `swift package generate-documentation --target SizeFuzz
    /// --transform-for-static-hosting --hosting-base-path SizeFuzz` writes,
    /// served by GitHub Pages at `https://OWNER.github.io/REPOSITORY/`, whose
    /// pages are at `documentation/<module, lowercased>/` (swift-docc-plugin,
    /// "Publishing to GitHub Pages"). OWNER is the same placeholder the
    /// README's `.package(url:)` names.
    static let documentationBase = "https://your-org.github.io/SizeFuzz/documentation/sizefuzz/"

    /// The DocC page of `name`'s case of ``InvariantName``: DocC puts a
    /// symbol's page at its path, lowercased (`invariantname/nofixedwidthoverflow`),
    /// and the case's doc comment is the invariant's documentation; a custom
    /// invariant gets the Invariants article's section on your own ones.
    static func helpURI(for name: InvariantName) -> String {
        guard case .custom = name else { return documentationBase + "invariantname/" + symbol(name.rawValue) }
        return documentationBase + "invariants#Your-own-invariants"
    }

    /// The DocC page of `rule`'s case of ``LintRule``.
    static func helpURI(for rule: LintRule) -> String {
        documentationBase + "lintrule/" + symbol(rule.rawValue)
    }

    /// A rule's id as DocC writes its case's path: `no-fixed-width-overflow`,
    /// the case `noFixedWidthOverflow`, as `nofixedwidthoverflow`.
    static func symbol(_ id: String) -> String {
        id.filter { $0 != "-" }.lowercased()
    }

    /// The built-in invariants in their report order, the lint rules, then
    /// the rule of `// sizefuzz:ignore` comments.
    static let rules: [Rule] = InvariantName.allCases.map { name in
        Rule(id: name.rawValue, summary: name.summary, fix: fix(for: name), isLint: false, helpURI: helpURI(for: name))
    } + LintRule.allCases.map { rule in
        Rule(id: rule.rawValue, summary: rule.summary, fix: fix(for: rule), isLint: true, helpURI: helpURI(for: rule))
    } + [
        Rule(id: Suppressions.rule,
             summary: "a // sizefuzz:ignore comment names a known invariant, gives a reason, and silences a failure",
             fix: "Name an invariant that fuzzrun list invariants lists, give the reason after a colon, or remove a comment that silences nothing.",
             isLint: true, helpURI: documentationBase + "inxcodeandci#Suppressions"),
    ]

    /// The rule named `id`; a custom invariant gets a rule of its own.
    static func rule(_ id: String) -> Rule {
        rules.first { $0.id == id }
            ?? Rule(id: id, summary: InvariantName.custom(id).summary, fix: "See the invariant's own documentation.",
                    isLint: false, helpURI: helpURI(for: .custom(id)))
    }

    /// How to fix a failure of `name`.
    static func fix(for name: InvariantName) -> String {
        switch name {
        case .selectionPreserved:
            "Keep the selection in state that outlives a size-class change (one @State or @SceneStorage shared by both branches), and never reset it in .onChange of the size class."
        case .pathPreserved:
            "Keep the navigation path in state both layouts share, and do not replace it when the size class or the selection changes to the same screen."
        case .noFixedWidthOverflow:
            "Replace the fixed width with a flexible frame (frame(minWidth:idealWidth:maxWidth:)), or give compact width a layout of its own."
        case .contentFits:
            "Let the view shrink: a flexible frame, ViewThatFits with a narrower layout, or a compact-width branch."
        case .columnWidthsWithinBounds:
            "Give the split view's columns widths the window can hold: lower the minimums or the ideal widths."
        case .sizeWithinRestrictions:
            "Make the scene's size restrictions possible on every device: a minimum no wider than the screen, a maximum no smaller than the system's minimum window."
        case .sizeClassLayoutConsistent:
            "Choose the container from the horizontal size class alone, as SwiftUI does."
        case .gridFits:
            "Use adaptive or flexible GridItems, or fewer fixed columns in compact width."
        case .tabBarFits:
            "Use fewer tabs in compact width, or .sidebarAdaptable, so that every tab shows without More."
        case .toolbarActionsReachable:
            "Give each toolbar action a placement that stays reachable, or let it fall into the overflow menu."
        case .layoutPathIndependent:
            "Report this with the replay command: the model disagrees with itself."
        case .sceneIsolation:
            "Keep navigation state per scene (@State or @SceneStorage in the scene's view), not in a shared model."
        case .restorationRoundtrip:
            "Save and restore the navigation state with @SceneStorage or the scene's state restoration."
        case .windowControlsClear:
            "Inset the leading header with containerCornerOffset(.leading) or the window's layout region, or use the system's bars."
        case .columnsPreserved:
            "Do not set the column visibility when the size class changes; let the user's choice stand."
        case .custom:
            "See the invariant's own documentation."
        }
    }

    /// How to fix a lint of `rule`.
    static func fix(for rule: LintRule) -> String {
        switch rule {
        case .columnSpecConsistent: "Give the column widths in order: min <= ideal <= max."
        case .tabsReachable: "Give every tab of the full-size tab view a way in from each other tab view: its tag, More, the sidebar, or a tab that leads to it."
        case .sizeRestrictions: "Make the scene's minimum no larger than the maximum and the screen, and the maximum no smaller than the system's minimum window."
        }
    }
}
