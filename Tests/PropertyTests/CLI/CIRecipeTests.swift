import Foundation
import Testing
@testable import fuzzrun

/// The commands of the article *In Xcode and CI*, run against the recipes
/// fixture with its config file: each recipe's fuzzrun command as the
/// article prints it, with its output files moved into a temporary folder
/// (no test writes into the working tree).
@Suite struct CIRecipeTests {
    struct Recipe: Sendable, CustomStringConvertible {
        var name: String
        /// The command as the article prints it.
        var article: String
        /// Its fuzzrun arguments, `{OUT}` for the folder files go to.
        var arguments: [String]
        /// The files it writes, in `{OUT}`.
        var files: [String]
        var description: String { name }
    }

    static let recipes: [Recipe] = [
        Recipe(name: "GitHub Actions",
               article: """
                   swift run -c release fuzzrun --shard ${{ matrix.shard }}/4 --format github
                             --sarif sizefuzz-${{ matrix.shard }}.sarif --junit sizefuzz-${{ matrix.shard }}.xml
                             --save-corpus new-corpus
                   """,
               arguments: ["--shard", "1/4", "--format", "github", "--sarif", "{OUT}/sizefuzz-1.sarif",
                           "--junit", "{OUT}/sizefuzz-1.xml", "--save-corpus", "{OUT}/new-corpus"],
               files: ["sizefuzz-1.sarif", "sizefuzz-1.xml"]),
        Recipe(name: "Xcode Cloud",
               article: #"swift run -c release fuzzrun --format xcode --junit "$CI_DERIVED_DATA_PATH/sizefuzz.xml""#,
               arguments: ["--format", "xcode", "--junit", "{OUT}/sizefuzz.xml"], files: ["sizefuzz.xml"]),
        Recipe(name: "GitLab",
               article: "swift run -c release fuzzrun --junit sizefuzz.xml --sarif gl-sizefuzz.sarif",
               arguments: ["--junit", "{OUT}/sizefuzz.xml", "--sarif", "{OUT}/gl-sizefuzz.sarif"],
               files: ["sizefuzz.xml", "gl-sizefuzz.sarif"]),
    ]

    static var article: String {
        get throws {
            let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
                .deletingLastPathComponent().deletingLastPathComponent()
                .appendingPathComponent("Sources/SizeFuzz/SizeFuzz.docc/InXcodeAndCI.md")
            return try String(contentsOf: url, encoding: .utf8)
        }
    }

    @Test(arguments: recipes)
    func theRecipeRunsAsWritten(_ recipe: Recipe) throws {
        #expect(try Self.article.contains(recipe.article))
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try RecipesFixture.write(in: folder)
        let config = try folder.write(ConfigFile.name, #"{"sources": ["Recipes"], "iterations": 800, "seed": 1}"#)
        let out = folder.file("out")
        try FileManager.default.createDirectory(atPath: out, withIntermediateDirectories: true)
        let result = fuzzrun(["--config", config, "--jobs", "1"] + recipe.arguments.map { $0.replacingOccurrences(of: "{OUT}", with: out) })
        #expect(result.code == 1, "\(result.err)")
        for file in recipe.files {
            let text = try String(contentsOfFile: out + "/" + file, encoding: .utf8)
            if file.hasSuffix(".sarif") {
                #expect(try OutputFormatEscapingTests.validator.errors(in: text) == [])
                #expect(text.contains(#""uri": "Recipes/RecipesApp.swift""#))
            } else {
                #expect(text.contains("<testcase classname=\"recipes\" name=\"no-fixed-width-overflow\">"))
            }
        }
    }
}
