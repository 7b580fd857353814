import Foundation
import LayoutModel
import SizeFuzz
import SizeFuzzTesting
import SourceExtraction
import Testing

/// Issue 21: rows and tabs from data the source does not hold become rows
/// from data (``RowsFromData``) with the default count, said as an
/// assumption at the `ForEach`; data the source holds stays as it is.
@Suite struct RowsFromDataExtractionTests {
    /// A shop whose orders come from a store (data the source does not
    /// hold), pushed with `navigationDestination(for: Order.self)`, and whose
    /// help topics are an array literal (data it holds).
    static let shop = Snippet(name: "shop", files: ["ShopApp.swift": """
    import SwiftUI

    @main
    struct ShopApp: App {
        var body: some Scene {
            WindowGroup {
                OrdersView()
            }
        }
    }

    struct Order: Identifiable, Hashable {
        var id: Int
        var title: String
    }

    struct OrdersView: View {
        @State private var store = Store()
        let topics = ["returns", "shipping"]

        var body: some View {
            NavigationStack {
                List {
                    ForEach(store.orders) { order in
                        NavigationLink(value: order) {
                            Text(order.title)
                        }
                    }
                    ForEach(topics, id: \\.self) { topic in
                        NavigationLink(topic, value: topic)
                    }
                }
                .navigationTitle("Orders")
                .navigationDestination(for: Order.self) { order in
                    OrderView(order: order)
                }
                .navigationDestination(for: String.self) { topic in
                    Text(topic)
                }
            }
        }
    }

    struct OrderView: View {
        var order: Order

        var body: some View {
            Text(order.title)
                .frame(width: 300)
        }
    }
    """])

    /// A tab view whose tabs come from a model's feeds.
    static let feeds = Snippet(name: "feeds", files: ["FeedsApp.swift": """
    import SwiftUI

    @main
    struct FeedsApp: App {
        @State private var model = FeedModel()

        var body: some Scene {
            WindowGroup {
                TabView {
                    ForEach(model.feeds) { feed in
                        Tab(feed.name, systemImage: "list.bullet", value: feed) {
                            FeedView(feed: feed)
                        }
                    }
                }
            }
        }
    }

    struct FeedView: View {
        var feed: Feed

        var body: some View {
            NavigationStack {
                List {
                    Text("Post")
                }
                .navigationTitle("Feed")
            }
        }
    }
    """])

    /// The snippet's extraction, its source map's entries of `kinds` with
    /// locations relative to its folder.
    static func extract(_ snippet: Snippet, _ kinds: [SourceMap.Kind]) throws -> (Extraction, [String]) {
        let folder = try Snippet.write(snippet.files)
        defer { try? FileManager.default.removeItem(at: folder) }
        let extraction = try AppSpec.extract(from: [folder])
        let prefix = folder.path + "/"
        let entries = extraction.sourceMap.entries.filter { kinds.contains($0.kind) }.map {
            "\($0.kind.rawValue) \($0.key): \($0.location.dropFirst(prefix.count)) \($0.code)"
        }
        return (extraction, entries)
    }

