/// The built-in invariants as ``Invariant`` values, so that a set lists them
/// beside yours: `[.gridFits, .deselectKeepsTab]`.
extension Invariant {
    /// ``InvariantName/selectionPreserved``.
    public static let selectionPreserved = Invariant(InvariantName.selectionPreserved)
    /// ``InvariantName/pathPreserved``.
    public static let pathPreserved = Invariant(InvariantName.pathPreserved)
    /// ``InvariantName/noFixedWidthOverflow``.
    public static let noFixedWidthOverflow = Invariant(InvariantName.noFixedWidthOverflow)
    /// ``InvariantName/contentFits``.
    public static let contentFits = Invariant(InvariantName.contentFits)
    /// ``InvariantName/columnWidthsWithinBounds``.
    public static let columnWidthsWithinBounds = Invariant(InvariantName.columnWidthsWithinBounds)
    /// ``InvariantName/sizeWithinRestrictions``.
    public static let sizeWithinRestrictions = Invariant(InvariantName.sizeWithinRestrictions)
    /// ``InvariantName/sizeClassLayoutConsistent``.
    public static let sizeClassLayoutConsistent = Invariant(InvariantName.sizeClassLayoutConsistent)
    /// ``InvariantName/gridFits``.
    public static let gridFits = Invariant(InvariantName.gridFits)
    /// ``InvariantName/tabBarFits``.
    public static let tabBarFits = Invariant(InvariantName.tabBarFits)
    /// ``InvariantName/toolbarActionsReachable``.
    public static let toolbarActionsReachable = Invariant(InvariantName.toolbarActionsReachable)
    /// ``InvariantName/layoutPathIndependent``.
    public static let layoutPathIndependent = Invariant(InvariantName.layoutPathIndependent)
    /// ``InvariantName/sceneIsolation``.
    public static let sceneIsolation = Invariant(InvariantName.sceneIsolation)
    /// ``InvariantName/restorationRoundtrip``.
    public static let restorationRoundtrip = Invariant(InvariantName.restorationRoundtrip)
    /// ``InvariantName/windowControlsClear``.
    public static let windowControlsClear = Invariant(InvariantName.windowControlsClear)
    /// ``InvariantName/columnsPreserved``.
    public static let columnsPreserved = Invariant(InvariantName.columnsPreserved)
}
