// swift-tools-version:6.0
//
// An app's own package using SizeFuzz as a test dependency, as a team would:
// the sports app's navigation model (seed 000: a TabView in compact width, a
// NavigationSplitView in regular width, one selection kept in step), fuzzed
// from `swift test`, and its SwiftUI views fuzzed from their source.

import PackageDescription

let package = Package(
    name: "SizeFuzzExamples",
    platforms: [.macOS(.v15), .iOS(.v18), .visionOS(.v2)],
    dependencies: [.package(name: "SizeFuzz", path: "..")],
    targets: [
        // The app's navigation code: plain Swift, no SizeFuzz.
        .target(name: "SportsNavigation"),
        // The app's SwiftUI views, which bind to the navigation model. They are
        // inside `#if canImport(SwiftUI)`: on Linux the target builds empty, and
        // the tests read the views' source (`fuzz(source:)`).
        // Its lints are warnings of `swift build` (the SizeFuzzLint build-tool
        // plugin, with the root view of .sizefuzz.json); `swift package sizefuzz`
        // runs the config file's fuzz (the SizeFuzzCommand plugin).
        .target(name: "SportsViews", dependencies: ["SportsNavigation"],
                plugins: [.plugin(name: "SizeFuzzLint", package: "SizeFuzz")]),
        .testTarget(
            name: "SportsNavigationTests",
            dependencies: [
                "SportsNavigation",
                "SportsViews",
                .product(name: "LayoutModel", package: "SizeFuzz"),
                .product(name: "SizeFuzz", package: "SizeFuzz"),
                .product(name: "SizeFuzzTesting", package: "SizeFuzz"),
            ],
            exclude: ["sports.json"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
