import Foundation
@testable import LayoutModel
@testable import SizeFuzz
import Testing

/// Rows and tabs that come from data. A list whose rows come from
/// data the spec does not hold says "N sample rows of screen S"
/// (``RowsFromData``), and the spec expands it into sample screens `S-1` …
/// `S-N` before the model is built, so the fuzzer selects among them.
@Suite struct RowsFromDataTests {
    /// A mail-like app whose sidebar (regular width) and tab bar (compact
    /// width) list the user's folders, kept in step as the sports app keeps
    /// its sports: every row and tab from data. `fallback` is the mistake `selection = newValue ?? folders.first?.id`.
    static func foldersJSON(name: String, fallback: String?, count: Int = 3) -> String {
        let sync = fallback.map { #"{"nilFallback": "\#($0)"}"# } ?? "{}"
        // The tabs leave the count out unless it is not the default.
        let tabCount = count == RowsFromData.defaultCount ? "" : #", "count": \#(count)"#
        return #"""
        {
          "name": "\#(name)",
          "summary": "the user's folders in a sidebar or a tab bar: rows and tabs from data",
          "screens": [
            {"id": "folder", "title": "Folder", "content": {"content": {"name": "Messages", "minWidth": 280}}}
          ],
          "root": {
            "regular": {"splitView": {"sidebar": [], "sidebarFromData": [{"screen": "folder", "count": \#(count)}], "detailStack": true}},
            "compact": {"tabView": {"entries": [], "tabsFromData": [{"screen": "folder"\#(tabCount)}]}}
          },
          "behavior": {"selectionSync": \#(sync)}
        }
        """#
    }

    static func folders(name: String = "folders", fallback: String? = nil) throws -> AppSpec {
        try AppSpec.decode(json: foldersJSON(name: name, fallback: fallback))
    }

    /// The expansion: each template replaced by its sample screens where it
    /// stood, the sample ids appended to the lists that named it.
    @Test func theSpecListsEverySampleRow() throws {
        let app = try Self.folders()
        #expect(app.screens.map(\.id) == ["folder-1", "folder-2", "folder-3"])
        #expect(app.screens.map(\.displayTitle) == ["Folder 1", "Folder 2", "Folder 3"])
        guard case let .sizeClass(.splitView(split), .tabView(tabs)) = app.root else {
            Issue.record("the folders app switches on the size class"); return
        }
        #expect(split.sidebar == ["folder-1", "folder-2", "folder-3"] && split.sidebarFromData == nil)
        #expect(tabs.allTabs.map { "\($0.title)=\($0.tag)" } == ["Folder 1=folder-1", "Folder 2=folder-2", "Folder 3=folder-3"])
        #expect(tabs.tabsFromData == nil)
        #expect(app.problems == [])
        // Expanded once, expanded for good; the JSON written is the expansion.
        #expect(app.expandingRowsFromData() == app)
        let reread = try AppSpec.decode(json: String(decoding: try app.jsonData(), as: UTF8.self))
        #expect(reread == app)
    }

    /// In Swift, the initializer expands; rows already in the list are not
    /// listed twice, a template's presentations are renamed with its rows,
    /// and the fixed rows come first.
    @Test func swiftSpecsExpandWhenMade() {
        let app = AppSpec(
            name: "orders",
            screens: [
                Screen("orders", title: "Orders", destinations: ["order-2", "help"],
                       destinationsFromData: [RowsFromData("order")]),
                Screen("order", title: "Order", destinations: ["receipt"],
                       presentations: [Presentation("edit", kind: .sheet)]),
                Screen("receipt"), Screen("help"),
            ],
            root: .any(.stack(StackSpec(root: "orders"))))
        #expect(app.screens.map(\.id) == ["orders", "order-1", "order-2", "order-3", "receipt", "help"])
        #expect(app.screens[0].destinations == ["order-2", "help", "order-1", "order-3"])
        #expect(app.screens[2].destinations == ["receipt"])
        #expect(app.screens[3].presentations?.map(\.id) == ["edit-3"])
        #expect(app.problems == [])
    }

    /// Every mistake in rows from data is one line naming the field.
    @Test(arguments: [
        (#"{"screen": "order", "count": 0}"#, "<json>: screens[0].destinationsFromData[0].count: 0 sample rows is out of range (1 to 12)"),
        (#"{"screen": "order", "count": 13}"#, "<json>: screens[0].destinationsFromData[0].count: 13 sample rows is out of range (1 to 12)"),
        (#"{"screen": "orders-list"}"#, "<json>: screens[0].destinationsFromData[0].screen: unknown screen 'orders-list'"),
        (#"{"screen": "order", "rows": 3}"#, "<json>: screens[0].destinationsFromData[0].rows: unknown key"),
        (#"{"screen": "help"}"#, "<json>: screens[0].destinationsFromData[0]: sample row 'help-1' of 'help' is already a screen's id"),
    ])
    func badRowsNameTheirField(_ rows: String, _ message: String) {
        let json = #"""
        {"name": "orders", "screens": [
          {"id": "orders", "destinationsFromData": [\#(rows)]},
          {"id": "order"}, {"id": "help"}, {"id": "help-1"}],
         "root": {"any": {"stack": {"root": "orders"}}}}
        """#
        #expect(throws: InputError.self) { try AppSpec.decode(json: json) }
        do {
            _ = try AppSpec.decode(json: json)
        } catch {
            #expect(error.description == message)
        }
    }

    /// Rows from data added to a spec after it was made are never expanded:
    /// the spec says so rather than fuzz a list without its rows.
    @Test func rowsAddedLaterAreAProblem() {
        var app = AppSpec(name: "orders", screens: [Screen("orders"), Screen("order")],
                          root: .any(.stack(StackSpec(root: "orders"))))
        app.screens[0].destinationsFromData = [RowsFromData("order")]
        #expect(app.problems.map(\.description) == [
            "screens[0].destinationsFromData[0]: rows from data are not expanded: make the spec with AppSpec(...) or call expandingRowsFromData()",
        ])
        #expect(app.expandingRowsFromData().problems == [])
    }

    /// The generator selects among the sample rows: every folder is chosen
    /// in the sidebar and in the tab bar within the first 200 cases of seed 1.
    @Test func theGeneratorSelectsAmongSampleRows() throws {
        let generator = ScenarioGenerator(model: AppModel(try Self.folders(), platform: .v18))
        var chosen: [String: Set<String>] = [:]
        for index in 0..<200 {
            var source = ChoiceSource(seed: UInt64(index) &* 0x9E37_79B9_7F4A_7C15 &+ 1)
            guard let scenario = generator.run(&source, invariants: .all, bias: EdgeBias(caseIndex: UInt64(index)), recordScenario: true).scenario else { continue }
            for event in scenario.events {
                let words = event.description.split(separator: " ").map(String.init)
                if words.count == 2, ["select-sidebar", "select-tab"].contains(words[0]) { chosen[words[0], default: []].insert(words[1]) }
            }
        }
        #expect(chosen["select-sidebar"]?.sorted() == ["folder-1", "folder-2", "folder-3"])
        #expect(chosen["select-tab"]?.sorted() == ["folder-1", "folder-2", "folder-3"])
    }

    /// The correct app, every row from data, passes every invariant at
    /// three seeds.
    @Test(arguments: [1, 2, 3])
    func foldersFromDataPass(_ seed: Int) throws {
        let folder = try TemporaryFolder()
        let spec = try folder.write("folders.json", Self.foldersJSON(name: "folders", fallback: nil))
        let result = fuzzrun("--spec", spec, "--seed", "\(seed)", "--iterations", "2000", "--no-timing", "--os", "18")
        #expect(result.code == 0 && result.err == "")
        #expect(result.out.hasPrefix("fuzzrun: passed: 15 invariants held in 2000 cases of 1 app (seed \(seed))\n"))
    }

    /// The mistake that only rows to choose among show: a sidebar
    /// deselected maps the tab selection to the first folder
    /// (`selection = newValue ?? folders.first?.id`), so the user's second
    /// folder is lost when the window turns compact. Caught with its exact
    /// shrunk scenario.
    @Test func aFallbackToTheFirstRowIsCaught() throws {
        let folder = try TemporaryFolder()
        let spec = try folder.write("folder-fallback.json", Self.foldersJSON(name: "folder-fallback", fallback: "folder-1"))
        let result = fuzzrun("--spec", spec, "--seed", "1", "--iterations", "3000", "--no-timing", "--os", "18")
        #expect(result.code == 1 && result.err == "")
        let lines = result.out.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(Array(lines.prefix(11)) == [
            "fuzzrun: FAILED: 1 failure in 3000 cases of 1 app (seed 1)",
            "",
            "✗ folder-fallback: selection-preserved",
            "  the user chose 'folder-2', but the split-third 375x834 (compact width) tab bar shows 'folder-1' instead of 'folder-2'",
            "  app folder-fallback, seed 1, case 2, shrunk from 20 to 3 events in 635 steps",
            "",
            "  Minimal scenario:",
            "    launch ipad-pro-11 landscape full  |sidebar 320|detail 874|  split view 1194x834 regular: sidebar 320 | detail 874; selection folder-1; screen folder-1",
            "    1  select-sidebar folder-2         |sidebar 320|detail 874|  split view 1194x834 regular: sidebar 320 | detail 874; selection folder-2; screen folder-2",
            "    2  deselect                        |sidebar 320|detail 874|  split view 1194x834 regular: sidebar 320 | detail 874; selection none",
            "    3  mode split-third                |tab 375 ▾ bottom bar|    tab view 375x834 compact, bottom bar of 3; tab folder-1; screen folder-1  <- selection-preserved fails",
        ])
        // With one row from data there is nothing to lose: the same code passes.
        let single = try folder.write("single.json", Self.foldersJSON(name: "folder-fallback", fallback: "folder-1", count: 1))
        let one = fuzzrun("--spec", single, "--seed", "1", "--iterations", "3000", "--no-timing", "--os", "18")
        #expect(one.code == 0 && one.out.hasPrefix("fuzzrun: passed: 15 invariants held in 3000 cases of 1 app (seed 1)\n"))
    }

    /// The example of *The app spec format*'s "Rows from data", decoded:
    /// the sidebar, tabs and pushes it describes.
    @Test func theArticlesExampleExpandsAsItSays() throws {
        let article = try String(contentsOfFile: URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Sources/SizeFuzz/SizeFuzz.docc/AppSpecFormat.md").path, encoding: .utf8)
        guard let section = article.components(separatedBy: "## Rows from data").dropFirst().first,
              let json = section.components(separatedBy: "```json\n").dropFirst().first?.components(separatedBy: "```").first else {
            Issue.record("the article has a JSON example under 'Rows from data'"); return
        }
        let app = try AppSpec.decode(json: json)
        #expect(app.screens.map(\.id) == ["inbox", "folder-1", "folder-2", "folder-3", "message-1", "message-2"])
        #expect(app.screen("folder-2")?.destinations == ["message-1", "message-2"])
        guard case let .sizeClass(.splitView(split), .tabView(tabs)) = app.root else { Issue.record("a switch"); return }
        #expect(split.sidebar == ["inbox", "folder-1", "folder-2", "folder-3"])
        #expect(tabs.allTabs.map(\.title) == ["Inbox", "Folder 1", "Folder 2", "Folder 3"])
    }
}
