import Foundation
import LayoutModel
import SizeFuzz
import Testing

/// Adversarial inputs, kept as part of the suite: seeded mutants of valid
/// specs, corpus entries and platform files, each run through fuzzrun
/// in-process. For every mutant: an exit code in the documented set, one
/// line on stderr for an error and none otherwise, no trap (a trap would end
/// the test run), no file left behind but the outputs asked for, and no
/// character that could spoof a reader (`isUnsafeToDisplay`: controls,
/// bidirectional overrides, separators, which the mutator swaps in) raw in
/// any output: the text and JSON reports, the HTML page, the SVG drawings
/// and the error lines.
@Suite struct MutationTests {
    /// The valid files mutated: every built-in app's spec, the README's specs.
    static func specs() throws -> [String] {
        try BuiltinApp.all.map { String(decoding: try $0.spec.jsonData(), as: UTF8.self) } + [
            try ReadmeExampleTests.block(after: "<!-- readme-spec: recipes.json -->"),
            try ReadmeExampleTests.block(after: "<!-- readme-spec: recipes-fixed.json -->"),
            #"{"name": "frames", "screens": [{"id": "a", "content": {"flexibleFrame": {"maxWidth": "inf", "content": {"hstack": {"spacing": 0, "children": [{"frame": {"width": 300, "content": {"content": {"name": "L", "minWidth": 10}}}}, {"grid": {"columns": [{"adaptive": {"minimum": 50}}, {"flexible": {}}]}}]}}}}}], "root": {"any": {"splitView": {"sidebar": ["a"], "sidebarWidth": {"min": 200, "ideal": 250, "max": 300}, "detailMinWidth": 320}}}, "scene": {"restrictions": {"minimum": {"width": 400, "height": 300}, "maximum": {"width": 1200}}}, "behavior": {"selectionSync": {}}}"#,
        ]
    }

    /// The checked-in corpus entries (a sample, to keep the test short).
    static func entries() throws -> [String] {
        try CorpusReplayTests.files.prefix(12).map { try String(contentsOfFile: CorpusReplayTests.folder + "/" + $0, encoding: .utf8) }
    }

    /// The README's platform file and one that sets every kind of field.
    static func platforms() throws -> [String] {
        [try ReadmeExampleTests.block(after: "<!-- readme-platform: platform.json -->"),
         #"{"splitView": {"contentWidth": {"fixed": 300}, "detailMinimumWidth": 300}, "tabBar": {"compactItemLimit": 6}, "navigation": {"maximumScenes": 3}}"#]
    }

    /// Whether `err` is empty or only the lint warnings a run prints before
    /// fuzzing (a mutant of the lint example `primary-width-over-max` that is
    /// still valid is still linted).
    static func onlyLintWarnings(_ err: String) -> Bool {
        err.split(separator: "\n").allSatisfy { $0.hasPrefix("fuzzrun: warning: ") && $0.hasSuffix(")") }
    }

    /// Runs `count` mutants of `inputs`, each with `arguments(path, folder)`;
    /// `outputs` names the files (in the folder) the command may write.
    func mutate(_ inputs: [String], count: Int, seed: UInt64, codes: Set<Int32>, outputs: [String] = [],
                _ arguments: (String, TemporaryFolder) -> [String]) throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        var mutator = InputMutator(source: ChoiceSource(seed: seed))
        var outcomes: [Int32: Int] = [:]
        for index in 0..<count {
            var (text, kind) = mutator.mutate(inputs[index % inputs.count])
            if mutator.source.draw(upTo: 3) == 0 { (text, _) = mutator.mutate(text) }
            let path = try folder.write("mutant.json", text)
            let result = fuzzrun(arguments(path, folder))
            outcomes[result.code, default: 0] += 1
            let lines = result.err.split(separator: "\n", omittingEmptySubsequences: false).count - 1
            var written = ""
            for name in folder.allFiles() where outputs.contains(where: name.hasPrefix) {
                written += (try? String(contentsOfFile: folder.file(name), encoding: .utf8)) ?? ""
                try FileManager.default.removeItem(atPath: folder.file(name))
            }
            let ok = codes.contains(result.code)
                && (result.code >= 64 ? lines == 1 && result.err.hasPrefix("fuzzrun: error: ")
                    : Self.onlyLintWarnings(result.err))
                && folder.allFiles() == ["mutant.json"]
                && SpoofingTests.unsafe(result.out + result.err + written).isEmpty
            #expect(ok, "mutant \(index) (\(kind)), exit \(result.code): \(result.err)\n\(text)")
            if !ok { return }
        }
        // Most mutants must be refused, and some must still be read: a
        // mutator that only broke syntax would test little.
        #expect(outcomes[65, default: 0] > count / 3 && outcomes[65, default: 0] < count, "\(outcomes)")
    }

    @Test func specMutants() throws {
        try mutate(try Self.specs(), count: 1500, seed: 11, codes: [0, 1, 65]) { path, _ in
            ["layout", "--device", "ipad-pro-11", "--mode", "split-third", "--os", "18", "--spec", path]
        }
    }

    @Test func specMutantsFuzzed() throws {
        try mutate(try Self.specs(), count: 150, seed: 12, codes: [0, 1, 65]) { path, _ in
            ["--spec", path, "--iterations", "4", "--max-events", "6", "--shrink-budget", "20", "--jobs", "1", "--no-timing"]
        }
    }

    @Test func corpusMutants() throws {
        try mutate(try Self.entries(), count: 1000, seed: 13, codes: [0, 1, 65]) { path, _ in ["replay", path] }
    }

    @Test func platformMutants() throws {
        try mutate(try Self.platforms(), count: 500, seed: 14, codes: [0, 65]) { path, _ in
            ["layout", "--device", "ipad-pro-11", "--app", "three-column", "--platform", path]
        }
    }

    /// Spec mutants through the outputs that carry names: the JSON report
    /// with the HTML page, a trace's drawings, the layout's drawing.
    @Test func specMutantsThroughEveryOutput() throws {
        try mutate(try Self.specs(), count: 90, seed: 15, codes: [0, 1, 65], outputs: ["report.html"]) { path, folder in
            ["--spec", path, "--iterations", "4", "--max-events", "6", "--shrink-budget", "20", "--jobs", "1", "--no-timing",
             "--json", "--html", folder.file("report.html")]
        }
        try mutate(try Self.specs(), count: 150, seed: 16, codes: [0, 65], outputs: ["launch.svg"]) { path, folder in
            ["layout", "--device", "ipad-pro-11", "--spec", path, "--svg", folder.file("launch.svg")]
        }
        try mutate(try Self.entries(), count: 150, seed: 17, codes: [0, 1, 65, 69], outputs: ["steps"]) { path, folder in
            ["trace", path, "--svg", folder.file("steps")]
        }
    }
}
