extension WindowRules {
    /// The screen a window with these parts lives on: the device's screen in
    /// `orientation`, or the external display (always landscape as catalogued).
    public func screenSize(device: DeviceID, orientation: Orientation, display: ExternalDisplayID?) -> Size {
        display?.display.size ?? device.screenSize(orientation)
    }

    /// The screen `window` lives on.
    public func screenSize(of window: Window) -> Size {
        screenSize(device: window.device, orientation: window.orientation, display: window.display)
    }

    /// Whether `mode` exists for `device` in `orientation` under ``os`` (on
    /// the device's own screen, or with `onDisplay` on an external display);
    /// `nil` if it does, else why not.
    ///
    /// Under iPadOS 18: Split View panes and Slide Over on every iPad, a half
    /// split in landscape only, `stage` on the devices with Stage Manager.
    /// Under iPadOS 26 and later: the device must run the version; every iPad
    /// that runs it has `windowed`, `stage` (Stage Manager came to every such
    /// iPad: apfelpatient.de, via reference/ipados-26-27.md), the tiles and
    /// `slide-over`; thirds exist in landscape only. Windows on an external
    /// display are stage windows on the devices the catalog gives Stage
    /// Manager (older iPads mirror). iPhones run apps full screen.
    public func unavailability(
        of mode: WindowMode, device: DeviceID, orientation: Orientation, onDisplay: Bool = false
    ) -> WindowError? {
        // A mode the table marks available on the device's own screen needs
        // no error made; the rest take the plain rule, which says why.
        if !onDisplay && WindowSizeTable.isAvailable(os, WindowSizeTable.slot(mode, device, orientation)) {
            return nil
        }
        return plainUnavailability(of: mode, device: device, orientation: orientation, onDisplay: onDisplay)
    }

    /// ``unavailability(of:device:orientation:onDisplay:)`` by its rules, without
    /// ``WindowSizeTable``: what the table is made from and checked against.
    func plainUnavailability(
        of mode: WindowMode, device: DeviceID, orientation: Orientation, onDisplay: Bool = false
    ) -> WindowError? {
        // The catalog's fields read one by one: a copy of the whole
        // ``Device`` retained and released its name.
        if os.hasWindowing && !Device.catalog[device.index].runs(os) { return .deviceUnsupported(device: device, os: os) }
        if device.idiom == .phone && mode != .full && !onDisplay {
            return .modeUnavailable(mode, device: device, reason: "iPhones run apps full screen only")
        }
        if !mode.exists(on: os) { return .modeNotInOS(mode, os: os, hint: Self.replacement(for: mode, in: os)) }
        if onDisplay {
            if !device.supportsStageManager {
                return .displayUnavailable(device: device, reason: "it has no Stage Manager (the display mirrors)")
            }
            if mode != .stage {
                return .displayUnavailable(device: device, reason: "windows on a display are stage windows")
            }
            return nil
        }
        switch mode {
        case .full, .splitThird, .splitTwoThirds, .slideOver, .windowed:
            return nil
        case .splitHalf:
            return orientation == .landscape
                ? nil
                : .modeUnavailable(mode, device: device, reason: "a half split exists in landscape only")
        case .stage:
            return device.supportsStageManager || os.hasWindowing
                ? nil
                : .modeUnavailable(mode, device: device, reason: "it has no Stage Manager")
        case .leftThird, .middleThird, .rightThird:
            return orientation == .landscape
                ? nil
                : .modeUnavailable(mode, device: device, reason: "thirds exist in landscape only")
        default:
            return nil
        }
    }

    /// What a user of `os` picks instead of `mode`, which `os` does not have.
    static func replacement(for mode: WindowMode, in os: OSVersion) -> String {
        switch mode {
        case .splitThird: "Split View was removed in iPadOS 26; use left-third or right-third, or windowed with --window"
        case .splitHalf: "Split View was removed in iPadOS 26; use left-half or right-half"
        case .splitTwoThirds: "Split View was removed in iPadOS 26; use windowed with --window, or a half"
        default: "it exists from iPadOS 26 on (--os 26)"
        }
    }

