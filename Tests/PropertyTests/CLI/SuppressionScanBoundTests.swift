import Foundation
import Testing
@testable import fuzzrun

/// The scan for `// sizefuzz:ignore` comments reads what the source reader
/// reads: regular files of at most 4 MiB, no further. A larger file (the
/// reader refuses it, or skipped it in a folder such as `Pods`) and a pipe
/// named `.swift` are not read, so neither fills memory nor hangs the scan.
@Suite struct SuppressionScanBoundTests {
    @Test func filesOverTheBoundAndPipesAreNotScanned() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let comment = "// sizefuzz:ignore grid-fits\n"
        try Data(comment.utf8).write(to: URL(fileURLWithPath: folder.file("App.swift")))
        try FileManager.default.createDirectory(atPath: folder.file("Pods"), withIntermediateDirectories: true)
        // Exactly the bound is scanned; one byte over is not.
        for (name, size) in [("Pods/AtBound.swift", 4 << 20), ("Pods/Over.swift", (4 << 20) + 1)] {
            let padding = String(repeating: " ", count: size - comment.utf8.count)
            try Data((comment + padding).utf8).write(to: URL(fileURLWithPath: folder.file(name)))
        }
        #expect(mkfifo(folder.file("Pods/Pipe.swift"), 0o600) == 0)
        let scan = Suppressions(scanning: [folder.path])
        #expect(scan.problems.map(\.location) == [folder.file("App.swift") + ":1:4", folder.file("Pods/AtBound.swift") + ":1:4"])
    }
}
