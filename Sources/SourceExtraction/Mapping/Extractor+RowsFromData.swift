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

    /// The `navigationDestination(for:)` that shows an element of `data`:
    /// the only type in scope, else the one whose type the data's last name
    /// starts with (`store.orders` and `Order`); `nil` when none or several do.
    static func handler(forData data: String, in handlers: [DestinationHandler]) -> DestinationHandler? {
        var distinct: [DestinationHandler] = []
        for handler in handlers where !distinct.contains(where: { $0.type == handler.type }) { distinct.append(handler) }
        if distinct.count == 1 { return distinct[0] }
        let name = data.split(whereSeparator: { !$0.isLetter && !$0.isNumber }).last.map { $0.lowercased() } ?? ""
        let matching = distinct.filter { !$0.type.isEmpty && name.hasPrefix($0.type.lowercased()) }
        return matching.count == 1 ? matching[0] : nil
    }

    /// The screen's links to elements of data the source does not hold, as
    /// rows from data: one per `ForEach`, its template the screen the
    /// `navigationDestination(for:)` shows, registered with the destination
    /// built for the first sample element. A link no destination in scope
    /// shows is an assumption and no row.
    /// - Returns: the rows, for the screen's ``Screen/destinationsFromData``.
    mutating func rowsFromData(_ links: [(Value, Site)], handlers: [DestinationHandler],
                               into drafts: inout Drafts, depth: Int) -> [RowsFromData] {
        var rows: [RowsFromData] = []
        var seen: [String] = []
        for (value, link) in links {
            guard case let .fromData(_, data, at) = value, !seen.contains(at.location) else { continue }
            seen.append(at.location)
            guard let handler = Self.handler(forData: data, in: handlers) else {
                assume(link, construct: "`\(link.code)`",
                       "a link to rows from data that no single navigationDestination(for:) shows: not a screen of the spec")
                continue
            }
            let template = Value.instance(type: handler.type, fields: [:]).screenID ?? "row"
            rows.append(RowsFromData(template))
            noteRows(of: template, at: at)
            guard depth < 16, drafts.index(of: template) == nil else { continue }
            var destination: ViewTree = .empty
            if case .view(let built) = apply(handler.closure, handler.scope, arguments: [value]) { destination = built }
            registerScreen(template, title: ViewTree.displayName(handler.type), tree: destination, site: link,
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
    mutating func dataTab(_ value: Value, title: String?, content: ViewTree, into drafts: inout Drafts) -> Bool {
        guard case let .fromData(row, _, at) = value else { return false }
        guard row == 1 else { return true }
        var (template, heading) = Self.rootScreen(content)
        if template == "root" { template = title.map(Extractor.slug) ?? "tab" }
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
    /// by the detail's navigation title or view type, else by the data),
    /// each sample row located at the `List`. Rows with no selection the
    /// reader can key, or beside a content column, are an assumption and no
    /// row: the sidebar is then read as it was, empty.
    mutating func sidebarRowsFromData(_ sample: Value, sidebarKey: String?, split: SplitViewTree,
                                      spec: inout SplitViewSpec, into drafts: inout Drafts) {
        guard case let .fromData(_, data, at) = sample else { return }
        guard let sidebarKey else {
            assume(at, construct: "`\(at.code)`",
                   "a sidebar of rows from data with no selection the reader can key: no rows, the sidebar empty")
            return
        }
        guard split.content == nil else {
            assume(at, construct: "`\(at.code)`",
                   "a sidebar of rows from data beside a content column is not read: no rows, the sidebar empty")
            return
        }
        let saved = overrides
        defer { overrides = saved }
        overrides[sidebarKey] = sample
        let detail = builder(split.detail.statements, split.detail.scope)
        noteDetail(detail, into: &spec)
        var (template, title) = Self.rootScreen(detail)
        if template == "root" { template = Self.elementName(of: data) }
        let rows = RowsFromData(template)
        guard !spec.sidebar.contains(where: rows.sampleIDs.contains) else { return }
        spec.sidebarFromData = [rows]
        noteRows(of: template, at: at)
        for id in rows.sampleIDs { drafts.locate(.sidebarRow, id, at) }
        let shown = title ?? Self.customType(of: detail).map(ViewTree.displayName) ?? (template.prefix(1).uppercased() + template.dropFirst())
        registerScreen(template, title: shown, tree: detail, site: at, handlers: [], into: &drafts)
    }

    /// A name for an element of `data` (its code): the last name in it, in
    /// the singular when it reads as a plural (`store.folders`: `folder`,
    /// `categories`: `category`), else `row`.
    static func elementName(of data: String) -> String {
        let name = data.split(whereSeparator: { !$0.isLetter && !$0.isNumber }).last.map { $0.lowercased() } ?? ""
        guard !name.isEmpty else { return "row" }
        if name.hasSuffix("ies"), name.count > 3 { return name.dropLast(3) + "y" }
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
