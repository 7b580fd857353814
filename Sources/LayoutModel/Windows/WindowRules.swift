/// The rules and parameters by which the model hands out windows and size
/// classes.
///
/// Every size is derived from the device catalog and these rules; nothing is
/// looked up from a table of measured windows. Where the platform's behaviour is
/// undocumented, the rule is a parameter here, with its default and source.
public struct WindowRules: Hashable, Sendable, Codable {
    /// The version of iPadOS whose windows these rules hand out. Not a field
    /// of the `windows` object in JSON: a platform file names it at the top
    /// level (`"os": 26`, see ``Platform``). Default ``OSVersion/current``.
    public var os: OSVersion = OSVersion.current

    /// The width from which a Split View, Slide Over or resizable window is
    /// horizontally regular under iPadOS 18 (iPadOS 26:
    /// ``WindowingParameters/regularWidthThreshold``).
    ///
    /// Default 678. Observed windows fit "regular from 678 pt, compact up to
    /// 639 pt" (the 12.9-inch iPad Pro's half split is 678 pt and regular; its
    /// portrait two-thirds pane is 639 pt and compact: swift-snapshot-testing's
    /// measured constants, via reference/devices.json `splitSizeClass`); Apple
    /// does not document the threshold in between.
    public var regularWidthThreshold: Double

    /// The smallest window Stage Manager lets a user make under iPadOS 18
    /// (iPadOS 26: ``WindowingParameters/minimumWindowSize``).
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

    /// The parameters of iPadOS 26 windowing (tiles, window controls, the
    /// minimum window), used when ``os`` is 26 or later.
    public var windowing: WindowingParameters

    /// The screen an iPhone app (``AppSpec/isPhoneApp``) sees on an iPad
    /// before iPadOS 27, in portrait points: its iPhone-app window
    /// (``phoneAppSceneSize(_:)``, `WindowRules+PhoneApps.swift`).
    ///
    /// Default 375 x 667, the 4.7-inch iPhone: from iOS 12 iPhone-only apps
    /// run on every iPad at a 16:9 iPhone size, where earlier versions gave
    /// most iPads the 320 x 480 of the 3.5-inch iPhone (bendodson.com
    /// 2018-06-20 "iPhone-only apps on iPad", as summarised in
    /// SwiftOldDriver/iOS-Weekly issue 453; hacknicity.medium.com, "How
    /// iPhone-only apps appear on iPad", 2019: 375 x 667 on the 12.9-inch
    /// iPad Pro). Observed, not documented by Apple.
    public var phoneAppSize: Size

    /// The keys of the `windows` object: every parameter but ``os``.
    enum CodingKeys: String, CodingKey {
        case regularWidthThreshold, minimumWindowSize, slideOverHeightInset, splitDividerWidth
        case halfSplitInPortrait, restrictionConflict, windowing, phoneAppSize
    }

    /// Creates rules; every parameter defaults to its documented value.
    public init(
        regularWidthThreshold: Double = 678,
        minimumWindowSize: Size = Size(width: 375, height: 605),
        slideOverHeightInset: Double = 40,
        splitDividerWidth: Double = 10,
        halfSplitInPortrait: WindowMode = .splitTwoThirds,
        restrictionConflict: RestrictionConflictPolicy = .minimumWins,
        windowing: WindowingParameters = .standard,
        phoneAppSize: Size = Size(width: 375, height: 667),
        os: OSVersion = .current
    ) {
        self.os = os
        self.phoneAppSize = phoneAppSize
        self.windowing = windowing
        self.regularWidthThreshold = regularWidthThreshold
        self.minimumWindowSize = minimumWindowSize
        self.slideOverHeightInset = slideOverHeightInset
        self.splitDividerWidth = splitDividerWidth
        self.halfSplitInPortrait = halfSplitInPortrait
        self.restrictionConflict = restrictionConflict
    }

    /// The rules with every parameter at its default.
    public static let standard = WindowRules()

    /// These rules for `os`.
    public func on(_ os: OSVersion) -> WindowRules {
        var rules = self
        rules.os = os
        return rules
    }

    /// The smallest resizable window under ``os``.
    @inlinable public var minimumResizableSize: Size {
        os.hasWindowing ? windowing.minimumWindowSize : minimumWindowSize
    }

    /// The width from which a window that is not full screen is regular under ``os``.
    @inlinable public var regularWidth: Double {
        os.hasWindowing ? windowing.regularWidthThreshold : regularWidthThreshold
    }
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
