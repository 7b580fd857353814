import LayoutModel

/// The per-scene arrays an evaluator keeps across a step: which scenes are
/// the ones before the event, and the layouts and intents carried over,
/// rebuilt in place or made anew when a scene opens or closes
/// (`Evaluator.advance(_:)` calls them).
extension Evaluator {
    /// Whether `scenes` are the scenes of `before` (the same ids in the same
    /// order), read where they are kept.
    static func sameScenes(_ scenes: [SceneState], _ before: [SceneState]) -> Bool {
        guard scenes.count == before.count else { return false }
        return scenes.withUnsafeBufferPointer { scenes in
            before.withUnsafeBufferPointer { before in
                scenes.indices.allSatisfy { scenes[$0].id == before[$0].id }
            }
        }
    }

    /// The first 64 scenes at which `scenes` differ from `before` (of the
    /// same count), as a bit mask, read where they are kept: no array, and
    /// the scenes' ids, phases and windows compared before their navigation
    /// states (comparing two scenes whole copied both, retaining their
    /// states' arrays, and a rotation changes every window).
    static func changedScenes(_ scenes: [SceneState], _ before: [SceneState]) -> UInt64 {
        scenes.withUnsafeBufferPointer { scenes in
            before.withUnsafeBufferPointer { before in
                var changed: UInt64 = 0
                for index in scenes.indices.prefix(64) {
                    let new = scenes.baseAddress! + index, old = before.baseAddress! + index
                    if new.pointee.id != old.pointee.id || new.pointee.phase != old.pointee.phase
                        || new.pointee.window != old.pointee.window || new.pointee.navigation != old.pointee.navigation {
                        changed |= 1 << UInt64(index)
                    }
                }
                return changed
            }
        }
    }

    /// The layouts of `scenes`, after a step that opened or closed a scene,
    /// given the `kept` layouts of the scenes `before` it, of which those
    /// marked in `fresh` were computed fresh for their scene.
    ///
    /// A scene of `before` (found by id) whose layout is fresh and whose
    /// window and navigation state are unchanged keeps its layout: a layout
    /// reads nothing else of a scene, so the layout computed fresh for them
    /// is the scene's (opening or closing a scene leaves the others as they
    /// were, or changes their phase). The others are laid out anew.
    static func layouts(of scenes: [SceneState], keeping kept: [Layout], of before: [SceneState], fresh: UInt64,
                        model: AppModel) -> [Layout] {
        scenes.map { scene in
            if let old = before.firstIndex(where: { $0.id == scene.id }), old < 64, old < kept.count,
               fresh & (1 << UInt64(old)) != 0, before[old].window == scene.window,
               before[old].navigation == scene.navigation {
                return kept[old]
            }
            return model.layout(of: scene)
        }
    }

    /// Makes `layouts` and `intents`, the per-scene arrays of the scenes
    /// `before` a step that opened or closed a scene, those of `scenes`: the
    /// plain rule. A scene of `before` (found by id) keeps its intent, and
    /// its layout as ``layouts(of:keeping:of:fresh:model:)`` says; a new
    /// scene gets a new layout and the intent of a launched scene.
    static func rebuild(layouts: inout [Layout], intents: inout [SceneIntent], of scenes: [SceneState],
                        before: [SceneState], fresh: UInt64, model: AppModel) {
        let oldIntents = intents
        layouts = Self.layouts(of: scenes, keeping: layouts, of: before, fresh: fresh, model: model)
        intents = []
        for (index, scene) in scenes.enumerated() {
            if let old = before.firstIndex(where: { $0.id == scene.id }) {
                intents.append(oldIntents[old])
            } else {
                intents.append(SceneIntent(scene: scene, focus: layouts[index].focus))
            }
        }
    }

