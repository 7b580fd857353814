import Foundation
@testable import fuzzrun
import LayoutModel
@testable import SizeFuzz
import Synchronization
import Testing
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Ctrl-C during a run used to exit with no output, losing every failure
/// found and saving nothing. The first `SIGINT` or `SIGTERM` now stops the
/// run, shrinks, reports and saves what was found, and exits 130 or 143.
@Suite struct InterruptTests {
    /// Interrupts whose signal "arrives" at the `after`-th check (from 1).
    static func arriving(_ signal: Int32, after checks: Int) -> Interrupts {
        let count = Atomic<Int>(0)
        return Interrupts(listen: {}, received: { count.add(1, ordering: .relaxed).newValue >= checks ? signal : 0 })
    }

    static let fixedSidebar = ["--app", "fixed-sidebar", "--seed", "1", "--iterations", "1000000", "--jobs", "1", "--no-timing",
                               "--invariant", "no-fixed-width-overflow", "--os", "18"]

    /// Checks, with one job: 1 before block 0, 2 before shrinking the
    /// failure of case 0 (found in block 0), 3 before block 1.
    @Test func anInterruptAfterAFailureWasShrunkReportsAndSavesIt() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let console = Console.capturing()
        let code = Fuzzrun.main(Self.fixedSidebar + ["--save-corpus", folder.file("c")], console: console,
                                interrupts: Self.arriving(SIGINT, after: 3))
        #expect(code == .interrupted)
        let lines = console.capturedOut.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.first == "fuzzrun: FAILED: 1 failure in 256 cases of 1 app (seed 1), interrupted")
        #expect(lines.contains("  app fixed-sidebar, seed 1, case 0, shrunk from 1 to 0 events in 20 steps"))
        #expect(lines.contains("  Replay: fuzzrun --replay 1:0 --app fixed-sidebar --invariant no-fixed-width-overflow --os 18"))
        let files = folder.allFiles()
        #expect(files == ["c/no-fixed-width-overflow/fixed-sidebar-81431ae0.json"])
        #expect(console.capturedErr == "fuzzrun: saved \(folder.file(files[0]))\n")
        #expect(fuzzrun("replay", folder.file("c")).out == "fuzzrun: passed: 1 corpus entry replayed as expected (1 fail, 0 pass)\n")
    }

    /// An interrupt before the shrink cuts its budget, which the report and
    /// the replay command say; SIGTERM exits 143.
    @Test func anInterruptBeforeTheShrinkCutsItsBudget() {
        let console = Console.capturing()
        let code = Fuzzrun.main(Self.fixedSidebar, console: console, interrupts: Self.arriving(SIGTERM, after: 2))
        #expect(code == .terminated)
        let lines = console.capturedOut.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.first == "fuzzrun: FAILED: 1 failure in 256 cases of 1 app (seed 1), interrupted")
        #expect(lines.contains("  app fixed-sidebar, seed 1, case 0, shrunk from 1 to 0 events in 20 steps, budget cut to 500 by the interrupt"))
        #expect(lines.contains("  Replay: fuzzrun --replay 1:0 --app fixed-sidebar --invariant no-fixed-width-overflow --os 18 --shrink-budget 500"))
    }

    /// A run interrupted before it found anything is not a pass.
    @Test func anInterruptedRunWithNoFailureIsNotAPass() {
        let console = Console.capturing()
        let code = Fuzzrun.main(["--app", "cafe", "--seed", "1", "--iterations", "100000", "--jobs", "1", "--no-timing", "--json"],
                                console: console, interrupts: Self.arriving(SIGINT, after: 2))
        #expect(code == .interrupted)
        #expect(console.capturedOut.contains("\"casesRun\": 256,") && console.capturedOut.contains("\"passed\": false,"))
        #expect(console.capturedOut.contains("\"interrupted\": true,"))
        let text = Console.capturing()
        _ = Fuzzrun.main(["--app", "cafe", "--seed", "1", "--iterations", "100000", "--jobs", "1", "--no-timing"],
                         console: text, interrupts: Self.arriving(SIGINT, after: 2))
        #expect(text.capturedOut.hasPrefix("fuzzrun: interrupted: no failure in 256 cases of 1 app (seed 1)\n"))
    }

    /// Failures are handed over as they are shrunk, by case index then app
    /// and invariant, the same for any number of jobs; the result lists them
    /// by app and invariant, as before.
    @Test func shrunkFailuresAreHandedOverInTheSameOrderForAnyJobs() {
        let apps: [AppSpec] = [.fixedGridCount, .cafe, .globalSceneState, .clutteredTabBar, .pathResetOnResize]
        var orders: [[String]] = []
        for jobs in [1, 2, 4] {
            let handed = Mutex<[String]>([])
            let result = FuzzRunner(RunConfiguration(seed: 3, iterations: 3_000, apps: apps, jobs: jobs))
                .run(shrunk: { failure in handed.withLock { $0.append("\(failure.caseIndex) \(failure.summary)") } })
            let order = handed.withLock { $0 }
            #expect(order.count == result.failures.count && order.count >= 3)
            #expect(Set(order) == Set(result.failures.map { "\($0.caseIndex) \($0.summary)" }))
            #expect(order.map { Int($0.prefix { $0 != " " }) ?? -1 } == order.map { Int($0.prefix { $0 != " " }) ?? -1 }.sorted())
            orders.append(order)
        }
        #expect(orders[1] == orders[0] && orders[2] == orders[0])
    }

    /// A cancelled run stops between blocks and says so; cancelled before
    /// it starts, it runs nothing.
    @Test func aCancelledRunStopsAndIsMarked() {
        let configuration = RunConfiguration(seed: 1, iterations: 100_000, apps: [.cafe])
        let result = FuzzRunner(configuration).run(cancellation: Cancellation { true })
        #expect(result.interrupted && result.stoppedEarly && result.casesRun == 0 && !result.passed)
        let whole = FuzzRunner(RunConfiguration(seed: 1, iterations: 300, apps: [.cafe])).run()
        #expect(!whole.interrupted && whole.passed)
    }
}

