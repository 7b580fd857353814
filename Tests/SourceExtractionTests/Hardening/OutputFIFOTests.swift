import Foundation
import Testing
@testable import fuzzrun

/// `--html FIFO`: a FIFO no process reads is an error after a bounded wait
/// (exit 73), a signal during the wait stops it (143), a reader gets the text.
@Suite struct OutputFIFOTests {
    static func fifo() throws -> (folder: URL, path: String) {
        let url = try HardeningApp.folder([:])
        let path = url.appendingPathComponent("report.html").path
        #expect(mkfifo(path, 0o600) == 0)
        return (url, path)
    }

    @Test func aFIFOWithNoReaderIsAnErrorAfterTheWait() throws {
        let (folder, path) = try Self.fifo()
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(OutputFile.readerWaitSteps == 500)
        do {
            try OutputFile.write("page", to: path, option: "--html", console: .capturing(), readerWaitSteps: 5, interrupted: { 0 })
            Issue.record("the write should fail")
        } catch {
            #expect(error.code == .cannotCreate)
            #expect(error.message == "--html: cannot write \(path): no process opened the FIFO to read it within 100 ms")
        }
    }

    @Test func aSignalDuringTheWaitStopsIt() throws {
        let (folder, path) = try Self.fifo()
        defer { try? FileManager.default.removeItem(at: folder) }
        var calls = 0
        do {
            try OutputFile.write("page", to: path, option: "--html", console: .capturing(), readerWaitSteps: 500) {
                calls += 1
                return calls > 2 ? SIGTERM : 0
            }
            Issue.record("the write should stop")
        } catch {
            #expect(error.code == .terminated)
            #expect(error.message == "--html: stopped waiting for a reader of \(path)")
        }
        #expect(calls == 3)
    }

    @Test func aReaderGetsTheText() throws {
        let (folder, path) = try Self.fifo()
        defer { try? FileManager.default.removeItem(at: folder) }
        let reader = open(path, O_RDONLY | O_NONBLOCK)
        #expect(reader >= 0)
        defer { close(reader) }
        try OutputFile.write("page", to: path, option: "--html", console: .capturing(), readerWaitSteps: 5, interrupted: { 0 })
        var buffer = [UInt8](repeating: 0, count: 16)
        let count = read(reader, &buffer, buffer.count)
        #expect(count == 4)
        #expect(String(decoding: buffer.prefix(max(count, 0)), as: UTF8.self) == "page")
    }
}
