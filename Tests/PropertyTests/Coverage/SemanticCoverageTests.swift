import LayoutModel
@testable import SizeFuzz
import Testing

/// Semantic coverage: cells, what the model can reach, what runs visit.
@Suite struct SemanticCoverageTests {
    /// A run never visits a cell the model says is unreachable: the
    /// reachability rules exclude only what cannot happen.
    @Test(arguments: BuiltinApp.all.map(\.name))
    func runsVisitOnlyReachableCells(app: String) throws {
        let spec = try #require(BuiltinApp.named(app)).spec
        for seed in [UInt64(1), 2] {
            let result = FuzzRunner(RunConfiguration(seed: seed, iterations: 1_000, apps: [spec], shrinkBudget: 1)).run()
            let model = AppModel(spec)
            let space = CoverageSpace(model: model, breakpoints: Breakpoints(model: model))
            let outside = space.unreachableVisits(in: result.statistics[0].cells).map(space.describe)
            #expect(outside.isEmpty, "seed \(seed): \(outside.prefix(5))")
        }
    }

    @Test func cellsNumberAndDescribeOneToOne() throws {
        let model = AppModel(.cafe)
        let space = CoverageSpace(model: model, breakpoints: Breakpoints(model: model))
        for index in stride(from: 0, to: space.cellCount, by: 7) {
            #expect(space.index(of: space.cell(at: index)) == index)
        }
        let cell = CoverageCell(device: .padStage, mode: 5, horizontal: .regular, container: .splitExpanded,
                                interval: space.widths.count, event: 1)
        #expect(space.describe(cell) == "ipad-stage stage regular, split expanded, width >=\(Points.format(space.widths.last ?? 0)), after resize")
        #expect(space.isReachable(space.index(of: cell)))
    }

    @Test func theModelRulesOutCellsItCannotReach() {
        let model = AppModel(.cafe)
        let space = CoverageSpace(model: model, breakpoints: Breakpoints(model: model))
        let last = space.widths.count
        func reachable(_ cell: CoverageCell) -> Bool { space.isReachable(space.index(of: cell)) }
        // A split view does not collapse in regular width.
        #expect(!reachable(CoverageCell(device: .padStage, mode: 0, horizontal: .regular, container: .splitCollapsedDetail, interval: last, event: 0)))
        // Cafe's split view has two columns: no content column.
        #expect(!reachable(CoverageCell(device: .padStage, mode: 1, horizontal: .compact, container: .splitCollapsedContent, interval: 1, event: 0)))
        // An iPhone has no Stage Manager, and a full-screen window is not resized.
        #expect(!reachable(CoverageCell(device: .phone, mode: 5, horizontal: .compact, container: .splitCollapsedDetail, interval: 0, event: 0)))
        #expect(!reachable(CoverageCell(device: .padStage, mode: 0, horizontal: .regular, container: .splitExpanded, interval: last, event: 1)))
        // A tab selection needs a tab view.
        #expect(!reachable(CoverageCell(device: .padStage, mode: 0, horizontal: .regular, container: .splitExpanded, interval: last, event: 4)))
        // Cafe on a full-screen iPad at launch is reachable.
        #expect(reachable(CoverageCell(device: .padStage, mode: 0, horizontal: .regular, container: .splitExpanded, interval: last, event: 0)))
    }

    /// A summary that lists a few unvisited cells counts the same as the
    /// whole one and lists its first cells; the reachable set's bits are
    /// the reachable count, each below the space's cell count.
    @Test func aShortSummaryIsTheWholeOnesStart() {
        let spec = AppSpec.cafe
        let result = FuzzRunner(RunConfiguration(seed: 1, iterations: 300, apps: [spec], shrinkBudget: 1)).run()
        let model = AppModel(spec)
        let space = CoverageSpace(model: model, breakpoints: Breakpoints(model: model))
        let whole = space.summary(of: result.statistics[0].cells)
        let short = space.summary(of: result.statistics[0].cells, listing: 3)
        #expect(whole.visited > 0 && whole.visited < whole.reachable)
        #expect(whole.unvisited.count == whole.reachable - whole.visited)
        #expect(short.visited == whole.visited && short.reachable == whole.reachable)
        #expect(short.unvisited == Array(whole.unvisited.prefix(3)))
        #expect(space.summary(of: CoverageMap(), listing: 0).unvisited.isEmpty)
        #expect(space.reachable.indices.count == space.reachableCount)
        #expect(space.reachable.indices.allSatisfy { $0 < space.cellCount })
    }

    /// A cell's event kinds fit the bits of one word (what
    /// `CoverageSpace.eventKinds` returns), and an app reaches the cells it
    /// always has: blog 778 (the figure below).
    @Test func eventKindsFitAWordAndBlogReaches778Cells() {
        #expect(CoverageSpace.events <= 64)
        let model = AppModel(.blog)
        #expect(CoverageSpace(model: model, breakpoints: Breakpoints(model: model)).reachableCount == 778)
    }

    /// An app that runs on iPads only has no reachable iPhone cell, so a
    /// coverage goal (`--min-coverage 100`) can be met; blog once counted
    /// 28 iPhone cells that no run could visit (738 of 806 after 20,000
    /// cases at seed 1, where 738 of 778 is what it reaches).
    @Test func anIPadOnlyAppHasNoIPhoneCells() {
        for spec in [AppSpec.blog, .cafe] {
            let model = AppModel(spec)
            let space = CoverageSpace(model: model, breakpoints: Breakpoints(model: model))
            let phones = space.reachable.indices.filter { space.cell(at: $0).device == .phone }
            #expect(phones.isEmpty == (spec.name == "blog"), "\(spec.name): \(phones.count) iPhone cells")
        }
    }
}
