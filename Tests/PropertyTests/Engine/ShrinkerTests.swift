import SizeFuzz
import Testing

@Suite("Shrinker")
struct ShrinkerTests {
    static let list = Gen.array(of: Gen.int(in: 0...1_000), count: 0...50)

    /// A failing case for "every element is below 500" from seed 3.
    static var failingList: [UInt64] {
        var source = ChoiceSource(seed: 3, recording: true)
        for caseIndex in 0..<1_000 as Range<UInt64> {
            source = ChoiceSource(seed: ChoiceSource.caseSeed(seed: 3, caseIndex: caseIndex), recording: true)
            if list.run(&source).contains(where: { $0 >= 500 }) { break }
        }
        return source.recorded
    }

    @Test func theSortKeyIsLengthThenLexicographic() {
        #expect(ChoiceOrder.isSimpler([9, 9], than: [0, 0, 0]))
        #expect(ChoiceOrder.isSimpler([0, 5], than: [1, 0]))
        #expect(!ChoiceOrder.isSimpler([1, 0], than: [1, 0]))
        #expect(!ChoiceOrder.isSimpler([0, 0, 0], than: [9, 9]))
        #expect(ChoiceOrder.isSimpler([], than: [0]))
    }

    @Test func aFailureThatDoesNotReplayIsReportedFlaky() {
        var calls = 0
        let result = Shrinker().shrink([5, 6, 7]) { _ in
            calls += 1
            return .notInteresting
        }
        #expect(result == .flaky)
        #expect(calls == 1)
        #expect(result.steps == 1)
    }

    @Test func shrinkingIsDeterministicInResultAndSteps() {
        let initial = Self.failingList
        var callCounts: [Int] = []
        var results: [ShrinkResult] = []
        for _ in 0..<2 {
            var calls = 0
            results.append(Shrinker().shrink(initial) { source in
                calls += 1
                return Self.list.run(&source).contains { $0 >= 500 } ? .interesting : .notInteresting
            })
            callCounts.append(calls)
        }
        #expect(results[0] == results[1])
        #expect(callCounts[0] == callCounts[1])
        #expect(callCounts[0] == results[0].steps)
        #expect(results[0].choices == [1, 500, 0])
    }

    /// The unlimited shrink of ``failingList`` needs more steps than any budget here.
    @Test(arguments: [1, 2, 10, 25])
    func theBudgetIsRespected(budget: Int) throws {
        let unlimited = Shrinker().shrink(Self.failingList, generator: Self.list) { $0.contains { $0 >= 500 } }
        #expect(unlimited.steps > 25)
        var calls = 0
        let result = Shrinker(budget: budget).shrink(Self.failingList) { source in
            calls += 1
            return Self.list.run(&source).contains { $0 >= 500 } ? .interesting : .notInteresting
        }
        guard case .shrunk(let report) = result else {
            Issue.record("expected a shrunk result")
            return
        }
        #expect(calls == budget)
        #expect(report.steps == budget)
        #expect(report.exhaustedBudget)
    }

    @Test func unconsumedChoicesAreTruncatedAndInvalidCandidatesIgnored() {
        let result = Shrinker().shrink([3, 9, 9, 9]) { source in
            let value = source.draw(upTo: 9)
            if value == 1 { return .invalid }
            return value >= 1 ? .interesting : .notInteresting
        }
        #expect(result.choices == [2])
    }

    /// Interesting only at 500 or 7: no generic pass reaches 7 from 500, a
    /// domain pass that snaps to a preset does.
    @Test func domainPassesProposeCandidatesThroughTheSameGate() {
        let test: (inout ChoiceSource) -> ShrinkVerdict = { source in
            [7, 500].contains(source.draw(upTo: 1_000)) ? .interesting : .notInteresting
        }
        #expect(Shrinker().shrink([500], test: test).choices == [500])
        let snap = ShrinkPass("snap to preset") { snapshot in
            [snapshot.replacing(0..<1, with: [7]), snapshot.replacing(0..<1, with: [900])]
        }
        let result = Shrinker(domainPasses: [snap]).shrink([500], test: test)
        #expect(result.choices == [7])
    }

    @Test func domainPassesSeeSpansWithLabels() {
        let event = Gen.oneOf(Gen.constant("tap"), Gen.int(in: 1...9).map { "resize \($0)" }).labeled("event")
        let gen = Gen.array(of: event, count: 0...10)
        let dropEvents = ShrinkPass("drop events") { snapshot in
            snapshot.spans(labeled: "event").reversed().map { snapshot.deleting($0.range) }
        }
        var recording = ChoiceSource(replaying: [1, 1, 4, 1, 0, 1, 1, 2, 0], recording: true)
        #expect(gen.run(&recording) == ["resize 5", "tap", "resize 3"])
        let snapshot = ShrinkSnapshot(
            choices: recording.recorded, bounds: recording.recordedBounds, spans: recording.spans)
        #expect(snapshot.spans(labeled: "event").map(\.range) == [1..<3, 4..<5, 6..<8])
        #expect(snapshot.children(of: nil).map(\.label) == ["element", "element", "element"])
        #expect(snapshot.deleting(1..<3) == [1, 1, 0, 1, 1, 2, 0])
        let result = Shrinker(domainPasses: [dropEvents]).shrink(recording.recorded, generator: gen) { events in
            events.contains("tap") && events.count >= 2
        }
        var replay = ChoiceSource(replaying: result.choices ?? [])
        #expect(gen.run(&replay) == ["tap", "tap"])
    }
}
