/// A `NavigationSplitView` resolved at a window: collapsed into one stack, or
/// its columns' widths and presentations.
public struct SplitViewLayout: Hashable, Sendable {
    /// Whether the columns are collapsed into one stack (compact width).
    public var collapsed: Bool
    /// The visibility applied: the concrete value `.automatic` stood for, or
    /// `.automatic` while collapsed, where visibility is ignored.
    public var visibility: ColumnVisibility
    /// Every column the split view declares, leading first: sidebar, content
    /// (three columns only), detail.
    public var columns: [ResolvedColumn]
    /// The column on top of the collapsed stack; `nil` when expanded.
    public var topColumn: SplitColumn?

    /// The resolved column with `role`, if the split view has one.
    public subscript(role: SplitColumn) -> ResolvedColumn? {
        columns.first { $0.role == role }
    }

    /// Resolves a split view at a window `width` points wide.
    ///
    /// - Parameters:
    ///   - widths: the columns' declared widths (the app's, else ``SplitViewParameters``).
    ///   - style: the split view style.
    ///   - visibility: the column visibility the app or the user set.
    ///   - width: the window's width.
    ///   - landscape: whether the window is wider than tall.
    ///   - horizontal: the window's horizontal size class; compact collapses.
    ///   - compactTop: the column on top when collapsed.
    ///   - parameters: the undocumented defaults.
    ///
    /// Tiled columns start at their clamped ideal widths and give the detail
    /// the rest. When the detail would be narrower than its minimum they
    /// shrink toward their minimums, sharing the shortfall by how far each is
    /// above its minimum; when that is not enough the leading-most tiled
    /// column stops tiling and floats over the detail instead, and the rest is
    /// tried again. A tiled column is never below its minimum or above its
    /// maximum (unless its own bounds contradict each other).
    public static func resolve(
        widths: SplitViewColumns, style: SplitViewStyle, visibility: ColumnVisibility,
        width: Double, landscape: Bool, horizontal: SizeClass, compactTop: SplitColumn,
        parameters: SplitViewParameters = .standard
    ) -> SplitViewLayout {
        let three = widths.content != nil
        var roles: [SplitColumn] = three ? [.sidebar, .content] : [.sidebar]
        if horizontal == .compact {
            let top = (!three && compactTop == .content) ? .detail : compactTop
            roles.append(.detail)
            return SplitViewLayout(
                collapsed: true, visibility: .automatic,
                columns: roles.map { ResolvedColumn(role: $0, width: $0 == top ? width : 0,
                                                    presentation: $0 == top ? .tiled : .hidden) },
                topColumn: top)
        }
        var concrete = visibility == .automatic
            ? parameters.automaticVisibility(threeColumns: three, landscape: landscape) : visibility
        if !three && concrete == .doubleColumn { concrete = .all }
        let shown: [SplitColumn] = switch concrete {
        case .all, .automatic: roles
        case .doubleColumn: [.content]
        case .detailOnly: []
        }
        var presentations: [ColumnPresentation] = roles.map { shown.contains($0) ? .tiled : .hidden }
        switch style {
        case .balanced: break
        case .prominentDetail:
            presentations = presentations.map { $0 == .hidden ? .hidden : .overlay }
        case .automatic:
            if !landscape {
                presentations = presentations.map { $0 == .hidden ? .hidden : .overlay }
            } else if three && shown.count == 2 {
                presentations[0] = .displaced
            }
        }
        var columnWidths = roles.map { role in (role == .sidebar ? widths.sidebar : widths.content ?? widths.sidebar).clampedIdeal }
        fitTiled(&columnWidths, presentations: &presentations, roles: roles, widths: widths, windowWidth: width)
        var columns: [ResolvedColumn] = []
        var used = 0.0
        for (index, role) in roles.enumerated() {
            let presentation = presentations[index]
            let columnWidth = presentation == .hidden ? 0 : columnWidths[index]
            if presentation == .tiled { used += columnWidth }
            columns.append(ResolvedColumn(role: role, width: columnWidth, presentation: presentation))
        }
        columns.append(ResolvedColumn(role: .detail, width: width - used, presentation: .tiled))
        return SplitViewLayout(collapsed: false, visibility: concrete, columns: columns, topColumn: nil)
    }

    /// Shrinks tiled columns toward their minimums, then stops tiling the
    /// leading-most, until the detail gets its minimum or nothing is tiled.
    private static func fitTiled(
        _ columnWidths: inout [Double], presentations: inout [ColumnPresentation],
        roles: [SplitColumn], widths: SplitViewColumns, windowWidth: Double
    ) {
        func bounds(_ index: Int) -> ColumnWidth {
            roles[index] == .sidebar ? widths.sidebar : widths.content ?? widths.sidebar
        }
        while true {
            let tiled = presentations.indices.filter { presentations[$0] == .tiled }
            guard let first = tiled.first else { return }
            let used = tiled.reduce(0) { $0 + columnWidths[$1] }
            let shortfall = widths.detailMinimum - (windowWidth - used)
            if shortfall <= 0.001 { return }
            let slack = tiled.reduce(0) { $0 + Swift.max(0, columnWidths[$1] - bounds($1).min) }
            if slack >= shortfall {
                for index in tiled {
                    let own = Swift.max(0, columnWidths[index] - bounds(index).min)
                    columnWidths[index] -= shortfall * own / slack
                }
                return
            }
            // Even at their minimums the tiled columns leave the detail too
            // little: float the leading-most one, and try the rest afresh.
            presentations[first] = .overlay
            for index in tiled { columnWidths[index] = bounds(index).clampedIdeal }
        }
    }
}

/// The declared widths of a split view's columns.
public struct SplitViewColumns: Hashable, Sendable {
    /// The sidebar's width preference.
    public var sidebar: ColumnWidth
    /// The content column's, for three columns; `nil` for two.
    public var content: ColumnWidth?
    /// The narrowest the detail may be.
    public var detailMinimum: Double

    /// Creates the declared widths.
    public init(sidebar: ColumnWidth, content: ColumnWidth? = nil, detailMinimum: Double) {
        self.sidebar = sidebar
        self.content = content
        self.detailMinimum = detailMinimum
    }
}
