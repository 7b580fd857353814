import LayoutModel

/// A `.sheet`, `.popover`, `.fullScreenCover` or `.inspector` as one
/// evaluation reads it: its kind, the name its id is made from, its content
/// evaluated like any view, where it is written and the code that shows it.
struct PresentationDraft: Sendable {
    /// The modifier.
    var kind: PresentationKind
    /// What its id is made from: the binding's name (`showingExport`) or,
    /// for `item:`, the item's type (`ExportRequest`).
    var name: String
    /// The state its binding names (`showingExport`, `exporting`): what
    /// the code that shows it sets.
    var state: String
    /// What it shows.
    var content: ViewTree
    /// Where the modifier is written.
    var at: Site
    /// The code that shows it (`showingExport = true`, `$showingExport`
    /// passed on, `.constant(true)`), or nil when the reader found none.
    var trigger: Site?
    /// For `item:` of one of the app's enums, read once per case: the case
    /// (`settings` of `.sheet(item: $activeSheet)`); nil otherwise.
    var variant: String? = nil

    /// What tells this presentation from the others: where it is written,
    /// and its case when it is read once per case.
    var key: String { variant.map { "\(at.location)#\($0)" } ?? at.location }
}

/// A modifier on a presentation's content that tells the presentation how
/// to size or adapt itself (it is read from anywhere in the content, as
/// SwiftUI reads these preferences from the content up).
enum PresentationOption: Sendable {
    /// `.presentationSizing(_:)`; nil for `.automatic`.
    case sizing(PresentationSizing?, at: Site)
    /// `.presentationCompactAdaptation(_:)` or `(horizontal:vertical:)`:
    /// the horizontal adaptation.
    case compactAdaptation(PresentationAdaptation, at: Site)
    /// `.inspectorColumnWidth(_:)` or `(min:ideal:max:)`.
    case inspectorWidth(ColumnWidth, at: Site)
}

/// What the reader keeps about presentations across the evaluations of one
/// app: the ids given, the triggers found, the presentations seen and those
/// tied to a screen (the rest become assumptions).
struct PresentationBook: Sendable {
    /// The id given to each presentation on each screen (`key|screen`).
    var ids: [String: String] = [:]
    /// Every id given, to keep them unique in the app.
    var used: [String] = []
    /// The trigger found for each name (nil: looked for, none found).
    var triggers: [String: Site?] = [:]
    /// Every presentation modifier evaluated, in order, by location.
    var seen: [PresentationDraft] = []
    /// The keys (``PresentationDraft/key``) of those tied to a screen.
    var attached: [String] = []
    /// The stacks of presentations read since the screen that presents
    /// them was registered, whose screens are registered next.
    var pendingStacks: [PresentedStackDraft] = []

    /// Notes a presentation modifier evaluated.
    mutating func note(_ draft: PresentationDraft) {
        if !seen.contains(where: { $0.key == draft.key }) { seen.append(draft) }
    }
}

/// A presentation's own `NavigationStack` (`.sheet { NavigationStack { ... } }`)
/// waiting for its screens to be registered: after the screen that
/// presents it, so that a link back to that screen finds it read.
struct PresentedStackDraft: Sendable {
    /// The id of the screen at the stack's root.
    var root: String
    /// That screen's title, if its code gives one.
    var title: String?
    /// What the stack shows at its root.
    var tree: ViewTree
    /// Where the root is written.
    var site: Site
    /// The `navigationDestination`s around the stack.
    var handlers: [DestinationHandler]
}
