/// A dimension of a size.
public enum Axis: String, Hashable, Sendable, Codable, CaseIterable {
    /// The horizontal dimension.
    case width
    /// The vertical dimension.
    case height
}

extension Size {
    /// The size's extent along `axis`.
    public subscript(axis: Axis) -> Double {
        get { axis == .width ? width : height }
        set { if axis == .width { width = newValue } else { height = newValue } }
    }
}
