extension AppModel {
    // What an event generator asks of a scene and its layout before every
    // event, read where the caller keeps them (an evaluator's arrays). A
    // ``Focus`` or ``NavigationState`` passed by value out of memory behind a
    // pointer is copied first, its names and arrays retained and released,
    // which cost more than the questions: each answer here is the same as
    // the public function it names, read field by field, by id.

    /// ``canPush(on:)`` of the focus of the layout at `layout`: its stack
    /// shows (``Focus/stack`` is not `nil`) and its top leads somewhere
    /// (``topLeads(ofFocusOf:)``).
    ///
    /// Inlinable, and always inlined: the event weights ask it before every
    /// draw, and the call (its registers saved and restored) cost about as
    /// much as the question (merely inlinable, it stayed a call).
    @inlinable @inline(__always) package func canPush(onFocusOf layout: UnsafePointer<Layout>) -> Bool {
        layout.pointee.focus.stackID >= 0 && topLeads(ofFocusOf: layout)
    }

    /// Whether the screen on top of the focus of the layout at `layout`
    /// pushes any screen: ``hasDestinations(_:)`` of ``Focus/top``, `false`
    /// for no screen, by id. Inlinable and always inlined, as
    /// ``canPush(onFocusOf:)`` is.
    ///
    /// A top of the model's names is its own screen id
    /// (``screenIndex(_:in:)``), and ``Tables/destinations`` has one entry a
    /// screen, so its count bounds the screen ids; a focus of other names
    /// (a navigator's) asks ``topLeads(byNameOf:)``.
    @inlinable @inline(__always) package func topLeads(ofFocusOf layout: UnsafePointer<Layout>) -> Bool {
        let id = layout.pointee.focus.topID
        guard id >= 0 else { return false }
        guard layout.pointee.focus.names === tables.stateNames else { return topLeads(byNameOf: layout) }
        let screen = Int(truncatingIfNeeded: id)
        return screen < tables.destinations.count && !tables.destinations[screen].isEmpty
    }

    /// ``topLeads(ofFocusOf:)`` of a focus whose names are not the model's:
    /// its top found by name.
    @usableFromInline func topLeads(byNameOf layout: UnsafePointer<Layout>) -> Bool {
        guard let screen = screenIndex(layout.pointee.focus.topID, in: layout.pointee.focus.names) else { return false }
        return !tables.destinations[screen].isEmpty
    }

    /// `body` of `plans[index]`, borrowed where the model keeps it: the
    /// event weights of a split view read the plan two or three times a
    /// draw, and each `plans[index]` retained and released the array and
    /// the plan (about 80 instructions a read, measured with callgrind), and so did the
    /// reducer's at every collapse and navigation. The model holds its
    /// tables and they their plans, so the plan outlives the call. Package,
    /// inlinable and always inlined, so that `body` runs in place in the
    /// generator as in the reducer.
    @inlinable @inline(__always)
    package func withPlan<Result>(at index: Int, _ body: (ContainerPlan) -> Result) -> Result {
        tables.plans.withUnsafeBufferPointer { plans in
            Unmanaged.passUnretained(plans[index])._withUnsafeGuaranteedRef(body)
        }
    }

    /// ``compactTop(_:plan:)`` of the navigation state of the scene at `scene`.
    package func compactTop(ofSceneAt scene: UnsafePointer<SceneState>, plan: ContainerPlan) -> SplitColumn {
        let top = Self.compactTop(scene.pointee.navigation.compactColumn,
                                  hasSidebar: scene.pointee.navigation.sidebarID >= 0,
                                  hasContent: scene.pointee.navigation.contentID >= 0,
                                  threeColumn: plan.isThreeColumn)
        if top == .detail && !plan.twoColumnRows.isEmpty
            && plan.isTwoColumnRow(scene.pointee.navigation.sidebarSelection) { return .content }
        return top
    }

    /// Whether the screen on top of the content column of the scene at
    /// `scene` pushes any screen: `contentTop(scene.navigation, plan: plan)`
    /// then ``hasDestinations(_:)``, `false` for none, by id.
    package func contentTopLeads(ofSceneAt scene: UnsafePointer<SceneState>, plan: ContainerPlan) -> Bool {
        let sidebar = scene.pointee.navigation.sidebarID
        let id = plan.hasContentStack
            ? scene.pointee.navigation.steps(scene.pointee.navigation.names.content).last ?? sidebar : sidebar
        guard let screen = screenIndex(id, in: scene.pointee.navigation.names) else { return false }
        return !tables.destinations[screen].isEmpty
    }

