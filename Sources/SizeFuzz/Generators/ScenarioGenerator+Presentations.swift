import LayoutModel

extension ScenarioGenerator {
    /// The presentations the screen on top of scene `index` declares, in the
    /// order of the spec. The caller picks one and reads its id: an array of
    /// their ids, made to pick one, cost every `present` drawn an allocation.
    /// The layout is read where the evaluator keeps it, by id
    /// (``AppModel/topPresentations(_:)``): `layouts[index]` copied it, and
    /// the screen found by its name was copied whole.
    func presentable(_ evaluator: borrowing Evaluator, scene index: Int) -> [Presentation] {
        evaluator.layouts.withUnsafeBufferPointer { model.topPresentations($0.baseAddress! + index) }
    }

    /// The weights of `present` and `dismiss` for an active scene of an app
    /// with presentations: `present` when the screen on top declares one and
    /// nothing is presented; `dismiss` while something is. A modal
    /// presentation (a sheet, popover or cover; an inspector in compact
    /// width, where it is a sheet) covers the screen beneath it, so while one
    /// is up the user cannot select, push, pop or toggle there: those kinds
    /// get no weight (the system still resizes, rotates and backgrounds the
    /// scene, and the app can still open a deep link), but for pushes and
    /// pops inside a presentation's own stack.
    ///
    /// `scene` and `layout` point where the evaluator keeps them, and the
    /// scene is active (``kindWeights(_:evaluator:scene:)`` asks for no
    /// other): the weights read them there once for every kind.
    func presentationWeights(_ weights: inout KindWeights, scene: UnsafePointer<SceneState>,
                             layout: UnsafePointer<Layout>) {
        // Read in place, by id: the presentation shown, the state's
        // presented id and the screen on top (whose presentations were
        // looked up by name, copying the screen).
        let shown = model.presentation(in: layout)
        if shown.shown {
            weights.add(.dismiss, 4)
            guard shown.modal else { return }
            for kind in Self.coveredKinds { weights.set(kind, 0) }
            // A presentation with a stack of its own: the user pushes and
            // pops inside it, as on a screen's stack.
            if let moves = model.presentedStackMoves(ofSceneAt: scene) {
                if moves.canPush { weights.set(.push, 5) }
                if moves.depth > 0 { weights.set(.pop, 3) }
                if moves.depth > 1 { weights.set(.popToRoot, 1) }
            }
        } else if !model.hasPresented(ofSceneAt: scene), model.topDeclaresPresentations(layout) {
            weights.add(.present, 3)
        }
    }

    /// The kinds a modal presentation keeps the user from.
    static let coveredKinds: [EventKind] = [.selectTab, .selectSidebar, .selectContent, .push, .pop, .deselect, .popToRoot,
                                            .toggleSidebar, .setColumnVisibility]
}
