/// A `NavigationSplitView` resolved at a window: collapsed into one stack, or
/// its columns' widths and presentations.
public struct SplitViewLayout: Hashable, Sendable {
    /// Whether the columns are collapsed into one stack (compact width).
    public var collapsed: Bool
    /// The visibility applied: the concrete value `.automatic` stood for, or
    /// `.automatic` while collapsed, where visibility is ignored.
    public var visibility: ColumnVisibility
    /// The sidebar column.
    public var sidebar: ResolvedColumn
    /// The content column, in three-column split views.
    public var content: ResolvedColumn?
    /// The detail column.
    public var detail: ResolvedColumn
    /// The column on top of the collapsed stack; `nil` when expanded.
    public var topColumn: SplitColumn?

    /// Every column the split view declares, leading first: sidebar, content
    /// (three columns only), detail.
    public var columns: [ResolvedColumn] {
        content.map { [sidebar, $0, detail] } ?? [sidebar, detail]
    }

    /// Whether the screen a split view's `column` holds (the detail, or the
    /// content column of a row that shows its screen there,
    /// ``SplitViewContentColumn``) is on screen, and the width it gets:
    /// collapsed, it shows when its column is on top, in the whole `area`
    /// the split view spans; expanded, a content column's screen shows unless
    /// that column is hidden, in that column's width, and the detail's in the
    /// detail's.
    ///
    /// The one rule of ``AppModel/layout(of:)`` and of the reducer's
    /// shortcut to the screen on top (`AppModel.shownScreen(of:)`).
    @inline(__always) func screen(in column: SplitColumn, area: Double) -> (shown: Bool, width: Double) {
        if collapsed { return (topColumn == column, area) }
        if column == .content, let content { return (content.presentation != .hidden, content.width) }
        return (true, detail.width)
    }

    /// The resolved column with `role`, if the split view has one.
    public subscript(role: SplitColumn) -> ResolvedColumn? {
        switch role {
        case .sidebar: sidebar
        case .content: content
        case .detail: detail
        }
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
    ///   - compactTop: the column on top when collapsed (read in compact
    ///     width alone).
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
        if horizontal == .compact {
            let top = (!three && compactTop == .content) ? .detail : compactTop
            func column(_ role: SplitColumn) -> ResolvedColumn {
                ResolvedColumn(role: role, width: role == top ? width : 0, presentation: role == top ? .tiled : .hidden)
            }
            return SplitViewLayout(collapsed: true, visibility: .automatic, sidebar: column(.sidebar),
                                   content: three ? column(.content) : nil, detail: column(.detail), topColumn: top)
        }
        var concrete = visibility == .automatic
            ? parameters.automaticVisibility(threeColumns: three, landscape: landscape) : visibility
        if !three && concrete == .doubleColumn { concrete = .all }
        // Leading columns: the sidebar, then the content column if any.
        var leading = Leadings(Leading(role: .sidebar, bounds: widths.sidebar),
                               widths.content.map { Leading(role: .content, bounds: $0) })
        for index in leading.indices {
            let shown = switch concrete {
            case .all, .automatic: true
            case .doubleColumn: leading[index].role == .content
            case .detailOnly: false
            }
            leading[index].presentation = shown ? .tiled : .hidden
        }
        switch style {
        case .balanced: break
        case .prominentDetail:
            for index in leading.indices where leading[index].presentation != .hidden { leading[index].presentation = .overlay }
        case .automatic:
            if !landscape {
                for index in leading.indices where leading[index].presentation != .hidden { leading[index].presentation = .overlay }
            } else if three && leading.indices.allSatisfy({ leading[$0].presentation != .hidden })
                        && width < parameters.threeColumnTileWidth {
                leading[0].presentation = .displaced
            }
        }
        fitTiled(&leading, detailMinimum: widths.detailMinimum, windowWidth: width)
        var used = 0.0
        func resolved(_ column: Leading) -> ResolvedColumn {
            let columnWidth = column.presentation == .hidden ? 0 : column.width
            if column.presentation == .tiled { used += columnWidth }
            return ResolvedColumn(role: column.role, width: columnWidth, presentation: column.presentation)
        }
        let sidebar = resolved(leading[0])
        let content = three ? resolved(leading[1]) : nil
        return SplitViewLayout(
            collapsed: false, visibility: concrete, sidebar: sidebar, content: content,
            detail: ResolvedColumn(role: .detail, width: width - used, presentation: .tiled), topColumn: nil)
    }

    /// A leading column while it is being fitted.
    struct Leading {
        var role: SplitColumn
        var bounds: ColumnWidth
        var presentation: ColumnPresentation = .tiled
        var width: Double

        init(role: SplitColumn, bounds: ColumnWidth) {
            self.role = role
            self.bounds = bounds
            width = bounds.clampedIdeal
        }
    }

    /// The leading columns while they are fitted: the sidebar and, in three
    /// columns, the content column, kept inline (an array of them was
    /// allocated and freed on every layout of a split view).
    struct Leadings {
        /// The sidebar.
        var sidebar: Leading
        /// The content column (the sidebar again, unused, in two columns).
        var content: Leading
        /// 1 or 2.
        let count: Int

        /// The sidebar, and the content column if any.
        init(_ sidebar: Leading, _ content: Leading?) {
            self.sidebar = sidebar
            self.content = content ?? sidebar
            count = content == nil ? 1 : 2
        }

        /// The columns' indices: 0 the sidebar, 1 the content column.
        var indices: Range<Int> { 0..<count }

        /// The column at `index` (0 or 1).
        subscript(index: Int) -> Leading {
            get { index == 0 ? sidebar : content }
            set { if index == 0 { sidebar = newValue } else { content = newValue } }
        }

        /// The index of the first tiled column, if any.
        var firstTiled: Int? {
            if sidebar.presentation == .tiled { return 0 }
            return count == 2 && content.presentation == .tiled ? 1 : nil
        }
    }

    /// Shrinks tiled columns toward their minimums, then stops tiling the
    /// leading-most, until the detail gets its minimum or nothing is tiled.
    private static func fitTiled(_ leading: inout Leadings, detailMinimum: Double, windowWidth: Double) {
        while let first = leading.firstTiled {
            var used = 0.0, slack = 0.0
            for index in leading.indices where leading[index].presentation == .tiled {
                let column = leading[index]
                used += column.width
                slack += Swift.max(0, column.width - column.bounds.min)
            }
            let shortfall = detailMinimum - (windowWidth - used)
            if shortfall <= 0.001 { return }
            if slack >= shortfall {
                for index in leading.indices where leading[index].presentation == .tiled {
                    let own = Swift.max(0, leading[index].width - leading[index].bounds.min)
                    leading[index].width -= shortfall * own / slack
                }
                return
            }
            // Even at their minimums the tiled columns leave the detail too
            // little: float the leading-most one, and try the rest afresh.
            leading[first].presentation = .overlay
            for index in leading.indices { leading[index].width = leading[index].bounds.clampedIdeal }
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
