import Foundation
import LayoutModel
import SizeFuzz
import SourceExtraction
import Testing

/// The reader maps real code of the stale-tab-selection shape (a
/// `.sidebarAdaptable` `TabView` whose sections are replaced, in compact
/// width, by a `ForEach` of one tab per library with new tags and no
/// mapping) to the built-in `stale-tab-selection` spec: the same tab
/// structure in both size classes, so the model's rule (a section tab
/// chosen in regular width has no tab in compact) applies to it.
@Suite struct StaleTabMappingTests {
    @Test func theFixtureIsTheBuiltinSpec() throws {
        let extraction = try Fixtures.extract("stale-tab-selection")
        let expected = AppSpec.staleTabSelection
        guard case let .sizeClass(.tabView(regular), .tabView(compact)) = extraction.spec.root,
              case let .sizeClass(.tabView(wantedRegular), .tabView(wantedCompact)) = expected.root else {
            Issue.record("\(extraction.spec.root)")
            return
        }
        #expect(regular.entries == wantedRegular.entries)
        // The compact tabs as the selection sees them: title, tag, role and
        // what each stands for (the built-in's index screens also list the
        // section's tabs as links, `leadsTo`; the fixture's show plain rows).
        func mapping(_ entries: [TabEntry]) -> [String] {
            entries.flatMap(\.tabs).map { "\($0.title)|\($0.tag)|\($0.role.map { "\($0)" } ?? "-")|\($0.represents ?? [])" }
        }
        #expect(mapping(compact.entries) == mapping(wantedCompact.entries))
        #expect(mapping(compact.entries).count == 5)
        #expect(regular.style == .sidebarAdaptable)
        // The rule's premise: no compact tab has a section tab's tag or
        // stands for it.
        let sectionTags = regular.entries.flatMap { entry -> [String] in
            if case let .section(section) = entry { section.tabs.map(\.tag) } else { [] }
        }
        let compactTabs = compact.entries.flatMap(\.tabs)
        #expect(sectionTags.count == 10)
        #expect(sectionTags.allSatisfy { tag in
            !compactTabs.contains { $0.tag == tag || ($0.represents ?? []).contains(tag) }
        })
        #expect(compactTabs.map(\.tag) == ["main", "blog-index", "books-index", "courses-index", "search"])
    }
}
