@testable import LayoutModel
@testable import SizeFuzz
import Testing

/// The event weights a generator works out for a draw, and the draw of a
/// kind from them, held to what they were before they were kept four
/// bits a kind in two words (`KindWeights`) and drew by walking only the
/// kinds that weigh something (`ChoiceSource.drawKind(_:count:)`), where
/// every kind's weight was cleared and written into an array and the draw
/// walked them all.
@Suite struct KindWeightsTests {
    /// The apps the tests step through: tab views, split views of two and
    /// three columns, a split view in a tab, a content stack, presentations
    /// and deep links among them.
    static let apps = ["cafe", "sports", "split-in-tab", "mail-columns", "document-editor", "optional-sidebar-sync",
                       "fixed-sidebar"]

    /// The weights of every scene after the launch and after every event of
    /// the first 40 seeded cases of an app, summed kind by kind, then the
    /// number of scenes weighed: the sums the weights had when every kind
    /// was cleared before every draw.
    @Test(arguments: [
        ("cafe", [1580, 674, 801, 0, 808, 0, 550, 306, 156, 1, 304, 109, 304,
                 304, 192, 336, 204, 0, 0, 142, 14, 7, 0, 0, 337] as [UInt64]),
        ("sports", [1850, 830, 945, 584, 900, 0, 0, 0, 211, 0, 0, 225, 225,
                   371, 240, 411, 288, 0, 0, 162, 68, 47, 0, 0, 415]),
        ("split-in-tab", [1700, 778, 918, 1408, 804, 0, 585, 291, 129, 0, 0, 164, 277,
                         352, 252, 394, 192, 0, 0, 163, 32, 16, 0, 0, 389]),
        ("mail-columns", [1890, 942, 1191, 0, 1368, 580, 785, 290, 220, 16, 0, 210, 431,
                         431, 276, 477, 204, 397, 165, 196, 50, 27, 0, 0, 471]),
        ("document-editor", [1440, 780, 924, 0, 0, 0, 850, 348, 0, 0, 0, 0, 0,
                            342, 300, 392, 276, 0, 0, 156, 52, 42, 840, 248, 390]),
        ("optional-sidebar-sync", [1850, 830, 945, 584, 900, 0, 0, 0, 211, 0, 0, 225, 225,
                                  371, 240, 411, 288, 0, 0, 162, 68, 47, 0, 0, 415]),
        ("fixed-sidebar", [1700, 720, 849, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
                          300, 348, 358, 372, 0, 0, 135, 60, 48, 0, 0, 360]),
    ])
    func theWeightsOfSeededStepsAreTheirKnownSums(_ name: String, _ expected: [UInt64]) throws {
        var sums = [UInt64](repeating: 0, count: EventKind.allCases.count + 1)
        try Self.forEachSeededScene(of: name) { generator, evaluator, scene in
            let weights = generator.denseKindWeights(&evaluator, scene: scene).weights
            for (kind, weight) in weights.enumerated() { sums[kind] += weight }
            sums[EventKind.allCases.count] += 1
        }
        #expect(sums == expected)
    }

    /// A second window is drawn only on an iPad: in the seeded cases of the
    /// apps with several windows, `open-window` weighs nothing on any scene
    /// of an iPhone and something on every iPad scene below the platform's
    /// limit; the counts are the scenes of each kind those cases reach.
    @Test(arguments: [("mail-columns", 34, 397), ("global-scene-state", 37, 437), ("shared-router-tab", 56, 411)])
    func aSecondWindowOpensOnlyOnAnIPad(_ name: String, _ phoneScenes: Int, _ padScenes: Int) throws {
        let open = try #require(EventKind.allCases.firstIndex(of: .openWindow))
        var phones = 0, pads = 0, padsOpening = 0
        try Self.forEachSeededScene(of: name) { generator, evaluator, scene in
            let weight = generator.denseKindWeights(&evaluator, scene: scene).weights[open]
            let state = evaluator.state
            guard state.scenes[scene].phase == .active else { return }
            if state.scenes[scene].window.device.device.idiom == .phone {
                phones += 1
                #expect(weight == 0)
            } else {
                pads += 1
                if state.scenes.count < generator.model.platform.navigation.maximumScenes {
                    #expect(weight > 0)
                    padsOpening += 1
                }
            }
        }
        #expect([phones, pads] == [phoneScenes, padScenes])
        #expect(padsOpening > 0)
    }

    /// At every scene of every step of those cases, the walk over the
    /// kinds that weigh something draws the kind the walk over every weight
    /// draws, with the same choice and bound, from seeded sources and from
    /// bytes.
    @Test(arguments: apps)
    func theWalkOverTheWeightedKindsDrawsWhatTheWalkOverAllDraws(_ name: String) throws {
        var drawn = Set<Int>(), compared = 0
        try Self.forEachSeededScene(of: name) { generator, evaluator, scene in
            let (dense, packed) = generator.denseKindWeights(&evaluator, scene: scene)
            let total = dense.reduce(0, +)
            for seed in UInt64(0)..<8 {
                var bytes: [UInt8] = (0..<8).map { UInt8(truncatingIfNeeded: seed &* 37 &+ $0 &* 101) }
                bytes[0] = UInt8(truncatingIfNeeded: seed &* 29)
                let seeded = ChoiceSource(seed: seed, recording: true)
                let fromBytes = ChoiceSource(bytes: bytes, recording: true)
                for source in [seeded, fromBytes] {
                    var all = source, sparse = source
                    let index = dense.withUnsafeBufferPointer { all.drawReadingWeights($0, total: total) }
                    let same = sparse.drawKind(packed, count: dense.count)
                    #expect(same == index)
                    #expect(sparse.recorded == all.recorded)
                    #expect(sparse.recordedBounds == all.recordedBounds)
                    drawn.insert(index)
                    compared += 1
                }
            }
        }
        #expect(compared > 1_000)
        #expect(drawn.count > 8)
    }

