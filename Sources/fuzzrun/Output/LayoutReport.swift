import LayoutModel

/// An app's layout at a window, as `fuzzrun layout --app` prints it: which
/// container, its columns, tab bar, selection, screen and path, the screen's
/// grids, overflows and toolbar.
struct LayoutReport {
    /// The app's name.
    var app: String
    /// The layout.
    var layout: Layout

    /// The members `fuzzrun layout --json` adds to the window object:
    /// `"app"`, `"navigation"`, `"collapsed"`, `"columns"`, `"tabBar"`,
    /// `"selectedTab"`, `"sidebarSelection"`, `"contentSelection"`,
    /// `"screen"`, `"path"`, `"contentWidth"`, `"grids"`, `"overflows"` and
    /// `"toolbar"`; `null` where the layout has none.
    var jsonMembers: [(String, JSONValue)] {
        [
            ("app", .string(app)),
            ("navigation", .string(layout.navigation.rawValue)),
            ("collapsed", layout.split.map { .bool($0.collapsed) } ?? .null),
            ("columns", .array(layout.columns.map { column in
                .object([
                    ("role", .string(column.role.rawValue)),
                    ("width", .number(column.width)),
                    ("presentation", .string(column.presentation.rawValue)),
                ])
            })),
            ("tabBar", layout.tabBar.map(Self.tabBar) ?? .null),
            ("selectedTab", Self.optional(layout.selectedTab)),
            ("sidebarSelection", Self.optional(layout.sidebarSelection)),
            ("contentSelection", Self.optional(layout.contentSelection)),
            ("screen", Self.optional(layout.screen)),
            ("path", .array(layout.path.map(JSONValue.string))),
            ("contentWidth", .number(layout.contentWidth)),
            ("grids", .array(layout.content.grids.map { grid in
                .object([("path", .string(grid.path))] + Self.gridMembers(grid.layout))
            })),
            ("overflows", .array(layout.content.overflows.map { overflow in
                .object([
                    ("path", .string(overflow.path)),
                    ("required", .number(overflow.required)),
                    ("offered", .number(overflow.offered)),
                    ("fixedWidth", .bool(overflow.involvesFixedWidth)),
                ])
            })),
            ("toolbar", layout.toolbar.map(Self.toolbar) ?? .null),
        ]
    }