    /// The size the system gives a window of a fixed-size `mode`, derived from
    /// the catalog: the screen for `full`; the narrow pane for `split-third`;
    /// `(screen - divider) / 2` for `split-half`; `screen - divider - narrow`
    /// for `split-two-thirds`; the panel width and the screen height less
    /// ``slideOverHeightInset`` for `slide-over` (under iPadOS 26, the panel's
    /// size when it opens, at least ``WindowingParameters/slideOverWidth`` wide); the tile's cell of the screen (``tileFrame(of:screen:scale:)``)
    /// for a tile. Split panes are as tall as the screen. `nil` for `stage` and
    /// `windowed`, whose size the user chooses, and for modes the device does
    /// not have.
    public func fixedSize(of mode: WindowMode, device: DeviceID, orientation: Orientation) -> Size? {
        if hasStandardFixedSizes { return WindowSizeTable.size(os, WindowSizeTable.slot(mode, device, orientation)) }
        return plainFixedSize(of: mode, device: device, orientation: orientation)
    }

    /// Whether the parameters ``fixedSize(of:device:orientation:)`` reads
    /// besides ``os`` (the divider, the Slide Over inset and width, the tile
    /// gap) are ``standard``'s, so that ``WindowSizeTable`` (made from the
    /// standard rules on the OS) holds these rules' fixed sizes.
    var hasStandardFixedSizes: Bool {
        splitDividerWidth == Self.standard.splitDividerWidth
            && slideOverHeightInset == Self.standard.slideOverHeightInset
            && windowing.tileGap == Self.standard.windowing.tileGap
            && windowing.slideOverWidth == Self.standard.windowing.slideOverWidth
    }

    /// ``fixedSize(of:device:orientation:)`` by its rules, without
    /// ``WindowSizeTable``: what the table is made from and checked against.
    func plainFixedSize(of mode: WindowMode, device: DeviceID, orientation: Orientation) -> Size? {
        // The catalog's fields read one by one (see ``unavailability(of:device:orientation:onDisplay:)``).
        let screen = device.screenSize(orientation)
        if mode.isTile { return tileFrame(of: mode, screen: screen, scale: device.scale)?.size }
        switch mode {
        case .full:
            return screen
        case .splitThird, .splitHalf, .splitTwoThirds, .slideOver:
            guard device.idiom == .pad, let narrow = Device.catalog[device.index].splitNarrowWidth?[orientation],
                  let slideOver = Device.catalog[device.index].slideOverWidth else { return nil }
            switch mode {
            case .splitThird:
                return Size(width: narrow, height: screen.height)
            case .splitHalf:
                return Size(width: (screen.width - splitDividerWidth) / 2, height: screen.height)
            case .splitTwoThirds:
                return Size(width: screen.width - splitDividerWidth - narrow, height: screen.height)
            default:
                // Under 26.1 the panel opens at least `windowing.slideOverWidth` wide.
                let width = os.hasWindowing ? max(slideOver, windowing.slideOverWidth) : slideOver
                return Size(width: width, height: screen.height - slideOverHeightInset)
            }
        default:
            return nil
        }
    }

    /// The sizes the system lets a resizable window take on a screen of
    /// `screen` size under ``os``: from ``minimumResizableSize`` (or the
    /// screen, if smaller) to the whole screen.
    public func systemBounds(screen: Size) -> (minimum: Size, maximum: Size) {
        let smallest = minimumResizableSize
        let minimum = Size(
            width: min(smallest.width, screen.width),
            height: min(smallest.height, screen.height)
        )
        return (minimum, screen)
    }

    /// The sizes a resizable window of a scene with `restrictions` can take on
    /// a screen of `screen` size: the restrictions clamped into
    /// ``systemBounds(screen:)``, with a minimum above the maximum settled by
    /// ``restrictionConflict``.
    public func effectiveBounds(
        for restrictions: SceneSizeRestrictions, screen: Size
    ) -> (minimum: Size, maximum: Size) {
        bounded(restrictions, within: systemBounds(screen: screen))
    }

    /// ``effectiveBounds(for:screen:)`` of the screen a window of `device` in
    /// `orientation` on `display` is on, and that screen's scale.
    ///
    /// Read from ``WindowSizeTable`` (made once per OS) when these rules'
    /// ``minimumResizableSize`` is the table's: the system bounds are the
    /// screen and the smaller of it and that minimum, and the screen and its
    /// scale are the catalog's, so the table holds them for any such rules;
    /// the restrictions are then clamped into them here, as
    /// ``effectiveBounds(for:screen:)`` does. A resize looked the device up in
    /// the catalog twice and called two functions for it.
    @inline(__always) func resizableBounds(
        for restrictions: SceneSizeRestrictions, device: DeviceID, orientation: Orientation,
        display: ExternalDisplayID?
    ) -> (bounds: (minimum: Size, maximum: Size), scale: Int) {
        if let screen = WindowSizeTable.screen(os, WindowSizeTable.screenSlot(device, orientation, display),
                                               minimum: minimumResizableSize) {
            return (bounded(restrictions, within: (screen.minimum, screen.maximum)), screen.scale)
        }
        return plainResizableBounds(for: restrictions, device: device, orientation: orientation, display: display)
    }

