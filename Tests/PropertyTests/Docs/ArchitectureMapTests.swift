import Foundation
import Testing

/// `ARCHITECTURE.md` names files and types; each must exist, so the map
/// cannot drift from the house.
@Suite struct ArchitectureMapTests {
    /// The repository's folder, found from this file's path.
    static let repository = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()  // Docs
        .deletingLastPathComponent()  // PropertyTests
        .deletingLastPathComponent()  // Tests
        .deletingLastPathComponent()  // repository

    static let map = (try? String(contentsOf: repository.appendingPathComponent("ARCHITECTURE.md"), encoding: .utf8)) ?? ""

    /// What the repository has, read once.
    static let index = RepositoryIndex(root: repository)

    @Test func everyPathAndTypeItNamesExists() {
        #expect(!Self.map.isEmpty)
        #expect(ArchitectureMap(Self.map).missing(in: Self.index) == [])
        // Names are read line by line: a code span must not run over a line's end.
        let unpaired = Self.map.split(separator: "\n").filter { !$0.hasPrefix("```") && $0.filter { $0 == "`" }.count % 2 == 1 }
        #expect(unpaired == [])
    }

    /// The life of a case names its steps in order.
    @Test func theLifeOfACaseNamesEachStep() {
        let types = ArchitectureMap(Self.map).lifeOfACaseTypes.map(\.type)
        let steps = ["RunConfiguration", "FuzzRunner", "ScenarioGenerator", "Evaluator", "FailureShrinker",
                     "FailureReport", "CorpusEntry"]
        let firsts = steps.compactMap { types.firstIndex(of: $0) }
        #expect(firsts.count == steps.count)
        #expect(firsts == firsts.sorted())
    }

    /// A wrong path, file, type or member is reported, by its name, in the
    /// order the page has them; right ones are not.
    @Test func aWrongNameIsReported() {
        let page = """
            # Map

            See `Sources/SizeFuzz/Runner/FuzzRunner.swift` and `Sources/SizeFuzz/Runner/FuzzRuner.swift`,
            `Evaluator+Layout.swift` and `Evaluatr+Layout.swift`, `Scripts/compare-output.sh`.

            ### `Sources/LayoutModel`

            The model (`Geometry/`, `Navigation/AppModel.swift`, `Geometri/`).

            ## The life of a case

            1. `FuzzRunner` then `FuzzRuner`; `Evaluator.finish()` but not `Evaluator.finnish()`;
               `AppModel.layout(of:)`; `fuzzrun --seed 1` and `i % apps` are not names.

            ## Next

            `Geometry/` is not relative here.
            """
        #expect(ArchitectureMap(page).missing(in: Self.index) == [
            "Sources/SizeFuzz/Runner/FuzzRuner.swift", "Evaluatr+Layout.swift", "Geometri/", "Geometry/",
            "FuzzRuner", "Evaluator.finnish()",
        ])
    }

    /// The README links the map in one line.
    @Test func theReadmeLinksIt() throws {
        let readme = try String(contentsOf: Self.repository.appendingPathComponent("README.md"), encoding: .utf8)
        #expect(readme.split(separator: "\n").filter { $0.contains("(ARCHITECTURE.md)") }.count == 1)
    }
}

/// The names in code font of a page like `ARCHITECTURE.md`.
struct ArchitectureMap {
    /// A name in code font, with the folder relative paths start from in the
    /// section it is in (a code-map section headed by a folder), if any.
    struct Name: Equatable {
        var text: String
        var base: String?
        var inLifeOfACase: Bool
    }

    /// A type, and a member of it when the name has one (`Evaluator.finish()`).
    struct TypeName: Equatable {
        var type: String
        var member: String?
        var text: String
    }

    var names: [Name] = []

    init(_ page: String) {
        var base: String?
        var inLife = false
        for line in page.split(separator: "\n", omittingEmptySubsequences: false) {
            let spans = Self.codeSpans(String(line))
            if line.hasPrefix("## ") {
                base = nil
                inLife = line == "## The life of a case"
            } else if line.hasPrefix("### ") {
                // A heading's own path is from the root; the section's are from it.
                names += spans.map { Name(text: $0, base: nil, inLifeOfACase: inLife) }
                base = spans.first.flatMap { $0.contains("/") ? $0 : nil }
                continue
            }
            names += spans.map { Name(text: $0, base: base, inLifeOfACase: inLife) }
        }
    }

