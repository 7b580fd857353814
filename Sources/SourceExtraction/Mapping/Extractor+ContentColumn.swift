import LayoutModel
import SourceSyntax

// A three-column split view's content column, read once for each sidebar
// row (``SplitViewContentColumn`` in LayoutModel): a selection list whose
// rows each show a detail; a `NavigationStack` whose root lists the row's
// items and pushes the values its `navigationDestination(for:)` takes
// (`SplitViewSpec.contentStack`); or, for a row whose column has no rows, a
// view of its own that is the row's screen, beside an empty detail
// (`SplitViewSpec.twoColumnRows`).

extension Extractor {
    /// A sidebar row's content column, evaluated with the row selected:
    /// registers the row's screen and the screens it leads to, and notes on
    /// `spec` the column's width, its stack and whether the row shows two
    /// columns. Returns the row's id when its content column is the row's
    /// screen (a two-column row, to be checked once every row is read).
    mutating func contentColumn(row id: String, title: String?, rowSite: Site?, column: ViewTree,
                                split: SplitViewTree, spec: inout SplitViewSpec, into drafts: inout Drafts) -> String? {
        spec.contentWidth = spec.contentWidth ?? Self.columnWidth(in: column)
        if case let .stack(_, root, _) = Self.peel(column).core {
            spec.contentStack = true
            contentScreen(id, title: title, tree: root, site: rowSite, handlers: Self.destinations(in: column),
                          split: split, spec: &spec, into: &drafts, depth: 0)
            return nil
        }
        let items = Self.rows(in: column)
        if items.isEmpty, Self.sampleRows(in: column).isEmpty, !Self.isEmpty(column) {
            registerScreen(id, title: title, tree: column, site: rowSite, handlers: [], into: &drafts)
            return id
        }
        contentScreen(id, title: title, tree: column, site: rowSite, handlers: [],
                      split: split, spec: &spec, into: &drafts, depth: 0)
        return nil
    }

    /// A screen of the content column: its rows are its destinations; a row
    /// that is a link of a type the content stack's `navigationDestination`
    /// takes is pushed on the content stack (its screen read from the
    /// destination, recursively), any other row selects the detail it shows.
    private mutating func contentScreen(_ id: String, title: String?, tree: ViewTree, site: Site?,
                                        handlers: [DestinationHandler], split: SplitViewTree,
                                        spec: inout SplitViewSpec, into drafts: inout Drafts, depth: Int) {
        let items = Self.rows(in: tree)
        let contentKey = Self.selectionKey(in: tree)
        if roles.content == nil { roles.content = contentKey }
        var screen = ScreenDraft(id: id, title: Self.navigationTitle(in: tree) ?? title)
        for item in items {
            if let itemID = item.value.screenID, !screen.destinations.contains(itemID) { screen.destinations.append(itemID) }
        }
        noteRowLinks(in: tree, ids: screen.destinations)
        if drafts.index(of: id) == nil {
            drafts.add(screen)
            drafts.locate(.screen, id, site)
        }
        for item in items {
            guard let itemID = item.value.screenID else { continue }
            if let handler = Self.pushHandler(for: item.value, tree: tree, in: handlers) {
                guard depth < 16, drafts.index(of: itemID) == nil else { continue }
                var pushed: ViewTree = .empty
                if let site = handler.at { readBook.note(.destinations, site.location) }
                if case .view(let built) = apply(handler.closure, handler.scope, arguments: [item.value]) { pushed = built }
                contentScreen(itemID, title: item.title, tree: pushed, site: item.at, handlers: handlers + Self.destinations(in: pushed),
                              split: split, spec: &spec, into: &drafts, depth: depth + 1)
                continue
            }
            if let contentKey { overrides[contentKey] = item.value }
            let detail = builder(split.detail.statements, split.detail.scope)
            noteDetail(detail, into: &spec)
            registerScreen(itemID, title: item.title, tree: detail, site: item.at, handlers: [], into: &drafts)
        }
        // Rows of data a destination in scope takes are pushes, not selections.
        if let sample = Self.sampleRows(in: tree).first?.value,
           let data = sample.sample?.data, Self.handler(forData: data, in: handlers, byID: sample.isSampleID) == nil {
            contentRowsFromData(sample, of: id, contentKey: contentKey, split: split, spec: &spec, into: &drafts)
        }
    }

    /// The content stack's destination that takes the row's value, when the
    /// row is a `NavigationLink(value:)` (a tagged row only selects).
    private static func pushHandler(for value: Value, tree: ViewTree, in handlers: [DestinationHandler]) -> DestinationHandler? {
        guard let type = value.typeName, isLink(value, in: tree) else { return nil }
        return handlers.first { $0.type == type }
    }

    /// Whether a row with `value` is written as a `NavigationLink(value:)`.
    private static func isLink(_ value: Value, in tree: ViewTree) -> Bool {
        links(in: tree).contains { $0.0.screenID == value.screenID && $0.0.typeName == value.typeName }
    }

    /// The rows of `candidates` whose detail, with no content selection, is
    /// a placeholder: two-column rows. A detail that shows more than a
    /// placeholder beside such a column is not modelled (an assumption): the
    /// row is still read as two columns, its detail empty, which hides
    /// nothing the content column shows.
    mutating func twoColumnRows(_ candidates: [String], sidebarKey: String?, rows: [(value: Value, title: String?, at: Site?)],
                                split: SplitViewTree) -> [String] {
        guard !candidates.isEmpty else { return [] }
        let saved = overrides
        defer { overrides = saved }
        if let content = roles.content { overrides[content] = Value.none }
        for id in candidates {
            guard let row = rows.first(where: { $0.value.screenID == id }) else { continue }
            if let sidebarKey { overrides[sidebarKey] = row.value }
            let detail = builder(split.detail.statements, split.detail.scope)
            if !Self.isPlaceholder(detail) {
                assume(Self.site(of: detail) ?? split.at, construct: "the detail beside \(id)'s content column",
                       "a content column with no rows is the row's screen (two columns): the detail it shows is not modelled, taken as empty")
            }
        }
        return candidates
    }

    /// Whether the tree shows nothing.
    static func isEmpty(_ tree: ViewTree) -> Bool {
        switch tree {
        case .empty: true
        case .group(let children): children.allSatisfy(isEmpty)
        case .modified(let base, _, _), .custom(_, let base, _): isEmpty(base)
        default: false
        }
    }

    /// Whether a detail shows only a placeholder: views that need no width
    /// (`ContentUnavailableView`, `Text("No message selected")`, nothing)
    /// and lead nowhere (no link).
    static func isPlaceholder(_ tree: ViewTree) -> Bool {
        guard links(in: tree).isEmpty, case .leaf(_, let minimum, _) = tree.width else { return false }
        return minimum == 0
    }
}
