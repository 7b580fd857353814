/// How the system fits a scene into a window of another size: the rule
/// behind ``WindowingParameters/scaledPresentation``.
public enum ScaledPresentation: String, Hashable, Sendable, Codable, CaseIterable {
    /// The whole scene is shown, as large as fits: the smaller of the two
    /// ratios of window to scene (letterboxed along the other axis).
    case aspectFit = "aspect-fit"
    /// The scene covers the window: the larger ratio (cropped along the other axis).
    case aspectFill = "aspect-fill"
}

extension WindowRules {
    /// The factor by which the system scales `window`'s scene into the window
    /// on screen (``Window/frameSize`` over ``Window/size``, by
    /// ``WindowingParameters/scaledPresentation``); 1 when the scene is the
    /// window's size.
    public func presentationScale(of window: Window) -> Double {
        guard window.isScaled, window.size.width > 0, window.size.height > 0 else { return 1 }
        let x = window.frameSize.width / window.size.width
        let y = window.frameSize.height / window.size.height
        return windowing.scaledPresentation == .aspectFit ? min(x, y) : max(x, y)
    }
}
