/// A custom invariant's name that cannot be used.
public struct InvariantNameError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What is wrong, in one line.
    public var description: String
}

extension InvariantSet {
    /// Checks the names of the custom invariants: each not empty, without
    /// spaces or control characters, not a built-in invariant's name, and
    /// unique in the set. A run checks this before its first case.
    /// - Throws: ``InvariantNameError`` naming the first bad name.
    public func validate() throws(InvariantNameError) {
        var seen: [String] = []
        for invariant in custom {
            let name = invariant.name.rawValue
            if name.isEmpty {
                throw InvariantNameError(description: "a custom invariant's name is empty; name it in kebab-case, like 'deselect-keeps-tab'")
            }
            if name.unicodeScalars.contains(where: { $0.properties.isWhitespace || $0.properties.generalCategory == .control }) {
                throw InvariantNameError(description: "custom invariant name \(name.echoed) has a space or a control character; name it in kebab-case, like 'deselect-keeps-tab'")
            }
            if InvariantName(rawValue: name) != nil {
                throw InvariantNameError(description: "custom invariant name '\(name)' is a built-in invariant's name; give yours another")
            }
            if seen.contains(name) {
                throw InvariantNameError(description: "two custom invariants are named '\(name)'; names must be unique within a run")
            }
            seen.append(name)
        }
    }

}
