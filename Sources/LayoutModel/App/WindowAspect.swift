/// Which of a window's sides is longer, as a root's code compares them
/// (`proxy.size.width > proxy.size.height`).
///
/// A square window is neither: `landscape` is `width > height` and
/// `portrait` is `width < height`, so `width >= height` reads as
/// `not(portrait)` and `width <= height` as `not(landscape)`, exactly.
public enum WindowAspect: String, Hashable, Sendable, Codable, CaseIterable {
    /// Wider than tall: `width > height`.
    case landscape
    /// Taller than wide: `width < height`.
    case portrait

    /// Whether a window of `size` has this aspect.
    public func holds(_ size: Size) -> Bool {
        switch self {
        case .landscape: size.width > size.height
        case .portrait: size.width < size.height
        }
    }
}
