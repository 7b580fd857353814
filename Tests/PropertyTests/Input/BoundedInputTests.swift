import Foundation
@testable import SizeFuzz
import Testing
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Input files had no size limit: `--spec /dev/zero` grew about 0.5 GB/s
/// until allocation failed (SIGABRT and a 44-line backtrace). Every input is
/// now read through ``InputFile``, which stops at its limit with one line
/// naming the file and the limit (exit 65).
@Suite struct BoundedInputTests {
    static let jsonLimit = "larger than 16 MiB, the most a JSON file may hold"

    @Test(arguments: [
        (["--spec", "/dev/zero"], "/dev/zero: \(jsonLimit)"),
        (["replay", "/dev/zero"], "/dev/zero: \(jsonLimit)"),
        (["--app", "cafe", "--platform", "/dev/zero"], "--platform: /dev/zero: \(jsonLimit)"),
        (["lint", "--spec", "/dev/urandom"], "/dev/urandom: \(jsonLimit)"),
        (["trace", "/dev/zero"], "/dev/zero: \(jsonLimit)"),
        (["import", "/dev/zero", "--into", "/nonexistent-corpus"], "/dev/zero: \(jsonLimit)"),
        (["import-crash", "/dev/zero"], "/dev/zero: larger than 1 MiB, the most a crash file may hold"),
    ])
    func anEndlessDeviceIsRefusedAtTheLimit(_ arguments: [String], _ message: String) {
        let result = fuzzrun(arguments)
        #expect(result.code == 65 && result.out == "")
        #expect(result.err == "fuzzrun: error: \(message)\n")
    }

    /// A regular file over the limit is refused from its size, before a
    /// byte is read; one at the limit is read (and then is not JSON).
    @Test func aFileOverTheLimitIsRefusedFromItsSize() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let big = try folder.write("big.json", "")
        try #require(truncate(big, off_t(InputFile.jsonLimit + 1)) == 0)
        let result = fuzzrun("--spec", big)
        #expect(result.code == 65 && result.err == "fuzzrun: error: \(big): \(Self.jsonLimit)\n")
        try #require(truncate(big, off_t(InputFile.jsonLimit)) == 0)
        #expect(try InputFile.read(big, limit: InputFile.jsonLimit).count == InputFile.jsonLimit)
        #expect(throws: InputError(.badData, file: big, "larger than 16777215 bytes, the most a JSON file may hold")) {
            try InputFile.read(big, limit: InputFile.jsonLimit - 1)
        }
    }

    @Test func theLimitsAreDocumented() throws {
        #expect(InputFile.jsonLimit == 16 << 20 && InputFile.crashFileLimit == 1 << 20 && InputFile.swiftSourceLimit == 4 << 20)
        let doc = try String(contentsOfFile: ReadmeExampleTests.repository.path + "/Sources/SizeFuzz/SizeFuzz.docc/CommandLine.md", encoding: .utf8)
        for text in ["16 MiB", "1 MiB", "4 MiB"] { #expect(doc.contains(text)) }
        #expect(throws: InputError(.badData, file: "/dev/zero", "larger than 4 MiB, the most a Swift source file may hold")) {
            try InputFile.read("/dev/zero", limit: InputFile.swiftSourceLimit, kind: .swiftSource)
        }
    }

    /// The built fuzzrun, run as a user would, under a 3 GB address-space
    /// limit: `/dev/zero` ends with 65 in under a second, where it used to
    /// grow until allocation failed.
    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/bin/sh") && Self.isLinux,
                   "ulimit -v (RLIMIT_AS) is Linux's"))
    func devZeroEndsUnderAnAddressSpaceLimit() throws {
        let binary = try #require(Self.fuzzrunBinary, "no built fuzzrun next to the tests (swift build builds it)")
        for arguments in [["--spec", "/dev/zero"], ["replay", "/dev/zero"], ["--app", "cafe", "--platform", "/dev/zero"]] {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/bin/sh")
            // 2,929,688 KiB: 3,000,000,000 bytes, as `prlimit --as=3000000000`.
            process.arguments = ["-c", "ulimit -v 2929688 && exec \"$0\" \"$@\"", binary] + arguments
            let err = Pipe()
            process.standardError = err
            process.standardOutput = FileHandle.nullDevice
            let clock = ContinuousClock()
            let start = clock.now
            try process.run()
            let text = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            process.waitUntilExit()
            let elapsed = clock.now - start
            #expect(process.terminationReason == .exit && process.terminationStatus == 65, "\(arguments): \(text)")
            #expect(text.hasSuffix("/dev/zero: \(Self.jsonLimit)\n") && text.split(separator: "\n").count == 1, "\(text)")
            #expect(elapsed < .seconds(1), "\(arguments) took \(elapsed)")
        }
    }

    static var isLinux: Bool {
        #if os(Linux)
        true
        #else
        false
        #endif
    }

    /// The fuzzrun executable beside the test bundle, or in `.build/debug`.
    static var fuzzrunBinary: String? {
        var candidates = [ReadmeExampleTests.repository.path + "/.build/debug/fuzzrun"]
        if let bundle = Bundle.main.executablePath ?? CommandLine.arguments.first {
            candidates.insert(URL(fileURLWithPath: bundle).deletingLastPathComponent().appendingPathComponent("fuzzrun").path, at: 0)
        }
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0) }
    }
}
