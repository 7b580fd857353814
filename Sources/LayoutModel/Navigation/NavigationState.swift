/// What a user has built up in one scene: selections, paths, and how the
/// columns and sidebar are shown.
public struct NavigationState: Hashable, Sendable {
    /// The `TabView` selection.
    public var tabSelection: String?
    /// The split view sidebar's `List` selection.
    public var sidebarSelection: String?
    /// The content column's selection, in three-column split views.
    public var contentSelection: String?
    /// The path of each navigation stack, by the stack's key: `detail` for a
    /// split view's detail, `root` for a root stack, a tab's tag for its stack.
    public var paths: [StackPath]
    /// The split view's column visibility.
    public var columnVisibility: ColumnVisibility
    /// Whether the user has shown or hidden a `.sidebarAdaptable` sidebar.
    public var tabSidebar: SidebarPreference
    /// The split view's preferred compact column (`preferredCompactColumn`):
    /// the column on top when it is collapsed. Navigation in the collapsed
    /// stack moves it; navigation in regular width does not.
    public var compactColumn: SplitColumn
    /// The id of the presentation shown over the screen on top
    /// (``Presentation``), if any: one at a time per scene.
    public var presented: String? = nil
    /// The state of each split view inside a tab, by the tab's tag, sorted
    /// (``NestedNavigation``); empty for an app with none. Its detail path is
    /// in ``paths``, under the tab's tag.
    public var nested: [NestedNavigation]

    /// Creates a state.
    public init(tabSelection: String? = nil, sidebarSelection: String? = nil, contentSelection: String? = nil,
                paths: [StackPath] = [], columnVisibility: ColumnVisibility = .automatic,
                tabSidebar: SidebarPreference = .automatic, compactColumn: SplitColumn = .sidebar,
                nested: [NestedNavigation] = []) {
        self.nested = nested
        self.tabSelection = tabSelection
        self.sidebarSelection = sidebarSelection
        self.contentSelection = contentSelection
        self.paths = paths
        self.columnVisibility = columnVisibility
        self.tabSidebar = tabSidebar
        self.compactColumn = compactColumn
    }

    /// The path of the stack `key` (empty when it has none).
    public func path(_ key: String) -> [String] {
        paths.first { $0.stack == key }?.path ?? []
    }

    /// Sets the path of the stack `key`; an empty path is removed, so that
    /// states compare equal whatever stacks were visited.
    public mutating func setPath(_ key: String, _ path: [String]) {
        if let index = paths.firstIndex(where: { $0.stack == key }) {
            if path.isEmpty { paths.remove(at: index) } else { paths[index].path = path }
        } else if !path.isEmpty {
            paths.append(StackPath(stack: key, path: path))
            paths.sort { $0.stack < $1.stack }
        }
    }
}

extension NavigationState {
    /// Takes the `parts` of `other`: what a scene shows of an app-wide object
    /// that holds them (``StateScopes``).
    public mutating func take(_ parts: [StatePart], from other: NavigationState) {
        for part in parts {
            switch part {
            case .tabSelection: tabSelection = other.tabSelection
            case .sidebarSelection: sidebarSelection = other.sidebarSelection
            case .contentSelection: contentSelection = other.contentSelection
            case .paths: paths = other.paths
            case .columnVisibility: columnVisibility = other.columnVisibility
            case .tabSidebar: tabSidebar = other.tabSidebar
            case .compactColumn: compactColumn = other.compactColumn
            }
        }
    }
}

/// One navigation stack's path.
public struct StackPath: Hashable, Sendable {
    /// The stack's key.
    public var stack: String
    /// The pushed screens, root first.
    public var path: [String]

    /// Creates a path.
    public init(stack: String, path: [String]) {
        self.stack = stack
        self.path = path
    }
}

/// Whether the user has shown or hidden a tab view's sidebar.
public enum SidebarPreference: String, Hashable, Sendable, Codable {
    /// The platform's default: shown in landscape, hidden in portrait ("By
    /// default, the system presents the sidebar in landscape orientation and
    /// hides it in portrait orientation", Apple, "Elevating your iPad app with
    /// a tab bar and sidebar"), the orientation read off the tab view's own
    /// area: beside a side column (``SideColumnSpec``) a tab view taller than
    /// wide starts with its sidebar hidden (Ice Cubes shows its sidebar or its
    /// secondary column, not both: Dimillian/IceCubesApp issue 2372).
    case automatic
    /// Shown by the user.
    case shown
    /// Hidden by the user.
    case hidden
}