    /// ``resizableBounds(for:device:orientation:display:)`` by the plain
    /// rules, without ``WindowSizeTable``: what the table is checked against.
    func plainResizableBounds(
        for restrictions: SceneSizeRestrictions, device: DeviceID, orientation: Orientation,
        display: ExternalDisplayID?
    ) -> (bounds: (minimum: Size, maximum: Size), scale: Int) {
        let screen = screenSize(device: device, orientation: orientation, display: display)
        return (effectiveBounds(for: restrictions, screen: screen), display?.scale ?? device.scale)
    }

    /// `restrictions` clamped into `system` (a screen's
    /// ``systemBounds(screen:)``), with a minimum above the maximum settled
    /// by ``restrictionConflict``: the rule of ``effectiveBounds(for:screen:)``.
    @inline(__always) func bounded(
        _ restrictions: SceneSizeRestrictions, within system: (minimum: Size, maximum: Size)
    ) -> (minimum: Size, maximum: Size) {
        var lower = restrictions.minimum.clamped(to: system.minimum, system.maximum)
        var upper = restrictions.maximum.clamped(to: system.minimum, system.maximum)
        // The two axes written out, width first: a loop over `Axis.allCases`
        // read the cases' array and went through the size's subscript by
        // axis, on every window a transition makes.
        if lower.width > upper.width { settle(&lower.width, &upper.width) }
        if lower.height > upper.height { settle(&lower.height, &upper.height) }
        return (lower, upper)
    }

    /// Settles a minimum above its maximum along one axis by
    /// ``restrictionConflict``.
    @inline(__always) private func settle(_ lower: inout Double, _ upper: inout Double) {
        switch restrictionConflict {
        case .minimumWins: upper = lower
        case .maximumWins: lower = upper
        }
    }

    /// Every problem `restrictions` have on a screen of `screen` size: their own
    /// ``SceneSizeRestrictions/lints`` plus a minimum above the screen or a
    /// maximum below the system minimum.
    public func lints(for restrictions: SceneSizeRestrictions, screen: Size) -> [RestrictionLint] {
        var lints = restrictions.lints
        let system = systemBounds(screen: screen)
        for axis in Axis.allCases {
            if restrictions.minimum[axis] > screen[axis] {
                lints.append(.minimumAboveScreen(axis: axis, minimum: restrictions.minimum[axis], screen: screen[axis]))
            }
            if restrictions.maximum[axis] < system.minimum[axis] {
                lints.append(.maximumBelowSystemMinimum(
                    axis: axis, maximum: restrictions.maximum[axis], systemMinimum: system.minimum[axis]))
            }
        }
        return lints
    }

    /// `requested` as a resizable window on a screen with `scale` gets it:
    /// clamped into `bounds` and onto the pixel grid.
    ///
    /// The two axes written out (see ``effectiveBounds(for:screen:)``).
    func fit(_ requested: Size, into bounds: (minimum: Size, maximum: Size), scale: Int) -> Size {
        Size(width: Self.fit(requested.width, lower: bounds.minimum.width, upper: bounds.maximum.width, scale: scale),
             height: Self.fit(requested.height, lower: bounds.minimum.height, upper: bounds.maximum.height,
                              scale: scale))
    }

    /// ``fit(_:into:scale:)`` along one axis: `requested` clamped into
    /// `lower...upper` and onto the pixel grid.
    @inline(__always) static func fit(_ requested: Double, lower: Double, upper: Double, scale: Int) -> Double {
        let value = min(max(requested, lower), upper)
        // The pixel grid wins: a bound between two grid points is rounded
        // to the next point inside the screen (upper bounds are on it).
        let snapped = Points.floorToPixelGrid(value, scale: scale)
        return snapped >= lower ? snapped : Points.ceilToPixelGrid(lower, scale: scale)
    }
}
