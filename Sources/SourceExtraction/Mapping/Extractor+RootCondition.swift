import LayoutModel

extension Extractor {
    /// The `if` or `switch` where the iPad's regular-width tree and its
    /// compact one part (`if horizontalSizeClass == .compact`): the condition
    /// that picks a root by size class alone, and so shows the regular root
    /// on an iPhone in regular width (a Plus or Max in landscape) too. The
    /// source map keeps it as the container entry `sizeClass:condition`,
    /// the line behind a failure of the regular root that only an iPhone
    /// has; nil when the trees do not part at one such statement.
    func sizeClassCondition(_ trees: [ViewTree]) -> Site? {
        guard trees.count > 1 else { return nil }
        for (left, right) in zip(Self.ownerPath(trees[0]), Self.ownerPath(trees[1])) where left != right {
            guard case .branch(let one) = left, case .branch(let other) = right,
                  Self.statement(one) == Self.statement(other) else { return nil }
            return branchSites[Self.statement(one)]
        }
        return nil
    }

    /// The statement's location in a branch marker (`file:line:column#index`).
    private static func statement(_ marker: String) -> String {
        String(marker[..<(marker.lastIndex(of: "#") ?? marker.endIndex)])
    }
}
