/// A generator: a recipe that turns choices drawn from a ``ChoiceSource`` into a value.
///
/// Every generator built from these combinators shrinks through its choice
/// sequence: the ``Shrinker`` simplifies the choices (fewer, then smaller) and
/// replays them, so no generator needs a hand-written shrinker. What a generator
/// "shrinks toward" is therefore the value it produces from all-zero choices,
/// documented on each combinator.
///
/// ```swift
/// let sizes = Gen.array(of: Gen.int(in: 320...1366), count: 1...10)
/// var source = ChoiceSource(seed: ChoiceSource.caseSeed(seed: 42, caseIndex: 0))
/// let value = sizes.run(&source)
/// ```
public struct Gen<Value>: Sendable {
    /// Draws a value from `source`. Check `source.isRejected` afterwards: a
    /// rejected case (see ``filter(maxAttempts:_:)``) must be discarded.
    public let run: @Sendable (inout ChoiceSource) -> Value

    /// Wraps a drawing closure. Draw only through the source, so the value
    /// replays and shrinks; mark structure with ``ChoiceSource/spanned(_:_:)``.
    /// - Parameter run: draws a value from the source.
    public init(_ run: @escaping @Sendable (inout ChoiceSource) -> Value) {
        self.run = run
    }

    /// Draws one value from `source`.
    /// - Parameter source: the source to draw from.
    /// - Returns: the value; discard it if `source.isRejected`.
    public func generate(from source: inout ChoiceSource) -> Value {
        run(&source)
    }

    /// The same generator, with its choices marked as one span labelled `label`,
    /// so domain shrink passes can find them. Shrinks like `self`.
    /// - Parameter label: the span label, e.g. `"resize"`.
    public func labeled(_ label: StaticString) -> Gen<Value> {
        Gen { source in source.spanned(label) { self.run(&$0) } }
    }

    /// A generator built on first use, for recursive generators. Shrinks like the
    /// generator `make` returns.
    /// - Parameter make: builds the generator; called on every draw.
    public static func deferred(_ make: @escaping @Sendable () -> Gen<Value>) -> Gen<Value> {
        Gen { source in make().run(&source) }
    }
}
