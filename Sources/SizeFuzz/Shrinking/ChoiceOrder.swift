/// The one definition of "simpler" for choice sequences (Hypothesis's `sort_key`).
///
/// A sequence is simpler than another when it is **shorter**, or equally long and
/// **lexicographically smaller** (comparing choices as unsigned integers). Because
/// generators map choice `0` to their simplest value and stop lists on a `0`
/// flag, a simpler sequence means fewer or simpler parts in the value.
public enum ChoiceOrder {
    /// Whether `lhs` is strictly simpler than `rhs`: shorter, or equally long and
    /// lexicographically smaller.
    /// - Parameters:
    ///   - lhs: a choice sequence.
    ///   - rhs: another choice sequence.
    /// - Complexity: O(min(lhs.count, rhs.count)).
    public static func isSimpler(_ lhs: [UInt64], than rhs: [UInt64]) -> Bool {
        if lhs.count != rhs.count { return lhs.count < rhs.count }
        return lhs.lexicographicallyPrecedes(rhs)
    }
}