    /// At every scene of every step of those cases, the split view inside
    /// the tab on screen found by the tab's id is the one found by its name,
    /// and whether it has three columns, read in place, is that plan's.
    @Test(arguments: apps)
    func theNestedSplitFoundByIdIsTheOneFoundByName(_ name: String) throws {
        var found = 0, scenes = 0
        try Self.forEachSeededScene(of: name) { generator, evaluator, scene in
            let plan = evaluator.layouts[scene].plan
            let byName = generator.model.plans[plan].nestedSplit(for: evaluator.layouts[scene].selectedTab)?.plan
            let byID = evaluator.layouts.withUnsafeBufferPointer {
                generator.model.nestedSplitPlan(ofLayoutAt: $0.baseAddress! + scene, plan: plan)
            }
            #expect(byID === byName)
            let threeColumn = evaluator.layouts.withUnsafeBufferPointer {
                generator.model.nestedSplitIsThreeColumn(ofLayoutAt: $0.baseAddress! + scene, plan: plan)
            }
            #expect(threeColumn == byName?.isThreeColumn)
            if byID != nil { found += 1 }
            scenes += 1
        }
        #expect(scenes > 100)
        if name == "split-in-tab" { #expect(found > 100) }
    }

    /// At every scene of every step of those cases, each kind with a plain
    /// action (`ScenarioGenerator.plainAction(_:)`, which the draw of an
    /// event takes in place of the draw of its arguments) is the action the
    /// draw of arguments returns, which draws no choice for it.
    @Test(arguments: apps)
    func aKindWithoutArgumentsIsItsPlainAction(_ name: String) throws {
        var compared = 0, kinds = Set<EventKind>()
        try Self.forEachSeededScene(of: name) { generator, evaluator, scene in
            for kind in EventKind.allCases {
                guard let plain = ScenarioGenerator.plainAction(kind) else { continue }
                var source = ChoiceSource(seed: UInt64(compared), recording: true)
                let drawn = generator.drawAction(kind, &source, evaluator: &evaluator, scene: scene,
                                                 bias: EdgeBias(caseIndex: 0))
                #expect(drawn == plain)
                #expect(source.drawCount == 0)
                kinds.insert(kind)
                compared += 1
            }
        }
        #expect(kinds.count == 14)
        #expect(compared > 1_000)
    }

    /// Every raw value a draw of a kind may return reads as the kind
    /// `init(rawValue:)` gives.
    @Test func aDrawnRawValueReadsAsItsKind() {
        for kind in EventKind.allCases {
            #expect(EventKind(drawn: kind.rawValue) == kind)
            #expect(EventKind(drawn: kind.rawValue) == EventKind(rawValue: kind.rawValue))
        }
    }

    /// Every weight each kind may have, alone, in pairs and with the
    /// largest weights in every kind: the packed weights read back as set,
    /// their sum is the sum of the weights, and a later `set` replaces an
    /// earlier weight (zero takes it away).
    @Test func packedWeightsReadBackAsSetAndSumExactly() {
        for kind in EventKind.allCases {
            for weight in UInt64(0)...KindWeights.maximum {
                var weights = KindWeights()
                weights.add(kind, weight)
                #expect(weights[kind] == weight)
                #expect(weights.total == weight)
                #expect(weights.dense(count: EventKind.allCases.count)
                    == EventKind.allCases.map { $0 == kind ? weight : 0 })
                weights.set(kind, 3)
                #expect(weights[kind] == 3 && weights.total == 3)
                weights.set(kind, 0)
                #expect(weights[kind] == 0 && weights.total == 0)
            }
        }
        var full = KindWeights()
        for kind in EventKind.allCases { full.add(kind, KindWeights.maximum) }
        #expect(full.total == KindWeights.maximum * UInt64(EventKind.allCases.count))
        full.set(.pop, 2)
        full.set(.dismiss, 0)
        #expect(full.total == KindWeights.maximum * UInt64(EventKind.allCases.count - 2) + 2)
        #expect(full.dense(count: 24).filter { $0 == KindWeights.maximum }.count == 22)
    }

    /// Calls `body` with the generator, the evaluator and each scene's
    /// index after the launch and after every event of the first 40 cases
    /// of app `name` seeded with 11.
    static func forEachSeededScene(
        of name: String, _ body: (ScenarioGenerator, inout Evaluator, Int) throws -> Void
    ) throws {
        let app = try #require(BuiltinApp.all.first { $0.spec.name == name }?.spec)
        let model = AppModel(app)
        let generator = ScenarioGenerator(model: model)
        for scenario in try model.seededScenarios(seed: 11) {
            var evaluator = Evaluator(model: model, window: scenario.window)
            for step in 0...scenario.events.count {
                if step > 0 { evaluator.apply(scenario.events[step - 1]) }
                for scene in evaluator.state.scenes.indices { try body(generator, &evaluator, scene) }
            }
        }
    }
}

extension ScenarioGenerator {
    /// The weights of `scene` as a draw reads them: every kind's weight,
    /// zero for a kind not weighted (`weights`), and the packed weights.
    func denseKindWeights(_ evaluator: inout Evaluator, scene: Int) -> (weights: [UInt64], packed: KindWeights) {
        let packed = kindWeights(evaluator: &evaluator, scene: scene)
        let weights = packed.dense(count: traits.kindCount)
        #expect(weights.reduce(0, +) == packed.total)
        return (weights, packed)
    }
}
