/// The orientation of a device's screen.
public enum Orientation: String, Hashable, Sendable, Codable, CaseIterable {
    /// Taller than wide: the catalog's `width x height`.
    case portrait
    /// Wider than tall: the catalog's size transposed.
    case landscape

    /// The other orientation: what a rotation turns this one into.
    public var rotated: Orientation { self == .portrait ? .landscape : .portrait }
}
