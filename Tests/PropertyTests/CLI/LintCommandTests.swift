import Testing

/// `fuzzrun lint`, and the lints `fuzzrun run` prints before fuzzing.
@Suite struct LintCommandTests {
    static let warning = "primary-width-over-max: root.pad.splitView.sidebarWidth: the sidebar column asks for min 200, ideal 500, max 360; SwiftUI renders 360 pt, not 500 (column-spec-consistent)"

    @Test func theCorrectPatternsAreClean() {
        let result = fuzzrun("lint")
        #expect(result.code == 0 && result.err == "")
        #expect(result.out == "fuzzrun lint: clean: no lint in 11 apps\n")
    }

    @Test func aLintIsOneLineWithItsFieldAndExitsTwo() {
        let result = fuzzrun("lint", "--app", "health-notes", "--app", "primary-width-over-max")
        #expect(result.code == 2 && result.err == "")
        #expect(result.out == "\(Self.warning)\nfuzzrun lint: 1 lint in 1 of 2 apps\n")
    }

    @Test func aSpecFileIsNamedByItsPath() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let spec = try folder.write("tabs.json", """
            {"name": "tabs", "screens": [{"id": "main"}, {"id": "search"}],
             "root": {"regular": {"tabView": {"entries": [{"tab": {"title": "Main", "tag": "main"}},
                                                          {"tab": {"title": "Search", "tag": "search"}}]}},
                      "compact": {"tabView": {"entries": [{"tab": {"title": "Main", "tag": "main"}}]}}}}
            """)
        let result = fuzzrun("lint", "--spec", spec)
        #expect(result.code == 2 && result.err == "")
        #expect(result.out == """
            \(spec): root.compact.tabView.entries: no tab has the tag of, stands for or leads to tab 'search' of the full-size tab view (tabs-reachable)
            fuzzrun lint: 1 lint in 1 of 1 app

            """)
    }

    @Test func runWarnsAndFuzzes() {
        let result = fuzzrun("--app", "primary-width-over-max", "--seed", "1", "--iterations", "200", "--jobs", "1", "--no-timing")
        #expect(result.code == 0)
        #expect(result.err == "fuzzrun: warning: \(Self.warning)\n")
        #expect(result.out.hasPrefix("fuzzrun: passed: 15 invariants held in 200 cases of 1 app (seed 1)\n"))
    }

    @Test func runStrictRefusesToFuzz() {
        let result = fuzzrun("--app", "primary-width-over-max", "--seed", "1", "--iterations", "200", "--strict")
        #expect(result.code == 2 && result.out == "")
        #expect(result.err == """
            fuzzrun: error: \(Self.warning)
            fuzzrun: error: --strict: 1 lint; nothing was fuzzed (fuzzrun lint)

            """)
        #expect(fuzzrun("--app", "health-notes", "--iterations", "10", "--strict", "--no-timing").code == 0)
    }

    @Test func lintRefusesRunOptions() {
        let result = fuzzrun("lint", "--seed", "1")
        #expect(result.code == 64 && result.out == "")
    }
}
