import SizeFuzz
import Testing

/// Exact results of `Property.check` at fixed seeds: the failing case, the
/// shrunk value and its choices, the evaluations spent. Pinned before the
/// property engine's fast path and result fields changed, so a change that
/// alters what a seed finds or what it shrinks to fails here.
@Suite("Property pins")
struct PropertyPinTests {
    /// One run and the summary it must give.
    struct Pin: Sendable, CustomTestStringConvertible {
        let name: String
        let seed: UInt64
        let expected: String
        var testDescription: String { "\(name) seed \(seed)" }
    }

    /// The toy property of the peers' benchmark: lists of 1 to 20 sizes; widths 678..<700 fail.
    static let toy = Gen<(Int, Int)>.zip(Gen.int(in: 320...2752), Gen.int(in: 320...2064)).array(count: 1...20)
    static func toyPlanted(_ sizes: [(Int, Int)]) -> Bool { sizes.allSatisfy { !(678..<700).contains($0.0) } }

    /// Lists of integers whose sum must stay below 1,000.
    static let numbers = Gen.int(in: 0...10_000).array(count: 0...30)
    static func sumBelow1000(_ values: [Int]) -> Bool { values.reduce(0, +) < 1_000 }

    /// Pairs that must differ, from small-favouring draws.
    static let pairs = Gen<(Int, Int)>.zip(
        Gen.int(in: -1_000...1_000, favouringSmall: true), Gen.int(in: -1_000...1_000, favouringSmall: true))

    static func summary<Value>(_ result: PropertyResult<Value>) -> String {
        guard let failure = result.failure else { return "\(result)" }
        return "case \(failure.caseIndex) of \(result.casesRun): \(failure.value) from \(failure.originalChoiceCount)"
            + " to \(failure.shrunkChoiceCount) choices, \(failure.shrinkEvaluations) evaluations,"
            + " budget spent \(failure.exhaustedBudget), flaky \(failure.isFlaky), choices \(failure.choices)"
    }

    static let toyPins: [Pin] = [
        Pin(
            name: "toy", seed: 1,
            expected: "case 91 of 92: [(678, 320)] from 51 to 3 choices, 71 evaluations, budget spent false, flaky false, choices [358, 0, 0]"),
        Pin(
            name: "toy", seed: 2,
            expected: "case 32 of 33: [(678, 320)] from 48 to 3 choices, 70 evaluations, budget spent false, flaky false, choices [358, 0, 0]"),
        Pin(
            name: "toy", seed: 3,
            expected: "case 3 of 4: [(678, 320)] from 59 to 3 choices, 74 evaluations, budget spent false, flaky false, choices [358, 0, 0]"),
        Pin(
            name: "toy", seed: 7,
            expected: "case 23 of 24: [(678, 320)] from 59 to 3 choices, 57 evaluations, budget spent false, flaky false, choices [358, 0, 0]"),
        Pin(
            name: "toy", seed: 42,
            expected: "case 8 of 9: [(678, 320)] from 18 to 3 choices, 43 evaluations, budget spent false, flaky false, choices [358, 0, 0]"),
    ]

    @Test("the toy property's planted bug", arguments: toyPins)
    func toyPlantedBug(pin: Pin) {
        let result = Property.check(Self.toy, seed: pin.seed, cases: 100_000, Self.toyPlanted)
        #expect(Self.summary(result) == pin.expected)
    }

    static let numberPins: [Pin] = [
        Pin(
            name: "sum", seed: 1,
            expected: "case 0 of 1: [1000] from 9 to 3 choices, 33 evaluations, budget spent false, flaky false, choices [1, 1000, 0]"),
        Pin(
            name: "sum", seed: 5,
            expected: "case 0 of 1: [1000] from 3 to 3 choices, 33 evaluations, budget spent false, flaky false, choices [1, 1000, 0]"),
        Pin(
            name: "sum", seed: 9,
            expected: "case 0 of 1: [1000] from 3 to 3 choices, 29 evaluations, budget spent false, flaky false, choices [1, 1000, 0]"),
    ]

    @Test("a sum that must stay below 1,000", arguments: numberPins)
    func sumStaysBelow1000(pin: Pin) {
        let result = Property.check(Self.numbers, seed: pin.seed, Self.sumBelow1000)
        #expect(Self.summary(result) == pin.expected)
    }

    static let pairPins: [Pin] = [
        Pin(
            name: "pairs", seed: 2,
            expected: "case 1401 of 1402: (1, 1) from 2 to 2 choices, 20 evaluations, budget spent false, flaky false, choices [1, 1]"),
        Pin(
            name: "pairs", seed: 11,
            expected: "case 159 of 160: (1, 1) from 2 to 2 choices, 46 evaluations, budget spent false, flaky false, choices [1, 1]"),
    ]

    @Test("pairs that must differ", arguments: pairPins)
    func pairsMustDiffer(pin: Pin) {
        let result = Property.check(Self.pairs, seed: pin.seed, cases: 10_000) { $0.0 != $0.1 || $0.0 == 0 }
        #expect(Self.summary(result) == pin.expected)
    }

    @Test func aTinyBudgetRunsOut() {
        let result = Property.check(Self.numbers, seed: 1, shrinkBudget: 5, Self.sumBelow1000)
        #expect(
            Self.summary(result)
                == "case 0 of 1: [1209] from 9 to 3 choices, 5 evaluations, budget spent true, flaky false, choices [1, 1209, 0]")
    }
}
