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
//
// The devices sold 2024-2026. Each row's points are the pixels of
// the device's screen divided by its scale, never looked up as points: the
// pixels and ppi of every model below are in gsmarena.com's specifications,
// as collected in codenameone/CodenameOne
// scripts/skindesigner/common/src/main/resources/devices.json (built from
// https://www.gsmarena.com/), and checked against a second source where one
// was found (named below). The scale follows the ppi as on every existing row:
// iPads (264-326 ppi) are @2x, iPhones at 460 ppi @3x (Apple HIG "Layout":
// iPhone 16, 1179 x 2556 px, 393 x 852 pt @3x). A model whose screen matches
// an existing row's joins that row's name (one row per screen, as
// "iPhone 13 / 14" always did); the row keeps its confidence and, as with
// `latestOS`, runs an OS if one of its models does. Screen in pixels:
// - iPad mini (A17 Pro, 2024): 1488 x 2266 -> 744 x 1133 (techspot, via
//   solentshuttle.info "apple-introduces-updated-ipad-mini-a17-pro").
// - iPad (A16, 2025): 1640 x 2360 -> 820 x 1180 (dzen.ru/a/aDQ0OFVncgVeEFFj;
//   same display as the 10th gen: breakingon.com "apples-ipad-a16").
// - iPad Air 11-inch (M2 2024, M3 2025, M4 2026): 1640 x 2360 -> 820 x 1180;
//   13-inch: 2048 x 2732 -> 1024 x 1366 (gsmarena; M4 keeps the screen:
//   hi-tech.ua "apple-ipad-air-2026-otrymav-chip-m4").
// - iPad Pro 11-inch (M4 2024, M5 2025): 1668 x 2420 -> 834 x 1210; 13-inch:
//   2064 x 2752 -> 1032 x 1376 (ghacks.net 2024-05-09 for the M4; TechRadar
//   via ntsnews.com "apple-ipad-pro-2025-review" for the M5).
// - iPhone 16e (2025), iPhone 17e (2026): 1170 x 2532 -> 390 x 844
//   (pixelation.org "iphone-16e-specs"; ggppc.com "iphone-16e"; for the 17e
//   only gsmarena after launch, and The Elec before it, via notebookcheck.com
//   "Apple-iPhone-17e-soll-zwei-Design-Upgrades-erhalten").
// - iPhone 16 Pro (2024), iPhone 17, iPhone 17 Pro (2025): 1206 x 2622 ->
//   402 x 874, a new row (screenruler.online/device-specs/iphone-16-pro;
//   api-evangelist/mobileapi-dev examples/mobileapi-device-example.json for
//   the 17 Pro; pub.dev device_preview 3.0.0 presets iPhone16Pro and
//   iPhone17Pro give 402 x 874 @3x; pub.dev flutterware's iphone16Pro: "the
//   screen the base iPhone 17 moved to as well").
// - iPhone 17 Pro Max (2025): 1320 x 2868 -> 440 x 956, as the 16 Pro Max
//   (gsmarena is the only source found that names the 17 Pro Max's pixels).
// The landscape size class of a phone is the catalog's, by the rule the
// rows already follow: regular on Plus and Max models (414 pt wide and up),
// compact on the others; the new 402 pt row is compact by either reading.

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
        pad(.ipad10th, "iPad (10th gen) / iPad (A16)", 820, 1180, top: 24, bottom: 20,
            narrow: (320, 375), slideOver: 320, stage: false, .estimated),
        pad(.ipadAir11, "iPad Air 11-inch (M2/M3/M4)", 820, 1180, top: 24, bottom: 20,
            narrow: (320, 375), slideOver: 320, stage: true, .estimated),
        pad(.ipadAir13, "iPad Air 13-inch (M2/M3/M4)", 1024, 1366, top: 24, bottom: 20,
            narrow: (375, 375), slideOver: 375, stage: true, .estimated),
        pad(.ipadPro10_5, "iPad Pro 10.5-inch", 834, 1112, top: 20, bottom: 0,
            narrow: (320, 320), slideOver: 320, stage: false, .observed, latest: .v18),
        pad(.ipadPro11, "iPad Pro 11-inch (1st-4th gen)", 834, 1194, top: 24, bottom: 20,
            narrow: (320, 375), slideOver: 320, stage: true, .observed),
        pad(.ipadPro11M4, "iPad Pro 11-inch (M4/M5)", 834, 1210, top: 24, bottom: 20,
            narrow: (320, 375), slideOver: 320, stage: true, .estimated),
        pad(.ipadPro12_9, "iPad Pro 12.9-inch", 1024, 1366, top: 20, bottom: 0,
            narrow: (375, 375), slideOver: 375, stage: true, .observed),
        pad(.ipadPro13M4, "iPad Pro 13-inch (M4/M5)", 1032, 1376, top: 24, bottom: 20,
            narrow: (375, 375), slideOver: 375, stage: true, .estimated),
        phone(.iphoneSE, "iPhone SE (2nd/3rd gen)", 375, 667, scale: 2, landscape: .compact),
        phone(.iphone13, "iPhone 13 / 14 / 16e / 17e", 390, 844, scale: 3, landscape: .compact),
        phone(.iphone16, "iPhone 16", 393, 852, scale: 3, landscape: .compact),
        phone(.iphone8Plus, "iPhone 8 Plus", 414, 736, scale: 3, landscape: .regular, latest: .v18),
        phone(.iphone16Plus, "iPhone 16 Plus", 430, 932, scale: 3, landscape: .regular),
        phone(.iphone16ProMax, "iPhone 16 Pro Max / 17 Pro Max", 440, 956, scale: 3, landscape: .regular),
        phone(.iphone16Pro, "iPhone 16 Pro / 17 / 17 Pro", 402, 874, scale: 3, landscape: .compact, .observed),
    ]

    private static func pad(
        _ id: DeviceID, _ name: String, _ width: Double, _ height: Double,
        top: Double, bottom: Double, narrow: (portrait: Double, landscape: Double),
        slideOver: Double, stage: Bool, _ confidence: Confidence, latest: OSVersion = .v27
    ) -> Device {
        Device(
            id: id, name: name, idiom: id.idiom, portraitSize: Size(width: width, height: height),
            scale: 2, safeArea: SafeAreaInsets(top: top, bottom: bottom),
            splitNarrowWidth: OrientationPair(portrait: narrow.portrait, landscape: narrow.landscape),
            slideOverWidth: slideOver, supportsStageManager: stage, confidence: confidence, latestOS: latest
        )
    }

    private static func phone(
        _ id: DeviceID, _ name: String, _ width: Double, _ height: Double,
        scale: Int, landscape: SizeClass, _ confidence: Confidence = .documented, latest: OSVersion = .v27
    ) -> Device {
        Device(
            id: id, name: name, idiom: id.idiom, portraitSize: Size(width: width, height: height),
            scale: scale, landscapeHorizontalSizeClass: landscape, confidence: confidence, latestOS: latest
        )
    }
}
