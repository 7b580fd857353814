import LayoutModel
import SourceSyntax

/// The rows from data the reader found (``RowsFromData``): for each
/// template screen, where its `ForEach` or `List(data)` is written, and the
/// tabs from data of the tab view being read.
struct DataRowsBook: Sendable {
    /// A template screen and the `ForEach` its rows come from.
    struct Template: Sendable {
        /// The template screen's id.
        var screen: String
        /// The `ForEach` or `List(data)`.
        var at: Site
    }

    /// Every template, in the order found (one entry per screen).
    var templates: [Template] = []
    /// The tabs from data of the tab view being read, taken when its spec is made.
    var tabs: [RowsFromData] = []

    /// Notes `screen` as a template whose rows come from the data at `at`.
    mutating func note(_ screen: String, at: Site) {
        if !templates.contains(where: { $0.screen == screen }) { templates.append(Template(screen: screen, at: at)) }
    }
}

extension Extractor {
    /// The sample elements of data the source does not hold: the default
    /// number of rows (``RowsFromData/defaultCount``).
    static func sampleElements(of data: String, at: Site) -> [Value] {
        (1...RowsFromData.defaultCount).map { .fromData(row: $0, data: data, at: at) }
    }

    /// The `navigationDestination(for:)` that shows an element of `data`,
    /// pushed as itself or, `byID`, as its id (`Backyard.ID.self`): the only
    /// such type in scope, else the one whose type the data's last name starts
    /// with (`store.orders` and `Order`); `nil` when none or several do.
    static func handler(forData data: String, in handlers: [DestinationHandler], byID: Bool = false) -> DestinationHandler? {
        var distinct: [DestinationHandler] = []
        for handler in handlers where (handler.elementType != nil) == byID && !distinct.contains(where: { $0.type == handler.type }) {
            distinct.append(handler)
        }
        if distinct.count == 1 { return distinct[0] }
        let name = data.split(whereSeparator: { !$0.isLetter && !$0.isNumber }).last.map { $0.lowercased() } ?? ""
        let matching = distinct.filter { !$0.shownType.isEmpty && name.hasPrefix($0.shownType.lowercased()) }
        return matching.count == 1 ? matching[0] : nil
    }

    /// The screen's links to elements of data the source does not hold (the
    /// element, or its id), as rows from data: one per `ForEach`, its
    /// template the screen the `navigationDestination(for:)` shows,
    /// registered with the destination built for the first sample element.
    /// A link no destination in scope shows is an assumption and no row.
    /// - Returns: the rows, for the screen's ``Screen/destinationsFromData``.
    mutating func rowsFromData(_ links: [(Value, Site)], handlers: [DestinationHandler],
                               into drafts: inout Drafts, depth: Int) -> [RowsFromData] {
        var rows: [RowsFromData] = []
        var seen: [String] = []
        for (value, link) in links {
            let byID: Bool
            switch value {
            case .fromData: byID = false
            case .sampleID: byID = true
            default: continue
            }
            guard let (_, data, at) = value.sample, !seen.contains(at.location) else { continue }
            seen.append(at.location)
            guard let handler = Self.handler(forData: data, in: handlers, byID: byID) else {
                assume(link, construct: "`\(link.code)`",
                       "a link to rows from data that no single navigationDestination(for:) shows: not a screen of the spec", structural: true)
                continue
            }
            let template = Value.instance(type: handler.shownType, fields: [:]).screenID ?? "row"
            rows.append(RowsFromData(template))
            noteRows(of: template, at: at)
            guard depth < 16, drafts.index(of: template) == nil else { continue }
            var destination: ViewTree = .empty
            if let site = handler.at { readBook.note(.destinations, site.location) }
            if case .view(let built) = apply(handler.closure, handler.scope, arguments: [value]) { destination = built }
            registerScreen(template, title: ViewTree.displayName(handler.shownType), tree: destination, site: link,
                           handlers: handlers, into: &drafts, depth: depth + 1)
        }
        return rows
    }

