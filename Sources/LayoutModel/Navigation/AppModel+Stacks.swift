extension AppModel {
    /// What a scene's main area shows: the container, the visible stack and
    /// the screens on it. Computed once per scene and step; ``Layout`` keeps it.
    ///
    /// The stack and screens are ids into the scene's list of names
    /// (``NavigationState``), the path a slice of the state's own ids, so a
    /// focus holds no `String` and copying it retains two references. The
    /// `String` properties are computed through the list; two foci are equal
    /// when they name the same things, and hash by name.
    public struct Focus: Hashable, Sendable {
        /// The index in ``AppModel/plans`` of the container shown.
        public var plan: Int
        /// The id of ``stack``.
        @usableFromInline var stackID: Int32
        /// The id of ``base``.
        @usableFromInline var baseID: Int32
        /// ``path`` as ids, with the names every id of the focus stands for.
        public var screenPath: ScreenPath

        /// A focus of ids of `path`'s names.
        init(plan: Int, stack: Int32, base: Int32, path: ScreenPath) {
            self.plan = plan
            self.stackID = stack
            self.baseID = base
            self.screenPath = path
        }

        /// The names the ids stand for.
        @inlinable var names: StateNames {
            get { screenPath.names }
            set { screenPath.names = newValue }
        }

        /// The key of the visible navigation stack (`detail`, `root`, a tab's
        /// tag), or `nil` when none is visible.
        public var stack: String? {
            @inlinable get { names.name(stackID) }
            set { stackID = StateNames.id(of: newValue, in: &names) }
        }
        /// The screen at the root of the visible stack (or shown alone).
        public var base: String? {
            @inlinable get { names.name(baseID) }
            set { baseID = StateNames.id(of: newValue, in: &names) }
        }
        /// The visible stack's path (made from its ids: ``depth`` counts it
        /// without making it).
        public var path: [String] {
            get { screenPath.screens }
            set { screenPath = ScreenPath(newValue, like: screenPath) }
        }
        /// The number of screens pushed on the visible stack (``path``'s count).
        @inlinable public var depth: Int { screenPath.count }
        /// Whether a screen is pushed on the visible stack.
        @inlinable public var hasPushed: Bool { !screenPath.isEmpty }

        /// The screen on top: the last pushed, else the base.
        public var top: String? { @inlinable get { names.name(topID) } }
        /// The id of ``top``.
        @inlinable var topID: Int32 { screenPath.lastID ?? baseID }

        /// Takes `extended` as the focus's names: a list made from its own by
        /// ``StateNames/adding(_:)``, whose ids keep their names.
        @inline(__always) mutating func adopt(_ extended: StateNames) {
            if extended !== names { names = extended }
        }

        /// Whether two foci show the same container, stack and screens.
        public static func == (lhs: Focus, rhs: Focus) -> Bool {
            guard lhs.plan == rhs.plan else { return false }
            if lhs.names === rhs.names {
                return lhs.stackID == rhs.stackID && lhs.baseID == rhs.baseID && lhs.screenPath == rhs.screenPath
            }
            return lhs.stack == rhs.stack && lhs.base == rhs.base && lhs.path == rhs.path
        }

        /// Hashes the focus's container and names (not its ids).
        public func hash(into hasher: inout Hasher) {
            hasher.combine(plan)
            hasher.combine(stack)
            hasher.combine(base)
            hasher.combine(path)
        }
    }

    /// The focus of `scene`.
    public func focus(of scene: SceneState) -> Focus {
        focus(of: scene, plan: planIndex(for: scene.window))
    }

    /// The focus of `scene`, whose window shows `plans[index]` (as
    /// ``planIndex(for:)`` says: ``layout(of:)`` has the size classes already).
    @inline(__always) func focus(of scene: SceneState, plan index: Int) -> Focus {
        var focus = Focus(plan: index, stack: NavigationState.none, base: NavigationState.none,
                          path: ScreenPath(names: scene.navigation.names))
        self.focus(of: scene, plan: index, into: &focus)
        return focus
    }

    /// Makes `focus` the focus of `scene`, whose window shows `plans[index]`,
    /// in place: its names and its path's ids are written only when they are
    /// not the state's already, so a layout written over the scene's last one
    /// (``layout(of:into:)``) retains and releases neither.
    ///
    /// - Returns: The tab on screen (``displayedTab(_:plan:)``) when
    ///   `plans[index]` is a tab view, which ``layout(of:into:)`` asked again.
    ///
    /// `@inline(__always)` has the two closures that read the tables
    /// compiled into it rather than called (the function itself stays a call
    /// of ``layout(of:)``'s): about 32 instructions fewer a focus.
    @discardableResult @inline(__always)
    func focus(of scene: SceneState, plan index: Int, into focus: inout Focus) -> Int? {
        var shownTab: Int?
        // The plan and its names read where the tables keep them (`plans[index]`
        // and `planNames[index]` retained and released both on every layout).
        tables.plans.withUnsafeBufferPointer { plans in
            tables.planNames.withUnsafeBufferPointer { planNames in
                if focus.names !== scene.navigation.names { focus.names = scene.navigation.names }
                let model = focus.names === tables.stateNames
                var stack = model ? planNames[index].fixedStack
                    : StateNames.id(of: plans[index].fixedStack, in: &focus.names)
                var base = NavigationState.none
                switch plans[index].kind {
                case .splitView:
                    // Asked only of a split view with such rows: the selection's
                    // name was made on every layout of every split view.
                    if !plans[index].twoColumnRows.isEmpty
                        && plans[index].isTwoColumnRow(scene.navigation.sidebarSelection) {
                        // The content column shows the row's screen as the detail.
                        base = scene.navigation.sidebarID
                        stack = plans[index].hasContentStack ? focus.names.content : NavigationState.none
                    } else {
                        base = plans[index].isThreeColumn ? scene.navigation.contentID : scene.navigation.sidebarID
                    }
                case .tabView:
                    shownTab = displayedTab(scene.navigation, plan: index)
                    if let tab = shownTab {
                        stack = model ? planNames[index].tabTags[tab]
                            : StateNames.id(of: plans[index].tabTags[tab], in: &focus.names)
                        base = model ? planNames[index].tabScreens[tab]
                            : StateNames.id(of: plans[index].tabs[tab].screenID, in: &focus.names)
                        if plans[index].hasNestedSplits, let nested = plans[index].tabSplits[tab] {
                            // The split view's detail stack is the tab's (its tag's
                            // id, found above: looking the tag up again hashed it
                            // on every layout).
                            if nested.fixedStack == nil { stack = NavigationState.none }
                            base = StateNames.id(of: nestedBase(scene.navigation, tag: plans[index].tabTags[tab],
                                                                plan: nested, tabView: plans[index]),
                                                 in: &focus.names)
                        }
                    }
                case .stack, .view:
                    base = model ? planNames[index].rootScreen
                        : StateNames.id(of: plans[index].rootScreen, in: &focus.names)
                }
                focus.plan = index
                focus.baseID = base
                guard stack >= 0, base >= 0 else {
                    focus.stackID = NavigationState.none
                    focus.screenPath.clear()
                    return
                }
                focus.stackID = stack
                // The path read with the focus's names (``NavigationState/screenPath(_:)``
                // made it with the state's, replaced at once).
                guard let entry = scene.navigation.pathEntry(stack) else {
                    focus.screenPath.clear()
                    return
                }
                focus.screenPath.read(scene.navigation.pathIDs,
                                      range: (entry + 2)..<(entry + 2 + Int(scene.navigation.pathIDs[entry + 1])))
            }
        }
        return shownTab
    }

    /// The index in `plans[plan].tabs` of the tab `navigation` shows
    /// (``ContainerPlan/displayedTab(for:)``), by id where the state uses the
    /// model's names.
    @inline(__always) func displayedTab(_ navigation: NavigationState, plan index: Int) -> Int? {
        tabIndex(plan: index, for: navigation.tabID, in: navigation.names) ?? (plans[index].tabs.isEmpty ? nil : 0)
    }

    /// The index in `plans[plan].tabs` of the tab shown for the selection
    /// `id` of `names` (``ContainerPlan/tabIndex(for:)``), by id where `names`
    /// are the model's: the tags' ids were looked up once (``PlanNames``),
    /// and a name is made and compared with the tags only for other names.
    /// Inlinable for selection-preserved's check (``tabIndex(plan:for:of:)``).
    @inlinable @inline(__always) func tabIndex(plan index: Int, for id: Int32, in names: StateNames) -> Int? {
        if names === tables.stateNames, id >= 0, let tab = tables.planNames[index].tabTags.firstIndex(of: id) {
            return tab
        }
        return plans[index].tabIndex(for: names.name(id))
    }

    /// ``tabIndex(plan:for:in:)`` of a selection kept as an id of `names`:
    /// selection-preserved finds the tab the user chose so on every check
    /// of a tab view, where it compared the choice's name with every tag.
    /// Inlinable, as ``isTab(_:plan:id:of:)`` is, so that the
    /// caller reads the list where it keeps it: a call retained and released
    /// it on every check.
    @inlinable @inline(__always) package func tabIndex(plan index: Int, for id: Int32, of names: NameList) -> Int? {
        tabIndex(plan: index, for: id, in: names.names)
    }

    /// Whether tab `tab` of `plans[plan]` is the tab named by id `id` of
    /// `names` (its tag is that name), for selection-preserved's check of
    /// the tab on screen: by id where `names` are the model's and the ids
    /// agree (every check that passes), else by name.
    @inlinable package func isTab(_ tab: Int, plan index: Int, id: Int32, of names: NameList) -> Bool {
        if names.names === tables.stateNames && tables.planNames[index].tabTags[tab] == id { return true }
        return names.name(id) == plans[index].tabTags[tab]
    }

    /// The key of the navigation stack a scene shows: `detail` for a split
    /// view's detail stack, the displayed tab's tag, `root` for a root stack;
    /// `nil` when no stack is visible.
    public func visibleStack(of scene: SceneState) -> String? { focus(of: scene).stack }

    /// The screen at the root of the visible stack (or shown alone): the
    /// selected detail screen of a split view, the displayed tab's screen, the
    /// root stack's root.
    public func baseScreen(of scene: SceneState) -> String? { focus(of: scene).base }

    /// The visible stack's path (empty when there is no stack).
    public func visiblePath(of scene: SceneState) -> [String] { focus(of: scene).path }

    /// The screen on top of the visible stack: the last pushed, else the base.
    public func topScreen(of scene: SceneState) -> String? { focus(of: scene).top }

    /// The index in the model's per-screen tables of the screen `id` names in
    /// `names` (the id itself in the model's names, whose first ids are the
    /// screens'), `nil` for no screen.
    @inline(__always) func screenIndex(_ id: Int32, in names: StateNames) -> Int? {
        guard id >= 0 else { return nil }
        if names === tables.stateNames { return Int(id) < tables.screens.count ? Int(id) : nil }
        return screenID(names.table.names[Int(id)])
    }
}
