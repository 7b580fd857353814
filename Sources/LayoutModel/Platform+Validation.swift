extension Platform {
    /// Every problem with the parameters, in the order of their fields; empty
    /// when the model can run on them.
    ///
    /// Lengths are finite, from 0 to 100,000 pt (as in a spec); column widths
    /// keep `min <= ideal <= max`; a bottom tab bar holds at least one tab
    /// besides More; the model opens 1 to 64 windows; and every fixed-size
    /// window mode of every catalog device keeps a positive size, so the
    /// divider, the Slide Over inset and the gap between tiles cannot eat a
    /// whole screen; the tile gap is on the iPad pixel grid.
    public var problems: [SpecProblem] {
        var problems: [SpecProblem] = []
        func problem(_ field: String, _ message: String) { problems.append(SpecProblem(field: field, message: message)) }
        func length(_ field: String, _ value: Double) {
            if !AppSpec.isLength(value) { problem(field, "must be from 0 to \(Points.format(AppSpec.largestLength))") }
        }
        func column(_ field: String, _ width: ColumnWidth) {
            length(field + ".min", width.min)
            length(field + ".ideal", width.ideal)
            if width.max != .infinity { length(field + ".max", width.max) }
            if !width.isConsistent { problem(field, "needs min <= ideal <= max") }
        }

        length("windows.regularWidthThreshold", windows.regularWidthThreshold)
        length("windows.minimumWindowSize.width", windows.minimumWindowSize.width)
        length("windows.minimumWindowSize.height", windows.minimumWindowSize.height)
        length("windows.slideOverHeightInset", windows.slideOverHeightInset)
        length("windows.splitDividerWidth", windows.splitDividerWidth)
        length("windows.windowing.minimumWindowSize.width", windows.windowing.minimumWindowSize.width)
        length("windows.windowing.minimumWindowSize.height", windows.windowing.minimumWindowSize.height)
        length("windows.windowing.tileGap", windows.windowing.tileGap)
        if !Points.isOnPixelGrid(windows.windowing.tileGap, scale: 2) {
            problem("windows.windowing.tileGap", "must be a multiple of 0.5 pt (the iPad pixel grid)")
        }
        length("windows.windowing.regularWidthThreshold", windows.windowing.regularWidthThreshold)
        length("windows.windowing.controlsArea.width", windows.windowing.controlsArea.width)
        length("windows.windowing.controlsArea.height", windows.windowing.controlsArea.height)
        length("windows.windowing.slideOverWidth", windows.windowing.slideOverWidth)
        length("windows.phoneAppSize.width", windows.phoneAppSize.width)
        length("windows.phoneAppSize.height", windows.phoneAppSize.height)
        if problems.isEmpty, let small = DeviceID.allCases.first(where: { !windows.phoneAppFits($0) }) {
            problem("windows.phoneAppSize", "must be positive and fit the screen of \(small.rawValue) in both orientations")
        }
        if problems.isEmpty, let empty = emptyFixedWindow() {
            problem(empty.field, "leaves the \(empty.mode.rawValue) window of \(empty.device.rawValue) in \(empty.orientation.rawValue) no room")
        }
        column("splitView.sidebarWidth", splitView.sidebarWidth)
        column("splitView.contentWidth", splitView.contentWidth)
        length("splitView.detailMinimumWidth", splitView.detailMinimumWidth)
        length("splitView.threeColumnTileWidth", splitView.threeColumnTileWidth)
        if !(2...Self.largestTabLimit).contains(tabBar.compactItemLimit) {
            problem("tabBar.compactItemLimit", "must be from 2 (one tab and More) to \(Self.largestTabLimit)")
        }
        length("tabBar.minimumItemWidth", tabBar.minimumItemWidth)
        length("tabBar.titleCharacterWidth", tabBar.titleCharacterWidth)
        length("tabBar.itemPadding", tabBar.itemPadding)
        length("tabBar.iconItemWidth", tabBar.iconItemWidth)
        length("tabBar.topBarMargin", tabBar.topBarMargin)
        length("toolbar.itemWidth", toolbar.itemWidth)
        length("toolbar.itemSpacing", toolbar.itemSpacing)
        length("toolbar.reservedLeadingWidth", toolbar.reservedLeadingWidth)
        length("toolbar.barMargin", toolbar.barMargin)
        length("navigation.tabSidebarWidth", navigation.tabSidebarWidth)
        if !(1...Self.largestSceneCount).contains(navigation.maximumScenes) {
            problem("navigation.maximumScenes", "must be from 1 to \(Self.largestSceneCount)")
        }
        length("content.defaultPadding", content.defaultPadding)
        presentationProblems(problem)
        return problems
    }

    /// The most tabs a bottom tab bar may be given room for.
    static let largestTabLimit = 1_000
    /// The most windows the model may be asked to open for one app.
    public static let largestSceneCount = 64

    /// The first fixed-size window, over the catalog's devices, orientations
    /// and modes, that has no width or no height, with the parameter that
    /// took it away.
    private func emptyFixedWindow() -> (field: String, mode: WindowMode, device: DeviceID, orientation: Orientation)? {
        for device in DeviceID.allCases {
            for orientation in Orientation.allCases {
                for mode in [WindowMode.splitHalf, .splitTwoThirds, .slideOver, .leftThird, .topLeftQuarter]
                where !(mode.isThird && orientation == .portrait) {
                    guard let size = windows.fixedSize(of: mode, device: device, orientation: orientation),
                          size.width <= 0 || size.height <= 0 else { continue }
                    let field = mode == .slideOver ? "windows.slideOverHeightInset"
                        : mode.isTile ? "windows.windowing.tileGap" : "windows.splitDividerWidth"
                    return (field, mode, device, orientation)
                }
            }
        }
        return nil
    }
}
