/// A `NavigationSplitView` declaration.
///
/// The sidebar is a `List(selection:)` of screens; with a content column, the
/// content lists the destinations of the screen selected in the sidebar; the
/// detail shows the selected screen, in a `NavigationStack` with a path when
/// ``detailStack`` is on.
public struct SplitViewSpec: Hashable, Sendable, Codable {
    /// The screens listed in the sidebar, by id.
    public var sidebar: [String]
    /// The sidebar rows that come from data the spec does not hold
    /// (`List(folders, selection: $selection) { ... }`), listed after
    /// ``sidebar`` (``RowsFromData``); `nil` for none.
    public var sidebarFromData: [RowsFromData]?
    /// The sidebar's width preference; `nil` for the platform's.
    public var sidebarWidth: ColumnWidth?
    /// Whether there is a content column (three columns).
    public var hasContent: Bool?
    /// The content column's width preference; `nil` for the platform's.
    public var contentWidth: ColumnWidth?
    /// The narrowest the detail may be; `nil` for the platform's.
    public var detailMinWidth: Double?
    /// Whether the detail is a `NavigationStack` with a path.
    public var detailStack: Bool?
    /// The style.
    public var style: SplitViewStyle?
    /// The column visibility at launch (the app's `columnVisibility` binding).
    public var visibility: ColumnVisibility?
    /// The column on top when collapsed, at launch (`preferredCompactColumn`).
    public var preferredCompactColumn: SplitColumn?
    /// The navigation state declared inside the split view's branch of the
    /// root (``StatePart``: `sidebarSelection`, `contentSelection`, `paths`,
    /// `columnVisibility`, `compactColumn`), reset to its initial value when a
    /// root switches to or from it; `nil` for none: the state lives above the
    /// switch.
    public var owns: [StatePart]?
    /// Whether the content column of a three-column split view is a
    /// `NavigationStack` with a path (the stack `content`), rooted at the
    /// screen selected in the sidebar and pushing its destinations, instead
    /// of a bare selection list (``SplitViewContentColumn``).
    public var contentStack: Bool?
    /// The sidebar rows whose content column's view is the detail itself: a
    /// three-column split view keeps its three columns for every selection
    /// (the columns are the initializer's, fixed when the code is compiled),
    /// so an app that wants two columns for a row (a Settings row) shows the
    /// row's screen in the content column and leaves the detail empty
    /// (``SplitViewContentColumn``). `nil` for none.
    public var twoColumnRows: [String]?

    /// Creates a split view.
    public init(sidebar: [String], sidebarWidth: ColumnWidth? = nil, hasContent: Bool? = nil,
                contentWidth: ColumnWidth? = nil, detailMinWidth: Double? = nil, detailStack: Bool? = nil,
                style: SplitViewStyle? = nil, visibility: ColumnVisibility? = nil,
                preferredCompactColumn: SplitColumn? = nil, owns: [StatePart]? = nil,
                contentStack: Bool? = nil, twoColumnRows: [String]? = nil, sidebarFromData: [RowsFromData]? = nil) {
        self.sidebarFromData = sidebarFromData
        self.owns = owns
        self.contentStack = contentStack
        self.twoColumnRows = twoColumnRows
        self.sidebar = sidebar
        self.sidebarWidth = sidebarWidth
        self.hasContent = hasContent
        self.contentWidth = contentWidth
        self.detailMinWidth = detailMinWidth
        self.detailStack = detailStack
        self.style = style
        self.visibility = visibility
        self.preferredCompactColumn = preferredCompactColumn
    }

    /// Whether the split view has three columns.
    public var isThreeColumn: Bool { hasContent ?? false }

    /// Whether the content column is a `NavigationStack` (three columns only).
    public var hasContentStack: Bool { isThreeColumn && contentStack == true }

    /// Whether `row`'s content column shows the row's screen as the detail
    /// (three columns only).
    public func isTwoColumnRow(_ row: String?) -> Bool {
        guard isThreeColumn, let row, let rows = twoColumnRows else { return false }
        return rows.contains(row)
    }

    /// The declared widths, with `parameters` filling what the app leaves out.
    public func columns(_ parameters: SplitViewParameters) -> SplitViewColumns {
        SplitViewColumns(
            sidebar: sidebarWidth ?? parameters.sidebarWidth,
            content: isThreeColumn ? (contentWidth ?? parameters.contentWidth) : nil,
            detailMinimum: detailMinWidth ?? parameters.detailMinimumWidth)
    }
}

/// A `NavigationStack` at the root, starting at a screen.
public struct StackSpec: Hashable, Sendable, Codable {
    /// The root screen's id.
    public var root: String
    /// The navigation state declared inside the stack's branch of the root
    /// (``StatePart``: `paths`), reset when a root switches to or from it;
    /// `nil` for none: the path lives above the switch.
    public var owns: [StatePart]?

    /// Creates a stack.
    public init(root: String, owns: [StatePart]? = nil) {
        self.root = root
        self.owns = owns
    }
}
