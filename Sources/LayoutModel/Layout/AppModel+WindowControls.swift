// Where the iPadOS 26 window controls are over a scene, and what of the
// screen on top lies under them.
//
// What the system does and what an app must do (sources):
// - The controls sit at the top-left corner of a window that does not fill
//   the screen, over the app's content; "when the window fills the entire
//   screen without displaying window controls, the inset sizes will always be
//   zero" (Apple, `GeometryProxy.containerCornerInsets`).
// - They do not count in the safe area (tauri-apps/tauri issue 15521), so
//   content in the safe area is not clear of them.
// - The system's bars move their leading items clear by themselves
//   (`ToolbarItem(placement:)`: zenn.dev tatsube, "iPadOS 26のウィンドウ
//   コントロールを考慮する"; `UINavigationBar` uses the corner-adapted margins:
//   RenzoBeux/Dashboarr PR 347). Undocumented, so a parameter:
//   `windows.windowing.systemBarsAvoidControls`, default true.
// - Custom content is clear only if the app asks: SwiftUI's
//   `containerCornerOffset(_:sizeToFit:)` or `containerCornerInsets` ("Use
//   this value to adjust the geometry of a view based on the overlapping
//   corner insets", Apple, with a custom navigation title as its example),
//   UIKit's `UIView.LayoutRegion.margins(cornerAdaptation:)` or
//   `safeArea(cornerAdaptation:)`, or a scene whose delegate prefers the
//   `.minimal` windowing control style. Apps that hid the navigation bar for
//   a header of their own found their menu and back buttons under the
//   controls (home-assistant/iOS issue 3831, openhab/openhab-ios PR 1342).

extension AppModel {
    /// The area the window controls cover over the app's content in
    /// `window`, in window coordinates; `nil` when they cover none of it: a
    /// window without controls (``WindowRules/windowControls(of:)``), or an
    /// app whose scenes prefer the `.minimal` style, which keeps them off
    /// its content.
    public func windowControls(of window: Window) -> Rect? {
        guard app.resolvedScene.windowingControlStyle != .minimal else { return nil }
        return platform.windows.windowControls(of: window)
    }

    /// Where the column that shows the screen on top starts, in window
    /// coordinates: after the tiled (or displaced) leading columns of a split
    /// view, after a tab view's sidebar, else at the window's leading edge.
    /// `nil` when no screen is on top, or when a leading column floats over
    /// it (its corner is under the system's sidebar).
    public func screenLeadingEdge(of layout: borrowing Layout) -> Double? {
        guard layout.screen != nil else { return nil }
        if let split = layout.split, !split.collapsed {
            var edge = layout.splitOrigin
            for column in [split.sidebar] + (split.content.map { [$0] } ?? []) {
                switch column.presentation {
                case .tiled, .displaced: edge += column.width
                case .overlay: return nil
                case .hidden: break
                }
            }
            return edge
        }
        if layout.tabBar?.placement == .sidebar { return layout.window.width - layout.contentWidth }
        return 0
    }

    /// The buttons and title at the leading end of the top bar of the screen
    /// on top, placed in the window: its header's (``HeaderSpec``), else the
    /// navigation bar's back button, leading toolbar items, and title where
    /// the toolbar role puts it leading (`.editor`, `.browser`).
    ///
    /// They are laid out in a row from the column's leading edge, after the
    /// header's padding (or the bar's margin), each button as wide as the
    /// item says (``ToolbarParameters/itemWidth`` by default) and as tall as
    /// a standard button's 44 pt hit target, with ``ToolbarParameters/itemSpacing``
    /// between them; the row starts after `controls` when the bar avoids them
    /// (a header that asks, or the system's bars when
    /// ``WindowingParameters/systemBarsAvoidControls``).
    public func leadingBarElements(of layout: borrowing Layout, controls: Rect?) -> [BarElement] {
        guard let top = layout.screen, let screen = screen(top), let edge = screenLeadingEdge(of: layout)
        else { return [] }
        let metrics = platform.toolbar
        let bar: BarElement.Bar
        let inset: Double
        let avoids: Bool
        var buttons: [(BarElement.Kind, Double)] = []
        let showsTitle: Bool
        if let header = screen.header {
            bar = .header
            inset = header.padding ?? platform.content.defaultPadding
            avoids = header.avoidsWindowControls == true
            buttons = header.leading.map { (.button($0), metrics.itemWidth) }
            showsTitle = header.showsTitle ?? true
        } else {
            bar = .navigationBar
            inset = metrics.barMargin
            avoids = platform.windows.windowing.systemBarsAvoidControls
            if layout.depth > 0 || (layout.split?.collapsed == true && layout.split?.topColumn == .detail) {
                buttons.append((.back, metrics.itemWidth))
            }
            let items = screen.toolbar?.items(for: layout.sizeClasses.horizontal) ?? []
            for id in layout.toolbar?.leading ?? [] {
                buttons.append((.button(id), items.first { $0.id == id }?.width ?? metrics.itemWidth))
            }
            showsTitle = screen.toolbar?.role == .editor || screen.toolbar?.role == .browser
        }
        var x = edge + inset
        if avoids, let controls { x = max(x, controls.maxX) }
        let height = metrics.itemWidth
        var elements: [BarElement] = []
        for (kind, width) in buttons {
            elements.append(BarElement(kind, bar: bar, frame: Rect(x: x, y: 0, size: Size(width: width, height: height))))
            x += width + metrics.itemSpacing
        }
        if showsTitle {
            let end = edge + layout.contentWidth - inset
            elements.append(BarElement(.title(screen.displayTitle), bar: bar,
                                       frame: Rect(x: x, y: 0, size: Size(width: max(0, end - x), height: height))))
        }
        return elements
    }

    /// The window controls over `layout`'s window and the top bar's leading
    /// elements and top tab bar items (``topTabBarItems(of:)``) under them;
    /// `nil` when the controls cover nothing of the screen on top (or the
    /// window has none).
    ///
    /// Cheap when nothing of the app can be under the controls: no header
    /// that ignores them, and system bars that avoid them.
    public func elementsUnderWindowControls(of layout: borrowing Layout) -> (controls: Rect, elements: [BarElement])? {
        guard mayCoverWindowControls, let controls = windowControls(of: layout.window) else { return nil }
        let covered = (leadingBarElements(of: layout, controls: controls) + topTabBarItems(of: layout))
            .filter { $0.frame.overlaps(controls) }
        return covered.isEmpty ? nil : (controls, covered)
    }
}
