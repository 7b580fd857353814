import LayoutModel

extension AppSpec {
    /// The built-in invariants the spec turns off (`"invariants":
    /// {"disabled": [...]}`), in `InvariantName.allCases` order; names that
    /// are not built-in invariants are left out (``invariantProblems``
    /// reports them).
    public var disabledInvariants: [InvariantName] {
        guard let disabled = invariants?.disabled, !disabled.isEmpty else { return [] }
        return InvariantName.allCases.filter { disabled.contains($0.rawValue) }
    }

    /// The invariants of `invariants` that are checked on this app: all but
    /// the ones its spec turns off.
    public func checked(_ invariants: InvariantSet) -> InvariantSet {
        let disabled = disabledInvariants
        return disabled.isEmpty ? invariants : invariants.removing(disabled)
    }

    /// The problems with the invariant names the spec gives: each must be a
    /// built-in invariant's, given once; the message names the nearest one.
    public var invariantProblems: [SpecProblem] {
        guard let disabled = invariants?.disabled else { return [] }
        let names = InvariantName.allCases.map(\.rawValue)
        var problems: [SpecProblem] = []
        for (index, name) in disabled.enumerated() {
            let field = "invariants.disabled[\(index)]"
            if !names.contains(name) {
                problems.append(SpecProblem(field: field,
                    message: "unknown invariant \(name.echoed)\(KeySuggestion.hint(for: name, in: names)) (fuzzrun list invariants)"))
            } else if disabled[..<index].contains(name) {
                problems.append(SpecProblem(field: field, message: "\(name.echoed) is listed twice"))
            }
        }
        return problems
    }

    /// Every problem with the spec: the model's (``problems``), then the
    /// invariant names'.
    var allProblems: [SpecProblem] { problems + invariantProblems }
}
