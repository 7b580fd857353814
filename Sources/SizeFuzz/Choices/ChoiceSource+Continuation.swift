extension ChoiceSource {
    /// A source that replays `prefix` (each choice clamped to its draw's
    /// bound) and then draws as a seeded source would, from `seed`: how a
    /// coverage-guided search keeps the start of a case and varies the rest.
    ///
    /// Weighted draws past the prefix follow their weights, as seeded draws
    /// do; ``overran`` is never set.
    /// - Parameters:
    ///   - prefix: the choices to replay first.
    ///   - seed: the seed of the draws after the prefix.
    ///   - recording: whether to record the values actually returned.
    public init(replaying prefix: [UInt64], thenSeed seed: UInt64, recording: Bool = false) {
        self.init(replaying: prefix, recording: recording)
        rng = Xoshiro256StarStar(seed: seed)
        continuesSeeded = true
        if prefix.isEmpty { mode = .seeded }
    }
}
