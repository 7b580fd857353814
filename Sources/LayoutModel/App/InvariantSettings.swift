/// Which of SizeFuzz's invariants an app turns off: the spec's
/// `"invariants": {"disabled": ["grid-fits"]}`.
///
/// The model does not know the invariants; SizeFuzz checks the names when it
/// reads a spec (an unknown name is an error naming the nearest one).
public struct InvariantSettings: Hashable, Sendable, Codable {
    /// The names of the built-in invariants not checked on this app.
    public var disabled: [String]

    /// Settings that turn off the invariants named in `disabled`.
    public init(disabled: [String]) {
        self.disabled = disabled
    }
}
