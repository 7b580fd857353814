// swift-tools-version:6.0
//
// The libFuzzer target of SizeFuzz, in a package of its own so that the main
// package never links libFuzzer. Build it with `FuzzTesting/fuzz.sh`, which
// passes `-sanitize=fuzzer -parse-as-library` and links the objects itself
// (SwiftPM's executable `main` would clash with libFuzzer's).

import PackageDescription

let package = Package(
    name: "FuzzTesting",
    platforms: [.macOS(.v15), .iOS(.v18), .macCatalyst(.v18), .visionOS(.v2)],
    products: [
        // A library, not an executable: fuzz.sh links it with libFuzzer's main.
        .library(name: "SizeFuzzFuzzer", type: .static, targets: ["SizeFuzzFuzzer"]),
    ],
    dependencies: [
        .package(name: "SizeFuzz", path: ".."),
    ],
    targets: [
        .target(
            name: "SizeFuzzFuzzer",
            dependencies: [.product(name: "SizeFuzz", package: "SizeFuzz"), .product(name: "LayoutModel", package: "SizeFuzz")]
        ),
    ],
    swiftLanguageModes: [.v6]
)
