import LayoutModel

extension Evaluator {
    /// Checks the layout invariants on the scenes whose layout changed.
    mutating func checkLayouts(scenes: [Int]) {
        for index in scenes where state.scenes[index].phase != .disconnected {
            checkLayout(scene: index)
        }
    }

    private mutating func checkLayout(scene index: Int) {
        let layout = layouts[index]
        let window = layout.window
        if shouldCheck(.noFixedWidthOverflow),
           let overflow = layout.content.overflows.first(where: \.involvesFixedWidth) {
            record(.noFixedWidthOverflow, scene: index,
                   "\(overflow.path) needs \(Points.format(overflow.required)) pt but gets \(Points.format(overflow.offered)) pt in the \(window.mode.rawValue) \(window.size) window")
        }
        if shouldCheck(.gridFits), let grid = layout.content.grids.first(where: { !$0.layout.fits }) {
            record(.gridFits, scene: index,
                   "\(grid.path) is \(Points.format(grid.layout.totalWidth)) pt wide but gets \(Points.format(grid.layout.offeredWidth)) pt in the \(window.mode.rawValue) \(window.size) window")
        }
        if let tabBar = layout.tabBar { checkTabBar(tabBar, layout: layout, scene: index) }
        if let split = layout.split { checkSplit(split, layout: layout, scene: index) }
        if shouldCheck(.toolbarActionsReachable), let toolbar = layout.toolbar {
            checkToolbar(toolbar, layout: layout, scene: index)
        }
        if shouldCheck(.sizeWithinRestrictions) { checkRestrictions(window, scene: index) }
        if shouldCheck(.sizeClassLayoutConsistent) { checkSizeClass(layout, scene: index) }
    }

    private mutating func checkTabBar(_ tabBar: TabBarLayout, layout: Layout, scene index: Int) {
        if shouldCheck(.tabBarFits) && !tabBar.fits {
            let message = if tabBar.placement == .bottom && !tabBar.overflow.isEmpty {
                "\(tabBar.items.count - 1 + tabBar.overflow.count) tabs in a bottom tab bar of \(model.platform.tabBar.compactItemLimit): \(tabBar.overflow.count) behind More (\(tabBar.overflow.joined(separator: ", ")))"
            } else if tabBar.placement == .bottom {
                "\(tabBar.items.count) tabs need \(Points.format(tabBar.requiredWidth)) pt at 44 pt each; the window is \(Points.format(tabBar.availableWidth)) pt"
            } else {
                "the top tab bar needs \(Points.format(tabBar.requiredWidth)) pt but has \(Points.format(tabBar.availableWidth)) pt; \(tabBar.overflow.joined(separator: ", ")) scroll out of view"
            }
            record(.tabBarFits, scene: index, message + " at \(layout.window.mode.rawValue) \(layout.window.size)")
        }
        if shouldCheck(.tabsReachable), case let .tabView(spec) = model.container(for: layout.window) {
            var reachable = tabBar.reachableTags
            for tab in spec.allTabs { reachable += tab.reachableTags }
            // Every tab of the full-size tab view must stay reachable: in
            // compact width through a bar item, More, or a tab that stands
            // for it or leads to it.
            let full: Container = switch model.app.root {
            case let .any(container): container
            case let .sizeClass(regular, _): regular
            case let .idiom(pad, _): pad
            }
            guard case let .tabView(fullSpec) = full else { return }
            let all = fullSpec.allTabs.map(\.tag)
            if let missing = all.first(where: { !reachable.contains($0) }) {
                record(.tabsReachable, scene: index,
                       "tab '\(missing)' cannot be reached in the \(tabBar.placement.rawValue) tab bar at \(layout.window.mode.rawValue) \(layout.window.size)")
            }
        }
    }

