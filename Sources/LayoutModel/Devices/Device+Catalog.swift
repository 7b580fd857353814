// The device catalog.
//
// Source: the project's reference catalog (reference/devices.json), which cites
// Apple HIG "Layout" (device screen sizes), pointfreeco/swift-snapshot-testing
// Sources/SnapshotTesting/Common/View.swift and its PR #653 (iPad mini 6th gen),
// and marcbouchenoire/dimmmensions dimensions.json (iOS 16.2 simulators).
// Sizes are points, portrait width x height. The catalog holds device data only;
// the windows and size classes each device gets are derived by ``WindowRules``.
//
// Which rows run iPadOS/iOS 26 and 27 (`latestOS`):
// - iPadOS 26 runs on every iPad with an A12 or later; of the catalog rows only
//   the iPad Pro 10.5-inch (A10X) is left out (Apple's list via BGR,
//   worldofsoftware.org "not every iPad is compatible with iPadOS 26";
//   cybernews.com "ipad-ios26-release"). iOS 26 needs an A13 or later, so the
//   iPhone 8 Plus (A11) stays on the 18 model (techbriefly.com 2025-06-17).
// - iPadOS 27 drops the A12 and A12X iPads: iPad mini 5, iPad 8th gen, iPad Air
//   3rd gen, iPad Pro 11-inch 1st gen, iPad Pro 12.9-inch 3rd gen
//   (thecircuitry.to "ipados-27-compatible-ipads-full-list"; 9to5Mac
//   2026-06-27 via tech4you.club). A row runs 27 if one of its models does
//   (ipad-10.2 through the 9th gen, ipad-pro-11 and ipad-pro-12.9 through their
//   later generations); the ipad-mini-5 row does not. iOS 27 runs on every
//   iPhone that runs iOS 26 (same 9to5Mac article).

extension Device {
    /// Every device the model knows, in catalog order (the order of
    /// `DeviceID.allCases`).
    public static let catalog: [Device] = [
        pad(.ipadMini5, "iPad mini (5th gen) / iPad 9.7-inch", 768, 1024, top: 20, bottom: 0,
            narrow: (320, 320), slideOver: 320, stage: false, .observed, latest: .v26),
        pad(.ipadMini6, "iPad mini (6th gen, A17 Pro)", 744, 1133, top: 24, bottom: 20,
            narrow: (320, 375), slideOver: 320, stage: false, .observed),
        pad(.ipad10_2, "iPad 10.2-inch (7th-9th gen)", 810, 1080, top: 20, bottom: 0,
            narrow: (320, 320), slideOver: 320, stage: false, .observed),
        pad(.ipad10th, "iPad (10th gen)", 820, 1180, top: 24, bottom: 20,
            narrow: (320, 375), slideOver: 320, stage: false, .estimated),
        pad(.ipadAir11, "iPad Air 11-inch (M2/M3)", 820, 1180, top: 24, bottom: 20,
            narrow: (320, 375), slideOver: 320, stage: true, .estimated),
        pad(.ipadAir13, "iPad Air 13-inch (M2/M3)", 1024, 1366, top: 24, bottom: 20,
            narrow: (375, 375), slideOver: 375, stage: true, .estimated),
        pad(.ipadPro10_5, "iPad Pro 10.5-inch", 834, 1112, top: 20, bottom: 0,
            narrow: (320, 320), slideOver: 320, stage: false, .observed, latest: .v18),
        pad(.ipadPro11, "iPad Pro 11-inch (1st-4th gen)", 834, 1194, top: 24, bottom: 20,
            narrow: (320, 375), slideOver: 320, stage: true, .observed),
        pad(.ipadPro11M4, "iPad Pro 11-inch (M4)", 834, 1210, top: 24, bottom: 20,
            narrow: (320, 375), slideOver: 320, stage: true, .estimated),
        pad(.ipadPro12_9, "iPad Pro 12.9-inch", 1024, 1366, top: 20, bottom: 0,
            narrow: (375, 375), slideOver: 375, stage: true, .observed),
        pad(.ipadPro13M4, "iPad Pro 13-inch (M4)", 1032, 1376, top: 24, bottom: 20,
            narrow: (375, 375), slideOver: 375, stage: true, .estimated),
        phone(.iphoneSE, "iPhone SE (2nd/3rd gen)", 375, 667, scale: 2, landscape: .compact),
        phone(.iphone13, "iPhone 13 / 14", 390, 844, scale: 3, landscape: .compact),
        phone(.iphone16, "iPhone 16", 393, 852, scale: 3, landscape: .compact),
        phone(.iphone8Plus, "iPhone 8 Plus", 414, 736, scale: 3, landscape: .regular, latest: .v18),
        phone(.iphone16Plus, "iPhone 16 Plus", 430, 932, scale: 3, landscape: .regular),
        phone(.iphone16ProMax, "iPhone 16 Pro Max", 440, 956, scale: 3, landscape: .regular),
    ]

    private static func pad(
        _ id: DeviceID, _ name: String, _ width: Double, _ height: Double,
        top: Double, bottom: Double, narrow: (portrait: Double, landscape: Double),
        slideOver: Double, stage: Bool, _ confidence: Confidence, latest: OSVersion = .v27
    ) -> Device {
        Device(
            id: id, name: name, idiom: .pad, portraitSize: Size(width: width, height: height),
            scale: 2, safeArea: SafeAreaInsets(top: top, bottom: bottom),
            splitNarrowWidth: OrientationPair(portrait: narrow.portrait, landscape: narrow.landscape),
            slideOverWidth: slideOver, supportsStageManager: stage, confidence: confidence, latestOS: latest
        )
    }

    private static func phone(
        _ id: DeviceID, _ name: String, _ width: Double, _ height: Double,
        scale: Int, landscape: SizeClass, latest: OSVersion = .v27
    ) -> Device {
        Device(
            id: id, name: name, idiom: .phone, portraitSize: Size(width: width, height: height),
            scale: scale, landscapeHorizontalSizeClass: landscape, confidence: .documented, latestOS: latest
        )
    }
}
