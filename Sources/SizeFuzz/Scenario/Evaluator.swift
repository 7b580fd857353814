import LayoutModel

/// Runs an app through events one at a time, keeping its state, its layouts
/// and its user's intents, and checking the invariants after every step.
///
/// Each invariant's first violation is kept; later ones are not checked, so a
/// case costs no more once an invariant has failed.
public struct Evaluator: Sendable {
    /// The app under test.
    public let model: AppModel
    /// The invariants checked.
    public private(set) var invariants: InvariantSet
    /// The app's state after the last step.
    public private(set) var state: AppState
    /// Each scene's layout after the last step, by scene index. Kept
    /// incrementally: a scene the step left alone keeps its layout.
    public private(set) var layouts: [Layout]
    /// What each scene's user last chose, by scene index.
    public private(set) var intents: [SceneIntent]
    /// The steps taken: 0 after the launch, `n` after the n-th event.
    public private(set) var step = 0
    /// The first violation of each invariant, in the order they happened.
    public private(set) var violations: [Violation] = []
    /// The invariants that have failed.
    public private(set) var failed = InvariantSet([])
    /// The indices of the scenes the last step laid out anew, as a bit mask
    /// (scenes beyond 63 are not marked).
    public private(set) var relaidOut: UInt64 = 0
    /// The scenes whose kept layout was computed from the scene as it is
    /// now, as a bit mask (scenes beyond 63 are not marked): every step
    /// since compared the scene and found its window and navigation state
    /// (all a layout reads of it) unchanged, so ``finish()`` need not lay
    /// it out again, and a step that changes its phase alone keeps it.
    private(set) var freshLayouts: UInt64 = 0
    /// The fingerprint of the launched scene's layout (`LayoutFingerprint`)
    /// when the launch was kept by a `LaunchCache`, which worked it out once.
    private(set) var launchFingerprint: UInt64? = nil
    /// The scenes before the last event ``advance(_:)``'s general path took,
    /// kept in storage of their own that serves every step: keeping the
    /// whole state before shared the state's array of scenes, which the
    /// reducer's first write then copied into a new array, and the old one
    /// was freed after the checks.
    ///
    /// The scenes stay between steps, and the next general step writes the
    /// scenes over them one by one (`copyScenes(_:into:)`): emptying the
    /// array after every step and appending the scenes again went through
    /// `replaceSubrange` and `append(contentsOf:)`, about 320 instructions a
    /// step. A scene kept shares only immutable storage with the state
    /// (`NavigationStorage`), so keeping it copies nothing of the state.
    private(set) var scenesBefore: [SceneState] = []
    /// What ``checkLayout(scene:)`` found wrong with a layout, kept between
    /// steps (empty) so that a check that finds nothing, as nearly all do,
    /// releases no array of its own.
    var findings: [Finding] = []
    /// What updating an intent reads about the app (``SceneIntent/Traits``),
    /// read once: the model never changes.
    private let intentTraits: SceneIntent.Traits

    /// Launches `model`'s app in `window` and checks the launch (step 0).
    public init(model: AppModel, window: Window, invariants: InvariantSet = .all) {
        self.model = model
        intentTraits = SceneIntent.Traits(model: model)
        self.invariants = invariants
        state = model.launch(in: window)
        layouts = []
        intents = []
        launched()
    }

