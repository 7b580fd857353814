import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What `--html FILE` and `--svg FILE` do by what is at FILE: `rename(2)`
/// over it replaced a device node with a regular file (as root, `--html
/// /dev/full` left a regular file holding the report and exited 1), and a
/// symbolic link with a file, leaving its target stale.
@Suite struct OutputPathTests {
    static let run = ["--app", "fixed-sidebar", "--seed", "1", "--iterations", "10", "--no-timing", "--os", "18"]

    /// The file type of `path` itself (`S_IFCHR`, `S_IFLNK`, ...), or 0.
    static func type(_ path: String) -> mode_t {
        var info = stat()
        return lstat(path, &info) == 0 ? info.st_mode & S_IFMT : 0
    }

    /// A private character device in `folder` with Linux's numbers for
    /// `/dev/full` (1, 7) or `/dev/null` (1, 3).
    static func device(_ folder: TemporaryFolder, _ name: String, minor: UInt32) throws -> String {
        let path = folder.file(name)
        try #require(mknod(path, S_IFCHR | 0o666, dev_t(1 << 8 | minor)) == 0, "mknod: \(String(cString: strerror(errno)))")
        return path
    }

    @Test(.enabled(if: getuid() == 0, "mknod needs root (CI runs the tests as root)"))
    func aFullDeviceIsWrittenInPlaceAndItsErrorIsExit73() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let full = try Self.device(folder, "full", minor: 7)
        let html = fuzzrun(Self.run + ["--html", full])
        #expect(html.code == 73)
        #expect(html.out.hasPrefix("fuzzrun: FAILED: 2 failures in 10 cases of 1 app (seed 1)\n"))
        #expect(html.err == "fuzzrun: error: --html: cannot write \(full): No space left on device\n")
        let svg = fuzzrun("layout", "--device", "ipad-pro-11", "--svg", full)
        #expect(svg.code == 73 && svg.out == "")
        #expect(svg.err == "fuzzrun: error: --svg: cannot write \(full): No space left on device\n")
        #expect(Self.type(full) == S_IFCHR)
        #expect(folder.allFiles() == ["full"])
    }

    @Test(.enabled(if: getuid() == 0, "mknod needs root (CI runs the tests as root)"))
    func aNullDeviceTakesThePageAndStaysADevice() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let null = try Self.device(folder, "null", minor: 3)
        let result = fuzzrun(Self.run + ["--html", null])
        #expect(result.code == 1 && result.err == "")
        #expect(Self.type(null) == S_IFCHR)
        #expect(folder.allFiles() == ["null"])
    }

    @Test func aLinkIsFollowedAndItsTargetReplaced() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let target = try folder.write("artifacts/launch.svg", "old")
        try #require(symlink("artifacts/launch.svg", folder.file("link.svg")) == 0)
        let result = fuzzrun("layout", "--device", "ipad-pro-11", "--svg", folder.file("link.svg"))
        #expect(result.code == 0 && result.err == "")
        #expect(Self.type(folder.file("link.svg")) == S_IFLNK)
        #expect(try String(contentsOfFile: target, encoding: .utf8).hasPrefix("<svg "))
        #expect(folder.allFiles() == ["artifacts/launch.svg", "link.svg"])
    }

    @Test func aLinkToNothingCreatesItsTarget() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try #require(symlink("new.svg", folder.file("link.svg")) == 0)
        #expect(fuzzrun("layout", "--device", "ipad-pro-11", "--svg", folder.file("link.svg")).code == 0)
        #expect(Self.type(folder.file("link.svg")) == S_IFLNK && Self.type(folder.file("new.svg")) == S_IFREG)
        let intoNowhere = folder.file("nowhere.svg")
        try #require(symlink("missing/x.svg", intoNowhere) == 0)
        let result = fuzzrun("layout", "--device", "ipad-pro-11", "--svg", intoNowhere)
        #expect(result.code == 73 && result.out == "")
        #expect(result.err == "fuzzrun: error: --svg: cannot write \(intoNowhere): no folder \(folder.path)/missing\n")
    }

    @Test func aFIFOIsWrittenInPlace() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let fifo = folder.file("pipe")
        try #require(mkfifo(fifo, 0o644) == 0)
        // The reader reads to the end on a thread of its own: a task could wait
        // for a thread of the test pool longer than fuzzrun waits for a
        // reader (10 s) while other tests hold them.
        final class Received: @unchecked Sendable { var bytes: [UInt8] = [] }
        let received = Received()
        let finished = DispatchSemaphore(value: 0)
        // Opened without blocking before fuzzrun runs (so a reader is there
        // when it opens), read until the writer has come and gone, for at
        // most a minute: the test never hangs, whatever fuzzrun does.
        let descriptor = open(fifo, O_RDONLY | O_NONBLOCK)
        try #require(descriptor >= 0)
        let reader = Thread {
            defer { finished.signal() }
            defer { close(descriptor) }
            var buffer = [UInt8](repeating: 0, count: 4096)
            for _ in 0..<60_000 {
                let count = buffer.withUnsafeMutableBytes { readBlock(descriptor, $0) }
                if count > 0 {
                    received.bytes += buffer[..<count]
                } else if count == 0 && !received.bytes.isEmpty {
                    return
                } else {
                    usleep(1_000)
                }
            }
        }
        reader.start()
        let result = fuzzrun("layout", "--device", "ipad-pro-11", "--svg", fifo)
        #expect(result.code == 0 && result.err == "", "\(result.err)")
        finished.wait()
        let read = String(decoding: received.bytes, as: UTF8.self)
        #expect(read.hasPrefix("<svg ") && read.hasSuffix("</svg>\n"))
        #expect(Self.type(fifo) == S_IFIFO)
    }

    @Test func standardOutputGetsTheDrawingInOrder() {
        let result = fuzzrun("layout", "--device", "ipad-pro-11", "--svg", "/dev/stdout")
        #expect(result.code == 0 && result.err == "")
        let report = fuzzrun("layout", "--device", "ipad-pro-11").out
        #expect(result.out.hasPrefix("<svg ") && result.out.hasSuffix("</svg>\n" + report))
    }

    @Test func aFolderIsRefused() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let svg = fuzzrun("layout", "--device", "ipad-pro-11", "--svg", folder.path)
        #expect(svg.code == 73 && svg.out == "")
        #expect(svg.err == "fuzzrun: error: --svg: \(folder.path) is a folder, not a file\n")
        let html = fuzzrun(Self.run + ["--html", folder.path])
        #expect(html.code == 73 && html.out == "")
        #expect(html.err == "fuzzrun: error: --html: \(folder.path) is a folder, not a file\n")
    }

    /// A run killed mid-write leaves `.NAME.PID.N.tmp` beside the page; the
    /// next write of the same page removes those over an hour old, and
    /// nothing else.
    @Test func staleTemporariesAreSwept() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let old = try folder.write(".report.html.4242.0.tmp", "<html><bo")
        try folder.write(".report.html.4242.1.tmp", "fresh")
        let otherOld = try folder.write(".other.html.4242.0.tmp", "<html>")
        try folder.write(".report.html.notes", "kept")
        var times = [timeval(tv_sec: time(nil) - 7_200, tv_usec: 0), timeval(tv_sec: time(nil) - 7_200, tv_usec: 0)]
        try #require(utimes(old, &times) == 0 && utimes(otherOld, &times) == 0)
        let result = fuzzrun(Self.run + ["--html", folder.file("report.html")])
        #expect(result.code == 1 && result.err == "")
        #expect(folder.allFiles() == [".other.html.4242.0.tmp", ".report.html.4242.1.tmp", ".report.html.notes", "report.html"])
        #expect(try String(contentsOfFile: folder.file("report.html"), encoding: .utf8).hasSuffix("</html>\n"))
    }
}

/// One `read(2)` (outside the suite, whose names would hide it).
private func readBlock(_ descriptor: Int32, _ buffer: UnsafeMutableRawBufferPointer) -> Int {
    read(descriptor, buffer.baseAddress, buffer.count)
}