    /// The text between each pair of backticks on `line`.
    static func codeSpans(_ line: String) -> [String] {
        let parts = line.split(separator: "`", omittingEmptySubsequences: false)
        return stride(from: 1, to: parts.count - 1, by: 2).map { String(parts[$0]) }
    }

    /// The names that look like repository paths: with a `/` or a file
    /// extension, and no spaces or placeholders.
    var paths: [Name] {
        names.filter { name in
            let text = name.text
            guard !text.isEmpty, !text.contains(where: { " <>*…(".contains($0) }), !text.hasPrefix("+"), !text.hasPrefix("-") else {
                return false
            }
            return text.contains("/") || [".swift", ".md", ".sh", ".json"].contains { text.hasSuffix($0) }
        }
    }

    /// The type names in the life of a case: `FuzzRunner`,
    /// `Evaluator.finish()`, `AppModel.layout(of:)`.
    var lifeOfACaseTypes: [TypeName] {
        names.filter(\.inLifeOfACase).compactMap { name in
            let text = name.text
            guard let first = text.unicodeScalars.first, CharacterSet.uppercaseLetters.contains(first),
                  !text.contains(" "), !text.contains("/"), !text.contains("+"), !text.hasSuffix(".swift") else { return nil }
            let parts = text.split(separator: ".", maxSplits: 1)
            let type = String(parts[0])
            guard type.allSatisfy({ $0.isLetter || $0.isNumber }) else { return nil }
            let member = parts.count == 2 ? String(parts[1].prefix { $0.isLetter || $0.isNumber }) : nil
            return TypeName(type: type, member: member, text: text)
        }
    }

    /// Every path, file, type or member named that the repository does not
    /// have, as written, in page order (paths first, then types).
    func missing(in index: RepositoryIndex) -> [String] {
        var missing: [String] = []
        for path in paths where !index.has(path: path.text, base: path.base) { missing.append(path.text) }
        for name in lifeOfACaseTypes {
            let known = index.declares(type: name.type) && name.member.map(index.declares(member:)) ?? true
            if !known { missing.append(name.text) }
        }
        return missing
    }
}

/// The files of a repository and the names its Swift files declare.
struct RepositoryIndex {
    var root: URL
    /// Every file and folder, relative to the root (folders end in `/`).
    var entries: Set<String> = []
    /// Every file's last path component.
    var fileNames: Set<String> = []
    /// The types the Swift files declare, and the files' types (`Evaluator`
    /// for `Evaluator+Layout.swift`).
    var types: Set<String> = []
    /// The functions, properties and cases the Swift files declare.
    var members: Set<String> = []

    init(root: URL) {
        self.root = root
        let skipped = [".build", ".git", ".swiftpm"]
        let files = FileManager.default.enumerator(atPath: root.path)?.compactMap { $0 as? String } ?? []
        for file in files where !skipped.contains(where: { file == $0 || file.hasPrefix($0 + "/") || file.contains("/" + $0 + "/") }) {
            var isFolder: ObjCBool = false
            _ = FileManager.default.fileExists(atPath: root.appendingPathComponent(file).path, isDirectory: &isFolder)
            entries.insert(isFolder.boolValue ? file + "/" : file)
            guard !isFolder.boolValue else { continue }
            let name = URL(fileURLWithPath: file).lastPathComponent
            fileNames.insert(name)
            guard name.hasSuffix(".swift") else { continue }
            types.insert(String(name.dropLast(6).prefix { $0 != "+" }))
            let text = (try? String(contentsOf: root.appendingPathComponent(file), encoding: .utf8)) ?? ""
            let words = text.split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "_") })
            for (keyword, name) in zip(words, words.dropFirst()) {
                switch keyword {
                case "struct", "enum", "class", "protocol", "actor", "typealias": types.insert(String(name))
                case "func", "var", "let", "case": members.insert(String(name))
                default: break
                }
            }
        }
    }

    /// Whether `path` exists from the root, or from `base` (a folder given
    /// from the root), or, for a bare file name, anywhere.
    func has(path: String, base: String?) -> Bool {
        if !path.contains("/") { return fileNames.contains(path) }
        let candidates = [path] + (base.map { [$0.hasSuffix("/") ? $0 + path : $0 + "/" + path] } ?? [])
        return candidates.contains { entries.contains($0) || entries.contains($0 + "/") }
    }

    func declares(type: String) -> Bool { types.contains(type) }

    func declares(member: String) -> Bool { members.contains(member) }
}
