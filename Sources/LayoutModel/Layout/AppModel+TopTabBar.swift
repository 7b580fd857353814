// Where the floating top tab bar is in a window with window controls.
//
// - "In iPadOS, the tab bar floats over your content at the top ... because
//   the tab bar shares space with the navigation bar, it places your tabs
//   closer to your app's other controls" (Apple, "Elevating your iPad app
//   with a tab bar and sidebar"): the bar is in the navigation bar's row,
//   centred (Apollo-Reborn/Apollo-Reborn PR 557: "a Liquid Glass floating
//   pill pinned to the top-center" under iPadOS 26).
// - The window controls are in that row too: "the default style draws them
//   inline with the app's toolbar and expects the app to lay out around
//   them" (the `.minimal` style instead "draws them in a strip above the
//   app"), and the system's bars lay out in the corner-adapted margins
//   (RenzoBeux/Dashboarr PR 347), so the bar stays clear of them:
//   `windows.windowing.systemBarsAvoidControls`. How it stays clear is not
//   published; the model keeps the bar centred where that clears the
//   controls and moves it trailing just enough where it does not. Where
//   even that does not fit (the bar wider than the room from the controls'
//   trailing edge to the trailing margin), how the system makes room is
//   not published either: the bar keeps the tab view's width (no tab is
//   counted lost to the controls: a tab bar that fits the tab view fits)
//   and is drawn against the trailing margin.

extension AppModel {
    /// How much of a top tab bar's leading end the window controls take in
    /// `window`: their trailing edge when the system's bars avoid them
    /// (``WindowingParameters/systemBarsAvoidControls``), else 0.
    public func topTabBarClearance(of window: Window) -> Double {
        guard tables.platform.windows.windowing.systemBarsAvoidControls, let controls = windowControls(of: window)
        else { return 0 }
        return controls.maxX
    }

    /// The floating top tab bar of `layout`, in window coordinates (its
    /// top-left corner at 0, 0): as wide as the items it shows (all of them,
    /// or the whole width it has when some scrolled away), centred in the
    /// tab view's area, and after the window controls where the system's
    /// bars avoid them; as tall as a standard item (``ToolbarParameters/itemWidth``).
    /// `nil` when the tab view shows no top bar.
    public func topTabBarFrame(of layout: borrowing Layout) -> Rect? {
        guard let bar = layout.tabBar, bar.placement == .top else { return nil }
        let margin = platform.tabBar.topBarMargin
        let leading = max(margin, topTabBarClearance(of: layout.window))
        let area = bar.availableWidth + 2 * margin
        let width = max(0, min(bar.requiredWidth, bar.availableWidth))
        let x = max(margin, min(max(leading, (area - width) / 2), area - margin - width))
        return Rect(x: x, y: 0, size: Size(width: width, height: platform.toolbar.itemWidth))
    }

    /// The items of `layout`'s top tab bar, placed in the window: the
    /// sidebar toggle of a `.sidebarAdaptable` tab view first, then each
    /// tab or section shown, each as wide as ``TabBarParameters/topItemWidth(_:)``,
    /// then the pinned items (search, tabs pinned trailing) at the bar's
    /// trailing end, each an icon (``TabBarParameters/iconItemWidth``). Empty when
    /// the tab view shows no top bar.
    public func topTabBarItems(of layout: borrowing Layout) -> [BarElement] {
        guard let frame = topTabBarFrame(of: layout), let bar = layout.tabBar else { return [] }
        let parameters = platform.tabBar
        var elements: [BarElement] = []
        var x = frame.x
        if plans[layout.plan].tabView?.style == .sidebarAdaptable {
            elements.append(BarElement(.button("sidebar"), bar: .tabBar,
                                       frame: Rect(x: x, y: 0, size: Size(width: parameters.iconItemWidth, height: frame.size.height))))
            x += parameters.iconItemWidth
        }
        // The pinned items (the search tab, tabs pinned trailing) end the list.
        let spec = plans[layout.plan].tabView
        let pinnedCount = min(bar.items.count, (spec?.entries ?? []).reduce(0) { count, entry in
            if case let .section(section) = entry, section.placement == .sidebarOnly { return count }
            return count + entry.tabs.filter { $0.placement != .sidebarOnly && ($0.role == .search || $0.placement == .pinned) }.count
        })
        for item in bar.items.dropLast(pinnedCount) {
            let width = parameters.topItemWidth(item.title)
            elements.append(BarElement(.tab(item.title), bar: .tabBar, frame: Rect(x: x, y: 0, size: Size(width: width, height: frame.size.height))))
            x += width
        }
        x = frame.maxX - Double(pinnedCount) * parameters.iconItemWidth
        for item in bar.items.suffix(pinnedCount) {
            elements.append(BarElement(.tab(item.title), bar: .tabBar,
                                       frame: Rect(x: x, y: 0, size: Size(width: parameters.iconItemWidth, height: frame.size.height))))
            x += parameters.iconItemWidth
        }
        return elements
    }
}
