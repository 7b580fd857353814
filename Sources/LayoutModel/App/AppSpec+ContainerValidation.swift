extension AppSpec {
    /// The problems of a split view at `field`: sidebar rows that name no
    /// screen, and column widths outside 0...100,000 pt (a maximum may be
    /// `"inf"`, unbounded).
    func check(_ spec: SplitViewSpec, _ field: String, ids: Set<String>, _ problems: inout [SpecProblem]) {
        func problem(_ field: String, _ message: String) { problems.append(SpecProblem(field: field, message: message)) }
        if spec.sidebar.isEmpty { problem("\(field).sidebar", "lists no screens") }
        for (offset, item) in spec.sidebar.enumerated() where !ids.contains(item) {
            problem("\(field).sidebar[\(offset)]", "unknown screen \(item.echoed)")
        }
        for (key, width) in [("sidebarWidth", spec.sidebarWidth), ("contentWidth", spec.contentWidth)] {
            guard let width else { continue }
            // The fixed form decodes to three identical values (NaN included).
            if width.min.bitPattern == width.ideal.bitPattern && width.ideal.bitPattern == width.max.bitPattern {
                if !Self.isLength(width.min) { problem("\(field).\(key).fixed", Self.lengthRange) }
                continue
            }
            if !Self.isLength(width.min) { problem("\(field).\(key).min", Self.lengthRange) }
            if !Self.isLength(width.ideal) { problem("\(field).\(key).ideal", Self.lengthRange) }
            if !(Self.isLength(width.max) || width.max == .infinity) { problem("\(field).\(key).max", Self.lengthRange + ", or \"inf\"") }
        }
        if let minimum = spec.detailMinWidth, !Self.isLength(minimum) { problem("\(field).detailMinWidth", Self.lengthRange) }
        if spec.contentStack == true && !spec.isThreeColumn { problem("\(field).contentStack", "needs a content column (hasContent)") }
        if let rows = spec.twoColumnRows {
            if !spec.isThreeColumn { problem("\(field).twoColumnRows", "needs a content column (hasContent)") }
            for (offset, row) in rows.enumerated() where !spec.sidebar.contains(row) {
                problem("\(field).twoColumnRows[\(offset)]", "\(row.echoed) is not a sidebar row")
            }
        }
    }

    /// The problems of a tab view at `field`: tags that are not ids or are
    /// used twice, titles with control characters, and tabs that show or
    /// stand for screens and tags the app does not have.
    func check(_ spec: TabViewSpec, _ field: String, ids: Set<String>, _ problems: inout [SpecProblem]) {
        func problem(_ field: String, _ message: String) { problems.append(SpecProblem(field: field, message: message)) }
        let allTabs = spec.allTabs
        if allTabs.isEmpty { problem("\(field).entries", "has no tabs") }
        let allTags = Set(allTabs.map(\.tag))
        var tags: Set<String> = []
        for (offset, entry) in spec.entries.enumerated() {
            let entryField = "\(field).entries[\(offset)]"
            for tab in entry.tabs {
                if !Self.isIdentifier(tab.tag) { problem(entryField, "tag \(tab.tag.echoed) is not an id") }
                if !Self.isPrintable(tab.title) { problem(entryField, "a title has control characters") }
                for other in (tab.represents ?? []) + (tab.leadsTo ?? []) where !ids.contains(other) && !allTags.contains(other) {
                    problem(entryField, "tab \(tab.title.echoed) stands for or leads to unknown tag \(other.echoed)")
                }
                if !tags.insert(tab.tag).inserted { problem(entryField, "tag \(tab.tag.echoed) is used twice") }
                if let content = tab.content {
                    check(content, of: tab, "\(entryField).content", ids: ids, &problems)
                } else if !ids.contains(tab.screenID) {
                    problem(entryField, "tab \(tab.title.echoed) shows unknown screen \(tab.screenID.echoed)")
                }
            }
        }
    }
}
