import LayoutModel
import SourceSyntax

// A toolbar item that stands in for a split view's column
// (`ToolbarItem.standsInFor`): a control in the item that sets the same
// selection the column's `List(selection:)` sets offers the user what the
// column offers, so an item present only in compact width (where the
// collapsed split view shows one column at a time) is not an action lost
// in regular width, where the column stands beside the detail. "The same
// action" is read narrowly, as the same selection binding: a `Picker` (a
// `Menu` of one, a `List`) whose `selection:` is bound to the state the
// sidebar's or the content column's `List(selection:)` is bound to. A list
// selection and a picker selection both write the bound value the user
// chooses (Apple, `List` `init(_:selection:rowContent:)`, `Picker`
// `init(_:selection:content:)`), so either control leads to the same
// screen. Anything else (a button, a menu over other state, a link) is an
// action of its own, and stays an action that a size class may lose.

extension Extractor {
    /// The column whose selection a toolbar item's content sets: `sidebar`
    /// when a `Picker` or `List` in `statements` binds `selection:` to the
    /// sidebar's selection (``StateRoles/sidebar``), `content` for the
    /// content column's; nil otherwise, and while the split view's roles are
    /// not known yet (the reading that cannot hide a lost action).
    mutating func standInColumn(_ statements: [Stmt], _ scope: Scope) -> SplitColumn? {
        for call in Self.calls(in: statements) where ["Picker", "List"].contains(call.calleeName ?? "") {
            guard let argument = call.argument("selection"),
                  case .binding(let key) = evaluate(argument.value, scope) else { continue }
            if key == roles.sidebar { return .sidebar }
            if key == roles.content { return .content }
        }
        return nil
    }
}