    /// The layout as indented lines, after the window's.
    var text: String {
        var lines = ["  app          \(app)", "  navigation   \(navigationLine)"]
        if let bar = layout.tabBar { lines += tabBarLines(bar) }
        var selection: [String] = []
        if let tab = layout.selectedTab { selection.append("tab \(tab)") }
        if layout.navigation == .splitView { selection.append("sidebar \(layout.sidebarSelection ?? "none")") }
        if let content = layout.contentSelection { selection.append("content \(content)") }
        if !selection.isEmpty { lines.append("  selection    " + selection.joined(separator: ", ")) }
        var screen = layout.screen.map { "\($0), \(Self.length(layout.contentWidth)) pt wide" } ?? "none"
        if !layout.path.isEmpty { screen += ", path [\(layout.path.joined(separator: ", "))]" }
        lines.append("  screen       " + screen)
        for grid in layout.content.grids {
            let columns = grid.layout.columns.map { column in
                "\(column.size.kind) \(Self.length(column.width))"
                    + (column.itemWidths.count == 1 ? "" : " (\(column.itemWidths.count) x \(Self.length(column.itemWidths.first ?? 0)))")
            }
            lines.append("  grid         \(grid.path): " + columns.joined(separator: " | ")
                + ", \(Self.length(grid.layout.totalWidth)) of \(Self.length(grid.layout.offeredWidth)) pt"
                + (grid.layout.fits ? "" : " (overflows)"))
        }
        for overflow in layout.content.overflows {
            lines.append("  overflow     \(overflow.path) needs \(Self.length(overflow.required)) pt, "
                + "gets \(Self.length(overflow.offered))" + (overflow.involvesFixedWidth ? " (fixed width)" : ""))
        }
        if let toolbar = layout.toolbar {
            let parts = [("leading", toolbar.leading), ("center", toolbar.center), ("trailing", toolbar.trailing),
                         ("bottom", toolbar.bottom), ("overflow menu", toolbar.overflow), ("keyboard", toolbar.keyboard),
                         ("clipped", toolbar.clipped)]
                .filter { !$0.1.isEmpty }.map { "\($0.0) \($0.1.joined(separator: ", "))" }
            lines.append("  toolbar      " + (parts.isEmpty ? "empty" : parts.joined(separator: "; ")))
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// `split view: sidebar 320 tiled | detail 874 tiled`, `tab view`, ….
    private var navigationLine: String {
        switch layout.navigation {
        case .splitView:
            if let split = layout.split, split.collapsed {
                return "split view, collapsed to its \(split.topColumn?.rawValue ?? "sidebar")"
            }
            let visibility = layout.split.map { " (\($0.visibility.rawValue))" } ?? ""
            return "split view\(visibility): " + layout.columns.map {
                "\($0.role.rawValue) \(Self.length($0.width)) \($0.presentation.rawValue)"
            }.joined(separator: " | ")
        case .tabView: return "tab view"
        case .stack: return "stack"
        case .view: return "view"
        }
    }

    /// The tab bar's line: the sidebar's groups, or the bar's items, overflow and fit.
    private func tabBarLines(_ bar: TabBarLayout) -> [String] {
        if bar.placement == .sidebar {
            let groups = bar.sidebar.map { group in
                (group.header.map { "\($0): " } ?? "") + group.tags.joined(separator: ", ")
            }
            return ["  tab bar      sidebar: " + groups.joined(separator: " / ")]
        }
        var line = "  tab bar      \(bar.placement.rawValue): " + bar.items.map(\.title).joined(separator: ", ")
        if !bar.overflow.isEmpty { line += "; overflow \(bar.overflow.joined(separator: ", "))" }
        line += "; needs \(Self.length(bar.requiredWidth)) of \(Self.length(bar.availableWidth)) pt"
            + (bar.fits ? "" : " (does not fit)")
        return [line]
    }

    /// A length as the text reports write it: to a tenth of a point, integral
    /// values without a fraction (`181.7`, `593`), as ``LayoutSummary`` does.
    private static func length(_ value: Double) -> String { Points.format((value * 10).rounded() / 10) }

    /// A string, or `null`.
    private static func optional(_ text: String?) -> JSONValue { text.map(JSONValue.string) ?? .null }

    /// An array of strings.
    private static func strings(_ items: [String]) -> JSONValue { .array(items.map(JSONValue.string)) }

    /// `{"placement", "items": [{"title", "kind", "tags"}], "overflow",
    /// "sidebar": [{"header", "tags"}], "requiredWidth", "availableWidth", "fits"}`.
    private static func tabBar(_ bar: TabBarLayout) -> JSONValue {
        .object([
            ("placement", .string(bar.placement.rawValue)),
            ("items", .array(bar.items.map { item in
                .object([("title", .string(item.title)), ("kind", .string(item.kind.rawValue)), ("tags", strings(item.tags))])
            })),
            ("overflow", strings(bar.overflow)),
            ("sidebar", .array(bar.sidebar.map { group in
                .object([("header", optional(group.header)), ("tags", strings(group.tags))])
            })),
            ("requiredWidth", .number(bar.requiredWidth)),
            ("availableWidth", .number(bar.availableWidth)),
            ("fits", .bool(bar.fits)),
        ])
    }

    /// `"width", "totalWidth", "fits", "columns": [{"size", "width", "itemWidths"}]`.
    private static func gridMembers(_ grid: GridLayout) -> [(String, JSONValue)] {
        guard case let .object(members) = JSONValue.grid(grid) else { return [] }
        return members.prefix(2) + [("fits", .bool(grid.fits))] + members.dropFirst(2)
    }

    /// `{"leading", "center", "trailing", "bottom", "overflow", "keyboard", "clipped"}`.
    private static func toolbar(_ toolbar: ToolbarLayout) -> JSONValue {
        .object([
            ("leading", strings(toolbar.leading)),
            ("center", strings(toolbar.center)),
            ("trailing", strings(toolbar.trailing)),
            ("bottom", strings(toolbar.bottom)),
            ("overflow", strings(toolbar.overflow)),
            ("keyboard", strings(toolbar.keyboard)),
            ("clipped", strings(toolbar.clipped)),
        ])
    }
}
