extension AppModel {
    /// An app model's tables: the spec, the platform and what is derived from
    /// them, worked out once when the model is made and never changed. A class
    /// so that models share them: copying a model retains one reference.
    @usableFromInline final class Tables: Sendable {
        @usableFromInline let app: AppSpec
        @usableFromInline let platform: Platform
        @usableFromInline let restrictions: SceneSizeRestrictions
        @usableFromInline let behavior: AppBehavior
        @usableFromInline let navigator: AnySceneNavigator?
        /// The screens' ids interned: each screen's small integer id, the
        /// index of the per-screen arrays below (the first screen of an id
        /// given twice, which validation refuses).
        let screenIDs: NameTable
        /// The screens, by screen id.
        let screens: [Screen]
        /// Each screen's destinations, by screen id.
        @usableFromInline let destinations: [[String]]
        /// Each screen's toolbar, by screen id.
        let toolbars: [ToolbarSpec?]
        @usableFromInline let plans: [ContainerPlan]
        let launchState: NavigationState
        /// A state of ``stateNames`` with nothing selected and no paths: what
        /// a disconnected scene keeps and a saved state starts from, made
        /// once so that they share its box (``NavigationStorage``).
        let emptyState: NavigationState
        /// The names the app's navigation states select, shared by all of
        /// them (``NavigationState``): the screens in screen-id order, then
        /// tab tags, sidebar rows and presentation ids.
        @usableFromInline let stateNames: StateNames
        /// What each root container names, as ids of ``stateNames``, parallel
        /// to ``plans``.
        @usableFromInline let planNames: [PlanNames]
        let rootChoice: RootChoice
        let ownsState: Bool
        /// Each screen's content compiled for regular and compact width, by screen id.
        let contentPlans: [(regular: ContentPlan?, compact: ContentPlan?)]
        @usableFromInline let mayCoverWindowControls: Bool
        @usableFromInline let sceneSizing: SceneSizing
        @usableFromInline let phoneAppOnPad: Bool
        /// Whether the app is an iPhone app that iPads run in their
        /// iPhone-app window (before iPadOS 27, ``AppSpec/runsInPhoneWindow(on:os:)``).
        @usableFromInline let phoneWindowOnPad: Bool
        /// Whether the app allows every window mode on the platform's OS
        /// (``AppSpec/allows(_:on:)``), as all but the apps that require full
        /// screen under iPadOS 18 do: a mode switch then asks nothing (asking
        /// passed a copy of the whole spec).
        let allowsEveryMode: Bool
        let presentations: [String: PresentationPlan]
        /// ``presentations`` by id of ``stateNames``: the plan of each name
        /// the model's states can present, read on every layout of a scene
        /// with a presentation without hashing its id (`nil` for a name that
        /// is no presentation's).
        let presentationsByState: [PresentationPlan?]
        /// Whether a presentation of the app has a stack of its own
        /// (``Presentation/stack``): only then is a push, pop or dismiss
        /// asked about the presented stack.
        @usableFromInline let hasPresentedStacks: Bool
        let sideColumn: SideColumnSpec?
        /// Whether the app has a side column: asked on every layout, where
        /// `sideColumn == nil` copied the optional spec (strings and all).
        let hasSideColumn: Bool
        /// The screen id of the side column's screen, if it has one.
        let sideColumnScreen: Int?
        /// Whether the side column's condition holds (``SideColumnSpec/holds(idiom:horizontal:)``),
        /// by idiom and horizontal size class, worked out once: the condition
        /// was evaluated on every layout; `false` without a side column.
        let sideColumnByTraits: (padRegular: Bool, padCompact: Bool, phoneRegular: Bool, phoneCompact: Bool)
        /// The index in ``plans`` of the container the root shows, by idiom
        /// and horizontal size class (``AppModel/planIndex(idiom:horizontal:)``),
        /// worked out once: the branches' conditions were evaluated on every step.
        let planByTraits: (padRegular: Int, padCompact: Int, phoneRegular: Int, phoneCompact: Int)
        /// Whether the root shows one container whatever the window (``RootChoice/any``).
        let singlePlan: Bool
        /// Whether the root chooses by the window's shape (``RootSpec/readsShape``):
        /// its container is then worked out from the window's size on every
        /// ask, ``planByTraits`` holding only what no shape condition decides.
        let choosesByShape: Bool

