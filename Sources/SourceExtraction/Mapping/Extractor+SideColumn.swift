import LayoutModel

// A column beside the root container (`AppSpec.sideColumn`, Ice
// Cubes' `AppView`): the root view is `HStack(spacing:) { container; if
// condition { Divider(); Column().frame(maxWidth: 400) } }`, perhaps inside
// a `GeometryReader` whose width the condition tests (`proxy.size.width >=
// 1024`). Each evaluation notes whether it shows the column; the condition
// is read off the windows that do.

/// A side column as one evaluation sees it.
struct SideColumnDraft: Sendable {
    /// The column, its `when` not yet known.
    var spec: SideColumnSpec
    /// Where the column is written.
    var at: Site?
}

extension Extractor {
    /// The root container of an `HStack` led by a navigation container and
    /// followed by one view (Dividers aside): the container, the column noted
    /// in ``sideColumnFound`` and its screen registered. Nil when the
    /// `HStack` is not of that shape.
    mutating func sideColumnRoot(_ name: String, spacing: Double?, _ children: [ViewTree], geometry: Site?,
                                 key: String, into drafts: inout Drafts) -> Container? {
        guard name == "HStack" else { return nil }
        let flat = ViewTree.flatten(children)
        guard let first = flat.first else { return nil }
        switch Self.peel(first).core {
        case .tabView, .splitView, .stack: break
        default: return nil
        }
        var rest: [ViewTree] = []
        var minWindowWidth: Double?
        for child in flat.dropFirst() {
            var view = child
            while case let .modified(inner, modifier, _) = view {
                if case .branch = modifier { view = inner; continue }
                if case .shownFromWindowWidth(let width) = modifier { minWindowWidth = width; view = inner; continue }
                break
            }
            if case .leaf("Divider", _, _) = Self.peel(view).core { continue }
            if case .empty = view { continue }
            rest.append(view)
        }
        guard rest.count <= 1 else { return nil }
        if let column = rest.first {
            var spec = SideColumnSpec(screen: "", spacing: spacing ?? 8, minWindowWidth: geometry == nil ? nil : minWindowWidth)
            var inner = column
            var at = Self.site(of: column)
            while case let .modified(base, modifier, site) = inner {
                if case .frame(let width) = modifier { spec.width = width; at = site }
                if case let .flexibleFrame(minimum, maximum) = modifier { spec.minWidth = minimum; spec.maxWidth = maximum; at = site }
                inner = base
            }
            let (id, title) = Self.rootScreen(inner)
            spec.screen = id
            registerScreen(id, title: title, tree: inner, site: Self.site(of: inner), handlers: [], into: &drafts)
            sideColumnFound = SideColumnDraft(spec: spec, at: at)
        }
        if let geometry {
            // A reader at the root measures the window: no assumption.
            assumptions.removeAll { $0.location == geometry.location && $0.construct == "`GeometryReader`" }
        }
        return container(first, key: key, into: &drafts)
    }

    /// The side column of the evaluations that show one (`found`, one per
    /// evaluation, in ``rootShape(_:_:_:)``'s order), with the condition
    /// of the windows that show it; an assumption when no simple condition
    /// says which.
    mutating func sideColumn(_ found: [SideColumnDraft?], into map: inout SourceMap) -> SideColumnSpec? {
        let showing = found.indices.filter { found[$0] != nil }
        guard let first = showing.first, let draft = found[first] else { return nil }
        var spec = draft.spec
        switch (showing, found.count) {
        case (_, _) where showing.count == found.count: spec.when = nil
        case ([0], 2), ([0, 3], 4): spec.when = .horizontalSizeClass(.regular)
        case ([0], 4): spec.when = .allOf([.idiom(.pad), .horizontalSizeClass(.regular)])
        case ([0, 1], 4): spec.when = .idiom(.pad)
        default:
            if let at = draft.at {
                assume(at, construct: "a side column shown in some windows",
                       "shown only in an iPad's regular width")
            }
            spec.when = .allOf([.idiom(.pad), .horizontalSizeClass(.regular)])
        }
        if let at = draft.at, map.entry(.container, "sideColumn") == nil {
            map.entries.append(SourceMap.Entry(kind: .container, key: "sideColumn", location: at.location, code: at.code))
        }
        return spec
    }
}
