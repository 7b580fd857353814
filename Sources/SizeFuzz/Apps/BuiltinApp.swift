import LayoutModel

/// The apps SizeFuzz ships: correct patterns that must pass every invariant,
/// and known mistakes, each caught by a named invariant.
public struct BuiltinApp: Sendable {
    /// The app.
    public let spec: AppSpec
    /// The invariant that catches the mistake; `nil` for a correct pattern.
    public let caughtBy: InvariantName?

    /// The app's name (`fuzzrun --app NAME`).
    public var name: String { spec.name }

    /// Every built-in app: the correct patterns, then the mistakes.
    public static let all: [BuiltinApp] = [
        BuiltinApp(spec: .sports, caughtBy: nil),
        BuiltinApp(spec: .cafe, caughtBy: nil),
        BuiltinApp(spec: .threeColumn, caughtBy: nil),
        BuiltinApp(spec: .blog, caughtBy: nil),
        BuiltinApp(spec: .healthNotes, caughtBy: nil),
        BuiltinApp(spec: .fixedSidebar, caughtBy: .noFixedWidthOverflow),
        BuiltinApp(spec: .screenWidthFrame, caughtBy: .noFixedWidthOverflow),
        BuiltinApp(spec: .fixedRail, caughtBy: .contentFits),
        BuiltinApp(spec: .fixedGridCount, caughtBy: .gridFits),
        BuiltinApp(spec: .optionalSidebarSync, caughtBy: .selectionPreserved),
        BuiltinApp(spec: .clutteredTabBar, caughtBy: .tabBarFits),
        BuiltinApp(spec: .staleTabSelection, caughtBy: .selectionPreserved),
        BuiltinApp(spec: .tabSectionsOnIphone, caughtBy: .tabBarFits),
        BuiltinApp(spec: .globalSceneState, caughtBy: .sceneIsolation),
        BuiltinApp(spec: .pathResetOnResize, caughtBy: .pathPreserved),
        BuiltinApp(spec: .primaryWidthOverMax, caughtBy: .columnSpecConsistent),
    ]

    /// The correct patterns: what `fuzzrun` runs with no `--app`.
    public static var defaultSet: [BuiltinApp] { all.filter { $0.caughtBy == nil } }

    /// The mistakes.
    public static var mistakes: [BuiltinApp] { all.filter { $0.caughtBy != nil } }

    /// The built-in app called `name`.
    public static func named(_ name: String) -> BuiltinApp? { all.first { $0.name == name } }
}
