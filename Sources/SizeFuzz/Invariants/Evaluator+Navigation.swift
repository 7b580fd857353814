import LayoutModel

extension Evaluator {
    /// selection-preserved: after a window or lifecycle change, the tab bar
    /// shows the tab the user chose and the sidebar the row they chose.
    mutating func checkSelection(scene index: Int) {
        guard shouldCheck(.selectionPreserved) else { return }
        let plan = model.plans[layouts[index].plan]
        let selectedTab = layouts[index].selectedTab
        switch plan.kind {
        case .tabView:
            guard let chosen = intents[index].tab else { return }
            guard let expectedIndex = plan.tabIndex(for: chosen) else {
                record(.selectionPreserved, scene: index,
                       "the user chose '\(chosen)', but no tab in the \(windowDescription(index)) tab bar has its tag or stands for it; it shows '\(selectedTab ?? "nothing")'")
                return
            }
            let expected = plan.tabTags[expectedIndex]
            if selectedTab != expected {
                record(.selectionPreserved, scene: index,
                       "the user chose '\(chosen)', but the \(windowDescription(index)) tab bar shows '\(selectedTab ?? "nothing")' instead of '\(expected)'")
            }
        case .splitView:
            let sidebar = layouts[index].sidebarSelection, content = layouts[index].contentSelection
            if let chosen = intents[index].selection, sidebar != chosen {
                record(.selectionPreserved, scene: index,
                       "the user chose '\(chosen)', but the \(windowDescription(index)) sidebar selection is '\(sidebar ?? "nil")'")
            } else if let chosen = intents[index].content, content != chosen {
                record(.selectionPreserved, scene: index,
                       "the user chose '\(chosen)', but the \(windowDescription(index)) content selection is '\(content ?? "nil")'")
            }
        case .stack, .view:
            return
        }
    }

    /// `split-third 375x834 (compact width)`.
    private func windowDescription(_ index: Int) -> String {
        let window = layouts[index].window
        return "\(window.mode.rawValue) \(window.size) (\(layouts[index].sizeClasses.horizontal.rawValue) width)"
    }

    /// path-preserved: while the same screen is chosen, a window or
    /// lifecycle change leaves the path above it alone.
    mutating func checkPath(scene index: Int) {
        guard shouldCheck(.pathPreserved) else { return }
        guard let base = intents[index].base, layouts[index].focus.base == base,
              layouts[index].focus.path != intents[index].path else { return }
        let window = state.scenes[index].window
        record(.pathPreserved, scene: index,
               "the path under '\(base)' was \(Self.format(intents[index].path)) and is now \(Self.format(layouts[index].focus.path)) at \(window.mode.rawValue) \(window.size)")
    }

    /// scene-isolation: an event in another scene left this one alone.
    mutating func checkIsolation(_ event: Event, scene index: Int, before: SceneState) {
        guard shouldCheck(.sceneIsolation) else { return }
        let scene = state.scenes[index]
        guard scene != before else { return }
        var changes: [String] = []
        let old = before.navigation, new = scene.navigation
        if old.tabSelection != new.tabSelection { changes.append("tab \(old.tabSelection ?? "nil") -> \(new.tabSelection ?? "nil")") }
        if old.sidebarSelection != new.sidebarSelection {
            changes.append("sidebar \(old.sidebarSelection ?? "nil") -> \(new.sidebarSelection ?? "nil")")
        }
        if old.contentSelection != new.contentSelection {
            changes.append("content \(old.contentSelection ?? "nil") -> \(new.contentSelection ?? "nil")")
        }
        if old.paths != new.paths { changes.append("paths changed") }
        if before.window != scene.window { changes.append("window \(before.window.size) -> \(scene.window.size)") }
        if changes.isEmpty { changes.append("state changed") }
        record(.sceneIsolation, scene: index,
               "'\(event)' changed scene \(index) (id \(scene.id)): \(changes.joined(separator: ", "))")
    }

    /// restoration-roundtrip: a reconnected scene of an app that saves its
    /// state has the navigation state it had when disconnected.
    mutating func checkRestoration(scene index: Int) {
        guard shouldCheck(.restorationRoundtrip), model.behavior.restoration != nil,
              let saved = intents[index].savedAtDisconnect else { return }
        let restored = state.scenes[index].navigation
        guard restored != saved else { return }
        var lost: [String] = []
        if saved.tabSelection != restored.tabSelection { lost.append("tab \(saved.tabSelection ?? "nil") came back as \(restored.tabSelection ?? "nil")") }
        if saved.sidebarSelection != restored.sidebarSelection {
            lost.append("sidebar \(saved.sidebarSelection ?? "nil") came back as \(restored.sidebarSelection ?? "nil")")
        }
        if saved.contentSelection != restored.contentSelection {
            lost.append("content \(saved.contentSelection ?? "nil") came back as \(restored.contentSelection ?? "nil")")
        }
        if saved.paths != restored.paths { lost.append("paths \(Self.format(saved.paths)) came back as \(Self.format(restored.paths))") }
        if saved.columnVisibility != restored.columnVisibility {
            lost.append("column visibility \(saved.columnVisibility.rawValue) came back as \(restored.columnVisibility.rawValue)")
        }
        if saved.tabSidebar != restored.tabSidebar {
            lost.append("tab sidebar \(saved.tabSidebar.rawValue) came back as \(restored.tabSidebar.rawValue)")
        }
        if saved.compactColumn != restored.compactColumn {
            lost.append("compact column \(saved.compactColumn.rawValue) came back as \(restored.compactColumn.rawValue)")
        }
        record(.restorationRoundtrip, scene: index, "after reconnecting: " + lost.joined(separator: "; "))
    }

    /// `[a, b]`, or `[]`.
    static func format(_ path: [String]) -> String { "[" + path.joined(separator: ", ") + "]" }

    /// `detail [a, b]; root [c]`, or `none`.
    static func format(_ paths: [StackPath]) -> String {
        paths.isEmpty ? "none" : paths.map { "\($0.stack) \(format($0.path))" }.joined(separator: "; ")
    }
}
