import LayoutModel

extension Failure {
    /// Finds ``region`` and ``regionMap`` again for ``scenario`` failing as
    /// ``violation``, as the runner does after shrinking: the slices through
    /// the failing window, then the two-dimensional walk (or, where the
    /// window's size cannot be chosen, the windows of every device of its
    /// idiom).
    ///
    /// - Parameter invariants: the run's invariants, which hold the checks
    ///   of a custom ``invariant``.
    /// - Complexity: one evaluation of the failing step per size tried: the
    ///   slices try every pixel from the failing size to one past each edge,
    ///   the map about three sizes per cell between breakpoints, plus a
    ///   bisection for each edge it finds (at most 32).
    public mutating func locate(invariants: InvariantSet = .all) {
        (region, regionMap) = RegionFinder(model: model, invariant: invariant, invariants: invariants)
            .locate(scenario, failingAt: violation)
    }
}
