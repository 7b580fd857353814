import Foundation
import LayoutModel
import SizeFuzz
import SizeFuzzTesting
import SourceExtraction
import Testing

/// Rows and tabs from data the source does not hold become rows
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
        // `FeedModel` is a model, not a view: no assumption of its own.
        #expect(assumptions == [
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
        #expect(assumptions.suffix(2) == [
            "NotesApp.swift:18:13: `List(folders) { folder in`: a sidebar of rows from data with no selection the reader can key: no rows, the sidebar empty",
            "NotesApp.swift:17:9: `NavigationSplitView`: a sidebar with no rows the reader can read: the split view has an empty sidebar",
        ])
    }
    /// A mail app of three columns, every list from a store: mailboxes in
    /// the sidebar, the mailbox's messages in the content column, the
    /// message in the detail (`frame` written on its view when given).
    static func mail(frame: String = "") -> Snippet {
        Snippet(name: "mail", files: ["MailApp.swift": """
        import SwiftUI

        @main
        struct MailApp: App {
            var body: some Scene {
                WindowGroup {
                    MailView()
                }
            }
        }

        struct MailView: View {
            @Environment(MailStore.self) private var store
            @State private var mailbox: Mailbox.ID?
            @State private var message: Message.ID?

            var body: some View {
                NavigationSplitView {
                    List(store.mailboxes, selection: $mailbox) { box in
                        Text(box.name)
                    }
                } content: {
                    if let mailbox {
                        List(store.messages(in: mailbox), selection: $message) { item in
                            Text(item.subject)
                        }
                    } else {
                        Text("Select a mailbox")
                    }
                } detail: {
                    if let message {
                        MessageView(id: message)
                    } else {
                        Text("No message selected")
                    }
                }
            }
        }

        struct MessageView: View {
            var id: Message.ID

            var body: some View {
                ScrollView {
                    Text("Body")
                }\(frame)
            }
        }
        """])
    }

    /// Three columns of data: three sample mailboxes in the sidebar, each
    /// listing the three sample messages, each message the detail's screen.
    @Test func threeColumnsOfDataAreSampleRowsAtEachLevel() throws {
        let (spec, _, assumptions) = try Self.mail().extract()
        guard case let .any(.splitView(split)) = spec.root else { Issue.record("a split view at the root"); return }
        #expect(split.sidebar == ["mailbox-1", "mailbox-2", "mailbox-3"])
        #expect(split.hasContent == true)
        #expect(spec.screens.map { "\($0.id) \($0.displayTitle): \($0.destinations ?? [])" } == [
            "mailbox-1 Mailbox 1: [\"message-1\", \"message-2\", \"message-3\"]",
            "mailbox-2 Mailbox 2: [\"message-1\", \"message-2\", \"message-3\"]",
            "mailbox-3 Mailbox 3: [\"message-1\", \"message-2\", \"message-3\"]",
            "message-1 Message 1: []",
            "message-2 Message 2: []",
            "message-3 Message 3: []",
        ])
        #expect(spec.problems == [])
        #expect(assumptions.filter { $0.contains("rows from data: ") } == [
            "MailApp.swift:19:13: `List(store.mailboxes, selection: $mailbox) { box in`: rows from data: 3 sample rows of 'mailbox' (mailbox-1, mailbox-2, mailbox-3)",
            "MailApp.swift:24:17: `List(store.messages(in: mailbox), selection: $message) { ...`: rows from data: 3 sample rows of 'message' (message-1, message-2, message-3)",
        ])
    }

    /// A fixed 500 pt message view is found in a slide-over window once a
    /// mailbox and a message are selected, and located at its line.
    @Test func aFixedDetailBelowTwoColumnsOfDataIsFound() throws {
        let snippet = Self.mail(frame: "\n        .frame(width: 500)")
        let (spec, _, _) = try snippet.extract()
        let scenario = try Scenario(window: "ipad-pro-11 landscape slide-over 320x834",
                                    events: ["select-sidebar mailbox-1", "select-content message-1"])
        let result = scenario.evaluate(on: AppModel(spec), invariants: [.noFixedWidthOverflow])
        #expect(result.violations.map(\.message) == ["frame(width: 500) needs 500 pt but gets 320 pt in the slide-over 320x834 window"])
        let (_, entries) = try Self.extract(snippet, [.frame])
        #expect(entries == (1...3).map { "frame message-\($0):frame(width: 500): MailApp.swift:47:9 .frame(width: 500)" })
    }

    /// Links to a property of each element (`NavigationLink(name, value:
    /// category.name)` in a `List(selection:)`, as Apple's SwiftData
    /// sample writes its sidebar) select sample rows; the same link in a
    /// stack pushes nothing the reader knows, as before.
    @Test func selectionLinksToAPropertyOfDataAreSampleRows() throws {
        let snippet = Snippet(name: "zoo", files: ["ZooApp.swift": """
        import SwiftUI

        @main
        struct ZooApp: App {
            var body: some Scene {
                WindowGroup {
                    ZooView()
                }
            }
        }

        struct ZooView: View {
            @Query private var animalCategories: [AnimalCategory]
            @State private var selectedName: String?

            var body: some View {
                NavigationSplitView {
                    List(selection: $selectedName) {
                        ForEach(animalCategories) { category in
                            NavigationLink(category.name, value: category.name)
                        }
                    }
                } detail: {
                    if let selectedName {
                        Text(selectedName).navigationTitle("Category")
                    } else {
                        Text("Pick a category")
                    }
                }
            }
        }
        """])
        let (spec, _, assumptions) = try snippet.extract()
        guard case let .any(.splitView(split)) = spec.root else { Issue.record("a split view at the root"); return }
        #expect(split.sidebar == ["animal-category-1", "animal-category-2", "animal-category-3"])
        // The detail's navigation title names the screens; the data names their ids.
        #expect(spec.screens.map(\.displayTitle) == ["Category 1", "Category 2", "Category 3"])
        #expect(assumptions.last == "ZooApp.swift:19:17: `ForEach(animalCategories) { category in`: "
            + "rows from data: 3 sample rows of 'animal-category' (animal-category-1, animal-category-2, animal-category-3)")
    }

    /// A sidebar whose rows are all values the reader cannot read is an
    /// assumption, not a silently empty sidebar.
    @Test func aSidebarOfUnreadableRowsIsAnAssumption() throws {
        var snippet = Self.notes()
        snippet.files["NotesApp.swift"] = snippet.files["NotesApp.swift"]?
            .replacingOccurrences(of: "List(folders, selection: $selection) { folder in\n                Label(folder.name, systemImage: \"folder\")\n            }",
                                  with: "List(selection: $selection) {\n                NavigationLink(\"Inbox\", value: Store.shared.inbox)\n            }")
        let (spec, _, assumptions) = try snippet.extract()
        guard case let .any(.splitView(split)) = spec.root else { Issue.record("a split view at the root"); return }
        #expect(split.sidebar == [])
        #expect(assumptions.last == "NotesApp.swift:17:9: `NavigationSplitView`: a sidebar with no rows the reader can read: the split view has an empty sidebar")
    }
    /// A sidebar of two sections of data, pinned folders and all folders:
    /// two lists of rows from data, in order, each its own template.
    @Test func eachListOfDataInTheSidebarIsItsOwnRows() throws {
        var snippet = Self.notes()
        snippet.files["NotesApp.swift"] = snippet.files["NotesApp.swift"]?
            .replacingOccurrences(of: "List(folders, selection: $selection) { folder in\n                Label(folder.name, systemImage: \"folder\")\n            }",
                                  with: """
                                  List(selection: $selection) {
                                                  Section("Pinned") {
                                                      ForEach(library.pinned) { NavigationLink($0.name, value: $0.id) }
                                                  }
                                                  Section("Folders") {
                                                      ForEach(library.folders) { NavigationLink($0.name, value: $0.id) }
                                                  }
                                              }
                                  """)
        let (spec, _, assumptions) = try snippet.extract()
        guard case let .any(.splitView(split)) = spec.root else { Issue.record("a split view at the root"); return }
        #expect(split.sidebar == ["pinned-1", "pinned-2", "pinned-3", "folder-1", "folder-2", "folder-3"])
        #expect(assumptions.filter { $0.contains("rows from data: ") } == [
            "NotesApp.swift:20:21: `ForEach(library.pinned) { NavigationLink($0.name, value: ...`: rows from data: 3 sample rows of 'pinned' (pinned-1, pinned-2, pinned-3)",
            "NotesApp.swift:23:21: `ForEach(library.folders) { NavigationLink($0.name, value:...`: rows from data: 3 sample rows of 'folder' (folder-1, folder-2, folder-3)",
        ])
    }
}
