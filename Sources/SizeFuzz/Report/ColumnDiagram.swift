import LayoutModel

/// A layout's columns on one line, as the text report prints them beside
/// each step: `|sidebar 320|detail 874|`, `|detail 375 ▸ collapsed|`,
/// `|sidebar 320 overlay|detail 834|`, `|tab sidebar 320|tab 874|`,
/// `|view 375|`.
public enum ColumnDiagram {
    /// The diagram of `layout`.
    public static func line(_ layout: Layout) -> String {
        let cells: [String]
        let width = layout.containerWidth
        switch layout.navigation {
        case .splitView:
            if let split = layout.split, split.collapsed {
                cells = ["\(split.topColumn?.rawValue ?? "sidebar") \(format(width)) ▸ collapsed"]
            } else {
                cells = layout.columns.filter { $0.presentation != .hidden }.map {
                    "\($0.role.rawValue) \(format($0.width))" + ($0.presentation == .tiled ? "" : " \($0.presentation.rawValue)")
                }
            }
        case .tabView where layout.split != nil:
            cells = nestedCells(layout)
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
        // anything else over it (`+ form sheet 540`); then the side column.
        let presented = layout.presentation.map {
            ($0.isModal ? "+ \($0.style.rawValue)" : "inspector") + " \(format($0.width))"
        }
        let side = layout.sideColumn.map { ["side \(format($0.width))"] } ?? []
        return "|" + (cells + (presented.map { [$0] } ?? []) + side).joined(separator: "|") + "|"
    }

    /// The width of the inspector column beside a stack or view (0 when none).
    private static func inspectorWidth(_ layout: Layout) -> Double {
        layout.presentation.map { $0.style == .inspectorColumn ? $0.width : 0 } ?? 0
    }

    /// A tab view with a split view inside the tab on screen: the tab bar or
    /// sidebar, then the split view's columns (`|tab sidebar 320|sidebar
    /// 320|detail 554|`, `|▴ top bar|sidebar 320|detail 874|`, `|▾ bottom
    /// bar|detail 375 ▸ collapsed|`).
    private static func nestedCells(_ layout: Layout) -> [String] {
        guard let split = layout.split else { return [] }
        let bar = switch layout.tabBar?.placement {
        case .sidebar?: "tab sidebar \(format(layout.splitOrigin))"
        case .top?: "▴ top bar"
        case .bottom?: "▾ bottom bar"
        case nil: "tab"
        }
        if split.collapsed {
            return [bar, "\(split.topColumn?.rawValue ?? "sidebar") \(format(layout.containerWidth - layout.splitOrigin)) ▸ collapsed"]
        }
        return [bar] + split.columns.filter { $0.presentation != .hidden }.map {
            "\($0.role.rawValue) \(format($0.width))" + ($0.presentation == .tiled ? "" : " \($0.presentation.rawValue)")
        }
    }

    /// A width to a tenth of a point.
    static func format(_ value: Double) -> String {
        Points.format((value * 10).rounded() / 10)
    }
}