    /// A `Tab` made for an element of data the source does not hold
    /// (`ForEach(model.tabs) { Tab(...) }`): for the first sample element,
    /// its template screen registered from the tab's content (its title,
    /// else its view type, else `tab`) and noted for the tab view's
    /// ``TabViewSpec/tabsFromData``; for the others, nothing.
    /// - Returns: whether `value` was such an element.
    /// The template and its sample tabs take ids no other tab of the view
    /// has (`used`), nor any screen: a tab view's static tabs may be named
    /// `tab-N` as the samples are.
    mutating func dataTab(_ value: Value, title: String?, content: ViewTree, used: inout Set<String>,
                          into drafts: inout Drafts) -> Bool {
        guard case let .fromData(row, _, at) = value else { return false }
        guard row == 1 else { return true }
        var (template, heading) = Self.rootScreen(content)
        if template == "root" { template = title.map(Extractor.slug) ?? "tab" }
        let base = template
        var number = 1
        func taken(_ id: String) -> Bool { used.contains(id) || drafts.index(of: id) != nil }
        while taken(template) || RowsFromData(template).sampleIDs.contains(where: taken) {
            number += 1
            template = "\(base)-data\(number == 2 ? "" : "-\(number)")"
        }
        used.insert(template)
        used.formUnion(RowsFromData(template).sampleIDs)
        let shown = heading ?? title ?? Self.customType(of: content).map(ViewTree.displayName) ?? "Tab"
        if unreadTab == nil { unreadTab = at }
        dataRows.tabs.append(RowsFromData(template))
        noteRows(of: template, at: at)
        for id in RowsFromData(template).sampleIDs { drafts.locate(.tab, id, at) }
        registerScreen(template, title: shown, tree: content, site: at, handlers: [], into: &drafts)
        return true
    }

    /// A sidebar whose rows are data the source does not hold
    /// (`List(store.folders, selection: $folder) { ... }` beside a detail):
    /// rows from data (``SplitViewSpec/sidebarFromData``), their template the
    /// screen the detail shows for the first sample element selected (named
    /// by the data's element, `folder`, else by the screen shown), each
    /// sample row located at the `List`. Beside a content column, the
    /// template is the screen the column shows for that row (its rows, or
    /// its stack, read as for any row). Rows with no selection the reader
    /// can key, or whose content column has no rows, are an assumption and
    /// no row: the sidebar is then read as it was, empty.
    mutating func sidebarRowsFromData(_ sample: Value, sidebarKey: String?, split: SplitViewTree,
                                      spec: inout SplitViewSpec, into drafts: inout Drafts) {
        guard let (_, data, at) = sample.sample else { return }
        guard let sidebarKey else {
            assume(at, construct: "`\(at.code)`",
                   "a sidebar of rows from data with no selection the reader can key: no rows, the sidebar empty", structural: true)
            return
        }
        let saved = overrides
        defer { overrides = saved }
        overrides[sidebarKey] = sample
        // What the sample row shows: the detail, or the content column (a
        // stack, or rows; a column of no rows would be a two-column row,
        // which the spec names by its sample ids, so it is not read).
        let shown: ViewTree
        if let content = split.content {
            shown = builder(content.statements, content.scope)
            let isStack = if case .stack = Self.peel(shown).core { true } else { false }
            guard isStack || !Self.rows(in: shown).isEmpty || !Self.sampleRows(in: shown).isEmpty else {
                assume(at, construct: "`\(at.code)`",
                       "a sidebar of rows from data whose content column has no rows is not read: no rows, the sidebar empty", structural: true)
                return
            }
        } else {
            shown = builder(split.detail.statements, split.detail.scope)
            noteDetail(shown, into: &spec)
        }
        guard let (template, title) = sampleTemplate(shown: shown, data: data, spec: spec, drafts: drafts) else {
            assumeTemplateTaken(data: data, shown: shown, at: at)
            return
        }
        spec.sidebarFromData = (spec.sidebarFromData ?? []) + [RowsFromData(template)]
        noteSidebarRows(of: template, at: at, into: &drafts)
        if split.content != nil {
            _ = contentColumn(row: template, title: title, rowSite: at, column: shown, split: split, spec: &spec, into: &drafts)
        } else {
            registerScreen(template, title: title, tree: shown, site: at, handlers: [], into: &drafts)
        }
    }

