extension Gen {
    /// Transforms each value. Draws exactly what `self` draws, so it shrinks toward
    /// `transform` of what `self` shrinks toward.
    /// - Parameter transform: a pure function of the value.
    public func map<T>(_ transform: @escaping @Sendable (Value) -> T) -> Gen<T> {
        Gen<T> { source in transform(self.run(&source)) }
    }

    /// Draws a value, then draws from the generator it selects (monadic bind).
    ///
    /// Records a span `"flatMap"` around both draws and a span `"flatMap.result"`
    /// around the second, so the shrinker can delete or replace the dependent part.
    /// Shrinks the first value toward its own minimum and the second through its
    /// choices, replayed against whatever generator the shrunk first value selects.
    /// - Parameter transform: picks the next generator from the first value.
    public func flatMap<T>(_ transform: @escaping @Sendable (Value) -> Gen<T>) -> Gen<T> {
        Gen<T> { source in
            source.spanned("flatMap") { source in
                let first = self.run(&source)
                return source.spanned("flatMap.result") { transform(first).run(&$0) }
            }
        }
    }

    /// Draws a pair, `a` first. Each component shrinks independently toward its
    /// own minimum (and together, through the shrinker's pair passes).
    /// - Parameters:
    ///   - a: the first component.
    ///   - b: the second component.
    public static func zip<A, B>(_ a: Gen<A>, _ b: Gen<B>) -> Gen<Value> where Value == (A, B) {
        Gen { source in
            let first = a.run(&source)
            let second = b.run(&source)
            return (first, second)
        }
    }

    /// Draws a tuple of any arity, left to right. Each component shrinks toward
    /// its own minimum.
    /// - Parameter gen: the component generators.
    public static func zip<each T>(_ gen: repeat Gen<each T>) -> Gen<Value> where Value == (repeat each T) {
        Gen { source in (repeat (each gen).run(&source)) }
    }

    /// Keeps only values satisfying `isIncluded`, retrying with fresh choices.
    ///
    /// Each attempt is a span labelled `"filter"`, so the shrinker can delete the
    /// failed attempts. After `maxAttempts` failures (or as soon as an attempt
    /// fails after a replay or byte source ran out, since every further attempt
    /// would read the same zeros) it gives up: it calls
    /// ``ChoiceSource/markRejected()`` and returns the last value, which does
    /// **not** satisfy the predicate. The case is then invalid (proptest's
    /// "reject"): runners count it as rejected, the shrinker treats it as not a
    /// failure. Shrinks toward the minimum of `self` that satisfies `isIncluded`.
    /// - Parameters:
    ///   - maxAttempts: how many values to try; at least 1.
    ///   - isIncluded: the predicate.
    public func filter(maxAttempts: Int = 100, _ isIncluded: @escaping @Sendable (Value) -> Bool) -> Gen<Value> {
        let attempts = Swift.max(1, maxAttempts)
        return Gen { source in
            var attempt = 0
            while true {
                let value = source.spanned("filter") { self.run(&$0) }
                if isIncluded(value) { return value }
                attempt += 1
                if attempt >= attempts || source.overran {
                    source.markRejected()
                    return value
                }
            }
        }
    }
}
