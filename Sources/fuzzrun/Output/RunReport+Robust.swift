import SizeFuzz

extension RunReport {
    /// Leaves out the failures that depend on an estimate (`--robust`),
    /// keeping them in ``dropped`` for the line that says so.
    mutating func dropFailuresDependingOnEstimates() {
        dropped = result.failures.filter(\.dependsOnEstimates)
        result.failures.removeAll(where: \.dependsOnEstimates)
    }

    /// With `--robust`, how many failures it dropped and which:
    /// `--robust: dropped 1 failure that depends on an estimate: cafe:
    /// grid-fits (windows.windowing.tileGap)`; `--robust: no failure depends
    /// on an estimate`.
    var robustLine: String? {
        guard let dropped else { return nil }
        guard !dropped.isEmpty else { return "--robust: no failure depends on an estimate" }
        let count = dropped.count
        let which = dropped.map { failure in
            "\(failure.app.name): \(failure.invariant.rawValue) (\(failure.estimates.map(\.parameter).joined(separator: ", ")))"
        }
        return "--robust: dropped \(count) failure\(count == 1 ? " that depends" : "s that depend") on an estimate: "
            + which.joined(separator: "; ")
    }

    /// `null` without `--robust`; with it, each dropped failure as
    /// `{"app", "invariant", "estimates": [FailureReport estimates]}`.
    var droppedJSON: JSONValue {
        guard let dropped else { return .null }
        return .array(dropped.map { failure in
            .object([
                ("app", .string(failure.app.name)),
                ("invariant", .string(failure.invariant.rawValue)),
                ("estimates", report(of: failure).estimatesJSON),
            ])
        })
    }
}