/// The real process: a signal, sent once the first failure has been saved.
@Suite(.serialized) struct InterruptProcessTests {
    /// The fuzzrun built next to the test bundle.
    static var binary: String? {
        let candidates = [Bundle.main.executableURL, URL(fileURLWithPath: CommandLine.arguments[0])]
            .compactMap { $0?.deletingLastPathComponent().appendingPathComponent("fuzzrun").path }
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    @Test(arguments: [(SIGINT, Int32(130)), (SIGTERM, Int32(143))])
    func aSignalAfterTheFirstSaveReportsAndKeepsIt(_ signal: Int32, _ code: Int32) throws {
        let path = try #require(Self.binary, "fuzzrun is built next to the tests")
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = ["--app", "fixed-sidebar", "--invariant", "no-fixed-width-overflow", "--seed", "1",
                             "--iterations", "1000000000", "--no-timing", "--os", "18",
                             "--save-corpus", folder.file("c")]
        let out = Pipe()
        let err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        // However the run behaves, the test ends: the process is killed after a minute.
        let pid = process.processIdentifier
        let finished = Atomic<Bool>(false)
        DispatchQueue.global().asyncAfter(deadline: .now() + 60) {
            if !finished.load(ordering: .relaxed) { kill(pid, SIGKILL) }
        }
        defer { finished.store(true, ordering: .relaxed) }
        let saved = "fuzzrun: saved \(folder.file("c/no-fixed-width-overflow/fixed-sidebar-81431ae0.json"))\n"
        var errText = ""
        while !errText.contains(saved) {
            let data = err.fileHandleForReading.availableData
            if data.isEmpty { break }
            errText += String(decoding: data, as: UTF8.self)
        }
        kill(process.processIdentifier, signal)
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        errText += String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationReason == .exit && process.terminationStatus == code)
        #expect(errText == saved + "fuzzrun: stopping: shrinking, reporting and saving what was found (interrupt again to quit at once)\n")
        let report = String(decoding: outData, as: UTF8.self)
        #expect(report.hasPrefix("fuzzrun: FAILED: 1 failure in ") && report.contains(" cases of 1 app (seed 1), interrupted\n"))
        #expect(report.contains("  Replay: fuzzrun --replay 1:0 --app fixed-sidebar --invariant no-fixed-width-overflow --os 18\n"))
        #expect(fuzzrun("replay", folder.file("c")).out == "fuzzrun: passed: 1 corpus entry replayed as expected (1 fail, 0 pass)\n")
    }
}
