/// What an app's code sets on a split view's columns when the window's
/// horizontal size class changes:
/// `.onChange(of: horizontalSizeClass) { _, new in if new == .compact { preferredCompactColumn = .detail } }`,
/// or `{ columnVisibility = .detailOnly }` on every change.
///
/// The handler runs after SwiftUI has applied the new size class (an
/// `onChange` action runs once the value it watches has changed, Apple,
/// `onChange(of:initial:_:)`), so a collapsing split view has already put
/// its column on top (``AppModel``'s collapse rule) when the app moves it.
/// It writes the app's `columnVisibility` or `preferredCompactColumn`
/// binding, so it needs one; nothing else of the navigation state changes.
/// A visibility set while the split view is collapsed is kept and applies
/// when it expands (a collapsed split view ignores visibility: ``SplitViewLayout``).
public struct ColumnReaction: Hashable, Sendable, Codable {
    /// The size class the window changes to for the handler to act; `nil`
    /// acts on every change.
    public var to: SizeClass?
    /// The column visibility the handler sets, if any.
    public var visibility: ColumnVisibility?
    /// The preferred compact column the handler sets, if any.
    public var preferredCompactColumn: SplitColumn?

    /// Creates a reaction.
    public init(to: SizeClass? = nil, visibility: ColumnVisibility? = nil, preferredCompactColumn: SplitColumn? = nil) {
        self.to = to
        self.visibility = visibility
        self.preferredCompactColumn = preferredCompactColumn
    }
}
