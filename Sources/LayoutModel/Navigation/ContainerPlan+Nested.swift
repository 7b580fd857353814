extension ContainerPlan {
    /// Compiles the split view inside each of `tabs` (``TabContent``).
    static func tabSplits(_ tabs: [Tab], platform: Platform) -> [ContainerPlan?] {
        tabs.map { tab in tab.content?.splitView.map { ContainerPlan(.splitView($0), platform: platform) } }
    }

    /// The split view inside the tab on screen for `selection`, with that
    /// tab's tag; `nil` when that tab has none (or this is no tab view).
    public func nestedSplit(for selection: String?) -> (tag: String, plan: ContainerPlan)? {
        guard hasNestedSplits, let index = displayedTab(for: selection), let plan = tabSplits[index] else { return nil }
        return (tabTags[index], plan)
    }

    /// The initial state of the split view inside tab `tag`: that of its
    /// spec (``NestedNavigation/init(tab:spec:)``), read from
    /// ``initialColumns``.
    func initialNested(_ tag: String) -> NestedNavigation {
        guard let index = tabTags.firstIndex(of: tag), let columns = initialColumns[index] else {
            return NestedNavigation(tab: tag)
        }
        return NestedNavigation(tab: tag, columnVisibility: columns.visibility, compactColumn: columns.compact)
    }

    /// ``initialColumns`` of the split views `tabSplits`: each spec's
    /// visibility and preferred compact column, as
    /// ``NestedNavigation/init(tab:spec:)`` reads them.
    static func initialColumns(_ tabSplits: [ContainerPlan?]) -> [(visibility: ColumnVisibility, compact: SplitColumn)?] {
        tabSplits.map { plan in
            plan?.splitView.map { spec in
                let state = NestedNavigation(tab: "", spec: spec)
                return (state.columnVisibility, state.compactColumn)
            }
        }
    }
}
