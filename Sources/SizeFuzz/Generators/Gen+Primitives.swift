extension Gen {
    /// Always `value`; draws nothing, so there is nothing to shrink.
    /// - Parameter value: the value.
    public static func constant(_ value: Value) -> Gen<Value> where Value: Sendable {
        Gen { _ in value }
    }

    /// An integer in `range`: one choice, zig-zag around `target` (see
    /// ``ChoiceEncoding``). Shrinks toward `target`, then `target + 1`, `target − 1`, …
    /// - Parameters:
    ///   - range: the possible values; the full `Int` range is allowed.
    ///   - target: the simplest value; defaults to `0`, or the bound nearest to `0`.
    ///   - favouringSmall: whether seeded draws favour values near `target` (a
    ///     random bit width first), which finds collisions such as `a == b` quickly.
    public static func int(
        in range: ClosedRange<Int>, shrinkingToward target: Int? = nil, favouringSmall: Bool = false
    ) -> Gen<Value> where Value == Int {
        Gen { source in source.drawInt(in: range, shrinkingToward: target, favouringSmall: favouringSmall) }
    }

    /// A `Double` on a grid, `minimum + k * step` for `k` in `0...steps`. Shrinks
    /// toward `minimum`.
    /// - Parameters:
    ///   - minimum: the simplest value.
    ///   - step: grid spacing.
    ///   - steps: number of steps above `minimum`.
    public static func double(from minimum: Double, step: Double, steps: UInt64) -> Gen<Value>
    where Value == Double {
        Gen { source in source.drawDouble(from: minimum, step: step, steps: steps) }
    }

    /// One of `elements`, uniformly when seeded. Shrinks toward `elements[0]`, so
    /// list the simplest first.
    /// - Parameter elements: a non-empty array (an empty one is a programmer error).
    public static func element(of elements: [Value]) -> Gen<Value> where Value: Sendable {
        precondition(!elements.isEmpty, "Gen.element(of:) needs at least one element")
        let bound = UInt64(elements.count - 1)
        return Gen { source in elements[Int(source.draw(upTo: bound))] }
    }
}

extension Gen where Value == Bool {
    /// `false` or `true`: one choice in `0...1`. Shrinks toward `false`.
    public static var bool: Gen<Bool> {
        Gen { source in source.drawBool() }
    }
}
