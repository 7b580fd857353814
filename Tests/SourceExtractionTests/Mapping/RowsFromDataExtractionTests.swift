import Foundation
import LayoutModel
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
}
