import Foundation
import LayoutModel
@testable import SizeFuzz
import Testing

/// `fuzzrun run`: bad options and spec files, and `--save-corpus`.
@Suite struct RunCommandTests {
    static let invariantNames = InvariantName.allCases.map(\.rawValue).joined(separator: ", ")

    /// Bad options: one line on stderr naming the option, exit 64, nothing on stdout.
    @Test(arguments: [
        (["--iterations", "0"], "--iterations: 0 is outside 1...1000000000"),
        (["--iterations", "-1"], "--iterations: -1 is outside 1...1000000000"),
        (["--iterations", "nan"], "--iterations: 'nan' is not a whole number"),
        (["--iterations", "2.5"], "--iterations: '2.5' is not a whole number"),
        (["--iterations", "99999999999999999999"], "--iterations: 99999999999999999999 is outside 1...1000000000"),
        (["--iterations"], "--iterations needs a value"),
        (["--jobs", "0"], "--jobs: 0 is outside 1...256"),
        (["--jobs", "-2"], "--jobs: -2 is outside 1...256"),
        (["--jobs", "NaN"], "--jobs: 'NaN' is not a whole number"),
        (["--jobs", "100000"], "--jobs: 100000 is outside 1...256"),
        (["--seed", "-1"], "--seed: '-1' is not a whole number from 0 to 18446744073709551615"),
        (["--seed", "nan"], "--seed: 'nan' is not a whole number from 0 to 18446744073709551615"),
        (["--seed", "18446744073709551616"], "--seed: '18446744073709551616' is not a whole number from 0 to 18446744073709551615"),
        (["--seed"], "--seed needs a value"),
        (["--seed="], "--seed needs a value"),
        (["--seed", "1", "--seed", "2"], "--seed given more than once"),
        (["--shard", "0/4"], "--shard: '0/4' is not K/N with 1 <= K <= N"),
        (["--shard", "5/4"], "--shard: '5/4' is not K/N with 1 <= K <= N"),
        (["--shard", "1/0"], "--shard: '1/0' is not K/N with 1 <= K <= N"),
        (["--shard", "1/4/2"], "--shard: '1/4/2' is not K/N with 1 <= K <= N"),
        (["--shard", "a/b"], "--shard: 'a/b' is not K/N with 1 <= K <= N"),
        (["--shard"], "--shard needs a value"),
        (["--replay", "42"], "--replay: '42' is not SEED:CASE, such as 42:51234"),
        (["--replay", "42:x"], "--replay: '42:x' is not SEED:CASE, such as 42:51234"),
        (["--replay", "42:-1"], "--replay: '42:-1' is not SEED:CASE, such as 42:51234"),
        (["--replay", "-1:3"], "--replay: '-1:3' is not SEED:CASE, such as 42:51234"),
        (["--replay"], "--replay needs a value"),
        (["--time-limit", "nan"], "--time-limit: 'nan' is not a finite number"),
        (["--time-limit", "0"], "--time-limit: must be above 0 and at most 10000000 seconds"),
        (["--time-limit", "-3"], "--time-limit: must be above 0 and at most 10000000 seconds"),
        (["--time-limit", "1e16"], "--time-limit: must be above 0 and at most 10000000 seconds"),
        (["--max-events", "-1"], "--max-events: -1 is outside 0...1000"),
        (["--shrink-budget", "0"], "--shrink-budget: 0 is outside 1...1000000"),
        (["--app", "nope"], "--app: unknown app 'nope' (fuzzrun list apps)"),
        (["--app", "cafe", "--app", "cafe"], "app 'cafe' given twice"),
        (["--app"], "--app needs a value"),
        (["--invariant", "nope"], "--invariant: unknown value 'nope' (expected one of: \(invariantNames))"),
        (["--invariant"], "--invariant needs a value"),
        (["--spec"], "--spec needs a value"),
        (["--save-corpus"], "--save-corpus needs a value"),
        (["--save-corpus", "--json"], "--save-corpus needs a value"),
        (["--save-corpus", ""], "--save-corpus needs a value"),
        (["--bogus"], "unknown option --bogus"),
        (["--json=yes"], "--json takes no value"),
        (["run", "extra"], "unexpected argument 'extra'"),
        (["runn"], "unknown command 'runn' (commands: run, extract, lint, replay, trace, import, import-crash, layout, gallery, grid, list)"),
    ] as [([String], String)])
    func badOptions(_ arguments: [String], _ message: String) {
        let result = fuzzrun(arguments)
        #expect(result.code == 64)
        #expect(result.out == "")
        #expect(result.err == "fuzzrun: error: \(message)\n")
    }

