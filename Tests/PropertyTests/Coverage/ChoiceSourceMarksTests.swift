import LayoutModel
@testable import SizeFuzz
import Testing

/// What a source that keeps only marks records: where its events and
/// window lengths are, and a restart that leaves it as a new source.
@Suite struct ChoiceSourceMarksTests {
    /// Draws a window with one length, an event with a length, an event of
    /// one choice, and an event with two choices.
    func record(_ source: inout ChoiceSource) {
        source.spanned("window") { source in
            _ = source.draw(upTo: 3)
            _ = source.spanned("size") { source in (source.draw(upTo: 9), source.draw(upTo: 9)) }
        }
        source.spanned("event") { source in
            _ = source.draw(upTo: 1)
            _ = source.spanned("size") { source in (source.draw(upTo: 9), source.draw(upTo: 9)) }
        }
        source.spanned("event") { source in _ = source.draw(upTo: 1) }
        source.spanned("event") { source in
            _ = source.draw(upTo: 1)
            _ = source.draw(upTo: 4)
        }
    }

    /// Events of more than one choice and lengths of more than one choice are
    /// marked, in order: the event of one choice (the draw that stopped a
    /// case) is not an event.
    @Test func eventsAndLengthsAreMarkedWhereTheyAre() {
        var source = ChoiceSource(markingEventsWithSeed: 3)
        record(&source)
        #expect(source.recorded.count == 9)
        #expect(source.eventMarks == [3..<6, 7..<9])
        #expect(source.lengthMarks == [2, 5])
        #expect(source.eventCount == 2)
        // An event opened and closed by hand is marked as `spanned` marks it.
        let token = source.beginSpan("event")
        _ = source.draw(upTo: 1)
        _ = source.spanned("size") { source in (source.draw(upTo: 9), source.draw(upTo: 9)) }
        source.endSpan(token)
        #expect(source.eventMarks == [3..<6, 7..<9, 9..<12])
        #expect(source.lengthMarks == [2, 5, 11])
        // Restarted, it marks the same again, and nothing of the first run.
        source.restart(seed: 3)
        record(&source)
        #expect(source.eventMarks == [3..<6, 7..<9])
        #expect(source.lengthMarks == [2, 5])
    }

    /// A generated case recorded by a source that keeps only marks, restarted
    /// for each case as a guided worker's is, marks its events where a
    /// source that records spans, of the same seed, has its spans labelled
    /// `event` of more than one choice, and its lengths at the last choice of
    /// each `size` span of more than one: the events' marks, noted where they
    /// close without a stack of open spans, are the spans'.
    @Test(arguments: ["cafe", "mail-columns", "optional-sidebar-sync"])
    func aCasesMarksAreWhereItsSpansAre(_ name: String) throws {
        let app = try #require(BuiltinApp.all.first { $0.spec.name == name }?.spec)
        let generator = ScenarioGenerator(model: AppModel(app))
        var marking = ChoiceSource(markingEventsWithSeed: 0)
        var events = 0
        for caseIndex in 0..<40 as Range<UInt64> {
            let seed = ChoiceSource.caseSeed(seed: 9, caseIndex: caseIndex)
            marking.restart(seed: seed)
            var spanning = ChoiceSource(seed: seed, recording: true)
            _ = generator.run(&marking, invariants: .all, bias: EdgeBias(caseIndex: caseIndex))
            _ = generator.run(&spanning, invariants: .all, bias: EdgeBias(caseIndex: caseIndex))
            #expect(marking.recorded == spanning.recorded)
            #expect(marking.recordedBounds == spanning.recordedBounds)
            let spans = spanning.spans.filter { $0.end - $0.start > 1 }
            #expect(marking.eventMarks == spans.filter { $0.label == "event" }.map { $0.start..<$0.end })
            #expect(marking.lengthMarks == spans.filter { $0.label == "size" }.map { $0.end - 1 })
            events += marking.eventCount
        }
        #expect(events > 100)
    }

