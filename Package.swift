// swift-tools-version:6.0
//
// SizeFuzz finds the window sizes and resize sequences that break an iPad app's
// layout and navigation. The package has no dependencies, on purpose: it builds
// anywhere a Swift toolchain does, Linux included.

import PackageDescription

let package = Package(
    name: "SizeFuzz",
    // Mutex and Atomic (the Synchronization module) need macOS 15, iOS 18 and
    // visionOS 2, so an app's test target on any of them can depend on the
    // library; Linux has them.
    platforms: [.macOS(.v15), .iOS(.v18), .macCatalyst(.v18), .visionOS(.v2)],
    products: [
        .library(name: "LayoutModel", targets: ["LayoutModel"]),
        .library(name: "SizeFuzz", targets: ["SizeFuzz"]),
        .library(name: "SizeFuzzReport", targets: ["SizeFuzzReport"]),
        .library(name: "SizeFuzzTesting", targets: ["SizeFuzzTesting"]),
        .library(name: "SourceSyntax", targets: ["SourceSyntax"]),
        .library(name: "SourceExtraction", targets: ["SourceExtraction"]),
        .executable(name: "fuzzrun", targets: ["fuzzrun"]),
        // `swift package sizefuzz [fuzzrun arguments]` in a package that depends on this one.
        .plugin(name: "SizeFuzzCommand", targets: ["SizeFuzzCommand"]),
        // `fuzzrun lint --source` on a target during `swift build` (a build-tool plugin).
        .plugin(name: "SizeFuzzLint", targets: ["SizeFuzzLint"]),
    ],
    targets: [
        // The pure model of iPadOS windows and SwiftUI containers. Imports nothing.
        // `rounded()` and friends call libm, which Linux links only on request.
        .target(name: "LayoutModel", linkerSettings: [.linkedLibrary("m", .when(platforms: [.linux]))]),
        // Choices, generators, invariants, runner, shrinker, corpus format.
        .target(name: "SizeFuzz", dependencies: ["LayoutModel"]),
        // What a person looks at: SVG drawings of layouts and region maps, the
        // contact sheet and the HTML report, shared by fuzzrun and SizeFuzzTesting.
        .target(name: "SizeFuzzReport", dependencies: ["LayoutModel", "SizeFuzz"]),
        // Swift Testing integration: property checks and fuzz campaigns that record issues.
        // `fuzz(source:)` reads the app's views with SourceExtraction.
        .target(name: "SizeFuzzTesting", dependencies: ["SizeFuzz", "SizeFuzzReport", "SourceExtraction"]),
        // Swift source -> tokens -> a syntax tree with ranges and diagnostics.
        // Knows nothing of SwiftUI or specs; imports nothing.
        .target(name: "SourceSyntax"),
        // SwiftUI source -> AppSpec, assumptions and a source map: the reader
        // that maps syntax to the model (it imports Foundation to read files).
        .target(name: "SourceExtraction", dependencies: ["LayoutModel", "SourceSyntax"]),
        // The command line.
        .executableTarget(name: "fuzzrun", dependencies: ["LayoutModel", "SizeFuzz", "SizeFuzzReport", "SourceExtraction"]),
        // `swift package sizefuzz ...`: builds fuzzrun and runs it in the package's folder,
        // where it finds the package's .sizefuzz.json.
        .plugin(
            name: "SizeFuzzCommand",
            // No permissions asked: on macOS, files it writes (--sarif, --save-corpus) need
            // `swift package --disable-sandbox sizefuzz ...`.
            capability: .command(intent: .custom(verb: "sizefuzz", description: "Run fuzzrun on the package's app (its .sizefuzz.json)")),
            dependencies: ["fuzzrun"]
        ),
        // A target that uses it has its lints as warnings of its build: a build
        // command (prebuild commands cannot run a tool built from source) that
        // writes one Swift comment file, so the build needs it and runs it.
        .plugin(name: "SizeFuzzLint", capability: .buildTool(), dependencies: ["fuzzrun"]),
        // The benchmarks behind BENCHMARKS.md (run in release).
        .executableTarget(name: "fuzzbench", dependencies: ["LayoutModel", "SizeFuzz", "SourceSyntax", "SourceExtraction"]),
        .testTarget(
            name: "PropertyTests",
            dependencies: ["LayoutModel", "SizeFuzz", "SizeFuzzReport", "SizeFuzzTesting", "fuzzrun"],
            // The SARIF 2.1.0 schema the SARIF output is validated against (its origin in README.md).
            resources: [.copy("Resources")]
        ),
        // The syntax layer's tests: tokens, trees, diagnostics, mutants of the
        // SwiftUI fixtures (source text, never compiled).
        .testTarget(
            name: "SourceSyntaxTests",
            dependencies: ["SourceSyntax", "SizeFuzz"],
            resources: [.copy("Fixtures")]
        ),
        // The reader's tests: SwiftUI fixtures (source text, never compiled)
        // for every built-in app, extracted and fuzzed from source.
        .testTarget(
            name: "SourceExtractionTests",
            dependencies: ["SourceExtraction", "LayoutModel", "SizeFuzz", "SizeFuzzTesting", "fuzzrun"],
            resources: [.copy("Fixtures")]
        ),
    ],
    swiftLanguageModes: [.v6]
)