        /// Works out the tables of `app` on `platform` (see `AppModel.init(_:platform:navigator:)`).
        init(_ app: AppSpec, platform: Platform, navigator: AnySceneNavigator?) {
            self.app = app
            self.platform = platform
            self.restrictions = app.resolvedScene.restrictions ?? .none
            let behavior = navigator == nil ? app.resolvedBehavior : AppBehavior(deepLinks: app.resolvedBehavior.deepLinks)
            self.behavior = behavior
            self.navigator = navigator
            let screenIDs = NameTable(app.screens.map(\.id))
            // Each id's first screen, as the table keeps the ids: the next
            // name it holds is the next first screen (a `Set<String>` of the
            // ids seen cost the built-in apps' models 130,000 instructions,
            // measured with callgrind).
            var screens: [Screen] = []
            for screen in app.screens where screens.count < screenIDs.names.count && screenIDs.names[screens.count] == screen.id {
                screens.append(screen)
            }
            self.screenIDs = screenIDs
            self.screens = screens
            self.destinations = screens.map { $0.destinations ?? [] }
            self.toolbars = screens.map(\.toolbar)
            let plans = app.root.containers.map { ContainerPlan($0, platform: platform) }
            self.plans = plans
            let presentations = PresentationPlan.table(app, platform: platform)
            let stateNames = StateNames(screenIDs.names + plans.flatMap { plan in
                plan.tabTags + plan.sidebar + plan.tabSplits.flatMap { $0.map { $0.tabTags + $0.sidebar } ?? [] }
            } + presentations.keys.sorted()
                + presentations.keys.sorted().filter { presentations[$0]?.presentation.stack != nil }
                    .map(AppModel.presentedStackKey)
                + [app.resolvedBehavior.selectionSync?.nilFallback].compactMap { $0 }
                + plans.flatMap { $0.tabs.map(\.screenID) + ($0.rootScreen.map { [$0] } ?? []) })
            self.stateNames = stateNames
            self.planNames = plans.map { PlanNames($0, names: stateNames) }
            self.launchState = AppModel.launchState(app, behavior: behavior, names: stateNames)
            self.emptyState = NavigationState(names: stateNames)
            self.rootChoice = switch app.root {
            case .any: .any
            case .sizeClass: .sizeClass
            case .idiom: .idiom
            case let .branches(branches, _): .branches(branches.map(\.when))
            }
            self.ownsState = plans.contains { !$0.owns.isEmpty }
            self.mayCoverWindowControls = app.resolvedScene.windowingControlStyle != .minimal
                && (!platform.windows.windowing.systemBarsAvoidControls
                    || app.screens.contains { $0.header != nil && $0.header?.avoidsWindowControls != true })
            self.sceneSizing = app.sceneSizing(on: platform.os)
            self.phoneAppOnPad = app.isPhoneApp && platform.os >= .v27
            self.phoneWindowOnPad = app.isPhoneApp && platform.os < .v27
            self.allowsEveryMode = WindowMode.allCases.allSatisfy { app.allows($0, on: platform.os) }
            self.presentations = presentations
            self.presentationsByState = stateNames.table.names.map { presentations[$0] }
            self.hasPresentedStacks = presentations.values.contains { $0.presentation.stack != nil }
            self.sideColumn = app.sideColumn
            self.hasSideColumn = app.sideColumn != nil
            self.sideColumnScreen = app.sideColumn.flatMap { screenIDs.id(of: $0.screen) }
            let side = app.sideColumn
            self.sideColumnByTraits = (side?.holds(idiom: .pad, horizontal: .regular) ?? false,
                                       side?.holds(idiom: .pad, horizontal: .compact) ?? false,
                                       side?.holds(idiom: .phone, horizontal: .regular) ?? false,
                                       side?.holds(idiom: .phone, horizontal: .compact) ?? false)
            let choice = rootChoice
            self.planByTraits = (AppModel.planIndex(choice, idiom: .pad, horizontal: .regular),
                                 AppModel.planIndex(choice, idiom: .pad, horizontal: .compact),
                                 AppModel.planIndex(choice, idiom: .phone, horizontal: .regular),
                                 AppModel.planIndex(choice, idiom: .phone, horizontal: .compact))
            if case .any = choice { self.singlePlan = true } else { self.singlePlan = false }
            self.choosesByShape = app.root.readsShape
            self.contentPlans = screens.map { screen in
                let padding = platform.content.defaultPadding
                return (screen.content(for: .regular).map { ContentPlan($0, defaultPadding: padding) },
                        screen.content(for: .compact).map { ContentPlan($0, defaultPadding: padding) })
            }
        }
    }

    /// The names a root container uses on every step, as ids of the model's
    /// ``StateNames`` (whose first ids are the screens', so a screen's state
    /// id is its index in the per-screen tables): looked up once, so that a
    /// layout compares and indexes integers.
    ///
    /// A class, so that reading it on every layout retains one reference,
    /// not its two arrays.
    @usableFromInline final class PlanNames: Sendable {
        /// The tabs' tags, parallel to ``ContainerPlan/tabTags``.
        @usableFromInline let tabTags: [Int32]
        /// The tabs' screens, parallel to ``ContainerPlan/tabs``.
        let tabScreens: [Int32]
        /// The sidebar's rows, parallel to ``ContainerPlan/sidebar``.
        let sidebar: [Int32]
        /// The rows that want two columns, parallel to ``ContainerPlan/twoColumnRows``
        /// (``AppModel/isTwoColumnRow(ofSceneAt:plan:)`` compares the selection's id with them).
        let twoColumnRows: [Int32]
        /// ``ContainerPlan/rootScreen``'s id.
        let rootScreen: Int32
        /// ``ContainerPlan/fixedStack``'s id.
        let fixedStack: Int32

        init(_ plan: ContainerPlan, names: StateNames) {
            tabTags = plan.tabTags.map { names.lookUp($0) }
            tabScreens = plan.tabs.map { names.lookUp($0.screenID) }
            sidebar = plan.sidebar.map { names.lookUp($0) }
            twoColumnRows = plan.twoColumnRows.map { names.lookUp($0) }
            rootScreen = names.lookUp(plan.rootScreen)
            fixedStack = names.lookUp(plan.fixedStack)
        }
    }
}
