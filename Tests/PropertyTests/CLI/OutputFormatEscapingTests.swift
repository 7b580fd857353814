import Foundation
import Testing
@testable import fuzzrun

/// Each format's escaping of hostile names, the SARIF output against the
/// SARIF 2.1.0 schema, and fingerprints that survive a line moving.
@Suite struct OutputFormatEscapingTests {
    /// A finding whose every field holds what its formats must escape.
    static let hostile = Finding(
        severity: .error, app: "a\"<&>'%,:\n\r\u{202e}b", rule: "content-fits", message: "50% of \"x\" <y> & z,\r\nnext: line",
        location: SourceLocation(parsing: "/work/dir, with: comma/V.swift:3:4"), subject: "a", code: "<T>&",
        scenario: ["launch x"], regressionTest: "a\n\nb", replay: "r", fingerprint: "0123456789abcdef", testName: "content-fits")

    static var report: FindingsReport {
        FindingsReport(command: "run", findings: [hostile], suites: [.init(app: hostile.app, checked: ["content-fits"])],
                       verdict: "fuzzrun: FAILED", root: "/work")
    }

    @Test func sourceLocationsReadTheLastTwoNumbers() {
        #expect(SourceLocation(parsing: "a:b/V.swift:3:4") == SourceLocation(parsing: "a:b/V.swift:3:4"))
        #expect(SourceLocation(parsing: "a:b/V.swift:3:4")?.file == "a:b/V.swift")
        #expect(SourceLocation(parsing: "V.swift:3") == nil)
        #expect(SourceLocation(parsing: "V.swift:0:1") == nil)
    }