    /// A spec file with something wrong: one line naming the file and the
    /// field, exit 65 (66 when it does not exist).
    @Test(arguments: [
        ("malformed", #"{"name": "x", "screens" [] }"#, 65, "not valid JSON (invalid value around character 24)"),
        ("truncated", #"{"name": "x", "screens": [{"id": "#, 65, "not valid JSON (unexpected end of file during JSON parse)"),
        ("empty", "", 65, "the file is empty"),
        ("blank", " \n\t\n", 65, "the file is empty"),
        ("array", "[1, 2]", 65, "(top level): expected an object"),
        ("no screens", #"{"name": "x", "root": {"any": {"view": {"screen": "a"}}}}"#, 65, "screens: missing"),
        ("wrong type", #"{"name": "x", "screens": [{"id": "a", "content": {"content": {"name": "L", "minWidth": "wide"}}}], "root": {"any": {"view": {"screen": "a"}}}}"#,
         65, "screens[0].content.content.minWidth: expected a number"),
        ("negative width", #"{"name": "x", "screens": [{"id": "a", "content": {"frame": {"width": -5, "content": {"content": {"name": "L", "minWidth": 0}}}}}], "root": {"any": {"view": {"screen": "a"}}}}"#,
         65, "screens[0].content: frame width must be from 0 to 100000"),
        ("huge finite width", #"{"name": "x", "screens": [{"id": "a", "content": {"content": {"name": "L", "minWidth": 1e308}}}], "root": {"any": {"view": {"screen": "a"}}}}"#,
         65, "screens[0].content: minWidth must be from 0 to 100000"),
        ("tiny adaptive minimum", #"{"name": "x", "screens": [{"id": "a", "content": {"grid": {"columns": [{"adaptive": {"minimum": 1e-300}, "spacing": 0}]}}}], "root": {"any": {"view": {"screen": "a"}}}}"#,
         65, "screens[0].content.grid.columns[0]: an adaptive minimum must be at least 0.5 pt, not 1e-300"),
        ("negative spacing", #"{"name": "x", "screens": [{"id": "a", "content": {"grid": {"columns": [{"fixed": 100, "spacing": -1e308}, {"fixed": 100}]}}}], "root": {"any": {"view": {"screen": "a"}}}}"#,
         65, "screens[0].content.grid.columns[0].spacing: must be from 0 to 100000"),
        ("control characters", "{\"name\": \"x\", \"screens\": [{\"id\": \"a\\nb\"}], \"root\": {\"any\": {\"view\": {\"screen\": \"a\\nb\"}}}}",
         65, "screens[0].id: 'a\\u{a}b' is not an id (not empty; no spaces or control characters)"),
        ("huge width", #"{"name": "x", "screens": [{"id": "a", "content": {"content": {"name": "L", "minWidth": 1e999}}}], "root": {"any": {"view": {"screen": "a"}}}}"#,
         65, "not valid JSON (number 1e999 is not representable in Swift)"),
        ("NaN width", #"{"name": "x", "screens": [{"id": "a", "content": {"content": {"name": "L", "minWidth": NaN}}}], "root": {"any": {"view": {"screen": "a"}}}}"#,
         65, "not valid JSON (invalid value around character 87)"),
        ("frame min above max", #"{"name": "x", "screens": [{"id": "a", "content": {"flexibleFrame": {"minWidth": 400, "maxWidth": 300, "content": {"content": {"name": "L", "minWidth": 0}}}}}], "root": {"any": {"view": {"screen": "a"}}}}"#,
         65, "screens[0].content: minWidth 400 is above maxWidth 300"),
        ("grid min above max", #"{"name": "x", "screens": [{"id": "a", "content": {"grid": {"columns": [{"flexible": {"minimum": 200, "maximum": 100}}]}}}], "root": {"any": {"view": {"screen": "a"}}}}"#,
         65, "screens[0].content.grid.columns[0].flexible.minimum: minimum 200 is above maximum 100"),
        ("unknown screen", #"{"name": "x", "screens": [{"id": "a"}], "root": {"any": {"splitView": {"sidebar": ["a", "b"]}}}}"#,
         65, "root.any.splitView.sidebar[1]: unknown screen 'b'"),
    ] as [(String, String, Int32, String)])
    func badSpecFiles(_ name: String, _ contents: String, _ code: Int32, _ message: String) throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = try folder.write("\(name).json", contents)
        let result = fuzzrun("--spec", path, "--iterations", "10")
        #expect(result.code == code)
        #expect(result.out == "")
        #expect(result.err == "fuzzrun: error: \(path): \(message)\n")
    }

    @Test func aSpecThatIsAFolderOrMissing() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let asFolder = fuzzrun("--spec", folder.path)
        #expect(asFolder.code == 65 && asFolder.out == "")
        #expect(asFolder.err == "fuzzrun: error: \(folder.path): is a folder, not a JSON file\n")
        let blank = fuzzrun("--spec", "")
        #expect(blank.code == 66 && blank.err == "fuzzrun: error: '': no such file\n")
        let missing = fuzzrun("--spec", folder.file("missing.json"))
        #expect(missing.code == 66 && missing.out == "")
        #expect(missing.err == "fuzzrun: error: \(folder.file("missing.json")): no such file\n")
    }

    static let pathReset = ["--app", "path-reset-on-resize", "--seed", "1", "--iterations", "20", "--jobs", "1", "--no-timing"]

    /// `--save-corpus` writes each shrunk failure once, says so on stderr,
    /// and leaves stdout as it was; the same failure again is skipped.
    @Test func saveCorpusWritesOnceThenSkips() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let corpus = folder.file("Corpus")
        let plain = fuzzrun(Self.pathReset)
        let first = fuzzrun(Self.pathReset + ["--save-corpus", corpus])
        #expect(first.code == 1 && plain.code == 1)
        #expect(first.out == plain.out)
        let files = folder.allFiles()
        try #require(files.count == 1)
        #expect(files[0].hasPrefix("Corpus/path-preserved/path-reset-on-resize-") && files[0].hasSuffix(".json"))
        #expect(first.err == "fuzzrun: saved \(folder.file(files[0]))\n")
        let entry = try CorpusEntry.load(contentsOf: folder.file(files[0]))
        #expect(entry.expect == .fail && entry.seed == 1 && entry.app.name == "path-reset-on-resize" && entry.replay().matches)
        let second = fuzzrun(Self.pathReset + ["--save-corpus", corpus + "/"])
        #expect(second.code == 1 && second.out == plain.out)
        #expect(second.err == "fuzzrun: skipped \(folder.file(files[0])) (already in the corpus)\n")
        #expect(folder.allFiles() == files)
        let replay = fuzzrun("replay", corpus)
        #expect(replay.code == 0 && replay.out == "fuzzrun: passed: 1 corpus entry replayed as expected (1 fail, 0 pass)\n")
    }

