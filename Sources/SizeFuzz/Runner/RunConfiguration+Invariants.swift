import LayoutModel

extension RunConfiguration {
    /// How many invariants the run checks on at least one app: the
    /// configuration's, built-in and custom, less those every app's spec
    /// turns off.
    public var checkedInvariantCount: Int {
        let sets = apps.map { $0.checked(invariants) }
        let builtin = sets.reduce(0) { $0 | $1.bits }.nonzeroBitCount
        return builtin + invariants.custom.count
    }

    /// The built-in invariants not checked on `app`: those the configuration
    /// leaves out and those its spec turns off, in `InvariantName.allCases`
    /// order.
    public func invariantsOff(for app: AppSpec) -> [InvariantName] {
        app.checked(invariants).disabled
    }

    /// The line a run's output gives when some built-in invariant is not
    /// checked, so that no check is hidden: `invariants off: grid-fits`, or
    /// per app when the apps differ (`invariants off: sports: grid-fits;
    /// cafe: none`); when most are off, the ones checked instead
    /// (`only selection-preserved checked, 13 off`). `nil` when every
    /// built-in invariant is checked on every app.
    public var invariantsOffLine: String? {
        let off = apps.map(invariantsOff(for:))
        guard off.contains(where: { !$0.isEmpty }) else { return nil }
        func names(_ list: [InvariantName]) -> String {
            if list.isEmpty { return "none" }
            let on = InvariantName.allCases.filter { !list.contains($0) }
            guard on.count < list.count else { return list.map(\.rawValue).joined(separator: ", ") }
            return "only " + (on.isEmpty ? "custom invariants" : on.map(\.rawValue).joined(separator: ", ")) + " checked, \(list.count) off"
        }
        if off.allSatisfy({ $0 == off[0] }) { return "invariants off: \(names(off[0]))" }
        return "invariants off: " + zip(apps, off).map { "\($0.name): \(names($1))" }.joined(separator: "; ")
    }
}
