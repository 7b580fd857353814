// The libFuzzer entry points. libFuzzer's bytes are the choice sequence of
// SizeFuzz's generators (ChoiceSource's byte mode), so its coverage-guided
// mutation drives the same generator a seeded run does; an invariant failure
// is a crash.

import LayoutModel
import SizeFuzz
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The runner, set up once by `LLVMFuzzerInitialize` before any input.
nonisolated(unsafe) private var runner: ByteCaseRunner?

/// Reads the target's options (`-app=`, `-spec=`, `-invariant=`,
/// `-max_events=`, `-platform=`) among libFuzzer's arguments; libFuzzer warns
/// about them and ignores them. Bad options print one line and exit 64 or 65.
@_cdecl("LLVMFuzzerInitialize")
public func fuzzerInitialize(
    _ argc: UnsafeMutablePointer<CInt>, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>
) -> CInt {
    var arguments: [String] = []
    if let vector = argv.pointee {
        for index in 0..<Int(argc.pointee) {
            if let argument = vector[index] { arguments.append(String(cString: argument)) }
        }
    }
    switch FuzzTargetOptions.parse(arguments) {
    case let .success(options):
        runner = ByteCaseRunner(apps: options.apps, invariants: options.invariants, maxEvents: options.maxEvents,
                                platform: options.platform)
        let names = options.apps.map(\.name).joined(separator: ", ")
        writeError("sizefuzz: fuzzing \(names); \(options.invariants.names.count) invariants, at most \(options.maxEvents) events\n")
    case let .failure(problem):
        writeError("sizefuzz: error: \(problem.message)\n")
        exit(problem.code)
    }
    return 0
}

/// Runs the case the bytes encode; on an invariant failure prints what
/// failed and how to import the crash file, then aborts (a crash to libFuzzer).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzerTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    guard let runner else { return 0 }
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    let outcome = runner.run(bytes)
    guard let first = outcome.violations.first else { return 0 }
    let decoded = runner.decode(bytes)
    let app = runner.generators[outcome.app].model.app.name
    var lines = ["", "sizefuzz: \(app): \(first.invariant.rawValue) failed at step \(first.step): \(first.message)"]
    lines.append("  launch \(decoded.scenario.window.scenarioDescription)")
    for (index, event) in decoded.scenario.events.enumerated() { lines.append("  \(index + 1)  \(event)") }
    lines.append("  Turn the crash file into a shrunk report and a corpus entry with")
    lines.append("  fuzzrun import-crash CRASH-FILE \(FuzzTargetOptions.cliOptions) --save-corpus Corpus")
    writeError(lines.joined(separator: "\n") + "\n\n")
    abort()
}

/// Writes `text` to standard error, unbuffered (the process may abort next).
private func writeError(_ text: String) {
    var text = text
    text.withUTF8 { buffer in _ = write(2, buffer.baseAddress, buffer.count) }
}
