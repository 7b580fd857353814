extension Gen {
    /// An array whose length lies in `count`.
    ///
    /// The length is encoded by per-element continue flags: before each element
    /// beyond `count.lowerBound` (and while below `count.upperBound`) one choice
    /// says `1` = another element or `0` = stop. Each element, with its flag, is a
    /// span labelled `"element"`, so deleting a span deletes an element, and a
    /// replay that runs out reads `0` and stops. Seeded, the expected number of
    /// optional elements is `min(5, upper − lower)`.
    ///
    /// Shrinks toward the shortest allowed array (`count.lowerBound` elements),
    /// each element toward its own minimum, earlier elements first.
    /// - Parameters:
    ///   - element: generates each element.
    ///   - count: allowed lengths; a negative lower bound counts as `0`.
    public static func array<Element>(of element: Gen<Element>, count: ClosedRange<Int>) -> Gen<Value>
    where Value == [Element] {
        let minimum = Swift.max(0, count.lowerBound)
        let maximum = Swift.max(minimum, count.upperBound)
        let moreWeight = UInt64(Swift.max(1, Swift.min(5, maximum - minimum)))
        return Gen { source in
            var elements: [Element] = []
            elements.reserveCapacity(minimum)
            while elements.count < maximum {
                if elements.count < minimum {
                    elements.append(source.spanned("element") { element.run(&$0) })
                    continue
                }
                let token = source.beginSpan("element")
                guard source.drawBool(trueWeight: moreWeight, falseWeight: 1) else {
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
    /// ``array(of:count:)``.
    /// - Parameter count: allowed lengths.
    public func array(count: ClosedRange<Int>) -> Gen<[Value]> {
        Gen<[Value]>.array(of: self, count: count)
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
