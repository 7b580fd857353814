import LayoutModel
@testable import SizeFuzz
import Testing

/// The coverage-guided search: deterministic, and without guidance exactly a seeded run.
@Suite struct GuidedSearchTests {
    @Test func withoutGuidanceItFindsTheSeededRunsFirstFailure() {
        let generator = ScenarioGenerator(model: AppModel(.pathResetOnResize))
        let search = GuidedSearch(generator: generator, invariants: [.pathPreserved])
        let result = FuzzRunner(RunConfiguration(seed: 3, iterations: 200, apps: [.pathResetOnResize],
                                                 invariants: [.pathPreserved], shrinkBudget: 1)).run()
        #expect(search.casesToFirstFailure(seed: 3, limit: 200, guided: false) == result.failures.first.map { $0.caseIndex + 1 })
    }

    /// Once the pool has entries, about one case in `casesPerMutation` (12)
    /// is a mutation: the first generation is the seeded run's alone, and of
    /// the 1,872 cases after it 145 are mutations (one in 12.9).
    @Test func aboutOneCaseInTwelveIsAMutationOnceThePoolHasEntries() {
        let search = GuidedSearch(generator: ScenarioGenerator(model: AppModel(.optionalSidebarSync)))
        #expect(GuidedSearch.casesPerMutation == 12)
        #expect(search.caseLengths(seed: 1, cases: GuidedSearch.generationSize).map(\.cases) == [128, 0, 0, 0, 0, 0, 0])
        let counts = search.caseLengths(seed: 1, cases: 2_000)
        #expect(counts.map(\.origin) == GuidedSearch.Origin.allCases)
        // fresh, prefix, length, draw, deletion, duplication, splice.
        #expect(counts.map(\.cases) == [1_855, 51, 37, 10, 15, 13, 19])
    }

    @Test func theSameSeedGivesTheSameResult() {
        let search = GuidedSearch(generator: ScenarioGenerator(model: AppModel(.optionalSidebarSync)), invariants: [.selectionPreserved])
        let first = search.casesToFirstFailure(seed: 5, limit: 2_000)
        #expect(first != nil)
        #expect(search.casesToFirstFailure(seed: 5, limit: 2_000) == first)
    }
}
