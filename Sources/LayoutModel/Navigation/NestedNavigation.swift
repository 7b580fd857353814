/// The navigation state of a `NavigationSplitView` inside a tab: what the
/// user built up in that tab's split view, kept while another tab is shown.
///
/// A scene keeps one per tab with split-view content, sorted by tag, in
/// ``NavigationState/nested``; the split view's detail path is the tab's
/// stack path (``NavigationState/path(_:)`` of the tab's tag), so the tab's
/// path and the nested detail path are one.
public struct NestedNavigation: Hashable, Sendable {
    /// The tag of the tab whose split view this is.
    public var tab: String
    /// The nested sidebar's `List` selection.
    public var sidebarSelection: String?
    /// The nested content column's selection, in three columns.
    public var contentSelection: String?
    /// The nested split view's column visibility.
    public var columnVisibility: ColumnVisibility
    /// The nested split view's preferred compact column.
    public var compactColumn: SplitColumn

    /// Creates the state of tab `tab`'s split view.
    public init(tab: String, sidebarSelection: String? = nil, contentSelection: String? = nil,
                columnVisibility: ColumnVisibility = .automatic, compactColumn: SplitColumn = .sidebar) {
        self.tab = tab
        self.sidebarSelection = sidebarSelection
        self.contentSelection = contentSelection
        self.columnVisibility = columnVisibility
        self.compactColumn = compactColumn
    }

    /// The initial state of a tab's split view `spec`: nothing selected,
    /// the spec's visibility and compact column.
    public init(tab: String, spec: SplitViewSpec) {
        self.init(tab: tab, columnVisibility: spec.visibility ?? .automatic,
                  compactColumn: spec.preferredCompactColumn ?? .sidebar)
    }
}

extension NavigationState {
    /// The state of tab `tag`'s split view, if the state has one.
    public func nested(_ tag: String) -> NestedNavigation? {
        nested.first { $0.tab == tag }
    }

    /// Sets the state of a tab's split view, keeping ``nested`` sorted by tag.
    ///
    /// An equal state is left where it is: the array is shared with the
    /// copy of the scene an evaluator keeps from before the event, and
    /// writing the same state copied it. A new array is set whole, once (its
    /// box, `NavigationStorage`, is made anew at every write).
    public mutating func setNested(_ state: NestedNavigation) {
        var states = nested
        if let index = states.firstIndex(where: { $0.tab == state.tab }) {
            guard states[index] != state else { return }
            states[index] = state
        } else {
            states.append(state)
            states.sort { $0.tab < $1.tab }
        }
        nested = states
    }

    /// The nested split view of tab `tag` as a flat state, for the split
    /// view's own rules (``AppModel/compactTop(_:threeColumn:)``, the sidebar
    /// and Back): its selections, visibility and compact column at the top
    /// level, its detail path under `detail`.
    ///
    /// `initial` is the state of a tab this state keeps none for, worked
    /// out only then; the tab's state is read where ``nested`` keeps it
    /// (``nested(_:)`` returned a copy, its three strings retained and
    /// released).
    func projected(_ tag: String, initial: @autoclosure () -> NestedNavigation) -> NavigationState {
        let kept = withNested(tag) { entry in
            (visibility: entry.pointee.columnVisibility, compact: entry.pointee.compactColumn,
             sidebar: entry.pointee.sidebarSelection, content: entry.pointee.contentSelection)
        }
        let state = kept ?? {
            let state = initial()
            return (visibility: state.columnVisibility, compact: state.compactColumn,
                    sidebar: state.sidebarSelection, content: state.contentSelection)
        }()
        // The detail path goes in with the names: the state's box is made
        // once (``NavigationStorage``).
        let detail = steps(names.lookUp(tag))
        var flat = NavigationState(storage: NavigationStorage(
            names: names, pathIDs: detail.isEmpty ? [] : Self.entry(names.detail, detail), nested: nil))
        flat.columnVisibility = state.visibility
        flat.compactColumn = state.compact
        flat.sidebarSelection = state.sidebar
        flat.contentSelection = state.content
        return flat
    }

    /// What `read` takes from tab `tag`'s state in ``nested``, read field by
    /// field where the array keeps it (an entry read by value was copied, its
    /// three strings retained and released); `nil` when the state keeps
    /// none for the tab.
    @inline(__always) func withNested<Part>(_ tag: String, _ read: (UnsafePointer<NestedNavigation>) -> Part) -> Part? {
        nestedStorage?.withUnsafeBufferPointer { entries in
            guard let first = entries.baseAddress else { return nil }
            for index in entries.indices where first[index].tab == tag { return read(first + index) }
            return nil
        }
    }

    /// Puts a flat state made by ``projected(_:initial:)`` back as tab
    /// `tag`'s split view.
    ///
    /// The tab's state is compared where it is kept first: most actions
    /// leave it as it was, and the entry made to compare (by
    /// ``setNested(_:)``) copied three strings.
    mutating func embed(_ flat: NavigationState, tab tag: String) {
        let kept = withNested(tag) { entry in
            entry.pointee.columnVisibility == flat.columnVisibility && entry.pointee.compactColumn == flat.compactColumn
                && entry.pointee.sidebarSelection == flat.sidebarSelection
                && entry.pointee.contentSelection == flat.contentSelection
        } ?? false
        if !kept {
            setNested(NestedNavigation(tab: tag, sidebarSelection: flat.sidebarSelection,
                                       contentSelection: flat.contentSelection,
                                       columnVisibility: flat.columnVisibility, compactColumn: flat.compactColumn))
        }
        if flat.names === names {
            setSteps(id(of: tag), flat.steps(names.detail))
        } else {
            setPath(tag, flat.path("detail"))
        }
    }
}
