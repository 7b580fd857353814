extension WindowRules {
    /// The size classes of `window`, derived by rule:
    ///
    /// - iPhones: compact width and regular height in portrait; in landscape
    ///   compact height, and the catalog's landscape width class (regular on
    ///   Plus and Max models).
    /// - iPads, full screen on the device: regular and regular.
    /// - iPads in Split View, Slide Over, tiles, resizable windows and windows
    ///   on an external display: regular height; regular width from
    ///   ``regularWidthThreshold`` (iPadOS 26 and later:
    ///   ``WindowingParameters/regularWidthThreshold``), compact below.
    /// - An iPhone app on an iPad (``Window/idiom`` `phone`): before iPadOS
    ///   27 an iPhone's classes in its iPhone-app window
    ///   (``phoneAppSizeClasses(_:)``); from 27 compact width at every
    ///   width, and ``WindowingParameters/phoneAppVerticalSizeClass``.
    ///
    /// The classes follow the scene's size (``Window/size``), not the size of
    /// a scaled window on screen.
    @inlinable @inline(__always) public func sizeClasses(of window: Window) -> SizeClasses {
        if window.device.idiom == .phone {
            return window.orientation == .portrait
                ? SizeClasses(horizontal: .compact, vertical: .regular)
                : SizeClasses(horizontal: window.device.landscapeHorizontalSizeClass ?? .compact, vertical: .compact)
        }
        if window.idiom == .phone {
            return window.os < .v27 ? phoneAppSizeClasses(window.orientation)
                : SizeClasses(horizontal: .compact, vertical: windowing.phoneAppVerticalSizeClass)
        }
        // Made here, not read from `SizeClasses.regular` (a global: a
        // `swift_once` on every call).
        if window.mode == .full && window.display == nil { return SizeClasses(horizontal: .regular, vertical: .regular) }
        let threshold = window.os.hasWindowing ? windowing.regularWidthThreshold : regularWidthThreshold
        return SizeClasses(horizontal: window.size.width >= threshold ? .regular : .compact, vertical: .regular)
    }

    /// The horizontal size class of an iPad window that is not full screen and
    /// is `width` points wide, under ``os``.
    public func horizontalSizeClass(forWidth width: Double) -> SizeClass {
        width >= regularWidth ? .regular : .compact
    }
}
