import Foundation
import LayoutModel
import SizeFuzz
import Testing

/// Runs that checked nothing passed: with every built-in invariant off
/// (14 × `--disable`, or a spec's `invariants.disabled`), broken
/// `fixed-sidebar` printed `passed: 0 invariants held` and exited 0.
@Suite struct SilentPassTests {
    static let everyName = InvariantName.allCases.map(\.rawValue)

    @Test func everyInvariantDisabledOnTheCommandLine() {
        let result = fuzzrun(["--app", "fixed-sidebar", "--seed", "1", "--no-timing"] + Self.everyName.flatMap { ["--disable", $0] })
        #expect(result.code == 64 && result.out == "")
        #expect(result.err == "fuzzrun: error: nothing to check on fixed-sidebar: all 15 invariants are off (15 by --invariant "
            + "or --disable), and a run that checks nothing cannot pass\n")
        let crash = fuzzrun(["import-crash", "/dev/null", "--app", "fixed-sidebar"] + Self.everyName.flatMap { ["--disable", $0] })
        #expect(crash.code == 64 && crash.err.hasPrefix("fuzzrun: error: nothing to check on fixed-sidebar: "))
    }

    @Test func everyInvariantDisabledBySpecAndFlags() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        var spec = try #require(BuiltinApp.named("fixed-sidebar")).spec
        spec.name = "quiet"
        spec.invariants = InvariantSettings(disabled: Array(Self.everyName.dropFirst()))
        let path = try folder.write("quiet.json", String(decoding: try spec.jsonData(), as: UTF8.self))
        let all = fuzzrun("--spec", path, "--seed", "1", "--disable", Self.everyName[0])
        #expect(all.code == 64)
        #expect(all.err == "fuzzrun: error: nothing to check on quiet: all 15 invariants are off (1 by --invariant or --disable, "
            + "14 by the spec's \"invariants\": {\"disabled\": [...]}), and a run that checks nothing cannot pass\n")
        // One invariant left on is a run that checks something.
        let one = fuzzrun("--spec", path, "--seed", "1", "--iterations", "10", "--no-timing")
        #expect(one.code == 0 && one.out.hasPrefix("fuzzrun: passed: 1 invariant held in 10 cases of 1 app (seed 1)\n"))
    }

    /// Every option's range is in `help` and in CommandLine.md.
    @Test func everyRangeIsDocumented() throws {
        let help = fuzzrun("help", "run").out
        let doc = try String(contentsOfFile: ReadmeExampleTests.repository.path + "/Sources/SizeFuzz/SizeFuzz.docc/CommandLine.md",
                             encoding: .utf8)
        for range in ["0 to 2^64-1", "1 to 10^9", "1 to 256", "0 to 1000", "1 to 1,000,000", "0 to 100"] {
            #expect(help.contains(range), "help run lacks \(range)")
            #expect(doc.contains(range), "CommandLine.md lacks \(range)")
        }
        #expect(help.contains("above 0, at most 10,000,000") && doc.contains("above 0, at most 10,000,000"))
        let crash = fuzzrun("help", "import-crash").out
        #expect(crash.contains("0 to 1000") && crash.contains("1 to 1,000,000") && crash.contains("[--os 18|26|27]"))
    }
}
