import LayoutModel

extension Evaluator {
    /// The message of a scene-isolation failure: which of scene `index`'s
    /// states the other scene's `event` changed, each from what to what:
    /// `'select trips' changed scene 1's sidebar selection inbox -> trips
    /// (scene id 2)`. `old` and `new` are the scene's navigation before and
    /// after; `before` and `after` the whole scenes, for the window and
    /// phase; a part in `shared` (held once for the app) says so.
    static func isolationMessage(_ event: Event, scene index: Int, before: SceneState, after: SceneState,
                                 old: NavigationState, new: NavigationState, shared: [StatePart] = []) -> String {
        func name(_ value: String?) -> String { value ?? "none" }
        func held(_ part: StatePart) -> String { shared.contains(part) ? " (held once for the app)" : "" }
        var changes: [String] = []
        if old.tabSelection != new.tabSelection {
            changes.append("tab selection \(name(old.tabSelection)) -> \(name(new.tabSelection))\(held(.tabSelection))")
        }
        if old.sidebarSelection != new.sidebarSelection {
            changes.append("sidebar selection \(name(old.sidebarSelection)) -> \(name(new.sidebarSelection))\(held(.sidebarSelection))")
        }
        if old.contentSelection != new.contentSelection {
            changes.append("content selection \(name(old.contentSelection)) -> \(name(new.contentSelection))\(held(.contentSelection))")
        }
        if old.paths != new.paths { changes += pathChanges(old.paths, new.paths).map { $0 + held(.paths) } }
        if old.nested != new.nested { changes += nestedChanges(old.nested, new.nested) }
        if old.columnVisibility != new.columnVisibility {
            changes.append("column visibility \(old.columnVisibility.rawValue) -> \(new.columnVisibility.rawValue)")
        }
        if old.compactColumn != new.compactColumn {
            changes.append("compact column \(old.compactColumn.rawValue) -> \(new.compactColumn.rawValue)")
        }
        if old.tabSidebar != new.tabSidebar { changes.append("tab sidebar \(old.tabSidebar.rawValue) -> \(new.tabSidebar.rawValue)") }
        if old.presented != new.presented { changes.append("presentation \(name(old.presented)) -> \(name(new.presented))") }
        if before.window != after.window { changes.append("window \(before.window.size) -> \(after.window.size)") }
        if before.phase != after.phase { changes.append("phase \(before.phase.rawValue) -> \(after.phase.rawValue)") }
        // Every part of a scene is listed above; a change none of them
        // names would be a part added to the scene and not here.
        if changes.isEmpty { changes.append("state (a part this message does not name)") }
        let list = changes.count == 1 ? changes[0]
            : changes.dropLast().joined(separator: ", ") + " and " + (changes.last ?? "")
        return "'\(event)' changed scene \(index)'s \(list) (scene id \(after.id))"
    }

    /// Each stack whose path changed: `path of 'inbox' [] -> [message]`.
    private static func pathChanges(_ old: [StackPath], _ new: [StackPath]) -> [String] {
        var stacks: [String] = []
        for stack in old.map(\.stack) + new.map(\.stack) where !stacks.contains(stack) { stacks.append(stack) }
        return stacks.compactMap { stack in
            let was = old.first { $0.stack == stack }?.path ?? [], now = new.first { $0.stack == stack }?.path ?? []
            return was == now ? nil : "path of '\(stack)' \(format(was)) -> \(format(now))"
        }
    }

    /// Each tab's split view whose selection or columns changed.
    private static func nestedChanges(_ old: [NestedNavigation], _ new: [NestedNavigation]) -> [String] {
        var tabs: [String] = []
        for tab in old.map(\.tab) + new.map(\.tab) where !tabs.contains(tab) { tabs.append(tab) }
        return tabs.compactMap { tab in
            let was = old.first { $0.tab == tab }, now = new.first { $0.tab == tab }
            guard was != now else { return nil }
            if was?.sidebarSelection != now?.sidebarSelection {
                return "tab '\(tab)' sidebar selection \(was?.sidebarSelection ?? "none") -> \(now?.sidebarSelection ?? "none")"
            }
            if was?.contentSelection != now?.contentSelection {
                return "tab '\(tab)' content selection \(was?.contentSelection ?? "none") -> \(now?.contentSelection ?? "none")"
            }
            return "tab '\(tab)' split view columns \(was.map { "\($0.columnVisibility.rawValue)" } ?? "none") -> "
                + (now.map { "\($0.columnVisibility.rawValue)" } ?? "none")
        }
    }
}
