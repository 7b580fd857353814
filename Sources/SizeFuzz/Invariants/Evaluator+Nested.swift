import LayoutModel

extension Evaluator {
    /// selection-preserved inside a tab: the split view of tab `tag`, on
    /// screen, shows the sidebar row and content row the user chose in it.
    mutating func checkNestedSelection(scene index: Int, tab tag: String) {
        guard layouts[index].split != nil, let chosen = intents[index].nested.first(where: { $0.tab == tag }) else { return }
        let sidebar = layouts[index].sidebarSelection, content = layouts[index].contentSelection
        // Described only when a violation is recorded: built on every check,
        // the text cost about 2,800 instructions a call.
        var at: String {
            "\(layouts[index].window.mode.rawValue) \(layouts[index].window.size) (\(layouts[index].sizeClasses.horizontal.rawValue) width)"
        }
        if let row = chosen.sidebarSelection, sidebar != row {
            record(.selectionPreserved, scene: index,
                   "the user chose '\(row)' in the split view of tab '\(tag)', but its \(at) sidebar selection is '\(sidebar ?? "nil")'")
        } else if let row = chosen.contentSelection, content != row {
            record(.selectionPreserved, scene: index,
                   "the user chose '\(row)' in the split view of tab '\(tag)', but its \(at) content selection is '\(content ?? "nil")'")
        }
    }

    /// `states` with each tab's visibility and compact column at their launch
    /// values (`launch`): what an app that saves no columns comes back with.
    static func nestedColumns(_ states: [NestedNavigation], at launch: [NestedNavigation]) -> [NestedNavigation] {
        states.map { state in
            var result = state
            let initial = launch.first { $0.tab == state.tab } ?? NestedNavigation(tab: state.tab)
            result.columnVisibility = initial.columnVisibility
            result.compactColumn = initial.compactColumn
            return result
        }
    }
}
