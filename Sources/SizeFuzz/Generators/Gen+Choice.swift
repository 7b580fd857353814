extension Gen {
    /// One of the `alternatives`, uniformly when seeded.
    ///
    /// One choice picks the index, then the chosen generator draws; both are in a
    /// span labelled `"oneOf"`. Shrinks toward `alternatives[0]` (order them
    /// simplest first) and, within a branch, toward that branch's minimum.
    /// - Parameter alternatives: a non-empty array of generators.
    public static func oneOf(_ alternatives: [Gen<Value>]) -> Gen<Value> {
        precondition(!alternatives.isEmpty, "Gen.oneOf needs at least one alternative")
        let bound = UInt64(alternatives.count - 1)
        return Gen { source in
            source.spanned("oneOf") { source in
                alternatives[Int(source.draw(upTo: bound))].run(&source)
            }
        }
    }

    /// One of the `alternatives`, uniformly when seeded. See `oneOf(_:)`.
    /// - Parameter alternatives: one or more generators, simplest first.
    public static func oneOf(_ alternatives: Gen<Value>...) -> Gen<Value> {
        oneOf(alternatives)
    }

    /// One of the generators, chosen with probability proportional to its weight
    /// when seeded.
    ///
    /// Like `oneOf(_:)`: one choice (the index) and a span labelled
    /// `"frequency"`; shrinks toward the first alternative whatever the weights.
    /// - Parameter alternatives: weights and generators, simplest first; the
    ///   weights must not all be zero.
    public static func frequency(_ alternatives: [(weight: UInt64, gen: Gen<Value>)]) -> Gen<Value> {
        precondition(!alternatives.isEmpty, "Gen.frequency needs at least one alternative")
        let weights = alternatives.map(\.weight)
        let gens = alternatives.map(\.gen)
        return Gen { source in
            source.spanned("frequency") { source in
                gens[source.drawWeighted(weights)].run(&source)
            }
        }
    }
}
