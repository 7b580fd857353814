import Foundation
import LayoutModel
import SourceExtraction
import Testing

/// The app's own environment values (`@Environment(\.usesTabs)`): a key
/// bridged to the UIKit traits reads them for each idiom and size class,
/// a plain key gives its default, and a key some code sets is not known.
@Suite struct EnvironmentKeyExtractionTests {
    /// A root that shows tabs or a split view as `usesTabs` says, `key`
    /// declaring the key, the root wrapped in `wrapper` (a view modifier).
    static func app(key: String, wrapper: String = "", extra: String = "") -> Snippet {
        Snippet(name: "env", files: ["GardenApp.swift": """
        import SwiftUI

        @main
        struct GardenApp: App {
            var body: some Scene {
                WindowGroup {
                    RootView()\(wrapper)
                }
            }
        }

        enum Section: Hashable, CaseIterable {
            case beds, seeds
        }

        struct RootView: View {
            @State private var section: Section? = .beds
            @Environment(\\.usesTabs) private var usesTabs

            var body: some View {
                if usesTabs {
                    TabView(selection: $section) {
                        Text("Beds").tag(Section.beds)
                        Text("Seeds").tag(Section.seeds)
                    }
                } else {
                    NavigationSplitView {
                        List(Section.allCases, selection: $section) { item in
                            Text("Row")
                        }
                    } detail: {
                        Text("Detail")
                    }
                }
            }
        }
        \(extra)
        """, "UsesTabsKey.swift": key])
    }

    static let bridged = """
    import SwiftUI

    struct UsesTabsKey: EnvironmentKey {
        static let defaultValue = true
    }

    extension EnvironmentValues {
        var usesTabs: Bool {
            get { self[UsesTabsKey.self] }
            set { self[UsesTabsKey.self] = newValue }
        }
    }

    extension UsesTabsKey: UITraitBridgedEnvironmentKey {
        static func read(from traits: UITraitCollection) -> Bool {
            traits.userInterfaceIdiom == .phone || traits.horizontalSizeClass == .compact
        }

        static func write(to mutableTraits: inout UIMutableTraits, value: Bool) {}
    }
    """

    static let plain = """
    import SwiftUI

    struct UsesTabsKey: EnvironmentKey {
        static let defaultValue = false
    }

    extension EnvironmentValues {
        var usesTabs: Bool {
            get { self[UsesTabsKey.self] }
            set { self[UsesTabsKey.self] = newValue }
        }
    }
    """

    /// The spec's root as JSON, keys sorted.
    static func root(_ spec: AppSpec) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return String(decoding: try encoder.encode(spec.root), as: UTF8.self)
    }

    static let split = #"{"splitView":{"sidebar":["beds","seeds"]}}"#
    static let tabs = #"{"tabView":{"entries":[{"tab":{"tag":"beds","title":"beds"}},{"tab":{"tag":"seeds","title":"seeds"}}],"style":"automatic"}}"#

    /// A trait-bridged key is read for each evaluation: tabs on the iPhone
    /// or in compact width, the split view otherwise, as a root of branches.
    @Test func aTraitBridgedKeyIsReadForEachIdiomAndSizeClass() throws {
        let (spec, _, assumptions) = try Self.app(key: Self.bridged).extract()
        #expect(try Self.root(spec) == #"{"branches":[{"container":\#(Self.tabs),"#
            + #""when":{"anyOf":[{"idiom":"phone"},{"horizontalSizeClass":"compact"}]}}],"otherwise":\#(Self.split)}"#)
        #expect(assumptions == [])
    }

    /// A plain key is its default, whatever the window: here the split view.
    @Test func aPlainKeyIsItsDefault() throws {
        let (spec, _, assumptions) = try Self.app(key: Self.plain).extract()
        #expect(try Self.root(spec) == #"{"any":\#(Self.split)}"#)
        #expect(assumptions == [])
    }

    /// A key some code sets (`.environment(\.usesTabs, true)`) is not
    /// known: the condition is an assumption, its first branch followed.
    @Test func aKeyTheCodeSetsIsNotKnown() throws {
        let (spec, _, assumptions) = try Self.app(key: Self.plain, wrapper: ".environment(\\.usesTabs, true)").extract()
        #expect(try Self.root(spec) == #"{"any":\#(Self.tabs)}"#)
        #expect(assumptions == ["GardenApp.swift:21:12: condition `usesTabs`: not known from the source: the branch taken"])
    }

    /// A view modifier that wraps the root in a `ZStack { content }` leaves
    /// the root's containers as they are.
    @Test func aStackOfOneViewAroundTheRootIsTheRoot() throws {
        let modifier = """
        struct Shop: ViewModifier {
            func body(content: Content) -> some View {
                ZStack {
                    content
                }
                .onAppear {}
            }
        }
        """
        let (spec, _, _) = try Self.app(key: Self.plain, wrapper: ".modifier(Shop())", extra: modifier).extract()
        #expect(try Self.root(spec) == #"{"any":\#(Self.split)}"#)
    }
}
