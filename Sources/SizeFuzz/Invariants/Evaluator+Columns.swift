import LayoutModel

extension Evaluator {
    /// columns-preserved: while the root shows the same split view, a
    /// window or lifecycle change leaves the column visibility the user
    /// chose (with the sidebar button, or the app's control) as it was.
    ///
    /// SwiftUI never changes the binding itself: a collapsed split view
    /// ignores its visibility and shows it again as it expands
    /// (``SplitViewLayout``), so a visibility that changes on a resize is the
    /// app's own code (``AppBehavior/columnsOnSizeClassChange``, or a
    /// navigator's). A root that shows another container keeps the choice
    /// until the same split view is back, and judges it then: a visibility
    /// the split view owns (``StatePart/columnVisibility``, `@State` declared
    /// inside the switched branch) starts again with the branch, as state
    /// lives as long as its view's identity (Apple, WWDC21 "Demystify
    /// SwiftUI"), and one held above the switch survives. A different split
    /// view takes the choice afresh. A reconnected
    /// scene starts a new intent (restoration-roundtrip judges what came
    /// back). Not checked with a navigator, whose state the model does not own.
    ///
    /// `scene` is scene `index` as it is now, read only from here (see
    /// `checkTarget`).
    mutating func checkColumns(scene index: Int, now scene: SceneState) {
        // The caller took the choice afresh when the container changed.
        guard shouldCheck(.columnsPreserved), model.navigator == nil else { return }
        let chosen = intents[index].columns, columns = scene.navigation.columnVisibility
        guard columns != chosen else { return }
        let window = scene.window
        record(.columnsPreserved, scene: index,
               "the column visibility was \(chosen.rawValue) and is now \(columns.rawValue) at \(window.mode.rawValue) \(window.size)")
    }

    /// path-preserved on the content column's stack (``SplitViewSpec/contentStack``):
    /// while the same sidebar row is chosen, a window or lifecycle change
    /// leaves the content path alone.
    ///
    /// `scene` is scene `index` as it is now, read only from here (see
    /// `checkTarget`). Its state is read where it is kept and the row
    /// compared by id (a copy of the state, and the row's name, were made on
    /// every check; the names are made for a violation alone).
    mutating func checkContentPath(scene index: Int, now scene: SceneState) {
        let plan = layouts[index].plan
        guard shouldCheck(.pathPreserved), model.plans.withUnsafeBufferPointer({ $0[plan].hasContentStack }),
              intents[index].contentBaseID >= 0 else { return }
        guard intents[index].names.same(intents[index].contentBaseID, as: scene.navigation.sidebarSelectionID,
                                        of: scene.navigation.nameList),
              scene.navigation.contentPath != intents[index].contentScreenPath else { return }
        let window = scene.window
        record(.pathPreserved, scene: index,
               "the content column's path under '\(intents[index].contentBase ?? "")' was \(Self.format(intents[index].contentPath)) and is now \(Self.format(scene.navigation.path("content"))) at \(window.mode.rawValue) \(window.size)")
    }
}
