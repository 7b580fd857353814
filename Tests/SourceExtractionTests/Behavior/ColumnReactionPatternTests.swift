import LayoutModel
import SourceExtraction
import Testing

/// Columns set by the app on a size-class change
/// (`.onChange(of: horizontalSizeClass)`): each recognised spelling, the
/// derived `columnsOnSizeClassChange` and the line it names; anything else
/// stays an assumption.
@Suite struct ColumnReactionPatternTests {
    struct Case: Sendable, CustomStringConvertible {
        var snippet: Snippet
        /// The code the source map names.
        var code: String
        var reactions: [ColumnReaction]
        var keys: [String]
        var description: String { snippet.name }
    }

    static let compactColumn = "@State private var column: NavigationSplitViewColumn = .detail"

    static let cases: [Case] = [
        Case(snippet: .cafe("visibility on every change", """
                    .onChange(of: horizontalSizeClass) {
                        visibility = .detailOnly
                    }
            """), code: "visibility = .detailOnly", reactions: [ColumnReaction(visibility: .detailOnly)],
             keys: ["columnsOnSizeClassChange:any:visibility=detailOnly"]),
        Case(snippet: .cafe("visibility, the type written", """
                    .onChange(of: horizontalSizeClass) { _, _ in
                        visibility = NavigationSplitViewVisibility.all
                    }
            """), code: "visibility = NavigationSplitViewVisibility.all", reactions: [ColumnReaction(visibility: .all)],
             keys: ["columnsOnSizeClassChange:any:visibility=all"]),
        Case(snippet: .cafe("visibility when regular", """
                    .onChange(of: horizontalSizeClass) { _, newValue in
                        if newValue == .regular { visibility = .all }
                    }
            """), code: "visibility = .all", reactions: [ColumnReaction(to: .regular, visibility: .all)],
             keys: ["columnsOnSizeClassChange:regular:visibility=all"]),
        Case(snippet: .cafe("visibility, if and else on the environment", """
                    .onChange(of: horizontalSizeClass) {
                        if horizontalSizeClass == .compact {
                            visibility = .detailOnly
                        } else {
                            visibility = .doubleColumn
                        }
                    }
            """), code: "visibility = .detailOnly",
             reactions: [ColumnReaction(to: .compact, visibility: .detailOnly), ColumnReaction(to: .regular, visibility: .doubleColumn)],
             keys: ["columnsOnSizeClassChange:compact:visibility=detailOnly", "columnsOnSizeClassChange:regular:visibility=doubleColumn"]),
    ]

    @Test(arguments: cases)
    func reactionIsRead(_ test: Case) throws {
        let (spec, entries, assumptions) = try test.snippet.extract()
        #expect(spec.behavior?.columnsOnSizeClassChange == test.reactions)
        let located = entries.filter { $0.key.hasPrefix("columnsOnSizeClassChange") }
        #expect(located.map(\.key) == test.keys)
        #expect(located.first?.location == test.snippet.location(of: test.code))
        #expect(located.first?.code == test.code)
        #expect(assumptions == [])
    }

    /// `preferredCompactColumn` bound to state, set when the window turns compact.
    @Test func theCompactColumnIsRead() throws {
        let snippet = Snippet.cafe("compact column", """
                    .onChange(of: horizontalSizeClass) { _, newValue in
                        if newValue != .regular { column = .detail }
                    }
            """, properties: "    \(Self.compactColumn)\n")
        let patched = Snippet(name: snippet.name, files: snippet.files.mapValues {
            $0.replacingOccurrences(of: "NavigationSplitView(columnVisibility: $visibility)",
                                    with: "NavigationSplitView(columnVisibility: $visibility, preferredCompactColumn: $column)")
        })
        let (spec, entries, assumptions) = try patched.extract()
        #expect(spec.behavior?.columnsOnSizeClassChange == [ColumnReaction(to: .compact, preferredCompactColumn: .detail)])
        #expect(entries.filter { $0.key.hasPrefix("columnsOnSizeClassChange") }.map(\.location)
                == [patched.location(of: "column = .detail")])
        #expect(assumptions == [])
    }

    /// A write under a condition the reader does not read as a size class
    /// stays an assumption with its line, and changes nothing.
    @Test func aConditionTheReaderCannotReadIsAnAssumption() throws {
        let snippet = Snippet.cafe("switch", """
                    .onChange(of: horizontalSizeClass) { _, newValue in
                        switch newValue {
                        case .compact: visibility = .detailOnly
                        default: break
                        }
                    }
            """)
        let (spec, _, assumptions) = try snippet.extract()
        #expect(spec.behavior?.columnsOnSizeClassChange == nil)
        #expect(assumptions == [
            "\(snippet.location(of: "visibility = .detailOnly")): `visibility = .detailOnly` on a size-class change: "
                + "the column visibility set under a condition the reader does not read is not modelled: assumed left as it is",
        ])
    }
}
