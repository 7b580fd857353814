import Foundation
import LayoutModel
import SourceExtraction
import Testing

/// Tabs made by a `ForEach` over data beside tabs with no title: their
/// ids never collide, and those shown in the sidebar only are not counted
/// in the tab bar.
@Suite struct DataTabIDTests {
    /// Three untitled tabs are `tab-1` to `tab-3`; the tabs from data, also
    /// untitled, would have been `tab-1`... as samples: they take
    /// `tab-data-1`... and the spec is one the model runs.
    static let untitled = """
        import SwiftUI

        @main
        struct FeedsApp: App {
            var body: some Scene { WindowGroup { Feeds() } }
        }

        struct Feeds: View {
            @State private var model = FeedModel()
            var body: some View {
                TabView {
                    Tab { Text("One") } label: { Image(systemName: "1.circle") }
                    Tab { Text("Two") } label: { Image(systemName: "2.circle") }
                    Tab { Text("Three") } label: { Image(systemName: "3.circle") }
                    ForEach(model.feeds) { feed in
                        Tab { Text(feed.name) } label: { Image(systemName: "dot.radiowaves") }
                    }
                }
            }
        }
        """

    /// The same tabs from data in a section hidden from the tab bar.
    static let sidebarOnly = """
        import SwiftUI

        @main
        struct FeedsApp: App {
            var body: some Scene { WindowGroup { Feeds() } }
        }

        struct Feeds: View {
            @State private var model = FeedModel()
            var body: some View {
                TabView {
                    Tab("Home", systemImage: "house") { Text("Home") }
                    TabSection("Feeds") {
                        ForEach(model.feeds) { feed in
                            Tab { Text(feed.name) } label: { Image(systemName: "dot.radiowaves") }
                        }
                    }
                    .defaultVisibility(.hidden, for: .tabBar)
                }
                .tabViewStyle(.sidebarAdaptable)
            }
        }
        """

    @Test func tabsFromDataTakeIDsNoOtherTabHas() throws {
        let url = try ReadingTests.app(Self.untitled)
        defer { try? FileManager.default.removeItem(at: url) }
        let extraction = try AppSpec.extract(from: [url])
        guard case let .any(.tabView(tabs)) = extraction.spec.root else { Issue.record("a tab view: \(extraction.spec.root)"); return }
        #expect(tabs.entries.flatMap(\.tabs).map(\.tag) == ["tab-1", "tab-2", "tab-3", "tab-data-1", "tab-data-2", "tab-data-3"])
        #expect(extraction.spec.problems.isEmpty, "\(extraction.spec.problems)")
    }

    @Test func tabsFromDataInTheSidebarOnlyAreNotInTheBar() throws {
        let url = try ReadingTests.app(Self.sidebarOnly)
        defer { try? FileManager.default.removeItem(at: url) }
        let file = "\(url.path)/App.swift"
        let extraction = try AppSpec.extract(from: [url])
        guard case let .any(.tabView(tabs)) = extraction.spec.root else { Issue.record("a tab view: \(extraction.spec.root)"); return }
        #expect(tabs.tabsFromData == nil)
        #expect(extraction.assumptions.map { "\($0.location) \($0.assumed)" }.contains(
            "\(file):15:21 tabs made from data, shown in the sidebar only: not in the tab bar, and not read as sidebar rows"))
    }
}