    /// Whether the sidebar selection of the scene at `scene` is a row of
    /// `plans[index]` that wants two columns: ``ContainerPlan/isTwoColumnRow(_:)``
    /// of ``NavigationState/sidebarSelection``, by id where the scene's names
    /// are the model's (ids of one list are equal when their names are, and
    /// a row the list lacks has no id there, so no selection is it). The
    /// selection's name was made to be compared with each row's, about 100
    /// instructions a draw of a split view with two-column rows (measured with callgrind).
    package func isTwoColumnRow(ofSceneAt scene: UnsafePointer<SceneState>, plan index: Int) -> Bool {
        let id = scene.pointee.navigation.sidebarID
        guard id >= 0 else { return false }
        guard scene.pointee.navigation.names === tables.stateNames else {
            return plans[index].isTwoColumnRow(scene.pointee.navigation.sidebarSelection)
        }
        return tables.planNames[index].twoColumnRows.contains(id)
    }

    /// The number of screens on the content stack of the scene at `scene`
    /// (``NavigationState/contentPath``'s count).
    package func contentDepth(ofSceneAt scene: UnsafePointer<SceneState>) -> Int {
        scene.pointee.navigation.steps(scene.pointee.navigation.names.content).count
    }

    /// ``pushTargets(of:focus:)`` of the scene at `scene` with the focus of
    /// the layout at `layout`, as its two lists (``PushTargets``): the
    /// event generator reads its count and one element, where the list was
    /// made for it (an allocation for a split view with a content stack,
    /// the scene and the focus copied to make it).
    ///
    /// The rule is ``pushTargets(of:focus:)``'s, read in place: the content
    /// column's top is `contentTopID` with a content stack (the stack's last
    /// step, else the sidebar selection), and past the two-column-row guard
    /// the collapsed top is the plain ``compactTop(ofSceneAt:plan:)`` (its
    /// correction is for a two-column row).
    package func pushTargetList(ofSceneAt scene: UnsafePointer<SceneState>,
                                layout: UnsafePointer<Layout>) -> PushTargets {
        // A presentation with a stack of its own takes the push.
        if tables.hasPresentedStacks, let top = presentedTop(scene.pointee.navigation) {
            return PushTargets(content: [], detail: destinations(of: top))
        }
        let detail = destinations(of: layout.pointee.focus.topID, in: layout.pointee.focus.names)
        // The plan borrowed where the model keeps it: read out of the array,
        // the array and the plan were retained and released.
        return tables.plans.withUnsafeBufferPointer { plans in
            Unmanaged.passUnretained(plans[layout.pointee.focus.plan])._withUnsafeGuaranteedRef { plan in
                guard plan.hasContentStack,
                      !isTwoColumnRow(ofSceneAt: scene, plan: layout.pointee.focus.plan) else {
                    return PushTargets(content: [], detail: detail)
                }
                let collapsed = horizontalClass(of: scene.pointee.window) == .compact
                let top = compactTop(ofSceneAt: scene, plan: plan)
                let contentTop = scene.pointee.navigation.steps(scene.pointee.navigation.names.content).last
                    ?? scene.pointee.navigation.sidebarID
                let content = !collapsed || top == .content
                    ? destinations(of: contentTop, in: scene.pointee.navigation.names) : []
                let shown = layout.pointee.focus.stackID < 0 || (collapsed && top != .detail) ? [] : detail
                return PushTargets(content: content, detail: shown)
            }
        }
    }

    /// The name of each screen of the model, by its id (the index of the
    /// model's per-screen tables, which `topScreenID(ofFocusOf:)` returns).
    package var screenNames: [String] { tables.screens.map(\.id) }

    /// The id of the screen on top of the focus of the layout at `layout`
    /// (``Focus/top``) among `screenNames`; `nil` when the top is no screen.
    package func topScreenID(ofFocusOf layout: UnsafePointer<Layout>) -> Int? {
        screenIndex(layout.pointee.focus.topID, in: layout.pointee.focus.names)
    }

