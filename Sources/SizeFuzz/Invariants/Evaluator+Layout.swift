import LayoutModel

/// A layout invariant's finding: which invariant, and what it saw.
typealias Finding = (invariant: InvariantName, message: String)

/// The invariants that look at one layout alone.
extension InvariantSet {
    /// The invariants checked on every new layout. Computed, from the
    /// names' bits, which fold to one constant: a stored set was reached
    /// through a `swift_once` on every layout checked.
    static var layoutChecks: InvariantSet {
        InvariantSet(bits: InvariantName.noFixedWidthOverflow.bit | InvariantName.contentFits.bit
            | InvariantName.gridFits.bit | InvariantName.tabBarFits.bit | InvariantName.columnWidthsWithinBounds.bit
            | InvariantName.toolbarActionsReachable.bit | InvariantName.sizeWithinRestrictions.bit
            | InvariantName.sizeClassLayoutConsistent.bit | InvariantName.windowControlsClear.bit)
    }
}

extension Evaluator {
    /// Checks the layout invariants on scene `index`'s layout (skipping a
    /// disconnected scene).
    mutating func checkLayout(scene index: Int) {
        guard state.scenes[index].phase != .disconnected else { return }
        let pending = InvariantSet(bits: invariants.bits & ~failed.bits & InvariantSet.layoutChecks.bits)
        guard pending.bits != 0 else { return }
        // Read the layout where it is kept (an array subscript would copy it),
        // its findings gathered in ``findings``, left empty again.
        layouts.withUnsafeBufferPointer { layouts in
            Self.layoutViolations(layouts.baseAddress! + index, model: model, pending: pending, into: &findings)
        }
        guard !findings.isEmpty else { return }
        let found = findings
        findings.removeAll()
        for finding in found { record(finding.invariant, scene: index, finding.message) }
    }

    /// What is wrong with `layout`, for each of the `pending` invariants.
    ///
    /// Static, and given a pointer to the layout, so that the layout is read
    /// where it is kept rather than copied on every step (a call with the
    /// layout as an argument, even `borrowing`, copied it).
    static func layoutViolations(_ layout: UnsafePointer<Layout>, model: AppModel, pending: InvariantSet,
                                 into found: inout [Finding]) {
        // The window read where the layout keeps it, for a violation alone
        // (a copy of it was made for every layout checked).
        var at: String { place(layout.pointee.window) }
        // Read only when the content found something (most layouts: nothing).
        let content = !layout.pointee.content.isEmpty
        if content, pending.contains(.noFixedWidthOverflow),
           let overflow = layout.pointee.content.overflows.first(where: \.involvesFixedWidth) {
            found.append((.noFixedWidthOverflow,
                          "\(overflow.path) needs \(Points.format(overflow.required)) pt but gets \(Points.format(overflow.offered)) pt in the \(at) window"))
        }
        if content, pending.contains(.contentFits), let overflow = layout.pointee.content.overflows.first(where: { !$0.isGrid }) {
            found.append((.contentFits, contentMessage(overflow, screen: layout.pointee.screen ?? "", at: at)
                                        + inspectorNote(layout)))
        }
        if layout.pointee.sideColumn != nil { sideColumnViolations(layout, pending: pending, into: &found) }
        if content, pending.contains(.gridFits), let grid = layout.pointee.content.grids.first(where: { !$0.layout.fits }) {
            found.append((.gridFits,
                          "\(grid.path) is \(Points.format(grid.layout.totalWidth)) pt wide but gets \(Points.format(grid.layout.offeredWidth)) pt in the \(at) window"))
        }
        // Asked by a switch on the optional where it is kept: `!= nil` copied
        // the whole presentation layout on every step.
        switch layout.pointee.presentation {
        case .none: break
        case .some: presentationViolations(layout, pending: pending, into: &found)
        }
        if pending.contains(.tabBarFits), layout.pointee.tabBar?.fits == false, let tabBar = layout.pointee.tabBar {
            found.append((.tabBarFits, tabBarMessage(tabBar, model: model) + " at \(at)"))
        }
        if layout.pointee.split?.collapsed == false { splitViolations(layout, model: model, pending: pending, into: &found) }
        if pending.contains(.toolbarActionsReachable) {
            // Asked by a switch, as the presentation is: `!= nil` consumed
            // the optional toolbar in a call on every layout.
            switch layout.pointee.toolbar {
            case .none: break
            case .some: toolbarViolations(layout, model: model, into: &found)
            }
        }
        // Asked here first: most apps set no restrictions, and the call copied the window.
        if pending.contains(.sizeWithinRestrictions), model.restrictions.isSet {
            restrictionViolations(layout.pointee.window, model: model, into: &found)
        }
        if pending.contains(.sizeClassLayoutConsistent) { sizeClassViolations(layout, model: model, into: &found) }
        // Asked first so that the layout is not copied into the call when
        // nothing of the app can be under the window controls.
        if pending.contains(.windowControlsClear), model.mayCoverWindowControls,
           let covered = model.elementsUnderWindowControls(of: layout.pointee) {
            found.append((.windowControlsClear, windowControlsMessage(covered, layout: layout.pointee, model: model)))
        }
    }