    /// Launches the app anew in `window`, checking `invariants`: the same as
    /// a new evaluator of the same model, keeping the capacity of the
    /// per-scene arrays (a worker runs thousands of cases of one app).
    ///
    /// A launch `cache` keeps (`LaunchCache`) is copied rather than made
    /// again; a launch it may keep is kept.
    mutating func restart(in window: Window, invariants: InvariantSet, cache: inout LaunchCache) {
        self.invariants = invariants
        step = 0
        relaidOut = 0
        let key = LaunchCache.Key(window), hash = key.hash
        if let index = cache.index(of: key, hash: hash, invariants: invariants) {
            cache.withEntry(at: index) { entry in
                // The kept layout read where the entry keeps it (nothing is
                // written through the mutable pointer); the kept intent
                // assigned over the first in place (``SceneIntent/assign(_:)``).
                let kept = UnsafeMutablePointer(mutating: entry)
                Self.copyLaunch(entry.pointee.state, into: &state)
                Self.setOnly(&layouts, copying: &kept.pointee.layout)
                SceneIntent.setOnly(&intents, entry.pointer(to: \.intent)!)
                if !violations.isEmpty { violations.removeAll(keepingCapacity: true) }
                if !entry.pointee.violations.isEmpty { violations.append(contentsOf: entry.pointee.violations) }
                failed = entry.pointee.failed
                launchFingerprint = entry.pointee.fingerprint
            }
            freshLayouts = 1
            return
        }
        model.launch(in: window, into: &state)
        if !violations.isEmpty { violations.removeAll(keepingCapacity: true) }
        failed = InvariantSet([])
        launchFingerprint = nil
        launched()
        guard cache.shouldKeep(window, hash: hash, model: model, invariants: invariants) else { return }
        let fingerprint = layouts.withUnsafeBufferPointer { LayoutFingerprint.of($0.baseAddress!) }
        launchFingerprint = fingerprint
        cache.keep(LaunchCache.Entry(state: state, layout: layouts[0], intent: intents[0], violations: violations,
                                     failed: failed, fingerprint: fingerprint),
                   key: key, hash: hash)
    }

    /// Makes `state` equal `kept`, a launch (one scene, no display, no
    /// saved scenes: ``AppModel/launch(in:into:)``) of a model without a
    /// navigator, as `state` is,
    /// written field by field where `state` keeps them: the kept scene goes
    /// into this state's own array of scenes (sharing the kept array made
    /// the first event copy it), over its first scene, and the state's
    /// empty lists stay as they are.
    ///
    /// Assigning the kept state whole, then its scene over the first, went
    /// through the scene's value witness twice (a copy and a destroy) and
    /// retained and released the state's arrays. A field added to
    /// `AppState` or `SceneState` is written here too
    /// (`LaunchCacheTests.aKeptLaunchIsCopiedWhole` checks the fields).
    @inline(__always) static func copyLaunch(_ kept: AppState, into state: inout AppState) {
        kept.scenes.withUnsafeBufferPointer { keptScenes in
            let scene = keptScenes.baseAddress!
            if state.scenes.isEmpty {
                state.scenes.append(scene.pointee)
            } else {
                if state.scenes.count > 1 { state.scenes.removeSubrange(1...) }
                state.scenes.withUnsafeMutableBufferPointer { scenes in
                    scenes[0].id = scene.pointee.id
                    scenes[0].window = scene.pointee.window
                    scenes[0].phase = scene.pointee.phase
                    scenes[0].navigation = scene.pointee.navigation
                }
            }
        }
        state.display = kept.display
        if !state.archive.isEmpty || !kept.archive.isEmpty { state.archive = kept.archive }
        state.nextSceneID = kept.nextSceneID
        // The navigators' states are left: a launch is kept only for a model
        // without a navigator (`LaunchCache.shouldKeep`), whose states hold none.
    }

    /// Makes `array` hold a copy of `element` alone, keeping its capacity:
    /// assigned where the array keeps its first element (a copy made first
    /// and then moved in went through two copies of its bytes).
    @inline(__always) private static func setOnly<Element>(_ array: inout [Element],
                                                           copying element: UnsafePointer<Element>) {
        if array.isEmpty {
            array.append(element.pointee)
        } else {
            if array.count > 1 { array.removeSubrange(1...) }
            array.withUnsafeMutableBufferPointer { $0.baseAddress!.pointee = element.pointee }
        }
    }

    /// Makes `array` hold `element` alone, keeping its capacity.
    @inline(__always) private static func setOnly<Element>(_ array: inout [Element], _ element: consuming Element) {
        if array.isEmpty {
            array.append(element)
        } else {
            array[0] = element
            if array.count > 1 { array.removeSubrange(1...) }
        }
    }

    /// Lays out the launched scene, records its intent and checks the launch
    /// (the per-scene arrays then hold the launched scene's alone).
    ///
    /// A restarted evaluator lays the scene out over the last case's first
    /// layout (``AppModel/layout(of:into:)``), as a step does: a new layout
    /// assigned over it released the old one's references and storage one by
    /// one, and made its own again.
    private mutating func launched() {
        withScene(0) { evaluator, scene in
            if evaluator.layouts.isEmpty {
                evaluator.layouts.append(evaluator.model.layout(of: scene))
            } else {
                if evaluator.layouts.count > 1 { evaluator.layouts.removeSubrange(1...) }
                evaluator.model.layout(of: scene, into: &evaluator.layouts[0])
            }
            evaluator.layouts.withUnsafeBufferPointer { layouts in
                SceneIntent.setOnly(&evaluator.intents, scene: scene, focus: layouts[0].focus)
            }
        }
        freshLayouts = 1
        checkLayout(scene: 0)
        if !invariants.custom.isEmpty { checkCustom(nil, before: [], layouts: []) }
    }

