import LayoutModel
import SizeFuzz

/// What a drawing marks of a navigation failure: the element the invariant is
/// about, what the user chose (expected) and what the window shows (actual):
/// `expected Football, shows Basketball`; `path [smile] before, [] after`.
public struct FailureMark: Hashable, Sendable {
    /// The element marked.
    public enum Target: Hashable, Sendable {
        /// The tab the window shows, by tag: an item of a tab bar, or a row
        /// of a tab sidebar.
        case tab(String)
        /// The sidebar row the window shows selected (`nil`: none).
        case sidebarRow(String?)
        /// The content column's selected row (`nil`: none).
        case contentRow(String?)
        /// The navigation path above the screen on top (its title bar).
        case path
        /// The whole window: a scene that another scene's event changed.
        case scene
        /// A split-view column the user showed that the window lost, by
        /// role (`sidebar`), drawn as a ghost where it was.
        case column(String)
    }

    /// What the window should show, drawn dashed where it belongs.
    public enum Ghost: Hashable, Sendable {
        /// The lost column, `width` points wide at the window's leading
        /// edge, labelled `sidebar 320: was shown`.
        case column(label: String, width: Double)
        /// The navigation bar of the lost path as iPadOS draws it: a back
        /// button titled with the screen below (`‹ Moji`) and the title of
        /// the screen on top; no back button at the root.
        case bar(back: String?, title: String)
    }

    /// The element marked.
    public var target: Target
    /// What the invariant expected there, as a person reads it (a title).
    public var expected: String
    /// What the window shows there.
    public var actual: String
    /// The sentence the drawing writes beside the mark.
    public var note: String
    /// What the window should show there, drawn dashed in place.
    public var ghost: Ghost?
    /// Why an event that is not a resize changed the size class, when it
    /// did: a scene sent to the background is laid out in the other size
    /// class for the app switcher's snapshot.
    public var reason: String?

    /// A mark of `target`, `expected` against `actual`, with `note` written
    /// beside it.
    public init(_ target: Target, expected: String, actual: String, note: String, ghost: Ghost? = nil, reason: String? = nil) {
        self.target = target
        self.expected = expected
        self.actual = actual
        self.note = note
        self.ghost = ghost
        self.reason = reason
    }

    /// The mark of `failure`'s failing step, in the failing scene; `nil` for
    /// an invariant about sizes (its drawing hatches what does not fit).
    ///
    /// - Complexity: replays the minimal scenario once.
    public static func of(_ failure: Failure) -> FailureMark? {
        var horizontal: SizeClass?
        var mark = markOf(failure, horizontal: &horizontal)
        if let horizontal { mark?.reason = reason(failure, horizontal: horizontal) }
        return mark
    }

    /// The mark of `failure`, without its reason; `horizontal` set to the
    /// failing scene's size class after the failing step.
    private static func markOf(_ failure: Failure, horizontal: inout SizeClass?) -> FailureMark? {
        let violation = failure.violation
        switch failure.invariant {
        case .selectionPreserved, .pathPreserved, .sceneIsolation, .columnsPreserved: break
        default: return nil
        }
        let model = failure.model
        var evaluator = Evaluator(model: model, window: failure.scenario.window, invariants: InvariantSet([]))
        var before: Layout?
        for (index, event) in failure.scenario.events.prefix(violation.step).enumerated() {
            if index == violation.step - 1, evaluator.layouts.indices.contains(violation.scene) {
                before = evaluator.layouts[violation.scene]
            }
            evaluator.apply(event)
        }
        guard evaluator.layouts.indices.contains(violation.scene) else { return nil }
        let layout = evaluator.layouts[violation.scene], intent = evaluator.intents[violation.scene]
        horizontal = layout.sizeClasses.horizontal
        func title(_ id: String?) -> String {
            guard let id else { return "nothing" }
            if let tab = model.plans[layout.plan].tabs.first(where: { $0.tag == id }) { return tab.title }
            return model.screen(id)?.displayTitle ?? id
        }
        func path(_ ids: [String]) -> String { "[" + ids.map { title($0) }.joined(separator: ", ") + "]" }
        switch failure.invariant {
        case .selectionPreserved:
            let plan = model.plans[layout.plan]
            if plan.kind == .tabView, let chosen = intent.tab {
                let expected = plan.tabIndex(for: chosen).map { plan.tabTags[$0] } ?? chosen
                return FailureMark(.tab(layout.selectedTab ?? ""), expected: title(expected), actual: title(layout.selectedTab),
                                   note: "expected \(title(expected)), shows \(title(layout.selectedTab))")
            }
            if let chosen = intent.selection, layout.sidebarSelection != chosen {
                return FailureMark(.sidebarRow(layout.sidebarSelection), expected: title(chosen), actual: title(layout.sidebarSelection),
                                   note: "expected \(title(chosen)), shows \(title(layout.sidebarSelection))")
            }
            if let chosen = intent.content {
                return FailureMark(.contentRow(layout.contentSelection), expected: title(chosen), actual: title(layout.contentSelection),
                                   note: "expected \(title(chosen)), shows \(title(layout.contentSelection))")
            }
            return nil
        case .pathPreserved:
            let expected = path(intent.path), actual = path(layout.focus.path)
            // The bar iPadOS drew for the lost path: back to the screen below its top.
            let stack = [layout.focus.base].compactMap { $0 } + intent.path
            let ghost = stack.last.map { top in Ghost.bar(back: stack.dropLast().last.map { title($0) }, title: title(top)) }
            return FailureMark(.path, expected: expected, actual: actual,
                               note: "path: \(pathIDs(intent.path)) → \(pathIDs(layout.focus.path))", ghost: ghost)
        case .columnsPreserved:
            return columnMark(before: before, after: layout)
        default:
            let event = failure.scenario.events[max(0, violation.step - 1)]
            var expected = "unchanged", actual = "changed"
            if let before {
                for (old, new) in [(before.selectedTab, layout.selectedTab), (before.sidebarSelection, layout.sidebarSelection),
                                   (before.contentSelection, layout.contentSelection), (before.screen, layout.screen)] where old != new {
                    expected = title(old)
                    actual = title(new)
                    break
                }
            }
            return FailureMark(.scene, expected: expected, actual: actual,
                               note: "'\(event)' in scene \(event.scene) changed this window: \(expected) -> \(actual)")
        }
    }
}
