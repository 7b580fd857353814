/// One end of every estimate's plausible range (``Estimate``).
public enum EstimateEnd: String, Hashable, Sendable, CaseIterable {
    /// Every estimate at ``Estimate/lower``.
    case lower
    /// Every estimate at ``Estimate/upper``.
    case upper
}

extension Platform {
    /// This platform with every estimated parameter (``Estimate/all``) at
    /// `end` of its plausible range: what `fuzzrun --estimates lower` runs
    /// on, so that a correct app can be checked at both ends of every range.
    public func withEstimates(at end: EstimateEnd) -> Platform {
        Estimate.all.reduce(self) { platform, estimate in
            estimate.setting(end == .lower ? estimate.lower : estimate.upper, in: platform)
        }
    }
}
