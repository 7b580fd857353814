/// Rows from data (``RowsFromData``), expanded into the screens, sidebar
/// rows and tabs the model knows, before an ``AppModel`` is built: the
/// model never sees a row from data, only its sample screens.
extension AppSpec {
    /// A list of rows from data and the field that holds it
    /// (`screens[0].destinationsFromData[1]`).
    struct RowsFromDataField: Hashable, Sendable {
        /// Where: `root.any.splitView.sidebarFromData[0]`.
        var field: String
        /// The rows.
        var rows: RowsFromData
    }

    /// Every list of rows from data in the spec, in the order of its fields:
    /// the screens' destinations, then each root container's sidebar and
    /// tabs, then the split views inside its tabs.
    var rowsFromDataFields: [RowsFromDataField] {
        var found: [RowsFromDataField] = []
        func add(_ field: String, _ lists: [RowsFromData]?) {
            for (offset, rows) in (lists ?? []).enumerated() {
                found.append(RowsFromDataField(field: "\(field)[\(offset)]", rows: rows))
            }
        }
        for (index, screen) in screens.enumerated() {
            add("screens[\(index)].destinationsFromData", screen.destinationsFromData)
        }
        for (key, container) in zip(root.containerKeys, root.containers) {
            switch container {
            case let .splitView(spec): add("root.\(key).splitView.sidebarFromData", spec.sidebarFromData)
            case let .tabView(spec):
                add("root.\(key).tabView.tabsFromData", spec.tabsFromData)
                for (offset, entry) in spec.entries.enumerated() {
                    for (position, tab) in entry.tabs.enumerated() {
                        guard let split = tab.content?.splitView else { continue }
                        let tabField = if case .section = entry { "entries[\(offset)].section.tabs[\(position)]" } else { "entries[\(offset)].tab" }
                        add("root.\(key).tabView.\(tabField).content.splitView.sidebarFromData", split.sidebarFromData)
                    }
                }
            case .stack, .view: break
            }
        }
        return found
    }

    /// The spec with its rows from data expanded: every screen that a list
    /// of rows from data names (the template) is replaced, where it stands
    /// in ``screens``, by its sample screens `id-1` … `id-n` (n the largest
    /// count any list gives it), each a copy of the template with the title
    /// `Title 1` … and its presentations' ids suffixed the same way
    /// (`-1` …); each list's sample ids are appended, in order, to the
    /// destinations, sidebar rows or tabs that the list belongs to, a
    /// sample already there not twice. A template's own destinations (and
    /// its own rows from data) are kept by every sample screen, so a sample
    /// row pushes further as the template does.
    ///
    /// A spec with no rows from data is returned unchanged, and so is one
    /// whose rows from data have a problem (``problems`` names it): the
    /// expansion is all or nothing. The result has no rows from data, so
    /// expanding twice is expanding once. ``init(name:summary:source:screens:root:scene:behavior:devices:invariants:sideColumn:)``
    /// expands; a spec decoded from JSON is expanded by its reader
    /// (`AppSpec.load`).
    /// - Complexity: O(n) in the size of the spec.
    public func expandingRowsFromData() -> AppSpec {
        let lists = rowsFromDataFields
        guard !lists.isEmpty, rowsFromDataIssues(lists).isEmpty else { return self }
        var counts: [String: Int] = [:]
        for list in lists { counts[list.rows.screen] = max(counts[list.rows.screen] ?? 0, list.rows.resolvedCount) }
        var copy = self
        copy.screens = screens.flatMap { template -> [Screen] in
            var screen = template
            if let rows = screen.destinationsFromData {
                screen.destinations = Self.appending(rows, to: screen.destinations ?? [])
                screen.destinationsFromData = nil
            }
            guard let count = counts[screen.id] else { return [screen] }
            return (1...count).map { Self.sample(of: screen, row: $0) }
        }
        copy.root = root.mappingContainers { Self.expanding($0, screens: copy.screens) }
        return copy
    }

    /// Sample row `row` of `template`.
    static func sample(of template: Screen, row: Int) -> Screen {
        var screen = template
        screen.id = RowsFromData.sampleID(of: template.id, row: row)
        screen.title = RowsFromData.sampleTitle(template.displayTitle, row: row)
        screen.presentations = template.presentations?.map { presentation in
            var renamed = presentation
            renamed.id = RowsFromData.sampleID(of: presentation.id, row: row)
            return renamed
        }
        return screen
    }

    /// `list` followed by the sample ids of `rows`, each once.
    static func appending(_ rows: [RowsFromData], to list: [String]) -> [String] {
        var result = list
        for id in rows.flatMap(\.sampleIDs) where !result.contains(id) { result.append(id) }
        return result
    }

    /// A root container with its sidebar rows and tabs from data expanded.
    static func expanding(_ container: Container, screens: [Screen]) -> Container {
        switch container {
        case let .splitView(spec): return .splitView(expanding(spec))
        case var .tabView(spec):
            spec.entries = spec.entries.map { entry in
                switch entry {
                case var .tab(tab):
                    tab.content = expanding(tab.content)
                    return .tab(tab)
                case var .section(section):
                    section.tabs = section.tabs.map { tab in
                        var tab = tab
                        tab.content = expanding(tab.content)
                        return tab
                    }
                    return .section(section)
                }
            }
            if let rows = spec.tabsFromData {
                let tags = spec.allTabs.map(\.tag)
                for id in rows.flatMap(\.sampleIDs) where !tags.contains(id) {
                    let title = screens.first { $0.id == id }?.displayTitle ?? id
                    spec.entries.append(.tab(Tab(title, tag: id)))
                }
                spec.tabsFromData = nil
            }
            return .tabView(spec)
        case .stack, .view: return container
        }
    }

    /// A split view with its sidebar rows from data expanded.
    static func expanding(_ spec: SplitViewSpec) -> SplitViewSpec {
        guard let rows = spec.sidebarFromData else { return spec }
        var spec = spec
        spec.sidebar = appending(rows, to: spec.sidebar)
        spec.sidebarFromData = nil
        return spec
    }

    /// A tab's content with a split view's sidebar rows from data expanded.
    static func expanding(_ content: TabContent?) -> TabContent? {
        guard case let .splitView(spec) = content else { return content }
        return .splitView(expanding(spec))
    }
}

extension RootSpec {
    /// The root with `transform` applied to each of its containers.
    func mappingContainers(_ transform: (Container) -> Container) -> RootSpec {
        switch self {
        case let .any(container): .any(transform(container))
        case let .sizeClass(regular, compact): .sizeClass(regular: transform(regular), compact: transform(compact))
        case let .idiom(pad, phone): .idiom(pad: transform(pad), phone: transform(phone))
        case let .branches(branches, otherwise):
            .branches(branches.map { RootBranch(when: $0.when, container: transform($0.container)) },
                      otherwise: transform(otherwise))
        }
    }
}