    /// Moves scene `index` out of the state, calls `body` with the evaluator
    /// and the scene, and moves the scene back (moves: no copy, no retain;
    /// read from the array, a scene was copied into every call that took
    /// it). Meanwhile the scenes are a local's and `state.scenes` is empty,
    /// so `body` reads the scene from its argument alone.
    @inline(__always) private mutating func withScene(_ index: Int, _ body: (inout Evaluator, SceneState) -> Void) {
        precondition(index >= 0 && index < state.scenes.count, "withScene: no such scene")
        var scenes: [SceneState] = []
        swap(&scenes, &state.scenes)
        let scene = scenes.withUnsafeMutableBufferPointer { ($0.baseAddress! + index).move() }
        body(&self, scene)
        scenes.withUnsafeMutableBufferPointer { ($0.baseAddress! + index).initialize(to: consume scene) }
        swap(&scenes, &state.scenes)
    }

    /// The bit of scene `index` in the scene masks (all bits beyond 63).
    @inline(__always) static func bit(_ index: Int) -> UInt64 { index < 64 ? 1 << UInt64(index) : ~0 }

    /// Lays out scene `index` anew (the scene read moved out of the state).
    private mutating func relayout(_ index: Int) {
        withScene(index) { $0.model.layout(of: $1, into: &$0.layouts[index]) }
        if index < 64 { freshLayouts |= 1 << UInt64(index) }
    }

    /// Applies `event` and checks the built-in invariants on what it did
    /// (``apply(_:)`` then checks the custom ones).
    mutating func advance(_ event: Event) {
        step += 1
        relaidOut = 0
        let index = event.scene
        let onlyTarget: Bool = switch event.action {
        case .rotate, .connectDisplay, .disconnectDisplay, .openWindow, .closeWindow: false
        default: !model.sharesState && model.navigator == nil && state.scenes.indices.contains(index)
        }
        if onlyTarget {
            // The common case: the event can change its own scene alone, so
            // keep what the checks read of that scene only (the state stays
            // uniquely held and is changed in place): its id, phase and
            // window, plain values, and its navigation state, which copies
            // inline with one retain (a copy of the whole scene went through
            // its value witness).
            let (id, phase, window, navigation) = state.scenes.withUnsafeBufferPointer { scenes in
                let scene = scenes.baseAddress! + index
                return (scene.pointee.id, scene.pointee.phase, scene.pointee.window, scene.pointee.navigation)
            }
            model.reduce(&state, event)
            // The other scenes were not compared: finish() lays them out again.
            freshLayouts &= index < 64 ? 1 << UInt64(index) : 0
            // Laid out and checked moved out of the state: see `withScene`.
            withScene(index) {
                $0.advanceTarget(event, scene: index, id: id, phase: phase, window: window, navigation: navigation,
                                 after: $1)
            }
            if relaidOut != 0 { checkLayout(scene: index) }
            return
        }
        // The scenes before are copied into storage kept from step to step
        // (`scenesBefore`), over the scenes the last general step kept there.
        var before: [SceneState] = []
        swap(&before, &scenesBefore)
        Self.copyScenes(state.scenes, into: &before)
        defer { swap(&before, &scenesBefore) }
        model.reduce(&state, event)
        // The scenes known to differ from the scene at their index before.
        var changed: UInt64 = 0
        if Self.sameScenes(state.scenes, before) {
            changed = Self.changedScenes(state.scenes, before)
            for index in state.scenes.indices where index >= 64 || changed & (1 << UInt64(index)) != 0 {
                guard index < 64 || Self.differ(state.scenes, before, at: index) else { continue }
                relayout(index)
                relaidOut |= index < 64 ? 1 << UInt64(index) : ~0
            }
        } else {
            // Scenes were opened or closed: rebuild the per-scene arrays.
            relaidOut = ~0
            if !Self.rebuildInPlace(layouts: &layouts, intents: &intents, of: state.scenes, before: before,
                                    fresh: freshLayouts, model: model) {
                Self.rebuild(layouts: &layouts, intents: &intents, of: state.scenes, before: before,
                             fresh: freshLayouts, model: model)
            }
            freshLayouts = ~0
        }
        guard relaidOut != 0 else { return }
        checkEvent(event, before: &before, changed: changed)
        for index in state.scenes.indices where index >= 64 || relaidOut & (1 << UInt64(index)) != 0 {
            checkLayout(scene: index)
        }
    }

