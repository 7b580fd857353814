import SizeFuzz
import Testing

@Suite("Choice sources")
struct ChoiceSourceTests {
    @Test func splitMixMatchesTheReferenceOutput() {
        var mixer = SplitMix64(seed: 0)
        #expect(mixer.next() == 0xE220_A839_7B1D_CDAF)
    }

    /// Reference outputs computed by an independent implementation of
    /// xoshiro256** seeded with four SplitMix64 outputs.
    @Test(arguments: [
        (UInt64(0), [UInt64(0x99EC_5F36_CB75_F2B4), 0xBF6E_1F78_4956_452A, 0x1A5F_849D_4933_E6E0]),
        (UInt64(42), [UInt64(0x1578_0B2E_0C2E_C716), 0x6104_D986_6D11_3A7E, 0xAE17_5332_39E4_99A1]),
    ])
    func xoshiroMatchesTheReferenceOutputs(seed: UInt64, expected: [UInt64]) {
        var generator = Xoshiro256StarStar(seed: seed)
        #expect((0..<3).map { _ in generator.next() } == expected)
    }

    @Test func boundedDrawsUseLemiresMethod() {
        var source = ChoiceSource(seed: 42)
        #expect((0..<10).map { _ in source.draw(upTo: 9) } == [0, 3, 6, 9, 9, 7, 7, 8, 7, 5])
    }

    @Test func boundedDrawsCoverTheRangeEvenly() {
        var source = ChoiceSource(seed: 7)
        var counts = [0, 0, 0]
        for _ in 0..<3_000 { counts[Int(source.draw(upTo: 2))] += 1 }
        #expect(counts.allSatisfy { (900...1_100).contains($0) })
        #expect(counts.reduce(0, +) == 3_000)
    }

    @Test func caseSeedsMatchTheReferenceAndDependOnSeedAndIndexOnly() {
        #expect(ChoiceSource.caseSeed(seed: 42, caseIndex: 0) == 0x86AF_44D0_93D0_6587)
        #expect(ChoiceSource.caseSeed(seed: 42, caseIndex: 7) == 0x5152_496B_E54D_5149)
        let seeds = (0..<1_000).map { ChoiceSource.caseSeed(seed: 42, caseIndex: UInt64($0)) }
        let otherRun = (0..<1_000).map { ChoiceSource.caseSeed(seed: 43, caseIndex: UInt64($0)) }
        #expect(Set(seeds).count == 1_000)
        #expect(Set(seeds).isDisjoint(with: otherRun))
    }

    @Test func aCaseRegeneratedAloneEqualsTheSameCaseInARun() {
        let gen = Gen.array(of: Gen.int(in: -1_000...1_000), count: 0...20)
        var inRun: [[Int]] = []
        for caseIndex in 0..<10 as Range<UInt64> {
            var source = ChoiceSource(seed: ChoiceSource.caseSeed(seed: 9, caseIndex: caseIndex))
            inRun.append(gen.run(&source))
        }
        var alone = ChoiceSource(seed: ChoiceSource.caseSeed(seed: 9, caseIndex: 7))
        #expect(gen.run(&alone) == inRun[7])
        #expect(inRun[7] != inRun[6])
    }

    @Test func theSameSeedGivesIdenticalChoices() {
        let gen = Gen.array(of: Gen.zip(Gen.int(in: Int.min...Int.max), Gen.bool), count: 0...50)
        var first = ChoiceSource(seed: 1234, recording: true)
        var second = ChoiceSource(seed: 1234, recording: true)
        var other = ChoiceSource(seed: 1235, recording: true)
        _ = gen.run(&first)
        _ = gen.run(&second)
        _ = gen.run(&other)
        #expect(!first.recorded.isEmpty)
        #expect(first.recorded == second.recorded)
        #expect(first.recordedBounds == second.recordedBounds)
        #expect(first.spans == second.spans)
        #expect(first.recorded != other.recorded)
    }

    @Test func replayingRecordedChoicesReproducesTheValueExactly() {
        let gen = Gen.array(of: Gen.int(in: -50...50).optional, count: 1...30)
        for seed in 0..<20 as Range<UInt64> {
            var recording = ChoiceSource(seed: seed, recording: true)
            let original = gen.run(&recording)
            var replay = ChoiceSource(replaying: recording.recorded, recording: true)
            #expect(gen.run(&replay) == original)
            #expect(replay.recorded == recording.recorded)
            #expect(replay.spans == recording.spans)
            #expect(!replay.overran)
        }
    }

    @Test func replayClampsToTheBoundAndReturnsZeroPastTheEnd() {
        var source = ChoiceSource(replaying: [7, 100], recording: true)
        #expect(source.draw(upTo: 5) == 5)
        #expect(!source.overran)
        #expect(source.draw(upTo: 200) == 100)
        #expect(source.draw(upTo: 3) == 0)
        #expect(source.overran)
        #expect(source.recorded == [5, 100, 0])
        #expect(source.recordedBounds == [5, 200, 3])
        #expect(source.drawCount == 3)
    }

    @Test func aDrawWithBoundZeroConsumesNothing() {
        var source = ChoiceSource(replaying: [4], recording: true)
        #expect(source.draw(upTo: 0) == 0)
        #expect(source.drawInt(in: 5...5) == 5)
        #expect(source.draw(upTo: 9) == 4)
        #expect(source.recorded == [4])
    }

