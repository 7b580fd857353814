@testable import SizeFuzz
import Foundation

import LayoutModel
import Testing

/// Turning invariants off, per app in its spec or per run in Swift: the
/// checks are gone, and the output says which.
@Suite struct DisabledInvariantTests {
    /// fixed-grid-count is caught by grid-fits alone: with grid-fits off in
    /// its spec it passes, and the output says grid-fits was off.
    @Test func aSpecThatTurnsOffTheOnlyInvariantThatCatchesItPassesAndSaysSo() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        var spec = AppSpec.fixedGridCount
        let caught = fuzzrun("--spec", try folder.write("grid.json", String(decoding: try spec.jsonData(), as: UTF8.self)),
                             "--seed", "1", "--iterations", "400", "--no-timing")
        #expect(caught.code == 1 && caught.out.hasPrefix("fuzzrun: FAILED: 1 failure in 400 cases of 1 app (seed 1)\n\n✗ fixed-grid-count: grid-fits\n"))
        spec.invariants = InvariantSettings(disabled: ["grid-fits"])
        let path = try folder.write("off.json", String(decoding: try spec.jsonData(), as: UTF8.self))
        let result = fuzzrun("--spec", path, "--seed", "1", "--iterations", "400", "--no-timing")
        #expect(result.code == 0 && result.err == "")
        #expect(result.out.hasPrefix("fuzzrun: passed: 14 invariants held in 400 cases of 1 app (seed 1)\nfuzzrun: invariants off: grid-fits\n"))
        // The cases still ran and were counted as before.
        #expect(result.out.split(separator: "\n").dropFirst(2) == caught.out.split(separator: "\n").suffix(result.out.split(separator: "\n").count - 2))
    }

    /// The same in Swift: a run without grid-fits passes, its description
    /// says so, and its statistics are those of the run that failed.
    @Test func aRunWithoutAnInvariantSaysSo() {
        func run(_ invariants: InvariantSet, apps: [AppSpec] = [.fixedGridCount]) -> RunResult {
            FuzzRunner(RunConfiguration(seed: 1, iterations: 400, apps: apps, invariants: invariants)).run()
        }
        let all = run(.all)
        let off = run(.all.removing(.gridFits))
        #expect(!all.passed && off.passed)
        #expect(off.statistics == all.statistics)
        #expect(off.description.split(separator: "\n").prefix(2) == [
            "passed: 14 invariants held in 400 cases of fixed-grid-count (seed 1)", "  invariants off: grid-fits",
        ])
        #expect(all.configuration.invariantsOffLine == nil)
        // Apps that differ are listed one by one; most off lists what is on.
        var quiet = AppSpec.sports
        quiet.invariants = InvariantSettings(disabled: ["tab-bar-fits"])
        #expect(run(.all, apps: [.fixedGridCount, quiet]).configuration.invariantsOffLine
            == "invariants off: fixed-grid-count: none; sports: tab-bar-fits")
        #expect(run([.selectionPreserved]).configuration.invariantsOffLine == "invariants off: only selection-preserved checked, 14 off")
    }

    /// Names in the spec are strict: each a built-in invariant's, given once,
    /// and the error names the field and the nearest name.
    @Test(arguments: [
        (#"{"disabled": ["grid-fit"]}"#, "invariants.disabled[0]: unknown invariant 'grid-fit'; did you mean 'grid-fits'? (fuzzrun list invariants)"),
        (#"{"disabled": ["grid-fits", "grid-fits"]}"#, "invariants.disabled[1]: 'grid-fits' is listed twice"),
        (#"{"disabled": ["my-own"]}"#, "invariants.disabled[0]: unknown invariant 'my-own' (fuzzrun list invariants)"),
        (#"{"disable": ["grid-fits"]}"#, "invariants.disable: unknown key; did you mean 'disabled'?"),
        (#"{"disabled": "grid-fits"}"#, "invariants.disabled: expected an array"),
    ])
    func badNamesInASpecAreErrors(invariants: String, message: String) throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let json = #"{"name": "plain", "screens": [{"id": "home", "title": "Home"}], "root": {"any": {"view": {"screen": "home"}}}, "invariants": "#
            + invariants + "}"
        let path = try folder.write("plain.json", json)
        let result = fuzzrun("--spec", path, "--seed", "1", "--iterations", "10")
        #expect(result.code == 65 && result.out == "")
        #expect(result.err == "fuzzrun: error: \(path): \(message)\n")
        #expect(throws: InputError.self) { try AppSpec.decode(json: json) }
    }
}

/// `--disable` on the command line: the same as the spec's list, and said.
@Suite struct DisableOptionTests {
    @Test func disablingTheInvariantThatCatchesAnAppMakesItPassAndIsSaid() {
        let result = fuzzrun("--app", "fixed-grid-count", "--disable", "grid-fits", "--seed", "1", "--iterations", "400", "--no-timing")
        #expect(result.code == 0 && result.err == "")
        #expect(result.out.hasPrefix("fuzzrun: passed: 14 invariants held in 400 cases of 1 app (seed 1)\nfuzzrun: invariants off: grid-fits\n"))
        let json = fuzzrun("--app", "fixed-grid-count", "--disable", "grid-fits", "--seed", "1", "--iterations", "40", "--json")
        #expect(json.out.contains("\"invariantsOff\": {\n    \"fixed-grid-count\": [\n      \"grid-fits\"\n    ]\n  },\n"))
        let none = fuzzrun("--app", "sports", "--seed", "1", "--iterations", "40", "--json")
        #expect(none.out.contains("\"invariantsOff\": {},\n"))
    }

    @Test(arguments: [
        (["--disable", "grid-fit"], "fuzzrun: error: --disable: unknown value 'grid-fit' (expected one of: selection-preserved, path-preserved, "
            + "no-fixed-width-overflow, content-fits, column-widths-within-bounds, size-within-restrictions, size-class-layout-consistent, "
            + "grid-fits, tab-bar-fits, toolbar-actions-reachable, layout-path-independent, scene-isolation, restoration-roundtrip, window-controls-clear, columns-preserved)\n"),
        (["--invariant", "grid-fits", "--disable", "grid-fits"], "fuzzrun: error: --invariant and --disable both name 'grid-fits'\n"),
    ])
    func badUseIsAUsageError(arguments: [String], message: String) {
        let result = fuzzrun(["--app", "sports", "--iterations", "10"] + arguments)
        #expect(result.code == 64 && result.out == "")
        #expect(result.err == message)
    }
}
