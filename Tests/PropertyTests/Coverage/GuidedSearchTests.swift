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

    @Test func theSameSeedGivesTheSameResult() {
        let search = GuidedSearch(generator: ScenarioGenerator(model: AppModel(.optionalSidebarSync)), invariants: [.selectionPreserved])
        let first = search.casesToFirstFailure(seed: 5, limit: 2_000)
        #expect(first != nil)
        #expect(search.casesToFirstFailure(seed: 5, limit: 2_000) == first)
    }
}