    /// A content column's rows of data the source does not hold
    /// (`List(folder.messages, selection: $message)` for the row `id`): the
    /// row's screen's rows from data, their template the screen the detail
    /// shows for the first sample element selected, named as a sidebar's.
    /// No selection the reader can key is an assumption and no row.
    mutating func contentRowsFromData(_ sample: Value, of id: String, contentKey: String?, split: SplitViewTree,
                                      spec: inout SplitViewSpec, into drafts: inout Drafts) {
        guard let (_, data, at) = sample.sample else { return }
        guard let contentKey else {
            assume(at, construct: "`\(at.code)`",
                   "a content column of rows from data with no selection the reader can key: no rows", structural: true)
            return
        }
        let saved = overrides
        defer { overrides = saved }
        overrides[contentKey] = sample
        let detail = builder(split.detail.statements, split.detail.scope)
        noteDetail(detail, into: &spec)
        guard let index = drafts.index(of: id) else { return }
        // Every sidebar row's column may list the same data: its template
        // is read once, with the first row.
        var template = Self.templateName(shown: detail, data: data)
        let known = dataRows.templates.contains { $0.screen == template }
        var title = ""
        if !known {
            guard let (found, heading) = sampleTemplate(shown: detail, data: data, spec: spec, drafts: drafts) else {
                assumeTemplateTaken(data: data, shown: detail, at: at)
                return
            }
            (template, title) = (found, heading)
        }
        let rows = RowsFromData(template)
        if !drafts[screen: index].destinationsFromData.contains(rows) { drafts[screen: index].destinationsFromData.append(rows) }
        guard !known else { return }
        noteRows(of: template, at: at)
        registerScreen(template, title: title, tree: detail, site: at, handlers: [], into: &drafts)
    }

    /// The template of sample rows of `data` that show `shown`: its id
    /// (``templateName(shown:data:)``) and its title, the id's words
    /// capitalized; nil when that id, or one of its sample ids, is already a
    /// screen or a sidebar row (the rows are then not read).
    private func sampleTemplate(shown: ViewTree, data: String, spec: SplitViewSpec, drafts: Drafts) -> (String, String)? {
        let template = Self.templateName(shown: shown, data: data)
        let samples = RowsFromData(template).sampleIDs
        let taken = spec.sidebar + (spec.sidebarFromData ?? []).flatMap(\.sampleIDs)
        guard drafts.index(of: template) == nil, !samples.contains(where: { drafts.index(of: $0) != nil || taken.contains($0) })
        else { return nil }
        let words = template.split(separator: "-").map { $0.prefix(1).uppercased() + $0.dropFirst() }
        return (template, words.joined(separator: " "))
    }

    /// The template's id for rows of `data` that show `shown`: the data's
    /// element (`store.folders`: `folder`), else the shown screen's id.
    static func templateName(shown: ViewTree, data: String) -> String {
        let element = elementName(of: data)
        if element != "row" { return element }
        let (screen, _) = rootScreen(shown)
        return screen == "root" ? element : screen
    }

    /// Says that rows of `data` are not read: their template's id, or one of
    /// its sample ids, is already a screen or a row.
    private mutating func assumeTemplateTaken(data: String, shown: ViewTree, at: Site) {
        let template = Self.templateName(shown: shown, data: data)
        assume(at, construct: "`\(at.code)`",
               "rows from data named '\(template)', which is already a screen or a list's: not read, no rows")
    }

    /// Notes a sidebar template and locates each of its sample rows at the `List`.
    private mutating func noteSidebarRows(of template: String, at: Site, into drafts: inout Drafts) {
        noteRows(of: template, at: at)
        for id in RowsFromData(template).sampleIDs { drafts.locate(.sidebarRow, id, at) }
    }

    /// A name for an element of `data` (its code): the last name before any
    /// call's arguments, in the singular when it reads as a plural
    /// (`store.folders`: `folder`, `store.messages(in: box)`: `message`,
    /// `categories`: `category`, `mailboxes`: `mailbox`), lower camel case
    /// as kebab case (`animalCategories`: `animal-category`), else `row`.
    static func elementName(of data: String) -> String {
        let callee = data.prefix { $0 != "(" }
        let last = callee.split(whereSeparator: { !$0.isLetter && !$0.isNumber }).last ?? ""
        guard last.first?.isLetter == true else { return "row" }
        // Lower camel case as kebab case: `animalCategories`, `animal-categories`.
        var name = ""
        for (offset, character) in last.enumerated() {
            if character.isUppercase, offset > 0 { name += "-" }
            name += character.lowercased()
        }
        if name.hasSuffix("ies"), name.count > 3 { return name.dropLast(3) + "y" }
        for plural in ["sses", "shes", "ches", "xes", "zes"] where name.hasSuffix(plural) && name.count > plural.count {
            return String(name.dropLast(2))
        }
        if name.hasSuffix("s"), !name.hasSuffix("ss"), name.count > 1 { return String(name.dropLast()) }
        return name
    }

