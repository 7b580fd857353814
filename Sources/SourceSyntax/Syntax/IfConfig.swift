/// A `#if` block with every clause kept, whichever is active.
///
/// `Element` is what the clauses hold: declarations, statements, switch
/// cases, or the postfix members of a chain (``PostfixIfConfigExpr``).
public struct IfConfig<Element: Sendable>: Sendable {
    /// The clauses in order: `#if`, any `#elseif`s, an optional `#else`.
    public var clauses: [IfConfigClause<Element>]
    /// The bytes from `#if` to `#endif`.
    public var range: SourceRange

    /// A `#if` block.
    public init(clauses: [IfConfigClause<Element>], range: SourceRange) {
        self.clauses = clauses
        self.range = range
    }
}

/// One clause of a ``IfConfig``.
public struct IfConfigClause<Element: Sendable>: Sendable {
    /// Which directive starts the clause.
    public enum Directive: String, Hashable, Sendable {
        /// `#if`
        case `if` = "#if"
        /// `#elseif`
        case elseif = "#elseif"
        /// `#else`
        case `else` = "#else"
    }

    /// The directive.
    public var directive: Directive
    /// The condition, as an expression (`os(iOS) && DEBUG`); nil for `#else`.
    public var condition: Expr?
    /// What the clause holds.
    public var elements: [Element]
    /// The bytes from the directive to the next directive.
    public var range: SourceRange

    /// A clause.
    public init(directive: Directive, condition: Expr?, elements: [Element], range: SourceRange) {
        self.directive = directive
        self.condition = condition
        self.elements = elements
        self.range = range
    }
}
