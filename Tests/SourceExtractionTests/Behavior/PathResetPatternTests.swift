import LayoutModel
import SourceExtraction
import Testing

/// Every spelling of a path reset, on a sidebar change and on a size-class
/// change: the derived `pathReset` and the line it names.
@Suite struct PathResetPatternTests {
    struct Case: Sendable, CustomStringConvertible {
        var snippet: Snippet
        /// The code the source map names.
        var code: String
        var reset: PathReset
        var description: String { snippet.name }
    }

    static let spellings = [
        "path = []", "path.removeLast(path.count)", "path.removeAll()",
    ]

    static let cases: [Case] = spellings.flatMap { spelling in [
        Case(snippet: .cafe("sidebar: \(spelling)", """
                    .onChange(of: selection) {
                        \(spelling)
                    }
            """), code: spelling, reset: .onSidebarChange),
        Case(snippet: .cafe("size class: \(spelling)", """
                    .onChange(of: horizontalSizeClass) { _, _ in
                        \(spelling)
                    }
            """), code: spelling, reset: .onSizeClassChange),
    ] } + [
        Case(snippet: .cafe("sidebar: path = NavigationPath()", """
                    .onChange(of: selection) { oldValue, newValue in
                        if oldValue != newValue { path = NavigationPath() }
                    }
            """, path: "@State private var path = NavigationPath()"), code: "path = NavigationPath()", reset: .onSidebarChange),
        Case(snippet: .cafe("size class: path = NavigationPath()", """
                    .onChange(of: horizontalSizeClass) {
                        path = NavigationPath()
                    }
            """, path: "@State private var path = NavigationPath()"), code: "path = NavigationPath()", reset: .onSizeClassChange),
        Case(snippet: .cafe("size class: a switch on the size class", """
                    .onChange(of: horizontalSizeClass) { _, newValue in
                        switch newValue {
                        case .compact: path = []
                        default: break
                        }
                    }
            """), code: "path = []", reset: .onSizeClassChange),
        Case(snippet: .cafe("size class: a method of the view", """
                    .onChange(of: horizontalSizeClass) { startOver() }
            """, properties: """
                private func startOver() {
                    withAnimation { path.removeAll() }
                }

            """), code: "path.removeAll()", reset: .onSizeClassChange),
    ]

    @Test(arguments: cases)
    func resetIsRead(_ test: Case) throws {
        let (spec, entries, assumptions) = try test.snippet.extract()
        #expect(spec.behavior == AppBehavior(pathReset: test.reset))
        let located = entries.filter { $0.key.hasPrefix("pathReset:") }
        #expect(located.map(\.key) == ["pathReset:\(test.reset.rawValue)"])
        #expect(located.first?.location == test.snippet.location(of: test.code))
        #expect(located.first?.code == test.code)
        #expect(assumptions == [])
    }

    /// With no code of its own, a detail stack bound to state is reset by
    /// SwiftUI when the sidebar selection changes; a constant path is not.
    @Test func swiftUIResetsABoundDetailStack() throws {
        let snippet = Snippet.cafe("no handler", "")
        let (spec, entries, _) = try snippet.extract()
        #expect(spec.behavior == AppBehavior(pathReset: .onSidebarChange))
        #expect(entries.map(\.key) == ["pathReset:onSidebarChange"])
        #expect(entries.first?.location == snippet.location(of: "NavigationSplitView(columnVisibility:"))
    }

    /// Code on a size-class change that the model has no field for is an
    /// assumption with its line, and changes nothing.
    @Test func otherWritesOnASizeClassChangeAreAssumptions() throws {
        let snippet = Snippet.cafe("columns", """
                    .onChange(of: horizontalSizeClass) { _, newValue in
                        visibility = newValue == .compact ? .detailOnly : .all
                        path.removeLast()
                        refresh(newValue)
                    }
            """)
        let (spec, _, assumptions) = try snippet.extract()
        #expect(spec.behavior == AppBehavior(pathReset: .onSidebarChange))
        #expect(assumptions == [
            "\(snippet.location(of: "visibility = newValue")): `visibility = newValue == .compact ? .detailOnly : .all` on a size-class change: "
                + "the column visibility changed on a size-class change is not modelled: assumed left as it is",
            "\(snippet.location(of: "path.removeLast()")): `path.removeLast()` on a size-class change: "
                + "navigation state changed on a size-class change is not modelled: assumed left as it is",
            "\(snippet.location(of: "refresh(newValue)")): `refresh` on a size-class change: "
                + "a call the reader does not follow: assumed to leave navigation state as it is",
        ])
    }
}
