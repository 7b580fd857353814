extension WindowRules {
    /// The area the window controls (close, minimise, tile) cover in
    /// `window`, in the window's own coordinates (its top-left corner at 0, 0);
    /// `nil` for a window that has none.
    ///
    /// iPadOS 26 draws the controls over the app's content at the top-left
    /// corner of every window in Windowed Apps and Stage Manager modes, tiles
    /// included (they are tiled from these controls), on the device and on an
    /// external display, and over the Slide Over panel when
    /// ``WindowingParameters/controlsInSlideOver``. A full-screen window shows
    /// none: "when the window fills the entire screen without displaying
    /// window controls, the inset sizes will always be zero" (Apple,
    /// `GeometryProxy.containerCornerInsets`). iPadOS 18 has none (its Stage
    /// Manager puts its menu above the window, not over it), and neither does
    /// a window the system hides. The controls do not count in the safe area
    /// (tauri-apps/tauri issue 15521): content laid out in the safe area is
    /// still under them.
    ///
    /// The area is ``WindowingParameters/controlsArea`` at the window's top-left
    /// corner, clipped to the window.
    public func windowControls(of window: Window) -> Rect? {
        guard window.os.hasWindowing, !window.isHidden else { return nil }
        switch window.mode {
        case .full, .splitThird, .splitHalf, .splitTwoThirds: return nil
        case .slideOver where !windowing.controlsInSlideOver: return nil
        default: break
        }
        let area = windowing.controlsArea
        return Rect(x: 0, y: 0, size: Size(width: min(area.width, window.width), height: min(area.height, window.height)))
    }
}