    /// Whether the scene at `scene` has a sidebar selection
    /// (``NavigationState/sidebarSelection`` is not `nil`). Inlinable: the
    /// event weights of a split view ask it before every draw, and the call
    /// cost more than the question.
    @inlinable package func hasSidebarSelection(ofSceneAt scene: UnsafePointer<SceneState>) -> Bool {
        scene.pointee.navigation.sidebarID >= 0
    }

    /// Whether the scene at `scene` shows a presentation
    /// (``NavigationState/presented`` is not `nil`). Inlinable, as
    /// ``hasSidebarSelection(ofSceneAt:)`` is.
    @inlinable package func hasPresented(ofSceneAt scene: UnsafePointer<SceneState>) -> Bool {
        scene.pointee.navigation.presentedID >= 0
    }

    /// Whether the screen on top of the layout at `layout` (``Layout/screen``)
    /// declares a presentation: ``presentations(of:)`` of it is not empty.
    package func topDeclaresPresentations(_ layout: UnsafePointer<Layout>) -> Bool {
        guard let screen = screenIndex(layout.pointee.topID, in: layout.pointee.focus.names) else { return false }
        return tables.screens[screen].presentations?.isEmpty == false
    }

    /// ``presentations(of:)`` of the screen on top of the layout at `layout`
    /// (``Layout/screen``), read in place by id as
    /// ``topDeclaresPresentations(_:)`` reads it: the screen was looked up
    /// by name and copied whole, with every array it holds retained and
    /// released, to read one of them (about 700 instructions a `present`
    /// drawn, measured with callgrind).
    package func topPresentations(_ layout: UnsafePointer<Layout>) -> [Presentation] {
        guard let screen = screenIndex(layout.pointee.topID, in: layout.pointee.focus.names) else { return [] }
        return tables.screens[screen].presentations ?? []
    }

    /// Whether the layout at `layout` shows a presentation, and whether it
    /// is modal (``PresentationLayout/isModal``).
    package func presentation(in layout: UnsafePointer<Layout>) -> (shown: Bool, modal: Bool) {
        guard let style = layout.pointee.presentation?.style else { return (false, false) }
        return (true, style != .inspectorColumn)
    }

    /// The plan of the split view inside the tab the layout at `layout`
    /// shows in `plans[plan]`: `plans[plan].nestedSplit(for: layout.selectedTab)?.plan`,
    /// the tab found by its id where the layout uses the model's names (the
    /// tab's name was made from its id and compared with every tag, about
    /// 120 instructions a draw of an event in a tab view with a split view
    /// inside, measured with callgrind).
    package func nestedSplitPlan(ofLayoutAt layout: UnsafePointer<Layout>, plan index: Int) -> ContainerPlan? {
        let plan = plans[index]
        guard plan.hasNestedSplits,
              let tab = tabIndex(plan: index, for: layout.pointee.tabID, in: layout.pointee.focus.names)
                ?? (plan.tabs.isEmpty ? nil : 0) else { return nil }
        return plan.tabSplits[tab]
    }

    /// Whether the split view inside the tab the layout at `layout` shows in
    /// `plans[plan]` has three columns: ``nestedSplitPlan(ofLayoutAt:plan:)``'s
    /// ``ContainerPlan/isThreeColumn``, `nil` for no split view there.
    ///
    /// The event weights of such a tab read only that of the plan: the plan
    /// handed out, the array of plans and the plan read out of it were
    /// retained and released (about 130 instructions a draw, measured with callgrind); here
    /// both are borrowed where the model keeps them.
    package func nestedSplitIsThreeColumn(ofLayoutAt layout: UnsafePointer<Layout>, plan index: Int) -> Bool? {
        tables.plans.withUnsafeBufferPointer { plans in
            Unmanaged.passUnretained(plans[index])._withUnsafeGuaranteedRef { plan -> Bool? in
                guard plan.hasNestedSplits,
                      let tab = tabIndex(plan: index, for: layout.pointee.tabID, in: layout.pointee.focus.names)
                        ?? (plan.tabs.isEmpty ? nil : 0) else { return nil }
                return plan.tabSplits.withUnsafeBufferPointer { splits in
                    splits[tab].map { Unmanaged.passUnretained($0)._withUnsafeGuaranteedRef(\.isThreeColumn) }
                }
            }
        }
    }
}
