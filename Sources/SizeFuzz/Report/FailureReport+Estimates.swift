import LayoutModel

extension FailureReport {
    /// The report's line on estimates: none when the failure holds at every
    /// plausible value of every estimate its scenario touches, else
    /// `  Depends on estimates: windows.windowing.tileGap (fails only below
    /// 6 pt; plausible 0...10)`, the estimates joined by `, `.
    var estimateLines: [String] {
        guard let text = Self.estimatesText(failure.estimates) else { return [] }
        return ["  Depends on estimates: \(text)"]
    }

    /// `windows.windowing.tileGap (fails only below 6 pt; plausible 0...10)`
    /// for each dependence, joined by `, `; `nil` for none.
    public static func estimatesText(_ estimates: [EstimateDependence]) -> String? {
        estimates.isEmpty ? nil : estimates.map(\.description).joined(separator: ", ")
    }
}
