// swift-tools-version:6.0
//
// An app's own package using SizeFuzz as a test dependency, as a team would:
// the sports app's navigation model (seed 000: a TabView in compact width, a
// NavigationSplitView in regular width, one selection kept in step), fuzzed
// from `swift test`.

import PackageDescription

let package = Package(
    name: "SizeFuzzExamples",
    platforms: [.macOS(.v15), .iOS(.v18), .visionOS(.v2)],
    dependencies: [.package(name: "SizeFuzz", path: "..")],
    targets: [
        // The app's navigation code: plain Swift, no SizeFuzz.
        .target(name: "SportsNavigation"),
        .testTarget(
            name: "SportsNavigationTests",
            dependencies: [
                "SportsNavigation",
                .product(name: "LayoutModel", package: "SizeFuzz"),
                .product(name: "SizeFuzz", package: "SizeFuzz"),
                .product(name: "SizeFuzzTesting", package: "SizeFuzz"),
            ],
            exclude: ["sports.json"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
