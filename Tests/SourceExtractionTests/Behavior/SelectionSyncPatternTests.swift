import LayoutModel
import SourceExtraction
import Testing

/// A tab selection and a sidebar selection kept in step, and the case a
/// `nil` sidebar selection falls back to, in each way a team writes it.
@Suite struct SelectionSyncPatternTests {
    struct Case: Sendable, CustomStringConvertible {
        var snippet: Snippet
        /// The code of the `selectionSync` entry, and its file.
        var sync: String
        var syncFile = "ContentView.swift"
        /// The fallback, and the code of its entry.
        var fallback: String?
        var fallbackCode: String?
        var fallbackFile = "ContentView.swift"
        var description: String { snippet.name }
    }

    static let tabToSidebar = """
                .onChange(of: selectedSport) { _, newValue in
                    sidebarSelection = newValue
                }
        """

    static let model = """
        import Observation

        @Observable
        final class SportsModel {
            var selectedSport: Sport = .basketball
            var sidebarSelection: Sport? = .basketball

            func sidebarChanged(to sport: Sport?) {
                guard let sport else {
                    selectedSport = .soccer
                    return
                }
                selectedSport = sport
            }

            func tabChanged(to sport: Sport) {
                sidebarSelection = sport
            }
        }

        """

    static let observed = """
        import Observation

        @Observable
        final class SportsModel {
            var selectedSport: Sport = .basketball
            var sidebarSelection: Sport? = .basketball {
                didSet { selectedSport = sidebarSelection ?? .football }
            }
        }

        """

    static let cases: [Case] = [
        Case(snippet: .sports("two onChanges", """
                    .onChange(of: sidebarSelection) { _, newValue in
                        if let newValue { selectedSport = newValue }
                    }
            \(tabToSidebar)
            """), sync: ".onChange(of: sidebarSelection) { _, newValue in"),
        Case(snippet: .sports("?? .case", """
                    .onChange(of: sidebarSelection) { _, newValue in
                        selectedSport = newValue ?? .basketball
                    }
            \(tabToSidebar)
            """), sync: ".onChange(of: sidebarSelection) { _, newValue in",
             fallback: "basketball", fallbackCode: "selectedSport = newValue ?? .basketball"),
        Case(snippet: .sports("?? Type.allCases.first!", """
                    .onChange(of: sidebarSelection) {
                        selectedSport = sidebarSelection ?? Sport.allCases.first!
                    }
            \(tabToSidebar)
            """), sync: ".onChange(of: sidebarSelection) {",
             fallback: "basketball", fallbackCode: "selectedSport = sidebarSelection ?? Sport.allCases.first!"),
        Case(snippet: .sports("?? Self.allCases.first, through a static property", """
                    .onChange(of: sidebarSelection) { selectedSport = $1 ?? .fallback }
            \(tabToSidebar)
            """), sync: ".onChange(of: sidebarSelection) { selectedSport = $1 ?? .fallback }",
             fallback: "basketball", fallbackCode: "selectedSport = $1 ?? .fallback"),
        Case(snippet: .sports("guard let ... else", """
                    .onChange(of: sidebarSelection) { _, newValue in
                        guard let newValue else {
                            selectedSport = .football
                            return
                        }
                        selectedSport = newValue
                    }
            \(tabToSidebar)
            """), sync: ".onChange(of: sidebarSelection) { _, newValue in",
             fallback: "football", fallbackCode: "selectedSport = .football"),
        Case(snippet: .sports("Binding(get:set:)", "", sidebar: """
            Binding(get: { selectedSport }, set: { selectedSport = $0 ?? .soccer })
            """), sync: "TabView(selection: $selectedSport)",
             fallback: "soccer", fallbackCode: "selectedSport = $0 ?? .soccer"),
        Case(snippet: .sports("a model's methods", """
                    .onChange(of: model.sidebarSelection) { _, newValue in model.sidebarChanged(to: newValue) }
                    .onChange(of: model.selectedSport) { model.tabChanged(to: $1) }
            """, properties: "    @State private var model = SportsModel()\n",
                              sidebar: "$model.sidebarSelection", tab: "$model.selectedSport", extra: ["SportsModel.swift": model]),
             sync: ".onChange(of: model.sidebarSelection) { _, newValue in model.sidebarChanged(to: newValue) }",
             fallback: "soccer", fallbackCode: "selectedSport = .soccer", fallbackFile: "SportsModel.swift"),
        Case(snippet: .sports("a model's didSet", "", properties: "    @State private var model = SportsModel()\n",
                              sidebar: "$model.sidebarSelection", tab: "$model.selectedSport", extra: ["SportsModel.swift": observed]),
             sync: "didSet { selectedSport = sidebarSelection ?? .football }", syncFile: "SportsModel.swift",
             fallback: "football", fallbackCode: "selectedSport = sidebarSelection ?? .football", fallbackFile: "SportsModel.swift"),
    ]

    @Test(arguments: cases)
    func syncIsRead(_ test: Case) throws {
        let (spec, entries, assumptions) = try test.snippet.extract()
        #expect(spec.behavior?.selectionSync == SelectionSync(nilFallback: test.fallback))
        let sync = try #require(entries.first { $0.key == "selectionSync" })
        #expect(sync.location == test.snippet.location(of: test.sync, in: test.syncFile))
        let fallback = entries.first { $0.key == "nilFallback" }
        #expect(fallback?.code == test.fallbackCode)
        if let code = test.fallbackCode {
            #expect(fallback?.location == test.snippet.location(of: code, in: test.fallbackFile))
        }
        #expect(assumptions == [])
    }

    /// Two selections no code links: the tab view and the split view each
    /// keep their own, which the fuzzer reports; nothing is assumed.
    @Test func unlinkedSelectionsAreNotSynced() throws {
        let (spec, entries, assumptions) = try Snippet.sports("unlinked", "").extract()
        #expect(spec.behavior == nil)
        #expect(entries == [])
        #expect(assumptions == [])
    }

    /// A selection the reader cannot key is assumed kept in step, with its line.
    @Test func anUnknownSelectionIsAssumedInStep() throws {
        let snippet = Snippet.sports("unknown", "", sidebar: "selectionBinding()")
        let (spec, _, assumptions) = try snippet.extract()
        #expect(spec.behavior == AppBehavior(selectionSync: SelectionSync(nilFallback: nil)))
        #expect(assumptions.contains(
            "\(snippet.location(of: "TabView(selection:")): a tab view and a split view: "
                + "a selection the reader cannot key: assumed kept in step, a nil sidebar selection keeping the tab's"))
    }
}
