import Foundation
import Testing

/// What a `--source` run's cases exercised of the app's own constructs: the
/// exact line and the constructs never exercised, by line; `--min-coverage`
/// applies to it.
@Suite struct SourceCoverageTests {
    static func run(_ fixture: String, _ extra: [String]) -> (code: Int32, out: String, err: String) {
        fuzzrun(["--source", Fixtures.url(fixture).path, "--no-project", "--no-timing"] + extra)
    }

    @Test func twoCasesExercisePartOfTheCafeAndNameTheRest() {
        let result = Self.run("cafe", ["--seed", "3", "--iterations", "2"])
        let path = Fixtures.shown("cafe") + "/ContentView.swift"
        let lines = result.out.split(separator: "\n").map(String.init)
        let start = lines.firstIndex { $0.hasPrefix("  source  ") }
        #expect(start.map { Array(lines[$0...($0 + 6)]) } == [
            "  source        links 2/7, rows 1/2 (over 2 cases)",
            "    never       links 'latte' at \(path):57:13",
            "    never       links 'espresso' at \(path):57:13",
            "    never       links 'mocha' at \(path):57:13",
            "    never       links 'recipe' at \(path):78:13",
            "    never       links 'wink' at \(path):66:13",
            "    never       rows 'coffee' at \(path):11:21",
        ])
    }

    @Test func aFixedFrameUnderPressureIsExercised() {
        let result = Self.run("fixed-sidebar", ["--seed", "3", "--iterations", "2000"])
        #expect(result.out.contains("\n  source        frames 1/1 (every one within the first 1 case)\n"))
    }

    @Test func minCoverageAppliesToTheSourceConstructs() {
        let result = Self.run("cafe", ["--seed", "3", "--iterations", "2", "--min-coverage", "50", "--invariant", "grid-fits"])
        #expect(result.code == 1)
        #expect(result.err.contains("fuzzrun: source coverage below --min-coverage 50%: cafe 33.3% (links 2/7, rows 1/2)\n"))
    }
}
