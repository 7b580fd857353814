import LayoutModel

extension Evaluator {
    /// selection-preserved: after a window or lifecycle change, the tab bar
    /// shows the tab the user chose and the sidebar the row they chose.
    ///
    /// Each name the layout shows is made only when the user chose one to
    /// compare it with and the two differ (a `String` made from its id,
    /// retained and released): a tab view's tab is compared by id
    /// (`AppModel.tabIndex(plan:for:of:)`, `AppModel.isTab(_:plan:id:of:)`),
    /// where the choice's name was compared with every tag and the plan
    /// retained on every check, and so are a split view's rows, ids of the
    /// names the intent and the layout share.
    mutating func checkSelection(scene index: Int) {
        guard shouldCheck(.selectionPreserved) else { return }
        switch layouts[index].navigation {
        case .tabView:
            // The choice and the tab on screen compared as ids (their names,
            // and the plan retained and released, only for a violation or a
            // tab view with split views).
            let chosenID = intents[index].tabID, plan = layouts[index].plan
            guard chosenID >= 0 else { return }
            guard let expectedIndex = model.tabIndex(plan: plan, for: chosenID, of: intents[index].names) else {
                record(.selectionPreserved, scene: index,
                       "the user chose '\(intents[index].tab ?? "")', but no tab in the \(windowDescription(index)) tab bar has its tag or stands for it; it shows '\(layouts[index].selectedTab ?? "nothing")'")
                return
            }
            if !model.isTab(expectedIndex, plan: plan, id: layouts[index].selectedTabID, of: layouts[index].nameList) {
                record(.selectionPreserved, scene: index,
                       "the user chose '\(intents[index].tab ?? "")', but the \(windowDescription(index)) tab bar shows '\(layouts[index].selectedTab ?? "nothing")' instead of '\(model.plans[plan].tabTags[expectedIndex])'")
            } else if model.plans.withUnsafeBufferPointer({ $0[plan].hasNestedSplits }) {
                checkNestedSelection(scene: index, tab: model.plans[plan].tabTags[expectedIndex])
            }
        case .splitView:
            checkRowSelection(scene: index)
        case .stack, .view:
            return
        }
    }

    /// selection-preserved in a split view: the sidebar shows the row the
    /// user chose, and a three-column one the content row. The rows are
    /// compared as ids, as the tab is (the names made for a violation alone);
    /// a function of its own, so that ``checkSelection(scene:)`` stays small
    /// enough to have its `shouldCheck` inlined.
    private mutating func checkRowSelection(scene index: Int) {
        let chosenID = intents[index].selectionID
        if chosenID >= 0,
           !intents[index].names.same(chosenID, as: layouts[index].sidebarSelectionID, of: layouts[index].nameList) {
            record(.selectionPreserved, scene: index,
                   "the user chose '\(intents[index].selection ?? "")', but the \(windowDescription(index)) sidebar selection is '\(layouts[index].sidebarSelection ?? "nil")'")
            return
        }
        let chosenContentID = intents[index].contentID
        guard chosenContentID >= 0 else { return }
        if !intents[index].names.same(chosenContentID, as: layouts[index].contentSelectionID, of: layouts[index].nameList) {
            record(.selectionPreserved, scene: index,
                   "the user chose '\(intents[index].content ?? "")', but the \(windowDescription(index)) content selection is '\(layouts[index].contentSelection ?? "nil")'")
        }
    }

    /// `split-third 375x834 (compact width)`.
    private func windowDescription(_ index: Int) -> String {
        let window = layouts[index].window
        return "\(window.mode.rawValue) \(window.size) (\(layouts[index].sizeClasses.horizontal.rawValue) width)"
    }

    /// path-preserved: while the same screen is chosen, a window or
    /// lifecycle change leaves the path above it alone (`scene` is scene
    /// `index` as it is now, read only from here: see `checkTarget`).
    mutating func checkPath(scene index: Int, now scene: SceneState) {
        guard shouldCheck(.pathPreserved) else { return }
        // The paths (ids) are compared before the bases (names made from
        // ids): most steps leave the path alone.
        guard layouts[index].focus.screenPath != intents[index].screenPath, let base = intents[index].base,
              layouts[index].focus.base == base else {
            // The plan asked where the model keeps it (`model.plans[plan]`
            // retained and released it on every check).
            let plan = layouts[index].plan
            if model.plans.withUnsafeBufferPointer({ $0[plan].hasContentStack }) { checkContentPath(scene: index, now: scene) }
            return
        }
        let window = scene.window
        record(.pathPreserved, scene: index,
               "the path under '\(base)' was \(Self.format(intents[index].path)) and is now \(Self.format(layouts[index].focus.path)) at \(window.mode.rawValue) \(window.size)")
    }

