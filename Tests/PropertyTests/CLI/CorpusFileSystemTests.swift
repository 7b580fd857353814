import Foundation
import LayoutModel
@testable import SizeFuzz
import Testing
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The corpus on a real file system: links and loops, leftovers of killed
/// runs, app names that are not file names, and paths that cannot be saved.
@Suite struct CorpusFileSystemTests {
    /// A corpus folder holding the sample entry at its own path.
    static func sampleCorpus(_ folder: TemporaryFolder) throws -> String {
        let entry = try CorpusEntryTests.sample()
        try folder.write("c/" + entry.relativePath, CorpusEntryTests.sampleText)
        return folder.file("c")
    }

    /// Two links to `.` used to branch the walk at every level (it never
    /// ended); one replayed the same entry 41 times. Each real file is
    /// replayed once, under its own path.
    @Test func linksToTheFolderItselfReplayEachFileOnce() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let corpus = try Self.sampleCorpus(folder)
        #expect(symlink(".", corpus + "/a") == 0 && symlink(".", corpus + "/b") == 0)
        #expect(symlink("..", corpus + "/path-preserved/up") == 0)
        let result = fuzzrun("replay", corpus, corpus + "/a/path-preserved")
        #expect(result.code == 0 && result.err == "")
        #expect(result.out == "fuzzrun: passed: 1 corpus entry replayed as expected (1 fail, 0 pass)\n")
        #expect(try CorpusFolder.entryFiles(under: [corpus + "/a", corpus])
            == [corpus + "/a/path-preserved/path-reset-on-resize-47b8370d.json"])
        #expect(try CorpusFolder.entryFiles(under: [corpus]) == [corpus + "/path-preserved/path-reset-on-resize-47b8370d.json"])
    }

    /// A loop of links (`x -> y -> x`) is skipped like any unreachable path;
    /// a link to a folder outside is walked once, after the real folders.
    @Test func linkLoopsAndLinkedFoldersOutside() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let corpus = try Self.sampleCorpus(folder)
        try folder.write("outside/more/e.json", "{}")
        #expect(symlink(corpus + "/y", corpus + "/x") == 0 && symlink(corpus + "/x", corpus + "/y") == 0)
        #expect(symlink(folder.file("outside"), corpus + "/0-outside") == 0)
        #expect(symlink(folder.file("outside/more"), folder.file("outside/more/again")) == 0)
        #expect(try CorpusFolder.entryFiles(under: [corpus]) == [
            corpus + "/0-outside/more/e.json", corpus + "/path-preserved/path-reset-on-resize-47b8370d.json",
        ])
    }

    /// A killed run left its temporary file; the next run has the same pid
    /// (always so for pid 1 in a container). The save steps over it, and a
    /// leftover over an hour old is swept; a younger one, and files that
    /// are not temporary files, are left.
    @Test func leftoverTemporaryFilesNeitherBlockNorStay() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let plain = fuzzrun(RunCommandTests.pathReset)
        let first = fuzzrun(RunCommandTests.pathReset + ["--save-corpus", folder.file("probe")])
        let saved = try #require(first.err.split(separator: " ").last.map { String($0.dropLast()) })
        let file = String(saved.dropFirst(folder.file("probe/").count))
        let entryName = String(file.split(separator: "/").last ?? "")
        let pid = getpid()
        let young = try folder.write("c/path-preserved/.\(entryName).\(pid).0.tmp", "{")
        let old = try folder.write("c/path-preserved/.\(entryName).\(pid).tmp", "{")
        let oldOther = try folder.write("c/path-preserved/.other.json.77.3.tmp", "{")
        let notOurs = try folder.write("c/path-preserved/.notes.tmp", "{")
        for path in [old, oldOther, notOurs] { try Self.age(path, seconds: 7_200) }
        let second = fuzzrun(RunCommandTests.pathReset + ["--save-corpus", folder.file("c")])
        #expect(second.code == 1 && second.out == plain.out)
        #expect(second.err == "fuzzrun: saved \(folder.file("c/" + file))\n")
        #expect(folder.allFiles().filter { $0.hasPrefix("c/") } == [
            "c/path-preserved/.notes.tmp", "c/path-preserved/.\(entryName).\(pid).0.tmp", "c/" + file,
        ])
        #expect(try String(contentsOfFile: young, encoding: .utf8) == "{")
        #expect(fuzzrun("replay", folder.file("c")).out == "fuzzrun: passed: 1 corpus entry replayed as expected (1 fail, 0 pass)\n")
    }

    @Test(arguments: [
        (".x.json.12.tmp", true), (".a-b.json.1.0.tmp", true), (".a.b.json.7.99.tmp", true),
        (".x.json.tmp", false), (".x.json.1.2.3.tmp", false), ("x.json.12.tmp", false), (".x.json.a.tmp", false),
        (".json.1.tmp", false), (".notes.tmp", false), (".x.json.12", false),
    ] as [(String, Bool)])
    func temporaryNames(_ name: String, _ isTemporary: Bool) {
        #expect(CorpusFolder.isTemporaryName(name) == isTemporary)
    }

    /// Sets `path`'s modification time `seconds` into the past.
    static func age(_ path: String, seconds: Int) throws {
        let date = Date(timeIntervalSinceNow: -Double(seconds))
        try FileManager.default.setAttributes([.modificationDate: date], ofItemAtPath: path)
    }

    /// A spec named `.myapp` saved a hidden entry that replay never saw; a
    /// 250-character name ran the whole campaign and then failed with "File
    /// name too long". Both save an entry that replays.
    @Test(arguments: [".myapp", String(repeating: "n", count: 250)])
    func appNamesThatAreNotFileNames(_ name: String) throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        var spec = AppSpec.fixedSidebar
        spec.name = name
        let path = try folder.write("spec.json", String(decoding: try spec.jsonData(), as: UTF8.self))
        let run = fuzzrun("--spec", path, "--iterations", "5", "--jobs", "1", "--invariant", "no-fixed-width-overflow",
                              "--save-corpus", folder.file("c"))
        let files = folder.allFiles().filter { $0.hasPrefix("c/") }
        try #require(files.count == 1)
        let stem = name == ".myapp" ? "myapp" : String(repeating: "n", count: 64)
        #expect(files[0].hasPrefix("c/no-fixed-width-overflow/\(stem)-") && files[0].count == "c/no-fixed-width-overflow/".count + stem.count + 14)
        #expect(run.code == 1 && run.err == "fuzzrun: saved \(folder.file(files[0]))\n")
        let replay = fuzzrun("replay", folder.file("c"))
        #expect(replay.code == 0 && replay.out == "fuzzrun: passed: 1 corpus entry replayed as expected (1 fail, 0 pass)\n")
        let again = fuzzrun("--spec", path, "--iterations", "5", "--jobs", "1", "--invariant", "no-fixed-width-overflow",
                              "--save-corpus", folder.file("c"))
        #expect(again.err == "fuzzrun: skipped \(folder.file(files[0])) (already in the corpus)\n")
    }

    @Test(arguments: [
        ("cafe", "cafe"), (".myapp", "myapp"), ("...", "app"), ("", "app"), ("a/b\u{1}c d", "a-b-c-d"), ("../x", "-x"),
        ("é", "-"), (String(repeating: "ab", count: 40), String(repeating: "ab", count: 32)),
    ])
    func fileStems(_ name: String, _ stem: String) {
        #expect(CorpusEntry.fileStem(name) == stem)
    }

    /// Names cut to the same stem keep apart by their hash.
    @Test func longNamesCutToTheSameStemGetTwoFiles() throws {
        var one = try CorpusEntryTests.sample()
        var two = one
        one.app = .described({ var spec = AppSpec.fixedSidebar; spec.name = String(repeating: "n", count: 70) + "1"; return spec }())
        two.app = .described({ var spec = AppSpec.fixedSidebar; spec.name = String(repeating: "n", count: 70) + "2"; return spec }())
        #expect(one.relativePath != two.relativePath)
        #expect(one.relativePath.count == "path-preserved/".count + 64 + "-01234567.json".count)
        #expect(CorpusEntry.maximumRelativePathLength == "size-class-layout-consistent/".count + 64 + "-01234567.json".count)
    }

    /// A dangling link or a loop of links as `--save-corpus` passed the check
    /// and failed after the run (exit 73); so did a name too long to create.
    /// Each is refused before the run, creating nothing.
    @Test func saveCorpusPathsRefusedBeforeTheRun() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let dangling = folder.file("dangling")
        #expect(symlink(folder.file("nowhere"), dangling) == 0)
        let loop = folder.file("loop")
        #expect(symlink(folder.file("loop2"), loop) == 0 && symlink(loop, folder.file("loop2")) == 0)
        let long = folder.file(String(repeating: "d", count: 256) + "/c")
        let cases: [(String, String)] = [
            (dangling, "\(dangling): \(dangling) is a symbolic link to nothing"),
            (dangling + "/c", "\(dangling)/c: \(dangling) is a symbolic link to nothing"),
            (loop, "\(loop): cannot create the folder: \(loop): Too many levels of symbolic links"),
            (loop + "/c", "\(loop)/c: cannot create the folder: \(loop)/c: Too many levels of symbolic links"),
            (long, "\(long): cannot create the folder: the name 'dddddddddddddddd...' is longer than 255 bytes"),
        ]
        for (path, message) in cases {
            let result = fuzzrun(RunCommandTests.pathReset + ["--save-corpus", path])
            #expect(result.code == 73 && result.out == "")
            #expect(result.err == "fuzzrun: error: --save-corpus: \(message)\n")
        }
        let deep = String(repeating: "/d", count: 2_000)
        let tooDeep = fuzzrun(RunCommandTests.pathReset + ["--save-corpus", deep])
        #expect(tooDeep.code == 73)
        #expect(tooDeep.err == "fuzzrun: error: --save-corpus: \(deep): the path is too long for entries below it (at most 3987 bytes)\n")
        #expect(folder.allFiles() == [])
    }
}