    /// A source that keeps only marks writes its draws into its log
    /// (``DrawLog``), not an array: what it records is what a source of the
    /// same seed that records into an array records, draw for draw, for
    /// cases that fill its room (``ChoiceSource/markingCapacity``) and more,
    /// through every kind of draw, and a copy taken between cases keeps its
    /// draws once the source records the next case (``ChoiceSource/ownDraws()``).
    @Test func aLogRecordsWhatAnArrayRecords() {
        var marking = ChoiceSource(markingEventsWithSeed: 0)
        var drawn = 0
        for caseIndex in 0..<60 as Range<UInt64> {
            let seed = ChoiceSource.caseSeed(seed: 11, caseIndex: caseIndex)
            marking.ownDraws()
            marking.restart(seed: seed)
            var plain = ChoiceSource(seed: seed, recording: true)
            // Cases of 0 to 590 draws: the log's 256 filled and outgrown.
            let count = Int(caseIndex) * 10
            for index in 0..<count {
                for source in [0, 1] {
                    switch index % 4 {
                    case 0: _ = source == 0 ? marking.draw(upTo: UInt64(index)) : plain.draw(upTo: UInt64(index))
                    case 1: _ = source == 0 ? marking.drawBool(trueWeight: 3, falseWeight: 1)
                                           : plain.drawBool(trueWeight: 3, falseWeight: 1)
                    case 2: _ = source == 0 ? marking.drawWeighted([1, 2, 3]) : plain.drawWeighted([1, 2, 3])
                    default: _ = source == 0 ? marking.drawFavouringSmall(upTo: 1_000) : plain.drawFavouringSmall(upTo: 1_000)
                    }
                }
            }
            #expect(marking.recorded == plain.recorded)
            #expect(marking.recordedBounds == plain.recordedBounds)
            #expect(marking.draws.isEmpty)
            drawn += marking.recorded.count
        }
        // Every draw of the 0, 10, ..., 590 is recorded (bound 0 draws none:
        // the draws at index 0).
        #expect(drawn == 17_700 - 60 + 1)
        // A copy between cases keeps its draws while the source records another case.
        let copy = marking
        marking.ownDraws()
        marking.restart(seed: 5)
        for _ in 0..<300 { _ = marking.draw(upTo: 1_000_000) }
        var plain = ChoiceSource(seed: ChoiceSource.caseSeed(seed: 11, caseIndex: 59), recording: true)
        for index in 0..<590 {
            switch index % 4 {
            case 0: _ = plain.draw(upTo: UInt64(index))
            case 1: _ = plain.drawBool(trueWeight: 3, falseWeight: 1)
            case 2: _ = plain.drawWeighted([1, 2, 3])
            default: _ = plain.drawFavouringSmall(upTo: 1_000)
            }
        }
        #expect(copy.recorded == plain.recorded)
        #expect(copy.recorded.count == 589)
        #expect(marking.recorded.count == 300)
    }

    /// A source restarted as a replay records only the draws made since,
    /// each value beside its bound.
    @Test func aRestartedReplayRecordsOnlyItsOwnDraws() {
        var source = ChoiceSource(markingEventsWithSeed: 3)
        record(&source)
        source.restart(replayingWith: { $0 += [2, 12, 1] }, thenSeed: nil)
        #expect(source.recorded.isEmpty)
        #expect(source.draw(upTo: 3) == 2)
        #expect(source.draw(upTo: 9) == 9)
        #expect(source.draw(upTo: 1) == 1)
        #expect(source.draw(upTo: 5) == 0)
        #expect(source.overran)
        #expect(source.recorded == [2, 9, 1, 0])
        #expect(source.recordedBounds == [3, 9, 1, 5])
    }

    /// A source restarted with a seed draws what a new source of that seed
    /// draws (the seeded runner restarts one source for every case).
    @Test func aRestartedSourceDrawsAsANewOne() {
        var source = ChoiceSource(seed: 9)
        _ = (0..<7).map { _ in source.draw(upTo: 100) }
        source.restart(seed: 42)
        #expect(source.drawCount == 0)
        #expect((0..<10).map { _ in source.draw(upTo: 9) } == [0, 3, 6, 9, 9, 7, 7, 8, 7, 5])
        #expect(source.drawCount == 10)
        #expect(!source.overran)
    }
}
