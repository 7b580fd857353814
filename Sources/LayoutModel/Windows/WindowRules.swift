/// The rules and parameters by which the model hands out windows and size
/// classes.
///
/// Every size is derived from the device catalog and these rules; nothing is
/// looked up from a table of measured windows. Where the platform's behaviour is
/// undocumented, the rule is a parameter here, with its default and source.
public struct WindowRules: Hashable, Sendable, Codable {
    /// The width from which a Split View, Slide Over or resizable window is
    /// horizontally regular.
    ///
    /// Default 678. Observed windows fit "regular from 678 pt, compact up to
    /// 639 pt" (the 12.9-inch iPad Pro's half split is 678 pt and regular; its
    /// portrait two-thirds pane is 639 pt and compact: swift-snapshot-testing's
    /// measured constants, via reference/devices.json `splitSizeClass`); Apple
    /// does not document the threshold in between.
    public var regularWidthThreshold: Double

    /// The smallest window Stage Manager and iPadOS 26 windowing let a user make.
    ///
    /// Default 375 x 605: the smallest window measured on a real device (an
    /// iPad Pro 11-inch (M4), reference/devices.json `stageManager`). Apple does
    /// not document the minimum; a smaller measured window should lower it.
    public var minimumWindowSize: Size

    /// How much shorter than the screen the Slide Over panel is, in points.
    ///
    /// Default 40: 20 pt inset at the top and the bottom, as observed on older
    /// devices (reference/devices.json `slideOver`).
    public var slideOverHeightInset: Double

    /// The width of the divider between Split View panes. Default 10
    /// (reference/devices.json `splitDividerWidth`).
    public var splitDividerWidth: Double

    /// What a half split becomes when the device rotates to portrait, where
    /// Split View has no half position (reference/devices.json).
    ///
    /// Default ``WindowMode/splitTwoThirds``: undocumented; the window keeps the
    /// half position as ``Window/requestedMode`` and gets it back in landscape.
    public var halfSplitInPortrait: WindowMode

    /// What the model does when a scene's minimum size is above its maximum.
    /// Default ``RestrictionConflictPolicy/minimumWins``.
    public var restrictionConflict: RestrictionConflictPolicy

    /// Creates rules; every parameter defaults to its documented value.
    public init(
        regularWidthThreshold: Double = 678,
        minimumWindowSize: Size = Size(width: 375, height: 605),
        slideOverHeightInset: Double = 40,
        splitDividerWidth: Double = 10,
        halfSplitInPortrait: WindowMode = .splitTwoThirds,
        restrictionConflict: RestrictionConflictPolicy = .minimumWins
    ) {
        self.regularWidthThreshold = regularWidthThreshold
        self.minimumWindowSize = minimumWindowSize
        self.slideOverHeightInset = slideOverHeightInset
        self.splitDividerWidth = splitDividerWidth
        self.halfSplitInPortrait = halfSplitInPortrait
        self.restrictionConflict = restrictionConflict
    }

    /// The rules with every parameter at its default.
    public static let standard = WindowRules()
}

/// What to do when a scene's preferred minimum size is above its preferred
/// maximum, which `UISceneSizeRestrictions` does not document.
public enum RestrictionConflictPolicy: String, Hashable, Sendable, Codable, CaseIterable {
    /// The maximum is raised to the minimum: the window is never smaller than
    /// the app said it can lay out in. The default, because a window below an
    /// app's minimum is the one that breaks its layout.
    case minimumWins = "minimum-wins"
    /// The minimum is lowered to the maximum.
    case maximumWins = "maximum-wins"
}