    @Test func byteSourcesReadBigEndianAndReturnZeroPastTheEnd() {
        var source = ChoiceSource(bytes: [0x01, 0x02, 0xFF, 0x07], recording: true)
        #expect(source.draw(upTo: 0xFFFF) == 0x0102)
        #expect(source.draw(upTo: 9) == 0xFF % 10)
        #expect(source.draw(upTo: 0xFFFF) == 0x0700)
        #expect(source.overran)
        #expect(source.draw(upTo: 1) == 0)
        #expect(source.recorded == [0x0102, 5, 0x0700, 0])
    }

    @Test func byteSourcesAreDeterministicAndReplayable() {
        let gen = Gen.array(of: Gen.int(in: -100...100), count: 0...10)
        let bytes: [UInt8] = [1, 200, 3, 1, 77, 1, 150, 0, 9]
        var first = ChoiceSource(bytes: bytes, recording: true)
        var second = ChoiceSource(bytes: bytes)
        let value = gen.run(&first)
        #expect(value == gen.run(&second))
        // Flag 1 % 2 = 1; element choice 200 → -100 (zig-zag end); flag 3 → 1;
        // element 1 → 1; flag 77 → 1; element 1 → 1; flag 150 % 2 = 0 stops.
        #expect(value == [-100, 1, 1])
        var replay = ChoiceSource(replaying: first.recorded)
        #expect(gen.run(&replay) == value)
    }

    /// A recording source draws through its own function
    /// (`drawRecorded(upTo:)`) and one that does not record
    /// without it: over many draws of every size of bound, seeded, replayed
    /// and read from bytes, the two return the same values and count the
    /// same draws, and the recording one records exactly what it returned,
    /// with its bounds.
    @Test func aRecordingSourceDrawsWhatOneThatDoesNotRecordDraws() {
        let bounds: [UInt64] = [0, 1, 2, 9, 255, 256, 70_000, 1 << 40, .max]
        let choices = (0..<500).map { UInt64($0) &* 0x9E37_79B9_7F4A_7C15 }
        let bytes = (0..<2_000).map { UInt8(truncatingIfNeeded: $0 &* 37) }
        let pairs = [
            (ChoiceSource(seed: 42, recording: true), ChoiceSource(seed: 42)),
            (ChoiceSource(replaying: choices, recording: true), ChoiceSource(replaying: choices)),
            (ChoiceSource(bytes: bytes, recording: true), ChoiceSource(bytes: bytes)),
        ]
        for (recordingSource, plainSource) in pairs {
            var recording = recordingSource, plain = plainSource
            var values: [UInt64] = [], drawnBounds: [UInt64] = []
            for index in 0..<1_000 {
                let bound = bounds[index % bounds.count]
                let value = recording.draw(upTo: bound)
                #expect(value == plain.draw(upTo: bound))
                #expect(value <= bound)
                if bound > 0 { values.append(value); drawnBounds.append(bound) }
            }
            #expect(recording.drawCount == 888)
            #expect(plain.drawCount == 888)
            #expect(recording.overran == plain.overran)
            #expect(recording.recorded == values)
            #expect(recording.recordedBounds == drawnBounds)
        }
        var seeded = ChoiceSource(seed: 42, recording: true)
        #expect((0..<10).map { _ in seeded.draw(upTo: 9) } == [0, 3, 6, 9, 9, 7, 7, 8, 7, 5])
        #expect(seeded.recorded == [0, 3, 6, 9, 9, 7, 7, 8, 7, 5])
        #expect(seeded.recordedBounds == Array(repeating: 9, count: 10))
    }

    @Test func recordingOffKeepsNothingButTheCount() {
        var source = ChoiceSource(seed: 3)
        _ = Gen.array(of: Gen.int(in: 0...9), count: 5...5).labeled("five").run(&source)
        #expect(source.recorded.isEmpty)
        #expect(source.recordedBounds.isEmpty)
        #expect(source.spans.isEmpty)
        #expect(source.drawCount == 5)
    }

    @Test func spansNestWithLabelsDepthsAndParents() {
        var source = ChoiceSource(replaying: [3, 4, 5], recording: true)
        source.spanned("outer") { source in
            _ = source.draw(upTo: 9)
            source.spanned("inner") { _ = $0.draw(upTo: 9) }
            _ = source.draw(upTo: 9)
        }
        #expect(source.spans == [
            ChoiceSpan(start: 0, end: 3, label: "outer", depth: 0, parent: nil),
            ChoiceSpan(start: 1, end: 2, label: "inner", depth: 1, parent: 0),
        ])
    }

    /// A label is kept as its literal's text, whatever its characters (it
    /// is decoded from the literal's UTF-8 bytes).
    @Test func spanLabelsKeepTheirLiteralsText() {
        var source = ChoiceSource(seed: 1, recording: true)
        source.spanned("event.resize") { _ = $0.draw(upTo: 9) }
        source.spanned("größe ✓") { _ = $0.draw(upTo: 9) }
        source.spanned("a label longer than fifteen bytes") { _ = $0.draw(upTo: 9) }
        source.spanned("x") { _ = $0.draw(upTo: 9) }
        #expect(source.spans.map(\.label) == ["event.resize", "größe ✓", "a label longer than fifteen bytes", "x"])
        #expect(source.spans.map(\.range) == [0..<1, 1..<2, 2..<3, 3..<4])
    }
}
