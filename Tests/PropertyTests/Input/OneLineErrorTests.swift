import Foundation
import LayoutModel
import SizeFuzz
import Testing

/// Every error is one line: control characters in echoed values (a spec, a
/// corpus field, a command-line value) are escaped by one shared function.
@Suite struct OneLineErrorTests {
    @Test func theSharedEscape() {
        #expect("fixed\nsidebar".escapingControlCharacters == "fixed\\u{a}sidebar")
        #expect("a\r\t\u{1B}[31mb\u{2028}c\u{85}".escapingControlCharacters == "a\\u{d}\\u{9}\\u{1b}[31mb\\u{2028}c\\u{85}")
        #expect("plain 'text' é ✗".escapingControlCharacters == "plain 'text' é ✗")
    }

    @Test func aCommandLineValue() {
        let result = fuzzrun("--app", "fixed\nsidebar")
        #expect(result.code == 64)
        #expect(result.err == "fuzzrun: error: --app: unknown app 'fixed\\u{a}sidebar' (fuzzrun list apps)\n")
    }

    @Test func aSpecValue() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = try folder.write("spec.json", #"{"name": "x", "screens": [{"id": "a"}], "root": {"any": {"stack": {"root": "b\nc"}}}}"#)
        let result = fuzzrun("--spec", path)
        #expect(result.code == 65)
        #expect(result.err == "fuzzrun: error: \(path): root.any.stack.root: unknown screen 'b\\u{a}c'\n")
        let key = try folder.write("key.json", #"{"name": "x", "screens": [{"id": "a"}], "root": {"any": {"stack": {"root": "a"}}}, "\r\nnote": 1}"#)
        let unknown = fuzzrun("--spec", key)
        #expect(unknown.code == 65)
        #expect(unknown.err == "fuzzrun: error: \(key): \\u{d}\\u{a}note: unknown key\n")
    }

    @Test func aCorpusField() throws {
        let (folder, path) = try ReplayCommandTests.corpus([(#""invariant" : "path-preserved""#, #""invariant" : "path\npreserved""#)])
        defer { folder.remove() }
        let result = fuzzrun("replay", path)
        #expect(result.code == 65 && result.out == "")
        #expect(result.err == "fuzzrun: error: \(path): invariant: unknown invariant 'path\\u{a}preserved'; did you mean 'path-preserved'? (fuzzrun list invariants)\n")
    }

    @Test func aFileName() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let result = fuzzrun("--spec", folder.file("no\nfile.json"))
        #expect(result.code == 66)
        #expect(result.err == "fuzzrun: error: \(folder.path)/no\\u{a}file.json: no such file\n")
    }
}
