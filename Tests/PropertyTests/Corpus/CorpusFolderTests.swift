import Foundation
import LayoutModel
@testable import SizeFuzz
import Testing

/// Saving entries atomically without overwriting, and finding them again.
@Suite struct CorpusFolderTests {
    @Test func savingCreatesFoldersAndWritesTheEntryAtItsPath() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let entry = try CorpusEntryTests.sample()
        let corpus = CorpusFolder(folder.file("Corpus/"))
        let file = folder.file("Corpus/path-preserved/path-reset-on-resize-47b8370d.json")
        #expect(try corpus.save(entry) == .written(file))
        #expect(folder.allFiles() == ["Corpus/path-preserved/path-reset-on-resize-47b8370d.json"])
        #expect(try String(contentsOfFile: file, encoding: .utf8) == CorpusEntryTests.sampleText)
    }

    /// The same case again is skipped, even with another note or seed; a
    /// different file at the name is left alone. Nothing is overwritten and no
    /// temporary file is left.
    @Test func savingNeverOverwrites() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let corpus = CorpusFolder(folder.path)
        var entry = try CorpusEntryTests.sample()
        let file = folder.file(entry.relativePath)
        #expect(try corpus.save(entry) == .written(file))
        entry.note = "found again"
        entry.seed = 2
        #expect(try corpus.save(entry) == .alreadyPresent(file))
        #expect(try String(contentsOfFile: file, encoding: .utf8) == CorpusEntryTests.sampleText)
        try folder.write(entry.relativePath, "{}")
        #expect(try corpus.save(entry) == .occupied(file))
        #expect(try String(contentsOfFile: file, encoding: .utf8) == "{}")
        #expect(folder.allFiles() == [entry.relativePath])
    }

    @Test func savingUnderARegularFileFailsAndLeavesNothing() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("file", "not a folder")
        let corpus = CorpusFolder(folder.file("file/Corpus"))
        #expect(throws: InputError(.cannotCreate, file: folder.file("file/Corpus"),
                                   "cannot create the folder: \(folder.file("file")) is a file")) {
            try corpus.checkWritable()
        }
        #expect(throws: InputError(.cannotCreate, file: folder.file("file/Corpus/path-preserved"),
                                   "cannot create the folder: \(folder.file("file")) is a file")) {
            try corpus.save(try CorpusEntryTests.sample())
        }
        #expect(folder.allFiles() == ["file"])
    }

    @Test func checkingAFolderThatCanBeCreatedCreatesNothing() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try CorpusFolder(folder.file("a/b/c")).checkWritable()
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == [])
    }

    @Test(arguments: [("a/b/c", "a/b"), ("c", "."), ("/c", "/"), ("/", nil), (".", nil), ("a/b/", "a"), ("C", ".")] as [(String, String?)])
    func parentFolders(_ path: String, _ parent: String?) {
        #expect(CorpusFolder.parent(of: path) == parent)
    }

    /// Files as given and `*.json` below folders, hidden ones skipped, sorted
    /// and without duplicates.
    @Test func entryFilesAreFoundRecursivelyAndSorted() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        for name in ["b/z.json", "b/a.json", "a.json", "b/c/d.json", "b/notes.txt", "b/.x.json.12.tmp", ".hidden/e.json"] {
            try folder.write(name, "{}")
        }
        let files = try CorpusFolder.entryFiles(under: [folder.file("b"), folder.path, folder.file("b/notes.txt")])
        #expect(files == ["a.json", "b/a.json", "b/c/d.json", "b/notes.txt", "b/z.json"].map(folder.file))
    }

    @Test func aMissingPathOrAFolderWithNoEntriesIsAnError() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("empty/readme.txt", "")
        #expect(throws: InputError(.notFound, file: folder.file("nope"), "no such file or folder")) {
            try CorpusFolder.entryFiles(under: [folder.file("nope")])
        }
        #expect(throws: InputError(.noEntries, file: folder.file("empty"), "no corpus entries (*.json files) in the folder")) {
            try CorpusFolder.entryFiles(under: [folder.file("empty")])
        }
    }
}
