import Foundation
import SizeFuzz
import Testing
@testable import fuzzrun

/// Each SARIF rule's `helpUri` is the DocC page of its invariant or lint
/// rule, at the path DocC gives the symbol, and the anchors name headings
/// that the articles have.
@Suite struct SARIFHelpURITests {
    static let base = "https://your-org.github.io/SizeFuzz/documentation/sizefuzz/"

    @Test(arguments: [
        ("no-fixed-width-overflow", "invariantname/nofixedwidthoverflow"),
        ("size-class-layout-consistent", "invariantname/sizeclasslayoutconsistent"),
        ("restoration-roundtrip", "invariantname/restorationroundtrip"),
        ("column-spec-consistent", "lintrule/columnspecconsistent"),
        ("sizefuzz-ignore", "inxcodeandci#Suppressions"),
        ("team-rule", "invariants#Your-own-invariants"),
    ])
    func theHelpURIOfARule(_ id: String, _ page: String) {
        #expect(RuleCatalog.rule(id).helpURI == Self.base + page)
    }

    /// DocC writes a case's page at its name, lowercased: each rule's page
    /// is its case's (`InvariantName.noFixedWidthOverflow`).
    @Test func everyBuiltInRuleNamesItsCase() {
        #expect(InvariantName.allCases.map { RuleCatalog.helpURI(for: $0).dropFirst(Self.base.count) } == [
            "invariantname/selectionpreserved", "invariantname/pathpreserved", "invariantname/nofixedwidthoverflow",
            "invariantname/contentfits", "invariantname/columnwidthswithinbounds", "invariantname/sizewithinrestrictions",
            "invariantname/sizeclasslayoutconsistent", "invariantname/gridfits", "invariantname/tabbarfits",
            "invariantname/toolbaractionsreachable", "invariantname/layoutpathindependent", "invariantname/sceneisolation",
            "invariantname/restorationroundtrip", "invariantname/windowcontrolsclear", "invariantname/columnspreserved",
        ])
        #expect(LintRule.allCases.map { RuleCatalog.helpURI(for: $0) } == [
            Self.base + "lintrule/columnspecconsistent", Self.base + "lintrule/tabsreachable", Self.base + "lintrule/sizerestrictions",
        ])
    }

    /// The anchors are DocC's for headings the articles have (the heading's
    /// words joined by hyphens).
    @Test func theAnchorsAreHeadings() throws {
        let docc = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Sources/SizeFuzz/SizeFuzz.docc")
        let invariants = try String(contentsOf: docc.appendingPathComponent("Invariants.md"), encoding: .utf8)
        let ci = try String(contentsOf: docc.appendingPathComponent("InXcodeAndCI.md"), encoding: .utf8)
        #expect(invariants.contains("\n## Your own invariants\n"))
        #expect(ci.contains("\n## Suppressions\n"))
    }
}
