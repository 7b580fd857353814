import LayoutModel
import SourceExtraction
import Testing

/// What a scene saves (`@SceneStorage`, `stateRestorationActivity`), state
/// shared by every window (`@AppStorage`, a model created once), and deep
/// links.
@Suite struct StoragePatternTests {
    struct Case: Sendable, CustomStringConvertible {
        var snippet: Snippet
        var behavior: AppBehavior
        /// The behaviour entry's key, code and file.
        var key: String
        var code: String
        var file = "ContentView.swift"
        var description: String { snippet.name }
    }

    static let cafe = Snippet.cafe("cafe", "")
    static let selection = "@State private var selection: Category? = .coffee"
    static let reset = AppBehavior(pathReset: .onSidebarChange)
    /// The sidebar selection held once for the app, the path per window.
    static let sidebar = StateScopes(app: [.sidebarSelection])

    static func model(_ creation: String) -> String {
        """
        import Observation

        @Observable
        final class CafeModel {
        \(creation)
            var selection: Category? = .coffee
        }

        """
    }

    static let cases: [Case] = [
        Case(snippet: cafe.replacing(selection, with: "@SceneStorage(\"selection\") private var selection: Category? = .coffee",
                                     name: "@SceneStorage selection"),
             behavior: AppBehavior(pathReset: .onSidebarChange, restoration: [.selection]), key: "restoration:selection",
             code: "@SceneStorage(\"selection\") private var selection: Category? = .coffee"),
        Case(snippet: cafe.replacing("@State private var visibility", with: "@SceneStorage(\"columns\") private var visibility",
                                     name: "@SceneStorage column visibility"),
             behavior: AppBehavior(pathReset: .onSidebarChange, restoration: [.columns]), key: "restoration:columns",
             code: "@SceneStorage(\"columns\") private var visibility: NavigationSplitViewVisibility = .automatic"),
        Case(snippet: Snippet.cafe("@SceneStorage path data", """
                    .onChange(of: path) { _, newValue in
                        pathData = try? JSONEncoder().encode(newValue)
                    }
            """, properties: "    @SceneStorage(\"path\") private var pathData: Data?\n"),
             behavior: AppBehavior(pathReset: .onSidebarChange, restoration: [.path]), key: "restoration:path",
             code: "pathData = try? JSONEncoder().encode(newValue)"),
        Case(snippet: Snippet.cafe("stateRestorationActivity", "", extra: ["SceneDelegate.swift": """
            import UIKit

            final class SceneDelegate: NSObject, UIWindowSceneDelegate {
                func stateRestorationActivity(for scene: UIScene) -> NSUserActivity? {
                    scene.userActivity
                }
            }

            """]),
             behavior: AppBehavior(pathReset: .onSidebarChange, restoration: [.selection, .path, .columns]),
             key: "restoration:selection", code: "stateRestorationActivity", file: "SceneDelegate.swift"),
        Case(snippet: cafe.replacing(selection, with: "@AppStorage(\"selection\") private var selection: Category? = .coffee",
                                     name: "@AppStorage selection"),
             behavior: AppBehavior(pathReset: .onSidebarChange, stateScope: sidebar), key: "stateScope:app",
             code: "@AppStorage(\"selection\") private var selection: Category? = .coffee"),
        Case(snippet: cafe.replacing(selection, with: "private let model = CafeModel.shared", name: "static let shared")
                .replacing("$selection", with: "$model.selection", name: "static let shared")
                .merging("CafeModel.swift", model("    static let shared = CafeModel()\n")),
             behavior: AppBehavior(pathReset: .onSidebarChange, stateScope: sidebar), key: "stateScope:app",
             code: "static let shared = CafeModel()", file: "CafeModel.swift"),
        Case(snippet: cafe.replacing(selection, with: "@Bindable private var model = appModel", name: "a global")
                .replacing("$selection", with: "$model.selection", name: "a global")
                .merging("CafeModel.swift", "let appModel = CafeModel()\n\n" + model("")),
             behavior: AppBehavior(pathReset: .onSidebarChange, stateScope: sidebar), key: "stateScope:app",
             code: "let appModel = CafeModel()", file: "CafeModel.swift"),
        Case(snippet: cafe.replacing(selection, with: "@State private var model = CafeModel()", name: "a model per window")
                .replacing("$selection", with: "$model.selection", name: "a model per window")
                .merging("CafeModel.swift", model("")),
             behavior: AppBehavior(pathReset: .onSidebarChange, stateScope: .scene), key: "stateScope:scene",
             code: "@State private var model = CafeModel()"),
    ]

    @Test(arguments: cases)
    func storageIsRead(_ test: Case) throws {
        let (spec, entries, assumptions) = try test.snippet.extract()
        #expect(spec.behavior == test.behavior)
        let entry = try #require(entries.first { $0.key == test.key })
        #expect(entry.location == test.snippet.location(of: test.code, in: test.file))
        #expect(assumptions == [])
    }

    /// `.onOpenURL` that reads a literal query item, selects a row, empties
    /// the path and pushes the value: in a view, and in a model's method.
    @Test(arguments: [("cafe", "ContentView.swift", 43), ("global-scene-state", "ContentView.swift", 43)])
    func deepLinkIsRead(_ fixture: String, _ file: String, _ line: Int) throws {
        let extraction = try Fixtures.extract(fixture)
        #expect(extraction.spec.behavior?.deepLinks == [
            DeepLink(parameter: "moji", select: "moji", popToRoot: true, values: ["smile", "wink", "heart"]),
        ])
        let entry = try #require(extraction.sourceMap.entry(.behavior, "deepLink:moji"))
        #expect(entry.location == "\(Fixtures.shown(fixture))/\(file):\(line):9")
        #expect(entry.code == ".onOpenURL { url in")
    }

    /// A deep link whose query item or values are not in the source is an
    /// assumption, not a guess.
    @Test func anUnreadableDeepLinkIsAnAssumption() throws {
        let snippet = Snippet.cafe("deep link", """
                    .onOpenURL { url in
                        selection = .moji
                        path.append(Router.drink(for: url))
                    }
            """)
        let (spec, _, assumptions) = try snippet.extract()
        #expect(spec.behavior == AppBehavior(pathReset: .onSidebarChange))
        #expect(assumptions == ["\(snippet.location(of: ".onOpenURL")): `.onOpenURL`: a deep link the reader cannot read "
            + "(a literal query item name or URL host, a selection, values pushed onto a path): not fuzzed"])
    }
}

extension Snippet {
    /// The snippet with one more file.
    func merging(_ file: String, _ text: String) -> Snippet {
        var copy = self
        copy.files[file] = text
        return copy
    }
}