    /// How the layout invariants' messages name `window`:
    /// `split-third 375x834`. The checks call it only for a violation (through
    /// a computed `at`): made for every layout checked, the text cost about
    /// 2,000 instructions.
    static func place(_ window: Window) -> String { "\(window.mode.rawValue) \(window.size)" }

    /// What `content-fits` says: the screen, the view that does not fit, and
    /// what to change: the fixed frame inside it that cannot shrink, and a
    /// narrower layout below the width it needs.
    static func contentMessage(_ overflow: WidthOverflow, screen: String, at: String) -> String {
        let needed = Points.format(overflow.required)
        let narrower = "show a narrower layout below \(needed) pt (ViewThatFits, or a compact branch: compactContent)"
        let advice = overflow.fixedFrame.map {
            "\($0) cannot shrink: give it a flexible frame (frame(minWidth:maxWidth:)), or \(narrower)"
        } ?? narrower
        return "screen '\(screen)': \(overflow.path) needs \(needed) pt but gets \(Points.format(overflow.offered)) pt in the \(at) window; \(advice)"
    }

    private static func tabBarMessage(_ tabBar: TabBarLayout, model: AppModel) -> String {
        if tabBar.placement == .bottom && !tabBar.overflow.isEmpty {
            return "\(tabBar.items.count - 1 + tabBar.overflow.count) tabs in a bottom tab bar of \(model.platform.tabBar.compactItemLimit): \(tabBar.overflow.count) behind More (\(tabBar.overflow.joined(separator: ", ")))"
        } else if tabBar.placement == .bottom {
            return "\(tabBar.items.count) tabs need \(Points.format(tabBar.requiredWidth)) pt at 44 pt each; the window is \(Points.format(tabBar.availableWidth)) pt"
        }
        return "the top tab bar needs \(Points.format(tabBar.requiredWidth)) pt but has \(Points.format(tabBar.availableWidth)) pt; \(tabBar.overflow.joined(separator: ", ")) scroll out of view"
    }

