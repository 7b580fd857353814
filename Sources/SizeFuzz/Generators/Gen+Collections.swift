extension Gen {
    /// An array whose length lies in `count`.
    ///
    /// The length is encoded by per-element continue flags: before each element
    /// beyond `count.lowerBound` (and while below `count.upperBound`) one choice
    /// says `1` = another element or `0` = stop. Each element, with its flag, is a
    /// span labelled `"element"`, so deleting a span deletes an element, and a
    /// replay that runs out reads `0` and stops. Seeded, the expected number of
    /// optional elements is `min(5, upper − lower)` unless `averageLength` says
    /// otherwise: the flags then continue with odds `(averageLength − lower) : 1`
    /// (in 64ths), so lengths follow a geometric distribution with that mean,
    /// cut at `count.upperBound`. ``array(of:count:lengths:)`` takes other
    /// distributions.
    ///
    /// Shrinks toward the shortest allowed array (`count.lowerBound` elements),
    /// each element toward its own minimum, earlier elements first.
    /// - Parameters:
    ///   - element: generates each element.
    ///   - count: allowed lengths; a negative lower bound counts as `0`.
    ///   - averageLength: the mean length of seeded arrays before the upper bound
    ///     cuts them; `nil` for the default above. Values below the lower bound
    ///     (or not finite) give arrays of exactly `count.lowerBound` elements.
    public static func array<Element>(
        of element: Gen<Element>, count: ClosedRange<Int>, averageLength: Double? = nil
    ) -> Gen<Value>
    where Value == [Element] {
        array(of: element, count: count, lengths: averageLength.map { .geometric(mean: $0) } ?? .standard)
    }

    /// An array whose length lies in `count`, spread over that range by
    /// `lengths` when seeded.
    ///
    /// Drawn and encoded exactly as ``array(of:count:averageLength:)`` (one
    /// continue flag per optional element, each element a span labelled
    /// `"element"`); `lengths` sets only the seeded odds of each flag. Replayed
    /// choices ignore it, so every distribution shrinks the same way: toward
    /// `count.lowerBound` elements, each element toward its own minimum.
    /// - Parameters:
    ///   - element: generates each element.
    ///   - count: allowed lengths; a negative lower bound counts as `0`.
    ///   - lengths: how seeded lengths spread over `count`.
    /// - Complexity: one draw per optional element for the flag, plus the elements'.
    public static func array<Element>(
        of element: Gen<Element>, count: ClosedRange<Int>, lengths: LengthDistribution
    ) -> Gen<Value>
    where Value == [Element] {
        let minimum = Swift.max(0, count.lowerBound)
        let maximum = Swift.max(minimum, count.upperBound)
        let odds = lengths.odds(minimum: minimum, maximum: maximum)
        // The usual geometric odds as plain numbers, so the hot loop reads no enum.
        let constant: (more: UInt64, stop: UInt64)? =
            if case .constant(let more, let stop) = odds { (more, stop) } else { nil }
        return Gen { source in
            var elements: [Element] = []
            elements.reserveCapacity(minimum)
            while elements.count < maximum {
                if elements.count < minimum {
                    elements.append(source.spanned("element") { element.run(&$0) })
                    continue
                }
                let token = source.beginSpan("element")
                let (more, stop) = constant ?? odds.after(elements.count - minimum)
                guard source.drawBool(trueWeight: more, falseWeight: stop) else {
                    source.endSpan(token, discard: true)
                    break
                }
                elements.append(element.run(&source))
                source.endSpan(token)
            }
            return elements
        }
    }

    /// An array of this generator's values with a length in `count`; see
    /// ``array(of:count:averageLength:)``.
    /// - Parameters:
    ///   - count: allowed lengths.
    ///   - averageLength: the mean length of seeded arrays; `nil` for the default.
    public func array(count: ClosedRange<Int>, averageLength: Double? = nil) -> Gen<[Value]> {
        Gen<[Value]>.array(of: self, count: count, averageLength: averageLength)
    }

    /// An array of this generator's values with a length in `count`, spread by
    /// `lengths`; see ``array(of:count:lengths:)``.
    /// - Parameters:
    ///   - count: allowed lengths.
    ///   - lengths: how seeded lengths spread over `count`.
    public func array(count: ClosedRange<Int>, lengths: LengthDistribution) -> Gen<[Value]> {
        Gen<[Value]>.array(of: self, count: count, lengths: lengths)
    }

    /// `nil` or a value: one flag choice (`0` = `nil`), then the value, in a span
    /// labelled `"optional"`. Shrinks toward `nil`.
    public var optional: Gen<Value?> {
        Gen<Value?> { source in
            source.spanned("optional") { source in
                source.drawBool() ? self.run(&source) : nil
            }
        }
    }
}