    /// scene-isolation: an event in another scene left this one alone.
    ///
    /// Every part counts, the parts the app holds once for every window
    /// (``StateScopes``: an app-wide router's tab selection) as much as the
    /// parts the scene owns: a window whose tab, sidebar or content selection
    /// moves because the user chose something in another window has lost
    /// its place, whatever its own parts do next. Each window of a
    /// `WindowGroup` is meant to be independent: "each scene has its own
    /// storage" (Apple, `SceneStorage`), and state created once for the app
    /// is one value every window reads. So the first event that changes a
    /// shared part in another window (two events: open a window, select in
    /// one) is the failure, and the message says which part, from what to
    /// what, and that the app holds it once.
    ///
    /// `scene` is scene `index` as the event left it, the caller's copy.
    mutating func checkIsolation(_ event: Event, scene index: Int, before: SceneState, after scene: SceneState) {
        guard shouldCheck(.sceneIsolation) else { return }
        guard scene != before else { return }
        // A part the app holds once says so: that it moved is the failure.
        let shared = model.windowsMirror ? [] : model.appScopedParts
        record(.sceneIsolation, scene: index, Self.isolationMessage(event, scene: index, before: before, after: scene,
                                                                 old: before.navigation, new: scene.navigation, shared: shared))
    }

    /// restoration-roundtrip: a reconnected scene of an app that saves its
    /// state shows what it showed when it was disconnected: the layout of
    /// the restored state equals the layout of the state it had, connected
    /// in the window it has now by the reducer's own rule
    /// (``AppModel/connected(_:in:)``: a scene rebuilt in compact width
    /// collapses).
    ///
    /// The columns (split-view visibility, a tab view's sidebar, the compact
    /// column) are the app's to restore only when it saves them
    /// (`restoration` lists `columns`, which needs a binding to save): an
    /// app that binds none cannot save what the user showed, and the system
    /// rebuilds its containers at their defaults, so they are expected at
    /// their launch values rather than counted as lost.
    ///
    /// `scene` is scene `index` as it is now, read only from here (see
    /// `checkTarget`).
    mutating func checkRestoration(scene index: Int, now scene: SceneState) {
        guard shouldCheck(.restorationRoundtrip), model.behavior.restoration != nil || model.navigator?.restoresState == true,
              var saved = intents[index].savedAtDisconnect else { return }
        if model.navigator == nil, model.behavior.restoration?.contains(.columns) != true {
            let launch = model.launchNavigation()
            saved.columnVisibility = launch.columnVisibility
            saved.tabSidebar = launch.tabSidebar
            saved.compactColumn = launch.compactColumn
            if !saved.nested.isEmpty { saved.nested = Self.nestedColumns(saved.nested, at: launch.nested) }
        }
        // A presentation comes back only for an app that saves it.
        if model.behavior.restoration?.contains(.presentation) != true { saved.presented = nil }
        var before = scene
        before.navigation = model.connected(saved, in: before.window)
        let expected = model.layout(of: before)
        let restored = layouts[index]
        guard expected != restored else { return }
        var lost: [String] = []
        func compare(_ name: String, _ old: String?, _ new: String?) {
            if old != new { lost.append("\(name) \(old ?? "nil") came back as \(new ?? "nil")") }
        }
        compare("tab", expected.selectedTab, restored.selectedTab)
        compare("sidebar", expected.sidebarSelection, restored.sidebarSelection)
        compare("content", expected.contentSelection, restored.contentSelection)
        compare("screen", expected.screen, restored.screen)
        if expected.path != restored.path {
            lost.append("path \(Self.format(expected.path)) came back as \(Self.format(restored.path))")
        }
        if expected.split != restored.split {
            lost.append("columns \(Self.format(expected.split)) came back as \(Self.format(restored.split))")
        }
        if expected.tabBar?.placement != restored.tabBar?.placement {
            compare("tab bar", expected.tabBar?.placement.rawValue, restored.tabBar?.placement.rawValue)
        }
        if lost.isEmpty { lost.append("the layout differs") }
        record(.restorationRoundtrip, scene: index, "after reconnecting: " + lost.joined(separator: "; "))
    }

    /// `sidebar 320 tiled, detail 874`, or `collapsed to the detail`.
    static func format(_ split: SplitViewLayout?) -> String {
        guard let split else { return "none" }
        if split.collapsed { return "collapsed to the \(split.topColumn?.rawValue ?? "sidebar")" }
        return split.columns.filter { $0.presentation != .hidden }
            .map { "\($0.role.rawValue) \(Points.format($0.width)) \($0.presentation.rawValue)" }.joined(separator: ", ")
    }

    /// `[a, b]`, or `[]`.
    static func format(_ path: [String]) -> String { "[" + path.joined(separator: ", ") + "]" }


}
