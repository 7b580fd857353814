import LayoutModel

/// The apps SizeFuzz ships: correct patterns that must pass every invariant,
/// known mistakes, each caught by a named invariant, and lint examples: apps
/// that work on screen (and pass every invariant) but whose spec says
/// something the platform does not do, each reported by a named lint rule.
public struct BuiltinApp: Sendable {
    /// The app.
    public let spec: AppSpec
    /// The invariant that catches the mistake; `nil` for a correct pattern or
    /// a lint example.
    public let caughtBy: InvariantName?
    /// The lint rule that reports the spec; `nil` unless a lint example.
    public let lintedBy: LintRule?
    /// The first version of iPadOS on which the mistake shows: `v18` for
    /// most; `v26` for one that needs iPadOS 26's windows (window controls).
    public let since: OSVersion

    /// A built-in app: a mistake when `caughtBy` is set, a lint example when
    /// `lintedBy` is, else a correct pattern.
    init(spec: AppSpec, caughtBy: InvariantName?, lintedBy: LintRule? = nil, since: OSVersion = .v18) {
        self.spec = spec
        self.caughtBy = caughtBy
        self.lintedBy = lintedBy
        self.since = since
    }

    /// The app's name (`fuzzrun --app NAME`).
    public var name: String { spec.name }

    /// Every built-in app: the correct patterns, the mistakes, then the lint
    /// examples.
    public static let all: [BuiltinApp] = defaultSet + mistakes + lintExamples

    /// The correct patterns: what `fuzzrun` runs with no `--app`.
    ///
    /// A list of its own rather than a filter of ``all``: a run builds only
    /// the apps it fuzzes, where the filter built the 30 built-in specs to
    /// keep 11 of them, 1.1 M instructions of a run's setup (measured with callgrind).
    public static let defaultSet: [BuiltinApp] = [
        BuiltinApp(spec: .sports, caughtBy: nil),
        BuiltinApp(spec: .cafe, caughtBy: nil),
        BuiltinApp(spec: .threeColumn, caughtBy: nil),
        BuiltinApp(spec: .blog, caughtBy: nil),
        BuiltinApp(spec: .healthNotes, caughtBy: nil),
        BuiltinApp(spec: .blogUniversal, caughtBy: nil),
        BuiltinApp(spec: .library, caughtBy: nil),
        BuiltinApp(spec: .documentEditor, caughtBy: nil),
        BuiltinApp(spec: .splitInTab, caughtBy: nil),
        BuiltinApp(spec: .withSideColumn, caughtBy: nil),
        BuiltinApp(spec: .mailColumns, caughtBy: nil),
    ]

    /// The mistakes.
    public static let mistakes: [BuiltinApp] = [
        BuiltinApp(spec: .fixedSidebar, caughtBy: .noFixedWidthOverflow),
        BuiltinApp(spec: .screenWidthFrame, caughtBy: .noFixedWidthOverflow),
        BuiltinApp(spec: .fixedRail, caughtBy: .contentFits),
        BuiltinApp(spec: .fixedGridCount, caughtBy: .gridFits),
        BuiltinApp(spec: .optionalSidebarSync, caughtBy: .selectionPreserved),
        BuiltinApp(spec: .clutteredTabBar, caughtBy: .tabBarFits),
        BuiltinApp(spec: .staleTabSelection, caughtBy: .selectionPreserved),
        BuiltinApp(spec: .tabSectionsOnIphone, caughtBy: .tabBarFits),
        BuiltinApp(spec: .globalSceneState, caughtBy: .sceneIsolation),
        BuiltinApp(spec: .sharedRouterTab, caughtBy: .sceneIsolation),
        BuiltinApp(spec: .pathResetOnResize, caughtBy: .pathPreserved),
        BuiltinApp(spec: .customHeader, caughtBy: .windowControlsClear, since: .v26),
        BuiltinApp(spec: .selectionInBranch, caughtBy: .selectionPreserved),
        BuiltinApp(spec: .pathsInBranch, caughtBy: .pathPreserved),
        BuiltinApp(spec: .fixedWidthSheet, caughtBy: .noFixedWidthOverflow),
        BuiltinApp(spec: .crowdingInspector, caughtBy: .contentFits),
        BuiltinApp(spec: .fixedDetailInTab, caughtBy: .noFixedWidthOverflow),
        BuiltinApp(spec: .sidebarHiddenOnResize, caughtBy: .columnsPreserved),
    ]

    /// The lint examples.
    public static let lintExamples: [BuiltinApp] = [
        // UIKit clamps the preferred width and the app gets the 360 pt its
        // author wanted: nothing breaks on screen, so it passes every
        // invariant, and only the lint reports the spec.
        BuiltinApp(spec: .primaryWidthOverMax, caughtBy: nil, lintedBy: .columnSpecConsistent),
    ]

    /// The built-in app called `name`.
    public static func named(_ name: String) -> BuiltinApp? { all.first { $0.name == name } }
}
