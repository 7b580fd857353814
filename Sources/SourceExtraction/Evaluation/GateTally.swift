/// What a gate at the root showed across the evaluations of one reading:
/// the navigation each branch showed, summed, and the branches followed.
struct GateTally: Sendable {
    /// The navigation weight of the first branch, summed over the evaluations.
    var thenWeight = 0
    /// The same for the `else` branch.
    var elseWeight = 0
    /// The branches followed (true: the first).
    var followed: Set<Bool> = []

    /// Adds one evaluation's weights (a branch without content counts 0).
    mutating func add(then: Int, else other: Int, followedThen: Bool) {
        thenWeight += Swift.max(0, then)
        elseWeight += Swift.max(0, other)
        followed.insert(followedThen)
    }

    /// Whether the evaluations followed different branches.
    var disagrees: Bool { followed.count > 1 }

    /// The branch to follow in every evaluation: the one that showed more
    /// navigation over all of them; the first on a tie.
    var pinnedThen: Bool { thenWeight >= elseWeight }
}