    @Test func aPassingRunSavesNothing() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let result = fuzzrun("--app", "cafe", "--iterations", "5", "--jobs", "1", "--save-corpus", folder.file("Corpus"))
        #expect(result.code == 0 && result.err == "")
        #expect(folder.allFiles() == [])
    }

    /// A spec app's entry embeds the spec, so it replays without the file.
    @Test func aSpecAppIsSavedWhole() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let spec = try folder.write("fixed.json", String(decoding: try AppSpec.fixedSidebar.jsonData(), as: UTF8.self))
        let result = fuzzrun("--spec", spec, "--iterations", "5", "--jobs", "1", "--invariant", "no-fixed-width-overflow",
                             "--save-corpus", folder.file("Corpus"))
        #expect(result.code == 1)
        #expect(result.out.contains(" --spec \(spec) --invariant no-fixed-width-overflow\n"))
        try FileManager.default.removeItem(atPath: spec)
        let files = folder.allFiles().filter { $0.hasPrefix("Corpus/") }
        #expect(files.count == 1 && files.allSatisfy { $0.hasPrefix("Corpus/no-fixed-width-overflow/fixed-sidebar-") })
        let entry = try CorpusEntry.load(contentsOf: folder.file(files[0]))
        #expect(!entry.app.isBuiltin && entry.app.spec == .fixedSidebar && entry.replay().matches)
        #expect(entry.note.hasPrefix("Found by fuzzrun: no-fixed-width-overflow failed at step 0: "))
    }

    /// A corpus folder that cannot be created fails before the run (exit 73)
    /// and creates nothing.
    @Test func saveCorpusIntoAnUnwritablePlace() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let file = try folder.write("file", "x")
        let under = fuzzrun(Self.pathReset + ["--save-corpus", file + "/Corpus"])
        #expect(under.code == 73 && under.out == "")
        #expect(under.err == "fuzzrun: error: --save-corpus: \(file)/Corpus: cannot create the folder: \(file) is a file\n")
        let onto = fuzzrun(Self.pathReset + ["--save-corpus", file])
        #expect(onto.code == 73 && onto.out == "")
        #expect(onto.err == "fuzzrun: error: --save-corpus: \(file): is a file, not a folder\n")
        #expect(folder.allFiles() == ["file"])
    }

    /// A failure at launch prints its regression test with `events: []` on
    /// the scenario's line, not an empty list over two lines, on
    /// the default OS and with the rules of another; the test compiles as
    /// printed, and what it does fails here as it should.
    @Test func aLaunchFailuresRegressionTestHasAnEmptyEventList() throws {
        let result = fuzzrun("--app", "fixed-sidebar", "--invariant", "no-fixed-width-overflow", "--seed", "1",
                             "--iterations", "100", "--no-timing")
        #expect(result.code == 1)
        #expect(result.out.contains("""
                @Test func fixedSidebarNoFixedWidthOverflow() throws {
                    let scenario = try Scenario(window: "ipad-pro-11 landscape left-half", events: [])
                    let result = scenario.evaluate(on: AppModel(.fixedSidebar), invariants: [.noFixedWidthOverflow])
            """))
        let v18 = fuzzrun("--app", "fixed-sidebar", "--invariant", "no-fixed-width-overflow", "--seed", "1",
                          "--iterations", "100", "--no-timing", "--os", "18")
        #expect(v18.out.contains("""
                    let scenario = try Scenario(window: "ipad-pro-11 landscape split-third", events: [], rules: WindowRules.standard.on(.v18))
                    let result = scenario.evaluate(on: AppModel(.fixedSidebar, platform: Platform.standard.on(.v18)), invariants: [.noFixedWidthOverflow])
            """))
        #expect(!result.out.contains("events: [\n") && !v18.out.contains("events: [\n"))
        let scenario = try Scenario(window: "ipad-pro-11 landscape left-half", events: [])
        #expect(scenario.evaluate(on: AppModel(.fixedSidebar), invariants: [.noFixedWidthOverflow]).violations.count == 1)
    }
}