    @Test func xcodeKeepsEachFindingOnOneLine() {
        #expect(Self.report.xcode == """
            /work/dir, with: comma/V.swift:3:4: error: [content-fits] 50% of "x" <y> & z,\\u{d}\\u{a}next: line
            fuzzrun: FAILED

            """)
    }

    @Test func githubEscapesDataAndProperties() {
        #expect(Self.report.github == """
            ::error file=dir%2C with%3A comma/V.swift,line=3,col=4,title=a"<&>'%25%2C%3A%0A%0D\\u{202e}b%3A content-fits::\
            50%25 of "x" <y> & z,%0D%0Anext: line%0ACode: <T>&%0AMinimal scenario: launch x%0AReplay: r
            fuzzrun: FAILED

            """)
        #expect(FindingsReport.githubData("100%\r\n") == "100%25%0D%0A")
        #expect(FindingsReport.githubProperty("a:b,c%") == "a%3Ab%2Cc%25")
    }

    @Test func junitEscapesMarkupAndControls() {
        #expect(Self.report.junit == """
            <?xml version="1.0" encoding="UTF-8"?>
            <testsuites name="fuzzrun run" tests="1" failures="1" errors="0">
              <testsuite name="a&quot;&lt;&amp;&gt;&apos;%,:&#10;\\u{d}\\u{202e}b" tests="1" failures="1" errors="0" skipped="0">
                <testcase classname="a&quot;&lt;&amp;&gt;&apos;%,:&#10;\\u{d}\\u{202e}b" name="content-fits">
                  <failure message="50% of &quot;x&quot; &lt;y&gt; &amp; z,\\u{d}&#10;next: line" type="content-fits">\
            /work/dir, with: comma/V.swift:3:4: 50% of &quot;x&quot; &lt;y&gt; &amp; z,\\u{d}
            next: line
            Code: &lt;T&gt;&amp;
            Minimal scenario:
              launch x
            Regression test:
              a

              b
            Replay: r</failure>
                </testcase>
              </testsuite>
            </testsuites>

            """)
    }

    @Test func sarifEscapesJSONAndEncodesTheURI() throws {
        let sarif = Self.report.sarif.serialized(pretty: true)
        #expect(sarif.contains(#""text": "a\"<&>'%,:\n\r\u202eb: 50% of \"x\" <y> & z,\r\nnext: line""#))
        #expect(sarif.contains(#""uri": "dir%2C%20with%3A%20comma/V.swift""#))
        #expect(sarif.contains(#""snippet": {"# + "\n" + String(repeating: " ", count: 20) + #""text": "<T>&""#))
        #expect(try Self.validator.errors(in: sarif) == [])
    }

    @Test func aPathOutsideTheRootIsAnAbsoluteFileURI() {
        var report = Self.report
        report.root = "/elsewhere"
        #expect(report.sarif.serialized().contains(#""artifactLocation": {"uri": "file:///work/dir%2C%20with%3A%20comma/V.swift"}"#))
        #expect(report.relative("./Sources/V.swift") == ("Sources/V.swift", true))
    }

    static var validator: JSONSchemaValidator {
        get throws {
            let url = try #require(Bundle.module.url(forResource: "Resources/sarif-schema-2.1.0", withExtension: "json"))
            return try JSONSchemaValidator(String(contentsOf: url, encoding: .utf8))
        }
    }

    @Test func theRunsSARIFIsValidAgainstTheSchema() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try RecipesFixture.write(in: folder)
        let result = fuzzrun(RecipesFixture.runArguments(folder) + ["--format", "sarif"])
        #expect(result.code == 1)
        #expect(try Self.validator.errors(in: result.out) == [])
        let lint = fuzzrun("lint", "--source", folder.file("Recipes"), "--app", "primary-width-over-max", "--format", "sarif")
        #expect(try Self.validator.errors(in: lint.out) == [])
    }

    /// The validator can fail: what the schema forbids is found.
    @Test func theValidatorFindsWhatTheSchemaForbids() throws {
        let errors = try Self.validator.errors(in: """
            {"version": "2.0.0", "runs": [{"tool": {"driver": {}}, "results": [{"message": {}, "level": "fatal",
             "locations": [{"physicalLocation": {"region": {"startLine": 0}}}], "extra": 1}]}]}
            """)
        #expect(errors == [
            "$.version: \"2.0.0\" is not one of the enum's values",
            "$.runs[0].tool.driver: missing required name",
            "$.runs[0].results[0].message: matches none of anyOf",
            "$.runs[0].results[0].level: \"fatal\" is not one of the enum's values",
            "$.runs[0].results[0].locations[0].physicalLocation: matches none of anyOf",
            "$.runs[0].results[0].locations[0].physicalLocation.region.startLine: 0 is below 1.0",
            "$.runs[0].results[0].extra: not a property the schema allows",
        ])
    }

    @Test func fingerprintsSurviveALineInsertedAbove() throws {
        func fingerprints(_ source: String) throws -> (prints: [String], lines: [String]) {
            let folder = try TemporaryFolder()
            defer { folder.remove() }
            try RecipesFixture.write(in: folder, source: source)
            let out = fuzzrun(RecipesFixture.runArguments(folder) + ["--format", "sarif"]).out
            let lines = out.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
            return (lines.filter { $0.hasPrefix("\"sizefuzz/v1\"") }, lines.filter { $0.hasPrefix("\"startLine\"") })
        }
        let before = try fingerprints(RecipesFixture.source)
        let after = try fingerprints("// The recipes app.\n" + RecipesFixture.source)
        #expect(before.prints.count == 3)
        #expect(before.prints == after.prints)
        #expect(before.lines == ["\"startLine\": 16,", "\"startLine\": 16,"])
        #expect(after.lines == ["\"startLine\": 17,", "\"startLine\": 17,"])
        #expect(Set(before.prints).count == 3)
    }

    @Test func fingerprintsAreFNV1aOfTheParts() {
        #expect(Fingerprint.of([]) == "cbf29ce484222325")
        #expect(Fingerprint.of(["ab", "c"]) != Fingerprint.of(["a", "bc"]))
        #expect(Fingerprint.of(["a"]) == "089be207b544f1e4")
    }
}