    /// ``rebuild(layouts:intents:of:before:fresh:model:)`` done in the
    /// arrays' own storage, when `scenes` are some of the scenes `before`
    /// in their order, followed by new scenes (as the reducer makes them:
    /// `openWindow` appends a scene, `closeWindow` removes one); returns
    /// false, changing nothing, otherwise.
    ///
    /// The kept scenes' layouts and intents are moved down to their new
    /// places (swapped, no copy, no retain), a kept layout that is not
    /// fresh for its scene's window and navigation state is laid out again
    /// over itself, a new scene's layout and intent are written over those
    /// of a closed scene where there is one (``AppModel/layout(of:into:)``,
    /// ``SceneIntent/reset(scene:focus:)``, which equal the values made
    /// anew) and appended otherwise, and what is left over is removed.
    /// Made anew, the two arrays were allocated at every such step, the
    /// kept elements copied into them and the old arrays destroyed.
    static func rebuildInPlace(layouts: inout [Layout], intents: inout [SceneIntent], of scenes: [SceneState],
                               before: [SceneState], fresh: UInt64, model: AppModel) -> Bool {
        guard layouts.count == before.count, intents.count == before.count else { return false }
        // Read where the arrays keep them: a scene read out of its array
        // was copied (its references retained) and destroyed.
        return scenes.withUnsafeBufferPointer { scenes in
            before.withUnsafeBufferPointer { before in
                // The count of kept scenes, which must come first and in order.
                var kept = 0, last = -1, opened = false
                for scene in scenes {
                    if let old = before.firstIndex(where: { $0.id == scene.id }) {
                        guard !opened, old > last else { return false }
                        last = old
                        kept += 1
                    } else {
                        opened = true
                    }
                }
                for index in 0..<kept {
                    let scene = scenes.baseAddress! + index
                    let old = before.firstIndex(where: { $0.id == scene.pointee.id })!
                    if old != index {
                        layouts.withUnsafeMutableBufferPointer { $0.swapAt(index, old) }
                        intents.withUnsafeMutableBufferPointer { $0.swapAt(index, old) }
                    }
                    let keeps = old < 64 && fresh & (1 << UInt64(old)) != 0
                        && before[old].window == scene.pointee.window
                        && before[old].navigation == scene.pointee.navigation
                    if !keeps { model.layout(of: scene.pointee, into: &layouts[index]) }
                }
                for index in kept..<scenes.count {
                    let scene = scenes.baseAddress! + index
                    if index < layouts.count {
                        model.layout(of: scene.pointee, into: &layouts[index])
                    } else {
                        layouts.append(model.layout(of: scene.pointee))
                    }
                    layouts.withUnsafeBufferPointer { layouts in
                        if index < intents.count {
                            intents[index].reset(scene: scene.pointee, focus: layouts[index].focus)
                        } else {
                            intents.append(SceneIntent(scene: scene.pointee, focus: layouts[index].focus))
                        }
                    }
                }
                if layouts.count > scenes.count {
                    layouts.removeSubrange(scenes.count...)
                    intents.removeSubrange(scenes.count...)
                }
                return true
            }
        }
    }

    /// Makes `kept` equal `scenes`, keeping its storage: scene by scene, each
    /// written over the one in its place, when the two are of one count (as
    /// after all but the steps that open or close a scene), and otherwise by
    /// emptying `kept` and appending `scenes`.
    static func copyScenes(_ scenes: [SceneState], into kept: inout [SceneState]) {
        guard kept.count == scenes.count else {
            kept.removeAll(keepingCapacity: true)
            kept.append(contentsOf: scenes)
            return
        }
        kept.withUnsafeMutableBufferPointer { kept in
            scenes.withUnsafeBufferPointer { scenes in
                for index in scenes.indices { kept[index] = scenes[index] }
            }
        }
    }

    /// Whether scene `index` of `scenes` differs from that of `before`.
    static func differ(_ scenes: [SceneState], _ before: [SceneState], at index: Int) -> Bool {
        scenes[index] != before[index]
    }
}
