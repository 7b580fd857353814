/// Defaults for the tab bar where the platform gives no numbers.
public struct TabBarParameters: Hashable, Sendable, Codable {
    /// The most items a bottom tab bar shows before it shows the first
    /// `limit - 1` and a More item. Default 5: "If you add six or more custom
    /// view controllers to a tab bar controller, the tab bar controller
    /// displays only the first four items plus the standard More item"
    /// (UITabBarController documentation).
    public var compactItemLimit: Int
    /// The narrowest a tappable item may be. Default 44 pt (Apple's design
    /// tips: "a hit target of about 44 x 44 points").
    public var minimumItemWidth: Double
    /// The estimated width of one character of a top tab bar title. Default
    /// 8 pt: an estimate; Apple publishes no tab bar metrics.
    public var titleCharacterWidth: Double
    /// The estimated padding of a top tab bar item. Default 28 pt (estimate).
    public var itemPadding: Double
    /// The width of an icon-only item: the sidebar toggle and the pinned
    /// search tab ("only show the tab's image", UIKit). Default 44 pt.
    public var iconItemWidth: Double
    /// The margin on each side of the floating top tab bar. Default 20 pt (estimate).
    public var topBarMargin: Double

    /// Creates parameters; each defaults to its documented value.
    public init(compactItemLimit: Int = 5, minimumItemWidth: Double = 44, titleCharacterWidth: Double = 8,
                itemPadding: Double = 28, iconItemWidth: Double = 44, topBarMargin: Double = 20) {
        self.compactItemLimit = compactItemLimit
        self.minimumItemWidth = minimumItemWidth
        self.titleCharacterWidth = titleCharacterWidth
        self.itemPadding = itemPadding
        self.iconItemWidth = iconItemWidth
        self.topBarMargin = topBarMargin
    }

    /// The defaults.
    public static let standard = TabBarParameters()

    /// The estimated width of a top tab bar item titled `title`.
    public func topItemWidth(_ title: String) -> Double {
        Double(title.count) * titleCharacterWidth + itemPadding
    }
}
