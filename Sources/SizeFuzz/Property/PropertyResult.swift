/// The outcome of ``Property/check(_:seed:cases:shrinkBudget:_:)``: a value,
/// which prints in a few lines.
public struct PropertyResult<Value> {
    /// How a run ended.
    public enum Outcome {
        /// Every valid case held.
        case passed
        /// A case failed; the failure carries the shrunk counterexample.
        case failed(PropertyFailure<Value>)
        /// More than half the cases were rejected by the generator (or the
        /// replayed choices were): too few values were checked to call it a pass.
        case gaveUp
    }

    /// The run's seed.
    public let seed: UInt64
    /// Cases drawn, the failing one included; rejected ones included.
    public let casesRun: Int
    /// Cases the generator rejected.
    public let casesRejected: Int
    /// How the run ended.
    public let outcome: Outcome

    /// Whether the run passed: no failure, and not given up.
    public var passed: Bool {
        if case .passed = outcome { return true }
        return false
    }

    /// How many times the property ran: once per case that was not rejected,
    /// plus the failure's ``PropertyFailure/shrinkEvaluations``.
    public var evaluations: Int {
        casesRun - casesRejected + (failure?.shrinkEvaluations ?? 0)
    }

    /// The failure, if a case failed.
    public var failure: PropertyFailure<Value>? {
        if case .failed(let failure) = outcome { return failure }
        return nil
    }
}

extension PropertyResult: CustomStringConvertible {
    /// One verdict line; for a failure, the failure's lines after it.
    public var description: String {
        let valid = casesRun - casesRejected
        switch outcome {
        case .passed:
            return "passed: \(valid) cases held (seed \(seed), \(casesRejected) rejected)"
        case .gaveUp:
            return "gave up: \(casesRejected) of \(casesRun) cases rejected by the generator (seed \(seed))"
        case .failed(let failure):
            return "failed after \(valid) cases (seed \(seed))\n\(failure)"
        }
    }
}

extension PropertyResult: Sendable where Value: Sendable {}
extension PropertyResult.Outcome: Sendable where Value: Sendable {}
