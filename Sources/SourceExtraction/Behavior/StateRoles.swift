/// What each piece of navigation state is for, as the evaluation of the
/// views found it: which state (`Type.name`, a key as ``Extractor`` keeps
/// them) a sidebar, a tab view, a stack or a split view is bound to.
struct StateRoles: Sendable {
    /// The sidebar's `List(selection:)`.
    var sidebar: String?
    /// A three-column split view's content column selection.
    var content: String?
    /// `TabView(selection:)`.
    var tab: String?
    /// `NavigationStack(path:)` bindings, in the order found.
    var paths: [String] = []
    /// `NavigationSplitView(columnVisibility:)`.
    var visibility: String?
    /// `NavigationSplitView(preferredCompactColumn:)`.
    var compactColumn: String?
    /// Where the split view and the tab view are written.
    var splitSite: Site?
    var tabSite: Site?

    /// The selection keys (sidebar, content, tab), in that order.
    var selections: [String] { [sidebar, content, tab].compactMap { $0 } }

    /// Records `key` as a path once.
    mutating func addPath(_ key: String) { if !paths.contains(key) { paths.append(key) } }
}
