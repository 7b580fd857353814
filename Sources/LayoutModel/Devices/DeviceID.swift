/// The devices in the catalog, by their ids.
///
/// The ids are exactly those of the reference catalog (`devices.json`):
/// `DeviceID(rawValue: "ipad-pro-12.9")` is ``ipadPro12_9``.
public enum DeviceID: String, Hashable, Sendable, Codable, CaseIterable, Comparable {
    /// iPad mini (5th gen) / iPad 9.7-inch, 768 x 1024.
    case ipadMini5 = "ipad-mini-5"
    /// iPad mini (6th gen, A17 Pro), 744 x 1133.
    case ipadMini6 = "ipad-mini-6"
    /// iPad 10.2-inch (7th-9th gen), 810 x 1080.
    case ipad10_2 = "ipad-10.2"
    /// iPad (10th gen) / iPad (A16), 820 x 1180.
    case ipad10th = "ipad-10th"
    /// iPad Air 11-inch (M2/M3/M4), 820 x 1180.
    case ipadAir11 = "ipad-air-11"
    /// iPad Air 13-inch (M2/M3/M4), 1024 x 1366.
    case ipadAir13 = "ipad-air-13"
    /// iPad Pro 10.5-inch, 834 x 1112.
    case ipadPro10_5 = "ipad-pro-10.5"
    /// iPad Pro 11-inch (1st-4th gen), 834 x 1194.
    case ipadPro11 = "ipad-pro-11"
    /// iPad Pro 11-inch (M4/M5), 834 x 1210.
    case ipadPro11M4 = "ipad-pro-11-m4"
    /// iPad Pro 12.9-inch, 1024 x 1366.
    case ipadPro12_9 = "ipad-pro-12.9"
    /// iPad Pro 13-inch (M4/M5), 1032 x 1376.
    case ipadPro13M4 = "ipad-pro-13-m4"
    /// iPhone SE (2nd/3rd gen), 375 x 667.
    case iphoneSE = "iphone-se"
    /// iPhone 13 / 14 / 16e / 17e, 390 x 844.
    case iphone13 = "iphone-13"
    /// iPhone 16, 393 x 852.
    case iphone16 = "iphone-16"
    /// iPhone 8 Plus, 414 x 736.
    case iphone8Plus = "iphone-8-plus"
    /// iPhone 16 Plus, 430 x 932.
    case iphone16Plus = "iphone-16-plus"
    /// iPhone 16 Pro Max / 17 Pro Max, 440 x 956.
    case iphone16ProMax = "iphone-16-pro-max"
    /// iPhone 16 Pro / 17 / 17 Pro, 402 x 874.
    case iphone16Pro = "iphone-16-pro"

    /// The device's description from the catalog.
    public var device: Device { Device.catalog[index] }

    /// The position of this id in `allCases` (and in ``Device/catalog``).
    @inlinable public var index: Int {
        switch self {
        case .ipadMini5: 0
        case .ipadMini6: 1
        case .ipad10_2: 2
        case .ipad10th: 3
        case .ipadAir11: 4
        case .ipadAir13: 5
        case .ipadPro10_5: 6
        case .ipadPro11: 7
        case .ipadPro11M4: 8
        case .ipadPro12_9: 9
        case .ipadPro13M4: 10
        case .iphoneSE: 11
        case .iphone13: 12
        case .iphone16: 13
        case .iphone8Plus: 14
        case .iphone16Plus: 15
        case .iphone16ProMax: 16
        case .iphone16Pro: 17
        }
    }

    /// Orders ids as the catalog lists them.
    public static func < (lhs: DeviceID, rhs: DeviceID) -> Bool { lhs.index < rhs.index }
}

extension DeviceID {
    // Direct reads of single catalog fields, without copying the whole
    // ``Device`` (its strings) on paths that run every step.

    /// The device's idiom.
    ///
    /// A switch, not a read of ``Device/catalog``: the catalog is a global
    /// made once, and every read of it called `swift_once` (from every
    /// inlined `WindowRules.sizeClasses(of:)`, about 1.3 million reads a run
    /// of 20,000 cases). The catalog's rows take their idiom from here.
    @inlinable public var idiom: Idiom {
        switch self {
        case .ipadMini5, .ipadMini6, .ipad10_2, .ipad10th, .ipadAir11, .ipadAir13, .ipadPro10_5, .ipadPro11,
             .ipadPro11M4, .ipadPro12_9, .ipadPro13M4:
            .pad
        case .iphoneSE, .iphone13, .iphone16, .iphone8Plus, .iphone16Plus, .iphone16ProMax, .iphone16Pro:
            .phone
        }
    }
    /// Pixels per point.
    @inlinable public var scale: Int { Device.catalog[index].scale }
    /// An iPhone's horizontal size class in landscape (`nil` for an iPad),
    /// read from the catalog without copying the whole ``Device`` (its strings).
    @inlinable public var landscapeHorizontalSizeClass: SizeClass? { Device.catalog[index].landscapeHorizontalSizeClass }
    /// Whether the device has Stage Manager.
    @inlinable public var supportsStageManager: Bool { Device.catalog[index].supportsStageManager }
    /// The screen in `orientation`, in points.
    @inlinable public func screenSize(_ orientation: Orientation) -> Size {
        let portrait = Device.catalog[index].portraitSize
        return orientation == .portrait ? portrait : portrait.transposed
    }
}
