import LayoutModel
import SizeFuzz

/// Where a drawing puts a window on its screen.
///
/// The model has no window origin yet, so the placement is a documented
/// convention, in this one function, for the modes of today:
/// - `full`: the whole screen;
/// - Split View panes (`split-third`, `split-half`, `split-two-thirds`): on
///   the trailing side, the other app's pane on the leading side beyond the
///   divider;
/// - `slide-over`: on the trailing edge, as far from it as from the top and
///   bottom, floating over another app;
/// - `stage` (on the device or an external display): centred;
/// - iPadOS 26's `windowed` windows and tiles: where `WindowRules.frame(of:)`
///   puts them.
///
/// A model that gives windows an origin replaces the body of
/// ``frame(of:on:)``; nothing else in the drawing depends on the convention.
public enum WindowPlacement {
    /// The screen `window` is on, in points: the external display's, else
    /// the device's in the window's orientation.
    public static func screen(of window: Window) -> Size {
        window.display?.display.size ?? window.device.screenSize(window.orientation)
    }

    /// The window's frame on a screen of size `screen`, with the screen's
    /// top leading corner at 0, 0.
    public static func frame(of window: Window, on screen: Size) -> Rect {
        let width = window.width, height = window.height
        switch window.mode {
        case .full:
            return Rect(x: 0, y: 0, width: width, height: height)
        case .splitThird, .splitHalf, .splitTwoThirds:
            return Rect(x: screen.width - width, y: 0, width: width, height: height)
        case .slideOver:
            let inset = max(0, (screen.height - height) / 2)
            return Rect(x: max(0, screen.width - width - inset), y: inset, width: width, height: height)
        case .stage:
            return Rect(x: max(0, (screen.width - width) / 2), y: max(0, (screen.height - height) / 2),
                         width: width, height: height)
        default:
            // iPadOS 26 windows and tiles: where the model puts them
            // (`WindowRules.frame(of:)` with the default parameters).
            let frame = WindowRules.standard.on(window.os).frame(of: window)
            return Rect(x: frame.x, y: frame.y, width: width, height: height)
        }
    }
}