    private static func splitViolations(_ layout: UnsafePointer<Layout>, model: AppModel, pending: InvariantSet,
                                        into found: inout [Finding]) {
        // The plan's fields read where the model keeps its plans: a copy of
        // the plan (`model.plans[index]`) retained and released each of its
        // references on every step.
        let index = layout.pointee.plan
        // A split view inside a tab: its own widths, in the tab's content area.
        let inTab = model.plans.withUnsafeBufferPointer { $0[index].kind == .tabView }
        // Whether a detail minimum the area cannot give is the app's: always
        // at the root, where the window is never narrower than the platform's
        // minimum; inside a tab only when the app sets `detailMinWidth`. A
        // tab view's sidebar can leave a nested split view less than the
        // platform's 320 pt, and what iPadOS does then is not documented, so
        // it is not reported (a false alarm is worse than a miss). The nested
        // split view's plan is asked only for that finding, through
        // `nestedPlan`: asked on every check of a split view in a tab, it
        // copied the plan's whole split view spec.
        var nestedPlan: ContainerPlan? = nil
        var appSetsDetailMinimum: Bool { nestedPlan.map { $0.splitView?.detailMinWidth != nil } ?? true }
        let columns: SplitViewColumns?
        if inTab {
            guard let selected = layout.pointee.selectedTab,
                  let nested = model.plans[index].nestedSplit(for: selected) else { return }
            columns = nested.plan.splitColumns
            nestedPlan = nested.plan
        } else {
            columns = model.plans.withUnsafeBufferPointer { $0[index].splitColumns }
        }
        guard let widths = columns, let split = layout.pointee.split else { return }
        guard pending.contains(.columnWidthsWithinBounds) else { return }
        let windowWidth = layout.pointee.containerWidth - layout.pointee.splitOrigin
        // Named for a violation alone: the side column was read, a copy of
        // the layout's box, on every check.
        var area: String { inTab ? "tab content area" : layout.pointee.sideColumn == nil ? "window" : "container" }
        // The nested function captures this size, not the layout (capturing a
        // layout would copy it).
        let windowSize = layout.pointee.window.size
        var tiledWidth = 0.0
        var anyTiled = false
        /// Whether a tiled leading column is outside its bounds (recorded).
        func outOfBounds(_ column: ResolvedColumn?) -> Bool {
            guard let column, column.presentation == .tiled else { return false }
            anyTiled = true
            tiledWidth += column.width
            let bounds = column.role == .sidebar ? widths.sidebar : widths.content ?? widths.sidebar
            guard !bounds.contains(column.width) else { return false }
            found.append((.columnWidthsWithinBounds,
                          "the tiled \(column.role.rawValue) column is \(Points.format(column.width)) pt, outside \(Points.format(bounds.min))...\(Points.format(bounds.max)), at \(windowSize)"))
            return true
        }
        if outOfBounds(split.sidebar) || outOfBounds(split.content) { return }
        let detail = split.detail.width
        if detail < widths.detailMinimum - 0.001 && (anyTiled || detail < windowWidth) {
            found.append((.columnWidthsWithinBounds,
                          "the detail column is \(Points.format(detail)) pt, below its minimum \(Points.format(widths.detailMinimum)), at \(layout.pointee.window.size)"))
        } else if detail < widths.detailMinimum - 0.001 {
            guard appSetsDetailMinimum else { return }
            found.append((.columnWidthsWithinBounds,
                          "the detail column needs \(Points.format(widths.detailMinimum)) pt but the regular-width \(area) is \(Points.format(windowWidth)) pt"))
        } else if tiledWidth + detail > windowWidth + 0.001 {
            found.append((.columnWidthsWithinBounds,
                          "the tiled columns and the detail take \(Points.format(tiledWidth + detail)) pt of a \(Points.format(windowWidth)) pt \(area)"))
        }
    }

    private static func toolbarViolations(_ layout: UnsafePointer<Layout>, model: AppModel,
                                          into found: inout [Finding]) {
        // The clipped list read alone: the toolbar bound whole was copied, its
        // seven lists retained and released, when nothing else of it is read.
        if let clipped = layout.pointee.toolbar?.clipped.first {
            let window = layout.pointee.window
            found.append((.toolbarActionsReachable,
                          "'\(clipped)' is clipped off the bar in \(Points.format(layout.pointee.contentWidth)) pt at \(window.mode.rawValue) \(window.size)"))
            return
        }
        guard let screen = layout.pointee.screen, let spec = model.toolbar(of: screen) else { return }
        // Nothing clipped, the items out of reach are those the size class's
        // list leaves out, asked of the spec: the toolbar's six lists were
        // searched for each item, about 1,300 instructions a check (measured with callgrind).
        // A column the split view on screen has, shown or not: a hidden one is
        // a tap away, behind the sidebar toggle NavigationSplitView puts in
        // the toolbar (Apple, `ToolbarDefaultItemKind.sidebarToggle`: "The
        // sidebar toggle toolbar item a navigation split view provides").
        let offers: (SplitColumn) -> Bool = { column in
            guard let split = layout.pointee.split, !split.collapsed else { return false }
            return split[column] != nil
        }
        let horizontal = layout.pointee.sizeClasses.horizontal
        if let item = spec.firstItemLeftOut(in: horizontal, offers: offers) {
            found.append((.toolbarActionsReachable, "'\(item.id)' on '\(screen)' has no place in \(horizontal.rawValue) width"))
            return
        }
        // The title menu opens from the navigation title, which a floating
        // top tab bar takes the place of (ToolbarParameters.titleBesideTopTabBar).
        if spec.titleMenu != nil {
            let topTabBar = layout.pointee.tabBar?.placement == .top
            let titleShown = !topTabBar || model.platform.toolbar.titleBesideTopTabBar
            if let action = spec.firstTitleMenuActionLeftOut(in: horizontal, titleShown: titleShown) {
                found.append((.toolbarActionsReachable,
                              "'\(action)' on '\(screen)' is only in the title menu, and the top tab bar takes the title's place in \(horizontal.rawValue) width: offer it as a toolbar item too (placement: .secondaryAction)"))
            }
        }
    }

