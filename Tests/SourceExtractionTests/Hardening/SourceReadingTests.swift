import Foundation
import LayoutModel
import SourceExtraction
import Testing

/// How the reader reads files and folders: a byte-order mark, empty paths,
/// symbolic links (followed inside the folder, cycles cut), folders left
/// out and said, a bound on the whole read, paths that exist but cannot be
/// read (77), and the plist through the same bounded read.
@Suite struct SourceReadingTests {
    static let app = HardeningApp.source(body: "NavigationStack { Text(\"a\").frame(width: -50) }")
    static let view = "struct Extra: View { var body: some View { Text(\"x\") } }\n"

    @Test func aByteOrderMarkIsSkipped() throws {
        let url = try HardeningApp.folder(["App.swift": Data([0xEF, 0xBB, 0xBF]) + Data(Self.app.utf8)])
        defer { try? FileManager.default.removeItem(at: url) }
        let result = fuzzrun(["extract", "--no-project", url.path])
        #expect(result.code == 0)
        #expect(HardeningApp.assumptions(result.err) == [
            url.appendingPathComponent("App.swift").path
                + ":8:27: `.frame(width: -50)`: -50 pt is not a length the model lays out (0 to 100000): left out",
        ])
    }

    struct EmptyPath: Sendable, CustomStringConvertible {
        var arguments: [String]
        var error: String
        var description: String { arguments.joined(separator: " ") }
    }

    static let emptyPaths: [EmptyPath] = [
        EmptyPath(arguments: ["extract", ""], error: "extract needs a path, not an empty string"),
        EmptyPath(arguments: ["--source", ""], error: "--source needs a path, not an empty string"),
        EmptyPath(arguments: ["extract", "/nonexistent", "--plist", ""], error: "--plist needs a path, not an empty string"),
        EmptyPath(arguments: ["gallery", "--source", "", "--html", "/nonexistent/g.html"], error: "--source needs a path, not an empty string"),
    ]

    @Test(arguments: emptyPaths) func anEmptyPathIsRefused(_ example: EmptyPath) {
        let result = fuzzrun(example.arguments)
        #expect(result.code == 64)
        #expect(result.err == "fuzzrun: error: \(example.error)\n")
    }

    @Test func linksAreFollowedInsideTheFolderAndFoldersLeftOutAreSaid() throws {
        let url = try HardeningApp.folder([
            "Sources/App.swift": Data(Self.app.utf8), "Z/Extra.swift": Data(Self.view.utf8),
            "Pods/Lib/Lib.swift": Data(Self.view.utf8), "DerivedData/Gen.swift": Data(Self.view.utf8),
            "Kit.xcframework/Kit.swift": Data(Self.view.utf8), "Generated/Strings.swift": Data(Self.view.utf8),
        ])
        defer { try? FileManager.default.removeItem(at: url) }
        let manager = FileManager.default
        // `A` links to `Z` (read through `A`, which comes first), `Sources/Loop` back up
        // (a cycle), `Out` outside the folder, `Sources/Again.swift` to `App.swift`
        // (read through the link, which comes first by name).
        try manager.createSymbolicLink(atPath: url.appendingPathComponent("A").path, withDestinationPath: "Z")
        try manager.createSymbolicLink(atPath: url.appendingPathComponent("Sources/Loop").path, withDestinationPath: "..")
        try manager.createSymbolicLink(atPath: url.appendingPathComponent("Out").path, withDestinationPath: "/tmp")
        try manager.createSymbolicLink(atPath: url.appendingPathComponent("Sources/Again.swift").path, withDestinationPath: "App.swift")
        let result = fuzzrun(["extract", "--no-project", url.path])
        #expect(result.code == 0)
        let root = url.path
        #expect(result.err.split(separator: "\n").dropFirst().first.map(String.init) == "  skipped   8 paths: "
            + "\(root)/DerivedData (build products), \(root)/Generated (generated code), "
            + "\(root)/Kit.xcframework (vendored code), \(root)/Out (a link out of the folder read), "
            + "\(root)/Pods (vendored code), \(root)/Sources/App.swift (already read through another path), "
            + "\(root)/Sources/Loop (already read through another path), \(root)/Z (already read through another path)")
        let extraction = try AppSpec.extract(from: [url])
        #expect(extraction.skipped.count == 8)
        let files = try AppSpec.extract(from: [url.appendingPathComponent("A/Extra.swift"), url.appendingPathComponent("Sources/Again.swift")])
        #expect(files.skipped == [])
    }

    @Test func theWholeReadIsBounded() throws {
        let url = try HardeningApp.folder(["App.swift": Data(Self.app.utf8), "B.swift": Data(Self.view.utf8)])
        defer { try? FileManager.default.removeItem(at: url) }
        let size = Self.app.utf8.count
        let refused = fuzzrun(["extract", "--no-project", url.path, "--max-source-bytes", "\(size + 10)"])
        #expect(refused.code == 65)
        #expect(refused.err == "fuzzrun: error: \(url.path)/B.swift: the Swift files read reach \(size + Self.view.utf8.count) bytes "
            + "with it, more than the \(size + 10) bytes a read may have (--max-source-bytes raises it)\n")
        #expect(fuzzrun(["extract", "--no-project", url.path, "--max-source-bytes", "\(size + Self.view.utf8.count)"]).code == 0)
        #expect(SourceReader.maximumTotalSize == 16_777_216)
    }

    @Test func aPathThatExistsButCannotBeReadIs77() throws {
        let url = try HardeningApp.folder(["App.swift": Data(Self.app.utf8)])
        defer { try? FileManager.default.removeItem(at: url) }
        let fifo = url.appendingPathComponent("Pipe.swift").path
        #expect(mkfifo(fifo, 0o600) == 0)
        let result = fuzzrun(["extract", "--no-project", url.path])
        #expect(result.code == 77)
        #expect(result.err == "fuzzrun: error: \(fifo): cannot be read: not a regular file\n")
        let plist = fuzzrun(["extract", "--no-project", url.appendingPathComponent("App.swift").path, "--plist", fifo])
        #expect(plist.code == 77)
        #expect(plist.err == "fuzzrun: error: \(fifo): cannot be read: not a regular file\n")
    }

    /// Permissions do not stop root, so this runs only for other users.
    @Test(.enabled(if: getuid() != 0)) func anUnreadableFolderIsNamedWithItsReason() throws {
        let url = try HardeningApp.folder(["App.swift": Data(Self.app.utf8), "Locked/B.swift": Data(Self.view.utf8)])
        let locked = url.appendingPathComponent("Locked").path
        #expect(chmod(locked, 0) == 0)
        defer {
            chmod(locked, 0o755)
            try? FileManager.default.removeItem(at: url)
        }
        let result = fuzzrun(["extract", "--no-project", url.path])
        #expect(result.code == 77)
        #expect(result.err == "fuzzrun: error: \(locked): cannot be read: Permission denied\n")
    }

    @Test func thePlistGoesThroughTheBoundedRead() throws {
        let big = Data(repeating: 0x20, count: SourceReader.maximumPlistSize + 1)
        let url = try HardeningApp.folder(["App.swift": Data(Self.app.utf8), "Info.plist": big])
        defer { try? FileManager.default.removeItem(at: url) }
        let plist = url.appendingPathComponent("Info.plist").path
        let result = fuzzrun(["extract", "--no-project", url.appendingPathComponent("App.swift").path, "--plist", plist])
        #expect(result.code == 65)
        #expect(result.err == "fuzzrun: error: \(plist): not a property list: 1048577 bytes is more than the 1048576 a plist may have\n")
    }

    /// A folder whose only Swift file is a link out of it: the error names
    /// the file left out and why, not only "no .swift file".
    @Test func aFolderOfOnlyALinkOutNamesTheLink() throws {
        let outside = try HardeningApp.folder(HardeningApp.source(body: "NavigationStack { Text(\"a\") }"))
        let url = try HardeningApp.folder([:])
        defer {
            try? FileManager.default.removeItem(at: url)
            try? FileManager.default.removeItem(at: outside)
        }
        let link = url.appendingPathComponent("App.swift").path
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: outside.appendingPathComponent("App.swift").path)
        let result = fuzzrun(["extract", "--no-project", url.path])
        #expect(result.code == 66)
        #expect(result.err == "fuzzrun: error: \(url.path): no .swift file in this folder; skipped \(link) (a link out of the folder read)\n")
    }
}
