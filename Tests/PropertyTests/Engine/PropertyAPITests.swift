import SizeFuzz
import SizeFuzzTesting
import Testing

/// A window size of the toy property (the peers' benchmark): lists of sizes,
/// a planted bug for widths 678..<700.
private struct WindowSize: Equatable, CustomStringConvertible {
    let width: Int
    let height: Int
    var description: String { "\(width)x\(height)" }
}

private let sizes: Gen<[WindowSize]> = Gen<(Int, Int)>
    .zip(Gen.int(in: 320...2752), Gen.int(in: 320...2064))
    .map { WindowSize(width: $0.0, height: $0.1) }
    .array(count: 1...20)

private func planted(_ windows: [WindowSize]) -> Bool {
    windows.allSatisfy { !(678..<700).contains($0.width) }
}

private struct Refusal: Error, CustomStringConvertible {
    let width: Int
    var description: String { "refused \(width)" }
}

@Suite("Property API")
struct PropertyAPITests {
    @Test("the planted bug shrinks to its exact boundary at every seed", arguments: 1...5)
    func plantedBugShrinksToBoundary(seed: UInt64) throws {
        let result = Property.check(sizes, seed: seed, cases: 100_000, planted)
        let failure = try #require(result.failure)
        #expect(failure.value == [WindowSize(width: 678, height: 320)])
        #expect(!failure.isFlaky)
        #expect(!failure.exhaustedBudget)
        #expect(failure.shrunkChoiceCount < failure.originalChoiceCount)
        #expect(result.casesRun == failure.caseIndex + 1)
        // The original value is what the case index regenerates.
        var source = ChoiceSource(seed: ChoiceSource.caseSeed(seed: seed, caseIndex: UInt64(failure.caseIndex)))
        #expect(sizes.run(&source) == failure.originalValue)
        #expect(!planted(failure.originalValue))
    }

    @Test func aFailureReplaysFromItsChoices() throws {
        let failure = try #require(Property.check(sizes, seed: 1, cases: 100_000, planted).failure)
        let replayed = Property.check(sizes, replaying: failure.choices, planted)
        #expect(replayed.failure?.value == failure.value)
        #expect(Property.check(sizes, replaying: failure.choices) { _ in true }.passed)
    }

    @Test func aPassingRunSaysHowManyCasesHeld() {
        let result = Property.check(sizes, seed: 1, cases: 300) { _ in true }
        #expect(result.passed)
        #expect(result.casesRun == 300)
        #expect("\(result)" == "passed: 300 cases held (seed 1, 0 rejected)")
    }

    @Test func aThrowingPropertyFailsAndKeepsTheError() throws {
        let result = Property.check(Gen.int(in: 0...1_000), seed: 2) { width in
            if width >= 17 { throw Refusal(width: width) }
            return true
        }
        let failure = try #require(result.failure)
        #expect(failure.value == 17)
        #expect((failure.error as? Refusal)?.width == 17)
    }

    @Test func aFailureThatDoesNotReproduceIsFlakyAndUnshrunk() throws {
        var calls = 0
        let result = Property.check(Gen.int(in: 0...1_000), seed: 3) { _ in
            calls += 1
            return calls != 5
        }
        let failure = try #require(result.failure)
        #expect(failure.isFlaky)
        #expect(failure.caseIndex == 4)
        #expect(failure.value == failure.originalValue)
        #expect(failure.shrinkEvaluations == 1)
    }

    @Test func theShrunkValueKeepsItsOwnErrorAndThePropertyNeverRunsAgain() throws {
        var calls = 0
        let result = Property.check(Gen.int(in: 0...1_000), seed: 2) { width in
            calls += 1
            if width >= 17 { throw Refusal(width: width) }
            return true
        }
        let failure = try #require(result.failure)
        #expect((failure.error as? Refusal)?.width == 17)
        #expect(failure.originalValue != 17)
        #expect(calls == result.evaluations)
        #expect(result.evaluations == result.casesRun + failure.shrinkEvaluations)
    }

    @Test func aFlakyFailureKeepsTheErrorOfItsFailingRun() throws {
        var calls = 0
        let result = Property.check(Gen.int(in: 0...1_000), seed: 3) { width in
            calls += 1
            if calls == 5 { throw Refusal(width: width) }
            return true
        }
        let failure = try #require(result.failure)
        #expect(failure.isFlaky)
        #expect((failure.error as? Refusal)?.width == failure.originalValue)
        #expect(calls == 6)
        #expect(result.evaluations == 6)
        #expect(failure.originalChoices == failure.choices)
    }

