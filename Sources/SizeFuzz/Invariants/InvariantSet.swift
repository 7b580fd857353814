/// The invariants a run checks: built-in ones as a bit mask (cheap to test on
/// every step) and your own ``Invariant`` values, in the order given.
///
/// ```swift
/// let invariants = InvariantSet.all.removing(.gridFits).adding(.deselectKeepsTab)
/// ```
public struct InvariantSet: Hashable, Sendable, ExpressibleByArrayLiteral {
    /// The mask of built-in invariants.
    public var bits: UInt32
    /// The invariants of your own, in the order given; empty unless you add
    /// some, and then checked after every step.
    public private(set) var custom: [Invariant] = []

    /// The set of the built-in `names` (a custom name, which has no check of
    /// its own, adds nothing).
    public init(_ names: [InvariantName]) {
        bits = names.reduce(0) { $0 | $1.bit }
    }

    /// The set whose mask is `bits`.
    init(bits: UInt32) { self.bits = bits }

    /// The set of the listed invariants, built-in or your own:
    /// `[.gridFits, .tabBarFits]`, `[.deselectKeepsTab]`.
    public init(arrayLiteral invariants: Invariant...) {
        bits = 0
        for invariant in invariants { insert(invariant) }
    }

    /// Every built-in invariant.
    public static let all = InvariantSet(InvariantName.allCases)

    /// Whether the set holds `name`.
    @inline(__always) public func contains(_ name: InvariantName) -> Bool {
        guard case let .custom(custom) = name else { return bits & name.bit != 0 }
        return self.custom.contains { $0.name.rawValue == custom }
    }

    /// The names in the set: the built-in ones in `InvariantName.allCases`
    /// order, then yours in the order given.
    public var names: [InvariantName] { InvariantName.allCases.filter(contains) + custom.map(\.name) }

    /// The built-in invariants of ``all`` that are not in the set: what a
    /// run's output lists as turned off.
    public var disabled: [InvariantName] { InvariantName.allCases.filter { !contains($0) } }

    /// Adds `invariant`; a custom one is added after the others, even if
    /// one of the same name is there (``validate()`` reports that).
    public mutating func insert(_ invariant: Invariant) {
        if invariant.check == nil { bits |= invariant.name.bit } else { custom.append(invariant) }
    }

    /// The set with `invariants` added.
    public func adding(_ invariants: Invariant...) -> InvariantSet {
        var set = self
        for invariant in invariants { set.insert(invariant) }
        return set
    }

    /// The set without `invariants`: how a test turns a built-in invariant off.
    public func removing(_ invariants: Invariant...) -> InvariantSet {
        var set = self
        for invariant in invariants {
            set.bits &= ~invariant.name.bit
            set.custom.removeAll { $0.name == invariant.name }
        }
        return set
    }

    /// The set without the built-in invariants named in `names`.
    public func removing(_ names: [InvariantName]) -> InvariantSet {
        var set = self
        for name in names {
            set.bits &= ~name.bit
            set.custom.removeAll { $0.name == name }
        }
        return set
    }

    /// The part of the set that checks `name` alone: how a failure of one
    /// invariant is shrunk and located.
    public func only(_ name: InvariantName) -> InvariantSet {
        var set = InvariantSet(bits: bits & name.bit)
        set.custom = custom.filter { $0.name == name }
        return set
    }

    /// Two sets are equal when they hold the same names.
    public static func == (lhs: InvariantSet, rhs: InvariantSet) -> Bool {
        lhs.bits == rhs.bits && lhs.custom.map(\.name) == rhs.custom.map(\.name)
    }

    /// Hashes the names.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(bits)
        hasher.combine(custom.map(\.name))
    }
}
