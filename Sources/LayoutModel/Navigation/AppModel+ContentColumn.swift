/// A three-column split view's content column when it is more than a
/// selection list: a `NavigationStack` that pushes screens
/// (``SplitViewSpec/contentStack``), or, for some sidebar rows, the detail
/// itself (``SplitViewSpec/twoColumnRows``).
///
/// The content column is "the view to show in the middle column" (Apple,
/// `NavigationSplitView.init(sidebar:content:detail:)`), any view, so a
/// `NavigationStack` there pushes inside that column; in a collapsed split
/// view the columns become one stack, sidebar, content, detail, and the
/// content stack's screens lie between the content's root and the detail
/// ("A `NavigationSplitView` collapses into a single stack in some
/// contexts", Apple, `NavigationSplitViewColumn`). The number of columns is
/// the initializer's: "you can't dynamically switch between three and two
/// columns ... The type is determined at compile time" (Alexander Grebenyuk,
/// "Triple Trouble", kean.blog, on `NavigationView`, whose successor takes
/// its columns from its initializer in the same way), and design guides ask
/// apps to "consistently use either a two-column or three-column layout"
/// (SAP Fiori for iOS, "Multi-Column Layout"). So a row that wants two
/// columns shows its screen in the content column, whose view for that
/// selection is the detail, and the detail column shows an empty
/// placeholder: the row's screen is laid out in the content column's width,
/// hidden when the content column is, and a collapsed split view shows it
/// on top of the sidebar with no detail above it.
public enum SplitViewContentColumn {}

extension AppModel {
    /// The screen on top of the content column of a root split view: the
    /// content stack's last pushed screen, else the row selected in the sidebar.
    public func contentTop(_ navigation: NavigationState, plan: ContainerPlan) -> String? {
        navigation.names.name(contentTopID(navigation, plan: plan))
    }

    /// The id of ``contentTop(_:plan:)`` in `navigation`'s names.
    @inline(__always) func contentTopID(_ navigation: NavigationState, plan: ContainerPlan) -> Int32 {
        guard plan.hasContentStack else { return navigation.sidebarID }
        return navigation.steps(navigation.names.content).last ?? navigation.sidebarID
    }

    /// The column on top of a collapsed root split view: ``compactTop(_:threeColumn:)``,
    /// no deeper than the content column for a row whose content column is
    /// its detail.
    public func compactTop(_ navigation: NavigationState, plan: ContainerPlan) -> SplitColumn {
        let top = compactTop(navigation, threeColumn: plan.isThreeColumn)
        if top == .detail && plan.isTwoColumnRow(navigation.sidebarSelection) { return .content }
        return top
    }

    /// The screens the user can push in `scene` now, for the generator and
    /// the encoder of its choices: the destinations of the screen on top of
    /// the visible stack, and, for a split view whose content column is a
    /// stack, first those of the content column's top while it shows (in
    /// regular width, or on top of the collapsed stack).
    public func pushTargets(of scene: SceneState, focus: Focus) -> [String] {
        let detail = destinations(of: focus.topID, in: focus.names)
        let plan = plans[focus.plan]
        guard plan.hasContentStack, !plan.isTwoColumnRow(scene.navigation.sidebarSelection) else { return detail }
        let collapsed = horizontalClass(of: scene.window) == .compact
        let top = compactTop(scene.navigation, plan: plan)
        let content = (!collapsed || top == .content)
            ? destinations(of: contentTopID(scene.navigation, plan: plan), in: scene.navigation.names) : []
        let shown = focus.stackID < 0 || (collapsed && top != .detail) ? [] : detail
        return content + shown.filter { !content.contains($0) }
    }

    /// Pushes `destination` onto the content stack of a root split view when
    /// the content column shows and its top screen leads there; `false` when
    /// the push is not the content column's.
    func pushContent(_ navigation: inout NavigationState, _ destination: String, plan: ContainerPlan,
                     collapsed: Bool) -> Bool {
        guard plan.hasContentStack, !plan.isTwoColumnRow(navigation.sidebarSelection),
              destinations(of: contentTopID(navigation, plan: plan), in: navigation.names).contains(destination)
        else { return false }
        if collapsed && compactTop(navigation, plan: plan) != .content { return false }
        let pushed = navigation.id(of: destination)
        // In one allocation (the path appended to, then spliced in, made three).
        navigation.appendStep(pushed, to: navigation.names.content)
        return true
    }

    /// Pops the content stack of a root split view when Back is its: on top
    /// of a collapsed split view, or in regular width when the detail has
    /// nothing to pop. `false` when there is nothing of the content's to pop.
    func popContent(_ navigation: inout NavigationState, plan: ContainerPlan, collapsed: Bool,
                    detailPushed: Bool) -> Bool {
        guard plan.hasContentStack, !plan.isTwoColumnRow(navigation.sidebarSelection) else { return false }
        guard !navigation.steps(navigation.names.content).isEmpty else { return false }
        if collapsed ? compactTop(navigation, plan: plan) != .content : detailPushed { return false }
        navigation.removeLastStep(of: navigation.names.content)
        return true
    }

    /// What the app's `.onChange(of: horizontalSizeClass)` sets on the
    /// columns of a root split view when the window changes to `to`
    /// (``AppBehavior/columnsOnSizeClassChange``), after SwiftUI's own rules.
    func reactToSizeClass(_ navigation: inout NavigationState, to: SizeClass) {
        guard let reactions = behavior.columnsOnSizeClassChange else { return }
        for reaction in reactions where reaction.to == nil || reaction.to == to {
            if let visibility = reaction.visibility { navigation.columnVisibility = visibility }
            if let column = reaction.preferredCompactColumn { navigation.compactColumn = column }
        }
    }
}
