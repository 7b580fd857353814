import Foundation
@testable import fuzzrun
import Testing
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Contradictory options, `help COMMAND`, `/dev/null` as input, a run that
/// ran no case, and standard output that cannot be written.
@Suite struct CommandLineHardeningTests {
    /// A replay runs one case: options about which cases run were accepted
    /// and ignored (the report even said "shard 2/3").
    @Test(arguments: [
        (["--iterations", "5"], "--iterations"), (["--shard", "2/3"], "--shard"), (["--shard", "1/1"], "--shard"),
        (["--time-limit", "5"], "--time-limit"),
    ])
    func replayRefusesOptionsAboutWhichCasesRun(_ options: [String], _ option: String) {
        let result = fuzzrun(["--replay", "1:8", "--app", "cafe"] + options)
        #expect(result.code == 64 && result.out == "")
        #expect(result.err == "fuzzrun: error: --replay and \(option) cannot be used together: a replay runs one case\n")
    }

    /// `--time-limit 5e-324` ran no case and said "passed": nothing was
    /// checked, exit 75.
    @Test func aRunThatRanNoCaseIsNotAPass() throws {
        let result = fuzzrun("--app", "cafe", "--time-limit", "5e-324", "--no-timing")
        #expect(result.code == 75 && result.err == "")
        #expect(result.out.hasPrefix("fuzzrun: nothing checked: 0 cases of 1 app (seed 0), stopped at the time limit\n\nCoverage: 0 cases, 0 steps on iPadOS 26\n"))
        let json = fuzzrun("--app", "cafe", "--time-limit", "5e-324", "--json")
        #expect(json.code == 75 && json.out.contains("\"passed\": false,") && json.out.contains("\"casesRun\": 0,"))
        let emptyShard = fuzzrun("--app", "cafe", "--iterations", "1", "--shard", "2/2", "--no-timing")
        #expect(emptyShard.code == 75)
        #expect(emptyShard.out.hasPrefix("fuzzrun: nothing checked: 0 cases of 1 app (seed 0), shard 2/2\n"))
    }

    @Test(arguments: [
        ("run", RunCommand.help), ("replay", ReplayCommand.help), ("layout", LayoutCommand.help),
        ("grid", GridCommand.help), ("list", ListCommand.help),
    ])
    func helpCommandIsCommandHelp(_ command: String, _ help: String) {
        let viaHelp = fuzzrun("help", command)
        #expect(viaHelp.code == 0 && viaHelp.err == "" && viaHelp.out == help)
        #expect(fuzzrun(command, "--help").out == viaHelp.out)
    }

    @Test(arguments: [
        (["help", "nope"], "unknown command 'nope' (commands: run, extract, lint, replay, trace, import, import-crash, layout, gallery, grid, list)"),
        (["help", "run", "extra"], "unexpected argument 'extra'"),
    ])
    func badHelp(_ arguments: [String], _ message: String) {
        let result = fuzzrun(arguments)
        #expect(result.code == 64 && result.out == "" && result.err == "fuzzrun: error: \(message)\n")
    }

    /// `/dev/null` reads as an empty file (65), not as one that cannot be read.
    @Test(arguments: [
        (["--spec", "/dev/null"], "/dev/null: the file is empty"),
        (["replay", "/dev/null"], "/dev/null: the file is empty"),
        (["--app", "cafe", "--platform", "/dev/null"], "--platform: /dev/null: the file is empty"),
        (["layout", "--device", "ipad-pro-11", "--spec", "/dev/null"], "/dev/null: the file is empty"),
    ])
    func devNullIsEmpty(_ arguments: [String], _ message: String) {
        let result = fuzzrun(arguments)
        #expect(result.code == 65 && result.out == "" && result.err == "fuzzrun: error: \(message)\n")
    }

    /// Writing the report to a full device exited 0 (`replay`) or 1 (`run`)
    /// in silence: it is exit 74, with one line on standard error.
    @Test(arguments: [
        (["--app", "fixed-sidebar", "--iterations", "10"], Int32(74)),
        (["--app", "cafe", "--iterations", "10"], Int32(74)),
        (["list", "apps"], Int32(74)),
        (["--app", "nope"], Int32(64)),
    ])
    func aFullStandardOutputIsAnError(_ arguments: [String], _ code: Int32) throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let full = open("/dev/full", O_WRONLY)
        try #require(full >= 0)
        defer { close(full) }
        let errPath = folder.file("err")
        let err = open(errPath, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        try #require(err >= 0)
        let result = Fuzzrun.main(arguments, console: .writing(out: full, err: err))
        close(err)
        let text = try String(contentsOfFile: errPath, encoding: .utf8)
        #expect(result.rawValue == code)
        #expect(text == (code == 74 ? "fuzzrun: error: cannot write to standard output: No space left on device\n"
                                    : "fuzzrun: error: --app: unknown app 'nope' (fuzzrun list apps)\n"))
    }

    @Test func aFullStandardOutputInReplay() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let corpus = try CorpusFileSystemTests.sampleCorpus(folder)
        let full = open("/dev/full", O_WRONLY)
        try #require(full >= 0)
        defer { close(full) }
        let err = open(folder.file("err"), O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        let result = Fuzzrun.main(["replay", corpus], console: .writing(out: full, err: err))
        close(err)
        #expect(result == .ioError)
        #expect(try String(contentsOfFile: folder.file("err"), encoding: .utf8)
            == "fuzzrun: error: cannot write to standard output: No space left on device\n")
    }
}
