import Foundation
import Testing
@testable import fuzzrun

/// `// sizefuzz:ignore INVARIANT: reason` in the sources, and
/// `--write-baseline` / `--baseline`.
@Suite struct SuppressionBaselineTests {
    static let frameLine = "                .frame(width: 320)\n"

    /// The recipes app with `comment` put at the end of the fixed frame's
    /// line, or on its own line above it.
    static func app(_ comment: String, above: Bool = false) -> String {
        let replaced = above ? "                \(comment)\n" + frameLine : frameLine.dropLast() + " \(comment)\n"
        return RecipesFixture.source.replacingOccurrences(of: frameLine, with: replaced)
    }

    static func run(_ folder: TemporaryFolder, _ extra: [String] = []) -> FuzzrunResult {
        fuzzrun(["--source", folder.file("Recipes"), "--seed", "1", "--iterations", "400", "--jobs", "1", "--format", "xcode"] + extra)
    }

    @Test(arguments: [false, true])
    func aSuppressionSilencesExactlyItsInvariantOnItsLine(above: Bool) throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let app = try RecipesFixture.write(in: folder, source: Self.app("// sizefuzz:ignore content-fits: the steps column scrolls",
                                                                         above: above))
        let result = Self.run(folder)
        #expect(result.code == 1 && result.err == "")
        #expect(result.out == """
            \(app)/RecipesApp.swift:\(above ? 17 : 16):17: error: [no-fixed-width-overflow] HStack(spacing: 0) needs 660 pt but gets 593 pt in the left-half 593x834 window
            fuzzrun: FAILED: 1 failure in 400 cases of 1 app (seed 1)
            fuzzrun: suppressed: 1 failure silenced by // sizefuzz:ignore (1 comment)

            """)
    }

    @Test func bothSilencedPasses() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try RecipesFixture.write(in: folder, source: Self.app("// sizefuzz:ignore content-fits: scrolls", above: true)
            .replacingOccurrences(of: Self.frameLine, with: Self.frameLine.dropLast() + " // sizefuzz:ignore no-fixed-width-overflow: scrolls\n"))
        let result = Self.run(folder)
        #expect(result.code == 0)
        #expect(result.out.hasSuffix("fuzzrun: suppressed: 2 failures silenced by // sizefuzz:ignore (2 comments)\n"))
    }

    @Test func badAndUnusedSuppressionsAreReported() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let source = RecipesFixture.source
            .replacingOccurrences(of: "struct StepsView: View {\n", with: """
                struct StepsView: View {
                    // sizefuzz:ignore grid-fits
                    // sizefuzz:ignore grid-fit: typo
                    // sizefuzz:ignore tab-bar-fits: no tab bar here

                """)
        let app = try RecipesFixture.write(in: folder, source: source)
        let text = fuzzrun(["--source", folder.file("Recipes"), "--seed", "1", "--iterations", "400", "--jobs", "1", "--no-timing"])
        #expect(text.code == 1)
        #expect(text.out.hasSuffix("""
            fuzzrun: warning: \(app)/RecipesApp.swift:30:8: sizefuzz:ignore grid-fits: give the reason after a colon (// sizefuzz:ignore grid-fits: reason)
            fuzzrun: warning: \(app)/RecipesApp.swift:31:8: sizefuzz:ignore: unknown invariant 'grid-fit' (fuzzrun list invariants)
            fuzzrun: warning: \(app)/RecipesApp.swift:32:8: sizefuzz:ignore tab-bar-fits silenced nothing in this run; remove it
            fuzzrun: suppressed: 0 failures silenced by // sizefuzz:ignore (1 comment)

            """))
        // In Xcode's format each is a warning at its comment.
        let result = Self.run(folder)
        #expect(result.code == 1)
        #expect(result.out.hasSuffix("""
            \(app)/RecipesApp.swift:30:8: warning: [sizefuzz-ignore] sizefuzz:ignore grid-fits: give the reason after a colon (// sizefuzz:ignore grid-fits: reason)
            \(app)/RecipesApp.swift:31:8: warning: [sizefuzz-ignore] sizefuzz:ignore: unknown invariant 'grid-fit' (fuzzrun list invariants)
            \(app)/RecipesApp.swift:32:8: warning: [sizefuzz-ignore] sizefuzz:ignore tab-bar-fits silenced nothing in this run; remove it
            fuzzrun: FAILED: 2 failures in 400 cases of 1 app (seed 1)
            fuzzrun: suppressed: 0 failures silenced by // sizefuzz:ignore (1 comment)

            """))
    }

    @Test func aBaselineLeavesOutKnownFailuresAndListsTheGoneOnes() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try RecipesFixture.write(in: folder)
        let baseline = folder.file("baseline.json")
        // Known: the fixed-width failure alone.
        let write = Self.run(folder, ["--invariant", "no-fixed-width-overflow", "--write-baseline", baseline])
        #expect(write.code == 1)
        let written = try String(contentsOfFile: baseline, encoding: .utf8)
        #expect(written == """
            {
              "formatVersion": 1,
              "findings": [
                {
                  "fingerprint": "\(Fingerprint.of(["recipes", "no-fixed-width-overflow", ".frame(width: 320)"]))",
                  "app": "recipes",
                  "invariant": "no-fixed-width-overflow",
                  "code": ".frame(width: 320)"
                }
              ]
            }

            """)
        // One new (content-fits), one known.
        let mixed = Self.run(folder, ["--baseline", baseline])
        #expect(mixed.code == 1)
        #expect(mixed.out.hasPrefix("\(folder.file("Recipes"))/RecipesApp.swift:16:17: error: [content-fits] "))
        #expect(mixed.out.hasSuffix("""
            fuzzrun: FAILED: 1 failure in 400 cases of 1 app (seed 1)
            fuzzrun: baseline: 1 known failure left out (\(baseline)), 1 new

            """))
        // Every failure known: exit 0, and a line moved above changes nothing.
        #expect(Self.run(folder, ["--write-baseline", baseline]).code == 1)
        try RecipesFixture.write(in: folder, source: "// Recipes.\n" + RecipesFixture.source)
        let known = Self.run(folder, ["--baseline", baseline])
        #expect(known.code == 0)
        #expect(known.out.hasSuffix("fuzzrun: baseline: 2 known failures left out (\(baseline)), 0 new\n"))
        // An entry the run no longer finds is listed.
        let gone = Self.run(folder, ["--baseline", baseline, "--invariant", "no-fixed-width-overflow"])
        #expect(gone.code == 0)
        #expect(gone.out.hasSuffix("""
            fuzzrun: baseline: 1 known failure left out (\(baseline)), 0 new
            fuzzrun: baseline: no longer found: recipes: content-fits at .frame(width: 320) (\(Fingerprint.of(["recipes", "content-fits", ".frame(width: 320)"])))

            """))
    }

    @Test func aBadBaselineIsRefused() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let file = try folder.write("b.json", #"{"formatVersion": 2, "findings": []}"#)
        let result = fuzzrun("--baseline", file, "--app", "health-notes")
        #expect(result.code == 65)
        #expect(result.err == "fuzzrun: error: --baseline: \(file): formatVersion: unknown version 2 (this fuzzrun reads 1)\n")
        let unknown = try folder.write("c.json", #"{"formatVersion": 1, "finding": []}"#)
        #expect(fuzzrun("--baseline", unknown).code == 65)
        #expect(fuzzrun("--baseline", folder.file("none.json")).code == 66)
    }
}
