import LayoutModel

extension ListCommand {
    /// One line per estimate (``Estimate/all``): `windows.windowing.tileGap
    /// default 8 pt, plausible 0...10 pt (iPadOS 26, 27)`.
    static var estimatesText: String {
        let width = (Estimate.all.map(\.parameter.count).max() ?? 0) + 2
        return Estimate.all.map { estimate in
            let versions = estimate.versions.map { "\($0.rawValue)" }.joined(separator: ", ")
            return estimate.parameter.padding(toLength: width) + "default \(Points.format(estimate.defaultValue)) pt, "
                + "plausible \(Points.format(estimate.lower))...\(Points.format(estimate.upper)) pt (iPadOS \(versions))"
        }.joined(separator: "\n") + "\n"
    }
}