    /// Lays out scene `index`, which `event` (which can change its own
    /// scene alone) turned into `after` from the scene of `id`, `phase`,
    /// `window` and `navigation`, and checks what the event did to it;
    /// ``advance(_:)`` then checks a new layout.
    ///
    /// It runs inside `withScene(_:_:)`: it and the checks it calls read the
    /// scene from its arguments alone.
    private mutating func advanceTarget(_ event: Event, scene index: Int, id: Int, phase: ScenePhase, window: Window,
                                        navigation: NavigationState, after: SceneState) {
        // A layout depends on the window and the navigation state only: a
        // scene that only changed phase (background, foreground, a
        // reconnection to the same state) keeps it. Only an action that
        // `changesWindow` gives a scene another window (the reducer calls
        // its `changeWindow` for those alone), so the windows are compared
        // after those alone.
        if (!event.action.changesWindow || after.window == window) && after.navigation == navigation {
            guard after.phase != phase || after.id != id else { return }
            // Kept from the scene before, and still fresh if it was: a layout
            // reads the window and the navigation state alone, so the
            // layout computed fresh for them is this scene's too, and finish()
            // need not compute it again.
            checkTarget(event, scene: index, phase: phase, before: navigation, after: after)
            return
        }
        model.layout(of: after, into: &layouts[index])
        relaidOut = Self.bit(index)
        if index < 64 { freshLayouts |= relaidOut }
        checkTarget(event, scene: index, phase: phase, before: navigation, after: after)
    }

    /// Checks what holds only at the end of a sequence: that every layout
    /// kept along the way equals the layout computed fresh for the final
    /// window and state.
    ///
    /// A scene laid out anew at some step and found unchanged by every step
    /// since (each compared it) already has the layout computed fresh for
    /// its final state, so it is not computed again.
    public mutating func finish() {
        guard shouldCheck(.layoutPathIndependent) else { return }
        let fresh = freshLayouts
        let stale: [Int] = state.scenes.withUnsafeBufferPointer { scenes in
            layouts.withUnsafeBufferPointer { kept in
                scenes.indices.filter { index in
                    guard index >= 64 || fresh & (1 << UInt64(index)) == 0 else { return false }
                    return scenes[index].phase != .disconnected && model.layout(of: scenes[index]) != kept[index]
                }
            }
        }
        for index in stale {
            record(.layoutPathIndependent, scene: index,
                   "the layout kept through the sequence differs from the layout computed fresh at \(state.scenes[index].window)")
        }
    }

    /// Replaces scene `index`'s kept layout and checks the layout invariants on
    /// it: how tests show that the checks catch a layout the model would never
    /// make.
    mutating func replaceLayout(_ layout: Layout, scene index: Int) {
        guard layouts.indices.contains(index) else { return }
        layouts[index] = layout
        // Not fresh: finish() must compare it with the layout computed fresh.
        if index < 64 { relaidOut &= ~(1 << UInt64(index)) }
        freshLayouts &= ~Self.bit(index)
        checkLayout(scene: index)
    }

    /// Checks `invariants` from the next step on, with no failures yet.
    mutating func resetChecks(_ invariants: InvariantSet) {
        self.invariants = invariants
        failed = InvariantSet([])
        violations = []
    }

    /// Puts scene `index` in `window` without checking anything: how the region
    /// search tries other sizes for the step that failed.
    mutating func overrideWindow(scene index: Int, to window: Window) {
        guard state.scenes.indices.contains(index) else { return }
        state.scenes[index].window = window
        relayout(index)
    }

    /// Whether `name` is checked and has not failed yet.
    @inline(__always) func shouldCheck(_ name: InvariantName) -> Bool {
        invariants.contains(name) && !failed.contains(name)
    }

