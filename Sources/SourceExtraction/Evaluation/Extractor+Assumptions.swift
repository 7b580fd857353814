extension Extractor {
    /// Adds `assumption` unless it is already there, keeping their order.
    /// - Complexity: amortized O(1): a set mirrors the list (rebuilt once
    ///   after code that restores a saved list).
    mutating func record(_ assumption: Assumption) {
        if !assumptionsIndexed { assumptionIndex = Set(assumptions) }
        if assumptionIndex.insert(assumption).inserted { assumptions.append(assumption) }
        assumptionsIndexed = true
    }
}
