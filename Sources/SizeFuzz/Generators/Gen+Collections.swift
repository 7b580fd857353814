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
    /// cut at `count.upperBound`.
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
        let minimum = Swift.max(0, count.lowerBound)
        let maximum = Swift.max(minimum, count.upperBound)
        let (moreWeight, stopWeight) = lengthOdds(minimum: minimum, maximum: maximum, averageLength: averageLength)
        return Gen { source in
            var elements: [Element] = []
            elements.reserveCapacity(minimum)
            while elements.count < maximum {
                if elements.count < minimum {
                    elements.append(source.spanned("element") { element.run(&$0) })
                    continue
                }
                let token = source.beginSpan("element")
                guard source.drawBool(trueWeight: moreWeight, falseWeight: stopWeight) else {
                    source.endSpan(token, discard: true)
                    break
                }
                elements.append(element.run(&source))
                source.endSpan(token)
            }
            return elements
        }
    }

    /// The odds of one more element against stopping, for ``array(of:count:averageLength:)``.
    static func lengthOdds(minimum: Int, maximum: Int, averageLength: Double?) -> (more: UInt64, stop: UInt64) {
        guard let averageLength else { return (UInt64(Swift.max(1, Swift.min(5, maximum - minimum))), 1) }
        let extra = averageLength - Double(minimum)
        guard extra.isFinite, extra > 0 else { return (0, 1) }
        // 64ths keep a fractional mean; 2^40 keeps the sum of the weights far from overflow.
        let more = (extra * 64).rounded()
        return (more < 0x1p40 ? UInt64(more) : 1 << 40, 64)
    }

    /// An array of this generator's values with a length in `count`; see
    /// ``array(of:count:averageLength:)``.
    /// - Parameters:
    ///   - count: allowed lengths.
    ///   - averageLength: the mean length of seeded arrays; `nil` for the default.
    public func array(count: ClosedRange<Int>, averageLength: Double? = nil) -> Gen<[Value]> {
        Gen<[Value]>.array(of: self, count: count, averageLength: averageLength)
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
