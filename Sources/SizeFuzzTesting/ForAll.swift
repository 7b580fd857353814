public import SizeFuzz
public import Testing

/// Checks a property of generated values inside a Swift Testing test, and
/// records one issue with the shrunk counterexample if it fails.
///
/// ```swift
/// @Test func widthsRoundTrip() {
///     forAll(Gen.int(in: 0...10_000), seed: 3) { width in
///         Points(pixels: width * 2, scale: 2).pixels(scale: 2) == width * 2
///     }
/// }
/// ```
///
/// The property is plain Swift that returns `false` or throws to fail: it runs
/// many times while shrinking, so it must not call `#expect` itself. The issue's
/// text is `Property ` followed by `PropertyResult`'s description: the verdict
/// line with the seed; the counterexample and what the property threw; the
/// failing case's index, its size before and after shrinking (in choices) and
/// the evaluations shrinking spent, marked `(budget spent)` when the budget ran
/// out, or instead a note that the failure was flaky (it passed when replayed,
/// so nothing was shrunk); the original value; and the choices that replay the
/// counterexample with `Property.check(_:replaying:_:)`. The returned result
/// holds the same facts as values (`PropertyFailure`). A run whose generator
/// rejected most cases records an issue too: it checked too little to pass.
/// - Parameters:
///   - generator: the values to try.
///   - seed: the run's seed; the same seed gives the same cases.
///   - cases: how many cases to try.
///   - shrinkBudget: the most evaluations shrinking may use.
///   - sourceLocation: where to record the issue; the caller's by default.
///   - holds: the property.
/// - Returns: the run's result, for further checks.
@discardableResult
public func forAll<Value>(
    _ generator: Gen<Value>, seed: UInt64 = 0, cases: Int = 1_000, shrinkBudget: Int = 2_000,
    sourceLocation: SourceLocation = #_sourceLocation,
    _ holds: (Value) throws -> Bool
) -> PropertyResult<Value> {
    let result = Property.check(generator, seed: seed, cases: cases, shrinkBudget: shrinkBudget, holds)
    if !result.passed {
        Issue.record(Comment(rawValue: "Property \(result)"), sourceLocation: sourceLocation)
    }
    return result
}

extension WindowCase: CustomTestStringConvertible {
    /// The window as the test navigator lists the argument:
    /// `ipad-pro-11 landscape stage 700x800 (regular/regular)`.
    public var testDescription: String { description }
}