    private static func restrictionViolations(_ window: Window, model: AppModel, into found: inout [Finding]) {
        let restrictions = model.restrictions
        guard window.isResizable, restrictions.isSet else { return }
        let pixel = 1 / Double(window.scale)
        let lower = Size(width: restrictions.minimum.width - pixel, height: restrictions.minimum.height - pixel)
        let upper = Size(width: restrictions.maximum.width + pixel, height: restrictions.maximum.height + pixel)
        // The restrictions size the window on screen; a scene that keeps its
        // size (UIRequiresFullScreen) is scaled into it.
        guard !window.frameSize.isWithin(lower, upper) else { return }
        let screen = model.platform.windows.screenSize(of: window)
        let lints = model.platform.windows.lints(for: restrictions, screen: screen)
        found.append((.sizeWithinRestrictions,
                      "the window is \(window.frameSize) but the scene asks for \(restrictions.minimum)...\(restrictions.maximum)"
                      + (lints.isEmpty ? "" : ": " + lints.map(\.description).joined(separator: "; "))))
    }

    /// size-class-layout-consistent: the layout was made for the window's
    /// size classes, with a split view collapsed and a tab bar at the bottom
    /// exactly in compact width (or on iPhone).
    ///
    /// Inlined into ``layoutViolations(_:model:pending:into:)``, which asks
    /// it of every layout: as a call it saved and restored its registers on
    /// every layout checked. The message is made by
    /// ``sizeClassFinding(_:_:expected:)``, for a violation alone.
    @inline(__always) private static func sizeClassViolations(_ layout: UnsafePointer<Layout>, model: AppModel,
                                                              into found: inout [Finding]) {
        let expected = model.platform.windows.sizeClasses(of: layout.pointee.window)
        let compact = expected.horizontal == .compact
        let phone = layout.pointee.window.idiom == .phone
        // Compared by field: `!=` on the struct called its derived `==`.
        let problem: SizeClassProblem
        if layout.pointee.sizeClasses.horizontal != expected.horizontal
            || layout.pointee.sizeClasses.vertical != expected.vertical {
            problem = .sizeClasses
        } else if let collapsed = layout.pointee.split?.collapsed, collapsed != compact {
            problem = .collapsed
        } else if let placement = layout.pointee.tabBar?.placement, (placement == .bottom) != (compact || phone) {
            problem = .tabBar
        } else {
            return
        }
        found.append(sizeClassFinding(problem, layout, expected: expected))
    }

    /// What size-class-layout-consistent found wrong with a layout.
    private enum SizeClassProblem {
        /// The layout was made for other size classes.
        case sizeClasses
        /// The split view is collapsed outside compact width, or not in it.
        case collapsed
        /// The tab bar is at the bottom outside compact width, or not in it.
        case tabBar
    }

    /// size-class-layout-consistent's finding of `problem` in `layout`, whose
    /// window has the size classes `expected`.
    private static func sizeClassFinding(_ problem: SizeClassProblem, _ layout: UnsafePointer<Layout>,
                                         expected: SizeClasses) -> Finding {
        let phone = layout.pointee.window.idiom == .phone
        let text: String = switch problem {
        case .sizeClasses: "the layout was made for \(layout.pointee.sizeClasses.horizontal.rawValue) width"
        case .collapsed: expected.horizontal == .compact ? "the split view is not collapsed" : "the split view is collapsed"
        case .tabBar: "the tab bar is at the \(layout.pointee.tabBar?.placement.rawValue ?? "")"
        }
        return (.sizeClassLayoutConsistent,
                "\(text) in a \(expected.horizontal.rawValue)-width \(phone ? "iPhone " : "")window \(layout.pointee.window.size)")
    }
}
