import Foundation
import Testing

/// A project's files (`project.pbxproj`, `project.yml`, `.xcconfig`,
/// `Package.swift`) go through the reader's one bounded read: a link to a
/// pipe is refused by what it is (77), never opened to wait on, and a file
/// over 32 MiB is refused from its size (65), never read whole.
@Suite struct ProjectFileBoundTests {
    /// A Shop project whose `project.pbxproj` is made by `make` (given its path), and the app folder.
    static func shop(_ make: (String) throws -> Void) throws -> (pbxproj: String, app: String) {
        let folder = try ProjectFixture.folder(["Shop/ShopApp.swift": ProjectFixture.app()])
        let project = folder.appendingPathComponent("Shop.xcodeproj")
        try FileManager.default.createDirectory(at: project, withIntermediateDirectories: true)
        let pbxproj = project.appendingPathComponent("project.pbxproj").path
        try make(pbxproj)
        return (pbxproj, folder.appendingPathComponent("Shop").path)
    }

    @Test func aLinkToAPipeIsRefusedByWhatItIs() throws {
        let fifo = FileManager.default.temporaryDirectory.appendingPathComponent("pbxproj-\(UUID().uuidString)").path
        #expect(mkfifo(fifo, 0o600) == 0)
        defer { unlink(fifo) }
        let shop = try Self.shop { try FileManager.default.createSymbolicLink(atPath: $0, withDestinationPath: fifo) }
        let result = fuzzrun(["extract", "--no-timing", shop.app])
        #expect(result.code == 77)
        #expect(result.err == "fuzzrun: error: \(shop.pbxproj): cannot be read: not a regular file\n")
    }

    @Test func aFileOver32MiBIsRefusedFromItsSize() throws {
        let size = (32 << 20) + 1
        let shop = try Self.shop { path in
            #expect(FileManager.default.createFile(atPath: path, contents: nil))
            #expect(truncate(path, off_t(size)) == 0)
        }
        let result = fuzzrun(["extract", "--no-timing", shop.app])
        #expect(result.code == 65)
        #expect(result.err == "fuzzrun: error: \(shop.pbxproj):1: \(size) bytes is more than the \(32 << 20) a project file may have\n")
    }
}