    /// Records the first violation of `name`.
    mutating func record(_ name: InvariantName, scene: Int, _ message: String) {
        guard !failed.contains(name) else { return }
        if name.isCustom, let invariant = invariants.custom.first(where: { $0.name == name }) {
            failed.insert(invariant)
        } else {
            failed.bits |= name.bit
        }
        violations.append(Violation(name, step: step, scene: scene, message))
    }

    /// Updates intents and checks the navigation invariants after `event`,
    /// which may have changed any scene from `before` (whose scenes it
    /// moves out for the checks and back, leaving it as it was).
    ///
    /// `changed` marks the first 64 scenes known to differ from the scene at
    /// their index in `before` (`changedScenes(_:_:)`, which compares each
    /// of a scene's fields): those are not compared whole again, a call of
    /// the scene's `==` on most steps that rotate the device.
    private mutating func checkEvent(_ event: Event, before: inout [SceneState], changed: UInt64) {
        let deviceWide: Bool = switch event.action {
        case .rotate, .connectDisplay, .disconnectDisplay: true
        default: false
        }
        let targetID = before.indices.contains(event.scene) ? before[event.scene].id : nil
        for index in state.scenes.indices {
            // A scene the event left alone was not laid out again (the
            // scenes are the same: unchanged scenes have their bit clear).
            if index < 64 && relaidOut & (1 << UInt64(index)) == 0 { continue }
            let id = state.scenes[index].id
            guard let oldIndex = before.firstIndex(where: { $0.id == id }) else { continue }
            // The scene before is read moved out of `before` for the checks
            // below, and put back after them (a copy retained its state's
            // references and released them); the scene after is read moved
            // out of the state (`withScene`).
            let old = before.withUnsafeMutableBufferPointer { ($0.baseAddress! + oldIndex).move() }
            let differs = oldIndex == index && index < 64 && changed & (1 << UInt64(index)) != 0
            withScene(index) { evaluator, new in
                guard differs || old != new else { return }
                if !deviceWide && id != targetID {
                    evaluator.checkIsolation(event, scene: index, before: old, after: new)
                    evaluator.layouts.withUnsafeBufferPointer { layouts in
                        evaluator.intents[index].reset(scene: new, focus: layouts[index].focus)
                    }
                    return
                }
                evaluator.checkTarget(event, scene: index, phase: old.phase, before: old.navigation, after: new)
            }
            before.withUnsafeMutableBufferPointer { ($0.baseAddress! + oldIndex).initialize(to: consume old) }
        }
    }

    /// Updates the intent of scene `index`, which `event` changed from a
    /// scene in `phase` with navigation state `old` to `new`, and checks the
    /// navigation invariants on it. It reads the scene from its arguments
    /// alone, never from `state` (its callers run it inside
    /// `withScene(_:_:)`).
    private mutating func checkTarget(_ event: Event, scene index: Int, phase: ScenePhase, before old: NavigationState,
                                      after new: SceneState) {
        if event.action.isNavigation {
            layouts.withUnsafeBufferPointer { layouts in
                intents[index].navigated(event.action, from: old, to: new, layout: layouts.baseAddress! + index,
                                         model: model, traits: intentTraits)
            }
            return
        }
        switch (phase, new.phase) {
        case (.disconnected, .disconnected):
            return
        case (_, .disconnected):
            intents[index].savedAtDisconnect = old
            return
        case (.disconnected, _):
            checkRestoration(scene: index, now: new)
            layouts.withUnsafeBufferPointer { layouts in intents[index].reset(scene: new, focus: layouts[index].focus) }
            return
        default:
            break
        }
        checkSelection(scene: index)
        checkPath(scene: index, now: new)
        switch event.action {
        case .toggleSidebar, .setColumnVisibility:
            intents[index].choseColumns(new.navigation.columnVisibility, plan: layouts[index].plan)
        default:
            // While another container shows, the choice made in the split
            // view waits for it: a visibility held above a root's switch
            // outlives the branch, one declared inside it starts again
            // (``StatePart``, WWDC21 "Demystify SwiftUI"), and
            // columns-preserved judges it when the same split view is back.
            let plan = layouts[index].plan
            if model.plans[plan].kind != .splitView {
                break
            } else if plan != intents[index].columnsPlan {
                intents[index].choseColumns(new.navigation.columnVisibility, plan: plan)
            } else {
                checkColumns(scene: index, now: new)
            }
        }
    }
}
