import LayoutModel

/// A layout's columns on one line, as the text report prints them beside
/// each step: `|sidebar 320|detail 874|`, `|detail 375 ▸ collapsed|`,
/// `|sidebar 320 overlay|detail 834|`, `|tab sidebar 320|tab 874|`,
/// `|view 375|`.
public enum ColumnDiagram {
    /// The diagram of `layout`.
    public static func line(_ layout: Layout) -> String {
        let cells: [String]
        let width = layout.window.width
        switch layout.navigation {
        case .splitView:
            if let split = layout.split, split.collapsed {
                cells = ["\(split.topColumn?.rawValue ?? "sidebar") \(format(width)) ▸ collapsed"]
            } else {
                cells = layout.columns.filter { $0.presentation != .hidden }.map {
                    "\($0.role.rawValue) \(format($0.width))" + ($0.presentation == .tiled ? "" : " \($0.presentation.rawValue)")
                }
            }
        case .tabView:
            switch layout.tabBar?.placement {
            case .sidebar?: cells = ["tab sidebar \(format(width - layout.contentWidth))", "tab \(format(layout.contentWidth))"]
            case .top?: cells = ["tab \(format(width)) ▴ top bar"]
            case .bottom?: cells = ["tab \(format(width)) ▾ bottom bar"]
            case nil: cells = ["tab \(format(width))"]
            }
        case .stack:
            cells = ["stack \(format(width - inspectorWidth(layout)))"]
        case .view:
            cells = ["view \(format(width - inspectorWidth(layout)))"]
        }
        // A presentation follows: an inspector's column beside the screen,
        // anything else over it (`+ form sheet 540`).
        let presented = layout.presentation.map {
            ($0.isModal ? "+ \($0.style.rawValue)" : "inspector") + " \(format($0.width))"
        }
        return "|" + (cells + (presented.map { [$0] } ?? [])).joined(separator: "|") + "|"
    }

    /// The width of the inspector column beside a stack or view (0 when none).
    private static func inspectorWidth(_ layout: Layout) -> Double {
        layout.presentation.map { $0.style == .inspectorColumn ? $0.width : 0 } ?? 0
    }

    /// A width to a tenth of a point.
    private static func format(_ value: Double) -> String {
        Points.format((value * 10).rounded() / 10)
    }
}
