extension AppSpec {
    /// The problems of the spec's rows from data (``RowsFromData``): a list
    /// naming no screen, a count outside ``RowsFromData/countRange``, a
    /// sample id that is already a screen's id (or another template's
    /// sample), and a spec whose rows from data were added after it was
    /// made, so never expanded. Empty once expanded.
    var rowsFromDataProblems: [SpecProblem] {
        let lists = rowsFromDataFields
        guard !lists.isEmpty else { return [] }
        let issues = rowsFromDataIssues(lists)
        if !issues.isEmpty { return issues }
        return [SpecProblem(field: lists[0].field,
                            message: "rows from data are not expanded: make the spec with AppSpec(...) or call expandingRowsFromData()")]
    }

    /// The problems that keep `lists` from being expanded, in field order.
    func rowsFromDataIssues(_ lists: [RowsFromDataField]) -> [SpecProblem] {
        var problems: [SpecProblem] = []
        let ids = Set(screens.map(\.id))
        let range = RowsFromData.countRange
        var counts: [String: Int] = [:]
        var firstField: [String: String] = [:]
        var templates: [String] = []
        for list in lists {
            let rows = list.rows
            if !ids.contains(rows.screen) {
                problems.append(SpecProblem(field: "\(list.field).screen", message: "unknown screen \(rows.screen.echoed)"))
                continue
            }
            if let count = rows.count, !range.contains(count) {
                problems.append(SpecProblem(field: "\(list.field).count",
                                            message: "\(count) sample rows is out of range (\(range.lowerBound) to \(range.upperBound))"))
                continue
            }
            if counts[rows.screen] == nil {
                templates.append(rows.screen)
                firstField[rows.screen] = list.field
            }
            counts[rows.screen] = max(counts[rows.screen] ?? 0, rows.resolvedCount)
        }
        var taken = ids
        for template in templates {
            let samples = RowsFromData(template, count: counts[template]).sampleIDs
            for id in samples where !taken.insert(id).inserted {
                problems.append(SpecProblem(field: firstField[template] ?? "screens",
                                            message: "sample row \(id.echoed) of \(template.echoed) is already a screen's id"))
            }
        }
        return problems
    }
}
