import LayoutModel

/// One-line descriptions of layouts, as failure reports print them.
public enum LayoutSummary {
    /// `split view 1194x834 regular: sidebar 320 tiled | detail 874; screen latte, path [latte]`.
    /// A scene that is not its window's size (an app that requires full
    /// screen) says so: `view 1000x800 scene in a 450x700 window regular`.
    public static func line(_ layout: Layout) -> String {
        var text: String
        let window = layout.window
        let scene = window.isScaled ? "\(window.size) scene in a \(window.frameSize) window" : "\(window.size)"
        let size = "\(scene) \(layout.sizeClasses.horizontal.rawValue)"
        switch layout.navigation {
        case .splitView:
            if let split = layout.split, split.collapsed {
                text = "split view \(size), collapsed to its \(split.topColumn?.rawValue ?? "sidebar")"
            } else {
                let columns = layout.columns.filter { $0.presentation != .hidden }.map {
                    "\($0.role.rawValue) \(Points.format(($0.width * 10).rounded() / 10))"
                        + ($0.presentation == .tiled ? "" : " \($0.presentation.rawValue)")
                }
                text = "split view \(size): " + columns.joined(separator: " | ")
            }
            text += "; selection \(layout.sidebarSelection ?? "none")"
        case .tabView:
            let bar = layout.tabBar
            let items = bar.map { $0.placement == .sidebar ? "sidebar" : "\($0.placement.rawValue) bar of \($0.items.count)" } ?? ""
            text = "tab view \(size), \(items); tab \(layout.selectedTab ?? "none")"
            if let split = layout.split { text += "; " + nested(split, selection: layout.sidebarSelection) }
        case .stack:
            text = "stack \(size)"
        case .view:
            text = "view \(size)"
        }
        if let screen = layout.screen {
            text += "; screen \(screen)"
            if !layout.path.isEmpty { text += ", path [\(layout.path.joined(separator: ", "))]" }
        }
        if let shown = layout.presentation {
            let size = Size(width: (shown.frame.size.width * 10).rounded() / 10,
                            height: (shown.frame.size.height * 10).rounded() / 10)
            text += "; presents \(shown.id): \(shown.style.rawValue) \(size)"
            // A presentation with a stack of its own: the screen on top of it.
            if let screen = shown.screen { text += ", screen \(screen)" }
        }
        if let side = layout.sideColumn {
            text += "; side column \(side.screen) \(Points.format((side.width * 10).rounded() / 10))"
        }
        return text
    }

    /// The split view inside the tab on screen: `split view: sidebar 320 |
    /// detail 554; selection inbox`, `split view collapsed to its detail; ...`.
    private static func nested(_ split: SplitViewLayout, selection: String?) -> String {
        let columns = split.collapsed ? " collapsed to its \(split.topColumn?.rawValue ?? "sidebar")"
            : ": " + split.columns.filter { $0.presentation != .hidden }.map {
                "\($0.role.rawValue) \(Points.format(($0.width * 10).rounded() / 10))"
                    + ($0.presentation == .tiled ? "" : " \($0.presentation.rawValue)")
            }.joined(separator: " | ")
        return "split view\(columns); selection \(selection ?? "none")"
    }
}