    @Test func theOriginalChoicesReplayTheOriginalValue() throws {
        let failure = try #require(Property.check(sizes, seed: 2, cases: 100_000, planted).failure)
        #expect(failure.originalChoiceCount == failure.originalChoices.count)
        let replayed = Property.check(sizes, replaying: failure.originalChoices, planted)
        #expect(replayed.failure?.value == failure.originalValue)
    }

    @Test func aGeneratorThatRejectsMostCasesGivesUp() {
        let odd = Gen.int(in: 0...1_000).filter(maxAttempts: 1) { $0 % 7 == 0 }
        let result = Property.check(odd, seed: 4, cases: 200) { _ in true }
        #expect(!result.passed)
        guard case .gaveUp = result.outcome else {
            Issue.record("expected gaveUp, got \(result)")
            return
        }
        #expect(result.casesRejected > 100)
    }

    @Test func aFailurePrintsItsCounterexampleAndReplay() throws {
        let result = Property.check(Gen.int(in: 0...1_000), seed: 5) { $0 < 100 }
        let failure = try #require(result.failure)
        let text = "\(result)"
        let lines = text.split(separator: "\n").map(String.init)
        #expect(lines.first == "failed after \(failure.caseIndex + 1) cases (seed 5)")
        #expect(lines[1] == "  counterexample: 100")
        #expect(lines.last == "  replay: Property.check(generator, replaying: \(failure.choices)) { ... }")
    }

    @Test func aShrunkFailurePrintsInFiveLines() {
        let result = Property.check(sizes, seed: 42, cases: 100_000, planted)
        #expect(
            "\(result)" == """
                failed after 9 cases (seed 42)
                  counterexample: [678x320]
                  case 8, shrunk from 18 to 3 choices in 43 evaluations
                  original: [685x893, 1588x1107, 814x1950, 2708x586, 416x1403, 2306x1499]
                  replay: Property.check(generator, replaying: [358, 0, 0]) { ... }
                """)
    }

    @Test func aFlakyFailurePrintsWhyItWasNotShrunk() {
        var calls = 0
        let result = Property.check(Gen.int(in: 0...1_000), seed: 3) { _ in
            calls += 1
            return calls != 5
        }
        #expect(
            "\(result)" == """
                failed after 5 cases (seed 3)
                  counterexample: 570
                  flaky: case 4 failed, then passed when run again, so it was not shrunk
                  replay: Property.check(generator, replaying: [570]) { ... }
                """)
    }

    @Test("arrays follow the average length they are given", arguments: [0.0, 1.0, 3.0, 8.5])
    func arraysFollowTheirAverageLength(average: Double) {
        let gen = Gen.bool.array(count: 0...1_000, averageLength: average)
        var total = 0
        let samples = 20_000
        for index in 0..<samples {
            var source = ChoiceSource(seed: ChoiceSource.caseSeed(seed: 9, caseIndex: UInt64(index)))
            total += gen.run(&source).count
        }
        let mean = Double(total) / Double(samples)
        // A geometric length with this mean has a standard deviation below mean + 1:
        // the sample mean of 20,000 lies within 0.06 * (mean + 1) with overwhelming odds.
        #expect(abs(mean - average) <= 0.06 * (average + 1), "mean \(mean)")
        if average == 0 { #expect(total == 0) }
    }

    @Test func forAllRecordsOneIssueWithTheCounterexample() {
        let expected = "Property \(Property.check(Gen.int(in: 0...1_000), seed: 5) { $0 < 100 })"
        #expect(expected.contains("\n  counterexample: 100\n  case "))
        withKnownIssue {
            forAll(Gen.int(in: 0...1_000), seed: 5) { $0 < 100 }
        } matching: { issue in
            issue.comments.map(\.rawValue) == [expected]
        }
    }

    @Test func forAllRecordsNothingWhenThePropertyHolds() {
        let result = forAll(Gen.int(in: 0...1_000), seed: 5, cases: 50) { $0 <= 1_000 }
        #expect(result.passed)
    }
}
