extension AppModel {
    /// The index in ``plans`` of the container a root shows in a window of
    /// `idiom` in `horizontal` width.
    ///
    /// A root over the window's shape needs the window's size too: ask
    /// ``planIndex(for:)``; here its shape conditions do not hold.
    @inline(__always) public func planIndex(idiom: Idiom, horizontal: SizeClass) -> Int {
        let plans = tables.planByTraits
        return switch (idiom, horizontal) {
        case (.pad, .regular): plans.padRegular
        case (.pad, .compact): plans.padCompact
        case (.phone, .regular): plans.phoneRegular
        case (.phone, .compact): plans.phoneCompact
        }
    }

    /// The index in ``plans`` of the container a root shows in a window of
    /// `idiom` in `horizontal` width whose size is `size`: the tables' for a
    /// root over the idiom and the size class alone, the branches' conditions
    /// evaluated on `size` for one over the window's shape.
    @inline(__always) func planIndex(idiom: Idiom, horizontal: SizeClass, size: Size) -> Int {
        guard tables.choosesByShape else { return planIndex(idiom: idiom, horizontal: horizontal) }
        return Self.planIndex(tables.rootChoice, idiom: idiom, horizontal: horizontal, size: size)
    }

    /// The index of the container a root that chooses by `choice` shows in a
    /// window of `idiom` in `horizontal` width whose size is `size` (worked
    /// out once per model, into its tables, where no condition reads the
    /// window's shape; without a size no shape condition holds).
    static func planIndex(_ choice: RootChoice, idiom: Idiom, horizontal: SizeClass, size: Size? = nil) -> Int {
        switch choice {
        case .any: 0
        case .sizeClass: horizontal == .regular ? 0 : 1
        case .idiom: idiom == .pad ? 0 : 1
        case let .branches(conditions):
            conditions.firstIndex { $0.holds(idiom: idiom, horizontal: horizontal, size: size) } ?? conditions.count
        }
    }

    /// What SwiftUI does to the state declared inside a root's branches when
    /// the root shows another container (``StatePart``): the state of the
    /// container that leaves is discarded, and the container that comes
    /// starts from its own initial values, so both containers' owned parts
    /// are reset. State the root owns (everything no container lists in its
    /// `owns`) is left as it is.
    ///
    /// Independent of ``AppBehavior/pathReset``: `onSizeClassChange` is the
    /// app's own code emptying every path on every size-class change, even
    /// when the container stays; ownership resets only what the switched
    /// containers own, and only when the root switches.
    func switchedContainers(_ navigation: inout NavigationState, from old: Int, to new: Int) {
        guard old != new else { return }
        reset(&navigation, ownedBy: plans[old])
        reset(&navigation, ownedBy: plans[new])
    }

    /// Puts the parts `plan` owns back at their initial values.
    func reset(_ navigation: inout NavigationState, ownedBy plan: ContainerPlan) {
        for part in plan.owns {
            switch part {
            case .tabSelection: navigation.tabSelection = plan.tabTags.first
            case .sidebarSelection: navigation.sidebarSelection = nil
            case .contentSelection: navigation.contentSelection = nil
            case .paths: for stack in plan.stacks { navigation.setPath(stack, []) }
            case .columnVisibility: navigation.columnVisibility = plan.splitView?.visibility ?? .automatic
            case .tabSidebar: navigation.tabSidebar = .automatic
            case .compactColumn: navigation.compactColumn = plan.splitView?.preferredCompactColumn ?? .sidebar
            }
        }
    }
}

extension AppModel {
    /// What happens to navigation state when a resize leaves the size class
    /// as it was but moves the window across a root's shape condition
    /// (`proxy.size.width < proxy.size.height`): the root shows another
    /// container, whose branch is a new view with its own state ("views in
    /// different branches of an if/else are distinct views", Apple, WWDC21
    /// "Demystify SwiftUI", "Structural identity"), so what the two
    /// containers own is reset (``switchedContainers(_:from:to:)``); a split
    /// view that comes in compact width is built collapsed, as at a
    /// connection (``collapse(_:plan:)``).
    func shapeChanged(_ scene: inout SceneState, horizontal: SizeClass, previousSize: Size) {
        let idiom = scene.window.idiom
        let old = planIndex(idiom: idiom, horizontal: horizontal, size: previousSize)
        let new = planIndex(idiom: idiom, horizontal: horizontal, size: scene.window.size)
        guard old != new else { return }
        if ownsState { switchedContainers(&scene.navigation, from: old, to: new) }
        if horizontal == .compact {
            withPlan(at: new) { plan in
                collapse(&scene.navigation, plan: plan)
                collapseNested(&scene.navigation, plan: plan)
            }
        }
    }
}