    /// `ForEach(store.orders) { NavigationLink(value: $0) }` with a
    /// `navigationDestination(for: Order.self)`: three sample orders, each
    /// the destination's screen (its fixed frame), each located at the
    /// `ForEach`; the topics, an array literal, stay two ordinary screens.
    @Test func pushesFromDataAreSampleRows() throws {
        let (spec, _, assumptions) = try Self.shop.extract()
        #expect(spec.screens.map(\.id) == ["orders", "order-1", "order-2", "order-3", "returns", "shipping"])
        #expect(spec.screens[0].destinations == ["returns", "shipping", "order-1", "order-2", "order-3"])
        #expect(spec.screens[1...3].map(\.displayTitle) == ["Order 1", "Order 2", "Order 3"])
        #expect(spec.screens[1...3].allSatisfy { $0.content == .frame(width: 300, content: .content(name: "Text", minWidth: 0)) })
        #expect(spec.problems == [])
        #expect(assumptions == [
            "ShopApp.swift:18:32: `Store`: a view the reader does not know: flexible, with minimum width 0",
            "ShopApp.swift:24:25: `store.orders`: rows from data the source does not hold: three sample rows",
            "ShopApp.swift:24:17: `ForEach(store.orders) { order in`: rows from data: 3 sample rows of 'order' (order-1, order-2, order-3)",
        ])
        let (_, entries) = try Self.extract(Self.shop, [.screen, .frame])
        #expect(entries == [
            "screen orders: ShopApp.swift:37:13 .navigationDestination(for: String.self) { topic in",
            "frame order-1:frame(width: 300): ShopApp.swift:49:13 .frame(width: 300)",
            "frame order-2:frame(width: 300): ShopApp.swift:49:13 .frame(width: 300)",
            "frame order-3:frame(width: 300): ShopApp.swift:49:13 .frame(width: 300)",
            "screen order-1: ShopApp.swift:24:17 ForEach(store.orders) { order in",
            "screen order-2: ShopApp.swift:24:17 ForEach(store.orders) { order in",
            "screen order-3: ShopApp.swift:24:17 ForEach(store.orders) { order in",
            "screen returns: ShopApp.swift:30:21 NavigationLink(topic, value: topic)",
            "screen shipping: ShopApp.swift:30:21 NavigationLink(topic, value: topic)",
        ])
    }

    /// `ForEach(model.feeds) { Tab(...) }`: three sample tabs, the feed
    /// view's screen (titled by its navigation title), each tab located at
    /// the `ForEach`.
    @Test func tabsFromDataAreSampleTabs() throws {
        let (spec, _, assumptions) = try Self.feeds.extract()
        #expect(spec.screens.map(\.id) == ["feed-1", "feed-2", "feed-3"])
        guard case let .any(.tabView(tabs)) = spec.root else { Issue.record("a tab view at the root"); return }
        #expect(tabs.allTabs.map { "\($0.title)=\($0.tag)" } == ["Feed 1=feed-1", "Feed 2=feed-2", "Feed 3=feed-3"])
        #expect(spec.problems == [])
        #expect(assumptions == [
            "FeedsApp.swift:5:32: `FeedModel`: a view the reader does not know: flexible, with minimum width 0",
            "FeedsApp.swift:10:25: `model.feeds`: rows from data the source does not hold: three sample rows",
            "FeedsApp.swift:10:17: `ForEach(model.feeds) { feed in`: rows from data: 3 sample rows of 'feed' (feed-1, feed-2, feed-3)",
        ])
        let (_, entries) = try Self.extract(Self.feeds, [.screen, .tab])
        #expect(entries == ["tab", "screen"].flatMap { kind in
            (1...3).map { "\(kind) feed-\($0): FeedsApp.swift:10:17 ForEach(model.feeds) { feed in" }
        })
    }
    /// A notes app whose sidebar is `List(folders, selection: $selection)`
    /// over folders loaded by a task, `detail` with the folder's view or a
    /// placeholder; `frame` is written on the folder's list when given.
    static func notes(frame: String = "") -> Snippet {
        Snippet(name: "notes", files: ["NotesApp.swift": """
        import SwiftUI

        @main
        struct NotesApp: App {
            var body: some Scene {
                WindowGroup {
                    FoldersView()
                }
            }
        }

        struct FoldersView: View {
            @State private var folders: [Folder] = []
            @State private var selection: Folder.ID?

            var body: some View {
                NavigationSplitView {
                    List(folders, selection: $selection) { folder in
                        Label(folder.name, systemImage: "folder")
                    }
                } detail: {
                    if let selection {
                        FolderDetail(folderID: selection)
                    } else {
                        ContentUnavailableView("No Folder", systemImage: "folder")
                    }
                }
            }
        }

        struct FolderDetail: View {
            var folderID: Folder.ID

            var body: some View {
                List {
                    Text("Notes")
                }\(frame)
                .navigationTitle("Folder")
            }
        }
        """])
    }

    /// A sidebar `List` of data the source does not hold, with a selection:
    /// three sample rows from data, each the detail's screen for that row
    /// (named by the detail's navigation title), located at the `List`.
    @Test func aSidebarListOfDataIsSampleRows() throws {
        let (spec, _, assumptions) = try Self.notes().extract()
        guard case let .any(.splitView(split)) = spec.root else { Issue.record("a split view at the root"); return }
        #expect(split.sidebar == ["folder-1", "folder-2", "folder-3"])
        #expect(split.sidebarFromData == nil)
        #expect(spec.screens.map { "\($0.id) \($0.displayTitle)" } == ["folder-1 Folder 1", "folder-2 Folder 2", "folder-3 Folder 3"])
        #expect(spec.problems == [])
        #expect(assumptions == [
            "NotesApp.swift:18:18: `folders`: rows from data the source does not hold: three sample rows",
            "NotesApp.swift:18:13: `List(folders, selection: $selection) { folder in`: rows from data: 3 sample rows of 'folder' (folder-1, folder-2, folder-3)",
        ])
        let (_, entries) = try Self.extract(Self.notes(), [.sidebarRow, .screen])
        #expect(entries == ["sidebarRow", "screen"].flatMap { kind in
            (1...3).map { "\(kind) folder-\($0): NotesApp.swift:18:13 List(folders, selection: $selection) { folder in" }
        })
    }

    /// A fixed frame in the detail of a folder is found at the first
    /// folder selected in a full window, and located at its line for every
    /// sample row.
    @Test func aFixedDetailBesideRowsFromDataIsFoundAtItsLine() throws {
        let snippet = Self.notes(frame: "\n        .frame(width: 900)")
        let (spec, _, _) = try snippet.extract()
        let scenario = try Scenario(window: "ipad-pro-11 landscape full", events: ["select-sidebar folder-1"])
        let result = scenario.evaluate(on: AppModel(spec), invariants: [.noFixedWidthOverflow])
        #expect(result.violations.map(\.message) == ["frame(width: 900) needs 900 pt but gets 874 pt in the full 1194x834 window"])
        let (_, entries) = try Self.extract(snippet, [.frame])
        #expect(entries == (1...3).map { "frame folder-\($0):frame(width: 900): NotesApp.swift:38:9 .frame(width: 900)" })
    }

    /// The fixture app with a sidebar of data passes at several seeds.
    @Test func aCorrectSidebarOfDataPassesAtSeveralSeeds() throws {
        for seed: UInt64 in [1, 2, 3] {
            let result = try #require(fuzz(source: ["Tests/SourceExtractionTests/Fixtures/folders-from-data"], seed: seed, iterations: 1_000))
            #expect(result.passed, "\(result)")
        }
    }

    /// Rows of data whose selection the reader cannot key (links in a
    /// `List(folders)` with no selection) are an assumption at the `List`,
    /// not a silently empty sidebar.
    @Test func aSidebarOfDataWithNoSelectionIsAnAssumption() throws {
        var snippet = Self.notes()
        snippet.files["NotesApp.swift"] = snippet.files["NotesApp.swift"]?
            .replacingOccurrences(of: "List(folders, selection: $selection) { folder in", with: "List(folders) { folder in")
        let (spec, _, assumptions) = try snippet.extract()
        guard case let .any(.splitView(split)) = spec.root else { Issue.record("a split view at the root"); return }
        #expect(split.sidebar == [])
        #expect(assumptions.last == "NotesApp.swift:18:13: `List(folders) { folder in`: "
            + "a sidebar of rows from data with no selection the reader can key: no rows, the sidebar empty")
    }
}