    /// Notes a template and says so: an assumption at its `ForEach`.
    private mutating func noteRows(of template: String, at: Site) {
        dataRows.note(template, at: at)
        let samples = RowsFromData(template).sampleIDs
        assume(at, construct: "`\(at.code)`",
               "rows from data: \(RowsFromData.defaultCount) sample rows of '\(template)' (\(samples.joined(separator: ", ")))")
    }

    /// The tabs from data of the tab view just read; the book's list emptied.
    mutating func takeDataTabs() -> [RowsFromData]? {
        defer { dataRows.tabs = [] }
        return dataRows.tabs.isEmpty ? nil : dataRows.tabs
    }

    /// The rows from data of a screen's versions (one per evaluation),
    /// joined in order, a template once.
    static func mergedRowsFromData(_ lists: [[RowsFromData]]) -> [RowsFromData]? {
        var merged: [RowsFromData] = []
        for rows in lists.joined() where !merged.contains(rows) { merged.append(rows) }
        return merged.isEmpty ? nil : merged
    }

    /// The source map with each template's entries given to its sample
    /// screens (the spec has `order-1` … where the reader saw `order`): a
    /// sample screen's own entry is the `ForEach` its rows come from; its
    /// frames, grids and toolbar items are the template's, keyed by the
    /// sample's id, and its presentations' by their renamed ids.
    func expandingRowsFromData(_ map: SourceMap, screens: [Screen]) -> SourceMap {
        guard !dataRows.templates.isEmpty else { return map }
        var entries: [SourceMap.Entry] = []
        let count = RowsFromData.defaultCount
        var located: [String] = []
        for entry in map.entries {
            guard let template = dataRows.templates.first(where: { Self.entry(entry, belongsTo: $0.screen) }) else {
                entries.append(entry)
                continue
            }
            if entry.kind == .screen {
                guard !located.contains(template.screen) else { continue }
                located.append(template.screen)
                for id in RowsFromData(template.screen, count: count).sampleIDs {
                    entries.append(SourceMap.Entry(kind: .screen, key: id, location: template.at.location, code: template.at.code))
                }
                continue
            }
            for row in 1...count {
                var copy = entry
                copy.key = RowsFromData.sampleID(of: template.screen, row: row) + entry.key.dropFirst(template.screen.count)
                entries.append(copy)
            }
        }
        // Presentations are keyed by their own ids, renamed per sample row.
        let templateIDs = Set(dataRows.templates.map(\.screen))
        let renamed = screens.filter { screen in templateIDs.contains { screen.id.hasPrefix($0 + "-") } }
            .flatMap { $0.presentations ?? [] }.map(\.id)
        var result: [SourceMap.Entry] = []
        for entry in entries {
            guard entry.kind == .presentation else { result.append(entry); continue }
            let id = entry.key.split(separator: ":", maxSplits: 1).first.map(String.init) ?? entry.key
            let samples = (1...count).map { RowsFromData.sampleID(of: id, row: $0) }.filter(renamed.contains)
            if samples.isEmpty { result.append(entry); continue }
            for sample in samples {
                var copy = entry
                copy.key = sample + entry.key.dropFirst(id.count)
                result.append(copy)
            }
        }
        return SourceMap(entries: result)
    }

    /// Whether `entry` locates a part of the screen `id`: the screen, or a
    /// frame, grid or toolbar item keyed `id:…`.
    private static func entry(_ entry: SourceMap.Entry, belongsTo id: String) -> Bool {
        switch entry.kind {
        case .screen: entry.key == id
        case .frame, .grid, .toolbarItem: entry.key.hasPrefix(id + ":")
        default: false
        }
    }
}