    private mutating func checkSplit(_ split: SplitViewLayout, layout: Layout, scene index: Int) {
        guard !split.collapsed, case let .splitView(spec) = model.container(for: layout.window) else { return }
        let widths = spec.columns(model.platform.splitView)
        if shouldCheck(.columnSpecConsistent) {
            for (role, width) in [(SplitColumn.sidebar, spec.sidebarWidth), (.content, spec.contentWidth)] {
                guard let width, !width.isConsistent, spec.isThreeColumn || role == .sidebar else { continue }
                record(.columnSpecConsistent, scene: index,
                       "the \(role.rawValue) column asks for min \(Points.format(width.min)), ideal \(Points.format(width.ideal)), max \(Points.format(width.max)); SwiftUI renders \(Points.format(width.clampedIdeal)) pt, not \(Points.format(width.ideal))")
                break
            }
        }
        if shouldCheck(.columnWidthsWithinBounds) {
            var tiledWidth = 0.0
            var anyTiled = false
            for column in split.columns where column.role != .detail && column.presentation == .tiled {
                anyTiled = true
                tiledWidth += column.width
                let bounds = column.role == .sidebar ? widths.sidebar : widths.content ?? widths.sidebar
                if !bounds.contains(column.width) {
                    record(.columnWidthsWithinBounds, scene: index,
                           "the tiled \(column.role.rawValue) column is \(Points.format(column.width)) pt, outside \(Points.format(bounds.min))...\(Points.format(bounds.max)), at \(layout.window.size)")
                    return
                }
            }
            let detail = split[.detail]?.width ?? 0
            if detail < widths.detailMinimum - 0.001 && (anyTiled || detail < layout.window.width) {
                record(.columnWidthsWithinBounds, scene: index,
                       "the detail column is \(Points.format(detail)) pt, below its minimum \(Points.format(widths.detailMinimum)), at \(layout.window.size)")
            } else if detail < widths.detailMinimum - 0.001 {
                record(.columnWidthsWithinBounds, scene: index,
                       "the detail column needs \(Points.format(widths.detailMinimum)) pt but the regular-width window is \(Points.format(layout.window.width)) pt")
            } else if tiledWidth + detail > layout.window.width + 0.001 {
                record(.columnWidthsWithinBounds, scene: index,
                       "the tiled columns and the detail take \(Points.format(tiledWidth + detail)) pt of a \(Points.format(layout.window.width)) pt window")
            }
        }
    }

    private mutating func checkToolbar(_ toolbar: ToolbarLayout, layout: Layout, scene index: Int) {
        if let clipped = toolbar.clipped.first {
            record(.toolbarActionsReachable, scene: index,
                   "'\(clipped)' is clipped off the bar in \(Points.format(layout.contentWidth)) pt at \(layout.window.mode.rawValue) \(layout.window.size)")
            return
        }
        guard let screen = layout.screen.flatMap(model.screen), let spec = screen.toolbar else { return }
        let declared = spec.items.map(\.id) + (spec.compact ?? []).map(\.id)
        let reachable = toolbar.reachable
        if let missing = declared.first(where: { !reachable.contains($0) }) {
            record(.toolbarActionsReachable, scene: index,
                   "'\(missing)' on '\(screen.id)' has no place in \(layout.sizeClasses.horizontal.rawValue) width")
        }
    }

    private mutating func checkRestrictions(_ window: Window, scene index: Int) {
        let restrictions = model.restrictions
        guard window.mode.isResizable, restrictions.isSet else { return }
        let pixel = 1 / Double(window.scale)
        let lower = Size(width: restrictions.minimum.width - pixel, height: restrictions.minimum.height - pixel)
        let upper = Size(width: restrictions.maximum.width + pixel, height: restrictions.maximum.height + pixel)
        guard !window.size.isWithin(lower, upper) else { return }
        let screen = model.platform.windows.screenSize(of: window)
        let lints = model.platform.windows.lints(for: restrictions, screen: screen)
        record(.sizeWithinRestrictions, scene: index,
               "the window is \(window.size) but the scene asks for \(restrictions.minimum)...\(restrictions.maximum)"
               + (lints.isEmpty ? "" : ": " + lints.map(\.description).joined(separator: "; ")))
    }

    private mutating func checkSizeClass(_ layout: Layout, scene index: Int) {
        let expected = model.platform.windows.sizeClasses(of: layout.window)
        let compact = expected.horizontal == .compact
        var problem: String?
        if layout.sizeClasses != expected {
            problem = "the layout was made for \(layout.sizeClasses.horizontal.rawValue) width"
        } else if let split = layout.split, split.collapsed != compact {
            problem = compact ? "the split view is not collapsed" : "the split view is collapsed"
        } else if let tabBar = layout.tabBar, (tabBar.placement == .bottom) != compact {
            problem = "the tab bar is at the \(tabBar.placement.rawValue)"
        }
        if let problem {
            record(.sizeClassLayoutConsistent, scene: index,
                   "\(problem) in a \(expected.horizontal.rawValue)-width window \(layout.window.size)")
        }
    }
}
